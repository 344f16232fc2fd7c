"use client";

import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { preloadToasts, toast } from "@/components/feedback/toast";
import { FieldError, inputClass } from "@/components/careers/form-fields";
import { ResumeField } from "@/components/careers/resume-field";
import { useResumeUpload } from "@/components/careers/use-resume-upload";
import { ErrorSummary } from "@/components/forms/error-summary";
import { type FormRestore, postForm } from "@/components/forms/post-form";
import type { FormStatus } from "@/components/forms/form-status";
import { useErrorFocus } from "@/components/forms/use-error-focus";
import { track } from "@/lib/features/analytics/track";
import { APPLICATION_MESSAGES } from "@/lib/features/careers/messages";
import type { ApplicationRequirements } from "@/lib/primitives/domain/application";
import { fieldErrors } from "@/lib/primitives/domain/field-errors";

const {
  submitted: SUBMITTED_MESSAGE,
  submittedEmailDelayed: SUBMITTED_EMAIL_DELAYED_MESSAGE,
  failed: SUBMIT_FAILED_MESSAGE,
  uploadFailed: UPLOAD_FAILED_MESSAGE,
} = APPLICATION_MESSAGES;

interface ApplyFormProps {
  departmentId: string;
  departmentName: string;
  roles: string[];
  requirements: ApplicationRequirements;
  /** The role of a role page, chosen in advance. */
  initialRole?: string;
  /** The input and errors of a post made without scripts, shown again on the form's page. */
  restore?: FormRestore;
}

type TextField = "role" | "name" | "email" | "phone" | "github" | "techStack";

/** The form's fields in page order, by the names the schema reports errors under. */
const FIELD_LABELS: ReadonlyArray<[string, string]> = [
  ["role", "Role"],
  ["name", "Full Name"],
  ["email", "Email"],
  ["phone", "Phone Number"],
  ["resumeToken", "Resume"],
  ["github", "GitHub Profile"],
  ["techStack", "Tech Stack Experience"],
];
type Values = Record<TextField, string> & { location: string; workStyle: string };

// The shared rules (and zod with them), like the toasts' code, load when the visitor first touches
// the form, not with the page: department and role pages stay as light as the rest of the site.
const loadRules = () => import("@/lib/primitives/domain/application");

const noSubscription = () => () => undefined;

const VALUE_NAMES = ["role", "name", "email", "phone", "github", "techStack"] as const;

function pickValues(values: Record<string, string> = {}): Partial<Values> {
  return Object.fromEntries(VALUE_NAMES.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])));
}

/**
 * The Apply Now form. The résumé uploads as soon as it is chosen and comes back as an opaque token;
 * the form validates with the same schema as `POST /api/applications` and shows the server's
 * per-field messages next to the fields. Required fields say so in code (`required`); a failed
 * submission announces how many fields need attention and focuses the first; a field's error goes
 * as soon as the field is changed, so it never outlives its cause.
 */
