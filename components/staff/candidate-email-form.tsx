import { primaryAction, secondaryAction } from "@/components/ui/button";
import { compactLabelClass, controlClass, describedBy, FieldError } from "@/components/ui/field";
import type { applicationView } from "@/lib/features/staff/views";
import { StaffSection } from "./staff-section";

type View = NonNullable<Awaited<ReturnType<typeof applicationView>>>;

export function CandidateEmailForm({ application, draft, kept, replyTo, templates }: Pick<View, "application" | "draft" | "kept" | "replyTo" | "templates">) {
  const fields = kept?.fields ?? {};
  return (
    <StaffSection id="email-title" title="Email the candidate">
      {kept && (
        <p role="alert" className="mb-4 font-semibold">
          {kept.message}
        </p>
      )}
      <form method="get" action={`/staff/applications/${application.id}#email-title`} className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="email-template" className={compactLabelClass}>
            Template
          </label>
          <select id="email-template" name="compose" defaultValue={draft?.template ?? templates[0]?.id} className={controlClass}>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondaryAction}>
          Preview
        </button>
      </form>
      {draft && (
        <form method="post" action={`/api/staff/applications/${application.id}/email`} className="mt-6 grid gap-3">
          <input type="hidden" name="template" value={draft.template} />
          <input type="hidden" name="lastEmailed" value={application.lastEmailedAt ?? ""} />
          <p className="text-sm text-muted">
            To {application.email}; replies go to {replyTo}. Nothing is sent until you press Send email.
          </p>
          <label htmlFor="email-subject" className={compactLabelClass}>
            Subject
          </label>
          <input
            id="email-subject"
            name="subject"
            required
            maxLength={200}
            defaultValue={draft.subject}
            aria-invalid={fields.subject ? true : undefined}
            aria-describedby={describedBy(Boolean(fields.subject) && "email-subject-problem")}
            className={controlClass}
          />
          <FieldError id="email-subject-problem" message={fields.subject} />
          <label htmlFor="email-body" className={compactLabelClass}>
            Message
          </label>
          <textarea
            id="email-body"
            name="body"
            required
            maxLength={10000}
            rows={14}
            defaultValue={draft.body}
            aria-invalid={fields.body ? true : undefined}
            aria-describedby={describedBy(Boolean(fields.body) && "email-body-problem")}
            className={controlClass}
          />
          <FieldError id="email-body-problem" message={fields.body} />
          <div>
            <button type="submit" className={primaryAction}>
              Send email
            </button>
          </div>
        </form>
      )}
    </StaffSection>
  );
}
