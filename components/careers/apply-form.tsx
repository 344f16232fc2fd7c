import type { ChangeEvent, FormEvent, RefObject } from "react";
import { ResumeField, type ResumeFieldControls } from "@/components/careers/resume-field";
import { ErrorSummary } from "@/components/forms/error-summary";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { primaryButtonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { ApplicationRequirements } from "@/lib/primitives/domain/application";

export type TextField = "role" | "name" | "email" | "phone" | "github" | "techStack";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the browser's form adds to the server's: absent, the form posts on its own. */
export interface ApplyFormControls {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  field: (name: TextField) => { value: string; onChange: (event: ChangeEvent<FieldElement>) => void; onFocus: () => void };
  resume: ResumeFieldControls;
  website: string;
  setWebsite: (value: string) => void;
  blocked: boolean;
  submitLabel: string;
}

interface ApplyFormProps {
  id: string;
  departmentId: string;
  roles: string[];
  requirements: ApplicationRequirements;
  values: Partial<Record<TextField, string>>;
  errors: Record<string, string>;
  controls?: ApplyFormControls;
}

const FIELD_LABELS: ReadonlyArray<[string, string]> = [
  ["role", "Role"],
  ["name", "Full Name"],
  ["email", "Email"],
  ["phone", "Phone Number"],
  ["resumeToken", "Resume"],
  ["github", "GitHub Profile"],
  ["techStack", "Tech Stack Experience"],
];

export function ApplyForm({ id, departmentId, roles, requirements, values, errors, controls }: ApplyFormProps) {
  const fieldId = (name: TextField) => `${id}-${name}`;
  const errorId = (name: TextField) => `${id}-${name}-error`;
  const field = (name: TextField, label: string) => ({ id: fieldId(name), label, errorId: errorId(name), error: errors[name] });
  // The server's form shown again with errors (a post made before or without scripts): its first error takes focus on load.
  const firstError = controls ? undefined : FIELD_LABELS.find(([name]) => errors[name])?.[0];
  const fieldProps = (name: TextField) => ({
    id: fieldId(name),
    name,
    ...(controls ? controls.field(name) : { defaultValue: values[name] }),
    autoFocus: firstError === name || undefined,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId(name) : undefined,
  });

  return (
    <form
      ref={controls?.formRef}
      method="post"
      action="/api/applications"
      encType="multipart/form-data"
      noValidate
      onSubmit={controls?.onSubmit}
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

      <ResumeField id={id} error={errors.resumeToken} autoFocus={firstError === "resumeToken"} controls={controls?.resume} />

      {requirements.githubRequired && (
        <Field {...field("github", "GitHub Profile")}>
          <input {...fieldProps("github")} type="url" inputMode="url" required placeholder="https://github.com/your-name" className={inputClass} />
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

      <HoneypotField id={`${id}-website`} value={controls?.website} onChange={controls?.setWebsite} />

      <ErrorSummary labels={FIELD_LABELS.filter(([name]) => errors[name]).map(([, label]) => label)} />

      {/* The server's form is never blocked: it posts on its own, and the browser's exists only once scripts run. */}
      <button type="submit" aria-disabled={controls?.blocked} className={`w-full ${primaryButtonClass}`}>
        {controls?.submitLabel ?? "Submit Application"}
      </button>
    </form>
  );
}