export function ApplyForm({ departmentId, departmentName, roles, requirements, initialRole, restore }: ApplyFormProps) {
  const id = useId();
  const initialValues = useMemo<Values>(
    () => ({
      role: initialRole ?? "",
      name: "",
      email: "",
      phone: "",
      github: "",
      techStack: "",
      // Fields the application schema keeps that this form has no input for: sent empty.
      location: "",
      workStyle: "",
    }),
    [initialRole],
  );

  const [values, setValues] = useState<Values>(() => ({ ...initialValues, ...pickValues(restore?.values) }));
  const [website, setWebsite] = useState("");
  const [status, setStatus] = useState<FormStatus>({ kind: "editing" });
  const [errors, setErrors] = useState<Record<string, string>>(restore?.fields ?? {});
  const { ref: formRef, focusFirstError } = useErrorFocus();
  const touched = useRef(new Set<string>());
  const upload = useResumeUpload(departmentId, {
    onChoose: () => clearError("resumeToken"),
    onUploaded: (uploaded) => track("resume_upload", { department_id: departmentId, file_type: uploaded.fileType }),
    onFailed: (message) => {
      setErrors((current) => ({ ...current, resumeToken: message }));
      toast.error(UPLOAD_FAILED_MESSAGE, { description: message });
      track("resume_upload_error", { department_id: departmentId, error_message: message });
    },
  });
  const { resume, uploading } = upload;

  const submitting = status.kind === "sending";
  // The server's HTML posts the résumé with the form, so its button is never marked unavailable.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const blocked = hydrated && (uploading || submitting || !resume);
  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;

  useEffect(() => {
    track("view_application_form", {
      department_id: departmentId,
      department_name: departmentName,
      available_roles: roles.join(", "),
    });
  }, [departmentId, departmentName, roles]);

  function noteInteraction(field: string) {
    if (touched.current.has(field)) return;
    if (touched.current.size === 0) {
      void loadRules().catch(() => undefined);
      preloadToasts();
    }
    touched.current.add(field);
    track("form_field_interaction", { department_id: departmentId, field_name: field });
  }

  function requiredInput(name: TextField, label: string, type: string, autoComplete: string) {
    return (
      <div>
        <label htmlFor={fieldId(name)} className="font-medium">
          {label}
        </label>
        <input {...fieldProps(name)} type={type} autoComplete={autoComplete} required className={inputClass} />
        <FieldError id={errorId(name)} message={errors[name]} />
      </div>
    );
  }

  function fieldProps(name: TextField) {
    return {
      id: fieldId(name),
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        if (errors[name]) clearError(name);
      },
      onFocus: () => noteInteraction(name),
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? errorId(name) : undefined,
    };
  }

  function clearError(field: string) {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function fail(fields: Record<string, string>, message: string) {
    setErrors(fields);
    focusFirstError();
    track("application_submit_error", { department_id: departmentId, error_message: message });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (uploading || submitting) return;
    const body = { departmentId, ...values, resumeToken: resume?.token ?? "", website };
    let rules: Awaited<ReturnType<typeof loadRules>>;
    try {
      rules = await loadRules();
    } catch {
      toast.error(SUBMIT_FAILED_MESSAGE, { description: "Please check your connection and try again." });
      return;
    }
    const checked = rules.applicationSchemaFor(requirements).safeParse(body);
    if (!checked.success) {
      fail(fieldErrors(checked.error), "Some fields are missing or invalid.");
      return;
    }

    setErrors({});
    setStatus({ kind: "sending" });
    const answer = await postForm<{ emailDelayed?: unknown }>(form, body);
    if (answer.ok) {
      toast.success(answer.data?.emailDelayed === true ? SUBMITTED_EMAIL_DELAYED_MESSAGE : SUBMITTED_MESSAGE);
      track("application_submit", {
        department_id: departmentId,
        department_name: departmentName,
        role: values.role,
        has_github: values.github !== "",
      });
      setValues(initialValues);
      setErrors({});
      upload.clear();
      touched.current.clear();
      setStatus({ kind: "sent" });
      return;
    }
    const message = answer.error ?? (answer.status === null ? "The request failed." : `HTTP ${answer.status}`);
    if (answer.status !== null && answer.status < 500 && answer.fields && Object.keys(answer.fields).length > 0) {
      // A token the server refused cannot be sent again: the résumé must be chosen anew.
      if (answer.fields.resumeToken) upload.clear();
      setStatus({ kind: "failed", message });
      fail(answer.fields, message);
      return;
    }
    toast.error(SUBMIT_FAILED_MESSAGE);
    setStatus({ kind: "failed", message: SUBMIT_FAILED_MESSAGE });
    track("application_submit_error", { department_id: departmentId, error_message: message });
  }

  const submitLabel = submitting ? "Submitting..." : uploading ? "Uploading resume..." : "Submit Application";

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/applications"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={`${id}-note`}
    >
      <input type="hidden" name="departmentId" value={departmentId} />
      <p id={`${id}-note`} className="text-sm text-muted">
        All fields are required.
      </p>

      <div>
        <label htmlFor={fieldId("role")} className="font-medium">
          Role
        </label>
        <select {...fieldProps("role")} required className={inputClass}>
          <option value="">Select a role</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
        <FieldError id={errorId("role")} message={errors.role} />
      </div>

      {requiredInput("name", "Full Name", "text", "name")}

      {requiredInput("email", "Email", "email", "email")}

      {requiredInput("phone", "Phone Number", "tel", "tel")}

      <ResumeField
        id={id}
        inputRef={upload.fileInput}
        uploadingName={upload.uploadingName}
        fileName={resume?.fileName ?? null}
        error={errors.resumeToken}
        onChange={upload.choose}
        onFocus={() => noteInteraction("resume")}
      />

      {requirements.githubRequired && (
        <div>
          <label htmlFor={fieldId("github")} className="font-medium">
            GitHub Profile
          </label>
          <input
            {...fieldProps("github")}
            type="url"
            inputMode="url"
            required
            placeholder="https://github.com/your-name"
            className={inputClass}
          />
          <FieldError id={errorId("github")} message={errors.github} />
        </div>
      )}

      {requirements.techStackRequired && (
        <div>
          <label htmlFor={fieldId("techStack")} className="font-medium">
            Tech Stack Experience
          </label>
          <textarea
            {...fieldProps("techStack")}
            rows={4}
            required
            placeholder="The languages, frameworks and platforms you have shipped with"
            className={inputClass}
          />
          <FieldError id={errorId("techStack")} message={errors.techStack} />
        </div>
      )}

      {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId("website")}>Website</label>
        <input
          id={fieldId("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>

      <ErrorSummary labels={FIELD_LABELS.filter(([field]) => errors[field]).map(([, label]) => label)} />

      <button
        type="submit"
        aria-disabled={blocked}
        className="w-full rounded-lg bg-accent px-5 py-3 font-semibold text-accent-ink transition-colors hover:bg-accent-strong aria-disabled:cursor-not-allowed aria-disabled:bg-surface-raised aria-disabled:text-muted"
      >
        {submitLabel}
      </button>
    </form>
  );
}
