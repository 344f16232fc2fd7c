"use client";

import { ResumeField } from "@/components/careers/resume-field";
import { type ApplyFormProps, type TextField, useApplyForm } from "@/components/careers/use-apply-form";
import { ErrorSummary } from "@/components/forms/error-summary";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { Field, inputClass } from "@/components/ui/field";

const FIELD_LABELS: ReadonlyArray<[string, string]> = [
  ["role", "Role"],
  ["name", "Full Name"],
  ["email", "Email"],
  ["phone", "Phone Number"],
  ["resumeToken", "Resume"],
  ["github", "GitHub Profile"],
  ["techStack", "Tech Stack Experience"],
];

export function ApplyForm(props: ApplyFormProps) {
  const { roles, requirements, departmentId } = props;
  const form = useApplyForm(props);
  const { id, errors, fieldId, errorId, fieldProps, upload, resume } = form;
  const field = (name: TextField, label: string) => ({ id: fieldId(name), label, errorId: errorId(name), error: errors[name] });

  return (
    <form
      ref={form.formRef}
      method="post"
      action="/api/applications"
      encType="multipart/form-data"
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-5"
      aria-describedby={`${id}-note`}
    >
      <input type="hidden" name="departmentId" value={departmentId} />
      <p id={`${id}-note`} className="text-sm text-muted">
        All fields are required.
      </p>

      <Field {...field("role", "Role")}>
        <select {...fieldProps("role")} required className={inputClass}>
          <option value="">Select a role</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </Field>

      <Field {...field("name", "Full Name")}>
        <input {...fieldProps("name")} type="text" autoComplete="name" required className={inputClass} />
      </Field>

      <Field {...field("email", "Email")}>
        <input {...fieldProps("email")} type="email" autoComplete="email" required className={inputClass} />
      </Field>

      <Field {...field("phone", "Phone Number")}>
        <input {...fieldProps("phone")} type="tel" autoComplete="tel" required className={inputClass} />
      </Field>

      <ResumeField
        id={id}
        inputRef={upload.fileInput}
        uploadingName={upload.uploadingName}
        fileName={resume?.fileName ?? null}
        error={errors.resumeToken}
        onChange={upload.choose}
        onFocus={() => form.noteInteraction("resume")}
      />

      {requirements.githubRequired && (
        <Field {...field("github", "GitHub Profile")}>
          <input
            {...fieldProps("github")}
            type="url"
            inputMode="url"
            required
            placeholder="https://github.com/your-name"
            className={inputClass}
          />
        </Field>
      )}

      {requirements.techStackRequired && (
        <Field {...field("techStack", "Tech Stack Experience")}>
          <textarea
            {...fieldProps("techStack")}
            rows={4}
            required
            placeholder="The languages, frameworks and platforms you have shipped with"
            className={inputClass}
          />
        </Field>
      )}

      <HoneypotField id={fieldId("website")} value={form.website} onChange={form.setWebsite} />

      <ErrorSummary labels={FIELD_LABELS.filter(([name]) => errors[name]).map(([, label]) => label)} />

      <SubmitButton blocked={form.blocked} className="w-full">
        {form.submitLabel}
      </SubmitButton>
    </form>
  );
}
