"use client";

import { primary } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "@/components/feedback/toast";
import { Spinner } from "@/components/feedback/spinner";
import { ErrorSummary } from "@/components/forms/error-summary";
import { type FormRestore, postForm } from "@/components/forms/post-form";
import type { FormStatus } from "@/components/forms/form-status";
import { useErrorFocus } from "@/components/forms/use-error-focus";
import { fieldErrors } from "@/lib/primitives/domain/field-errors";

type Field = "name" | "email" | "company" | "message";
type Status = FormStatus<{ name: string; email: string }>;

const FIELDS: Array<{ name: Exclude<Field, "message">; label: string; type?: string; autoComplete: string }> = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "email", label: "Work email", type: "email", autoComplete: "email" },
  { name: "company", label: "Company", autoComplete: "organization" },
];

const LABELS: Record<Field, string> = { name: "Name", email: "Work email", company: "Company", message: "Message" };
const FIELD_ORDER: Field[] = ["name", "email", "company", "message"];

// The shared rule (and zod) loads on first focus, not with the page: /demo is this form and little else.
const loadRule = () => import("@/lib/primitives/domain/demo-request");

const UNREACHABLE = "We could not reach our server. Check your connection and try again.";

const failureMessage = (status: number) =>
  status === 429
    ? "Too many requests from your network. Please wait a minute and try again."
    : "We could not send your request just now. Please try again in a moment.";

/** Nothing is disabled while sending, so focus stays where it was until the answer. */
export function DemoRequestForm({ restore }: { restore?: FormRestore }) {
  const [status, setStatus] = useState<Status>(
    restore?.message && Object.keys(restore.fields).length === 0 ? { kind: "failed", message: restore.message } : { kind: "editing" },
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(restore?.fields ?? {});
  const { ref: formRef, focusFirstError } = useErrorFocus();
  const thanksRef = useRef<HTMLDivElement>(null);
  const checking = useRef(false);
  const id = useId();
  const sending = status.kind === "sending";

  useEffect(() => {
    if (status.kind === "sent") thanksRef.current?.focus();
  }, [status.kind]);

  function showErrors(fields: Partial<Record<Field, string>>) {
    setErrors(fields);
    focusFirstError();
  }

  function clearError(field: Field) {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending || checking.current) return;
    const data = Object.fromEntries(new FormData(form));
    checking.current = true;
    let rule: Awaited<ReturnType<typeof loadRule>>;
    try {
      rule = await loadRule();
    } catch {
      setStatus({ kind: "failed", message: UNREACHABLE });
      return;
    } finally {
      checking.current = false;
    }
    const parsed = rule.demoRequestSchema.safeParse(data);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error) as Partial<Record<Field, string>>);
      return;
    }
    setErrors({});
    setStatus({ kind: "sending" });
    const answer = await postForm(form, parsed.data);
    if (answer.ok) {
      setStatus({ kind: "sent", name: parsed.data.name, email: parsed.data.email });
      toast.success("Demo request sent. We'll be in touch soon.");
      return;
    }
    if (answer.fields) {
      setStatus({ kind: "editing" });
      showErrors(answer.fields as Partial<Record<Field, string>>);
      return;
    }
    setStatus({
      kind: "failed",
      message: answer.status === null ? UNREACHABLE : failureMessage(answer.status),
    });
  }

  if (status.kind === "sent") {
    return (
      <div ref={thanksRef} tabIndex={-1} role="status" className="rounded-2xl border border-line bg-surface-raised p-6">
        <h3 className="text-lg font-semibold">Thanks, {status.name}.</h3>
        <p className="mt-2 text-muted">
          Our team will reply to <span className="text-fg">{status.email}</span> within one business day to find a time that suits you.
        </p>
      </div>
    );
  }

  const fieldClass = `${inputClass} read-only:opacity-70`;
  const errorProps = (field: Field) => ({
    autoFocus: field === firstRestoredError || undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
    onChange: errors[field] ? () => clearError(field) : undefined,
    readOnly: sending,
  });
  // The form shown again after a post made before or without scripts: its first error takes focus on load.
  const firstRestoredError = FIELD_ORDER.find((name) => restore?.fields[name]);
  const invalidLabels = FIELD_ORDER.filter((field) => errors[field]).map((field) => LABELS[field]);

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/demo-requests"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadRule()}
      className="space-y-5"
      aria-describedby={`${id}-intro`}
    >
      <p id={`${id}-intro`} className="text-muted">
        Tell us a little about your team and we will set up a 30-minute walkthrough of our platforms.
      </p>
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={`${id}-${field.name}`} className="block font-medium">
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            required
            defaultValue={restore?.values[field.name]}
            className={fieldClass}
            {...errorProps(field.name)}
          />
          {errors[field.name] && (
            <p id={`${id}-${field.name}-error`} className="mt-2 text-sm text-danger">
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <div>
        <label htmlFor={`${id}-message`} className="block font-medium">
          Message <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea id={`${id}-message`} name="message" rows={4} defaultValue={restore?.values.message} className={fieldClass} {...errorProps("message")} />
        {errors.message && (
          <p id={`${id}-message-error`} className="mt-2 text-sm text-danger">
            {errors.message}
          </p>
        )}
      </div>
      {/* Only bots fill this in; people never see it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <ErrorSummary labels={invalidLabels} />
      {status.kind === "failed" && (
        <p role="alert" className="text-danger">
          {status.message}
        </p>
      )}
      <button
        type="submit"
        aria-disabled={sending || undefined}
        className={primary("inline-flex items-center gap-3 rounded-full px-6 py-3 transition-colors aria-disabled:opacity-70")}
      >
        {sending && <Spinner size="sm" label="Sending" />}
        {sending ? "Sending..." : "Request a demo"}
      </button>
    </form>
  );
}
