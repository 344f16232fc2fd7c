import { Card } from "@/components/ui/card";
import { primaryAction, secondaryAction, textLink } from "@/components/ui/button";
import { compactLabelClass, controlClass } from "@/components/ui/field";
import { RATING_LABELS, STAGE_LABELS, STAGES } from "@/lib/features/staff/stages";
import type { applicationView } from "@/lib/features/staff/views";
import { dateTime } from "@/components/staff/date-time";
import { StaffSection } from "./staff-section";

type View = NonNullable<Awaited<ReturnType<typeof applicationView>>>;

const when = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

export function ApplicationDetails({ application, departmentTitle }: Pick<View, "application" | "departmentTitle">) {
  const answers: Array<[string, string]> = [
    ["Role", application.role],
    ["Department", departmentTitle],
    ["Email", application.email],
    ["Phone", application.phone],
    ["GitHub", application.github],
    ["Location", application.location],
    ["Work style", application.workStyle],
    ["Tech stack", application.techStack],
    ["Received", when(application.submittedAt)],
  ];
  return (
    <StaffSection id="answers-title" title="Answers">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        {answers.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted">{term}</dt>
            <dd className="whitespace-pre-wrap break-words">{value || "Not given"}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        <a href={`/api/staff/applications/${application.id}/resume`} className={textLink} download>
          Download résumé
        </a>
      </p>
    </StaffSection>
  );
}

export function StageForm({ application }: Pick<View, "application">) {
  return (
    <Card as="section" className="p-6" aria-labelledby="stage-title">
      <h2 id="stage-title" className="mb-2 text-xl font-semibold">
        Stage: {STAGE_LABELS[application.stage]}
      </h2>
      {application.stageChangedAt && (
        <p className="mb-4 text-sm text-muted">
          Changed by {application.stageChangedBy} on {when(application.stageChangedAt)}
        </p>
      )}
      <form method="post" action={`/api/staff/applications/${application.id}/stage`} className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="stage" className={compactLabelClass}>
            Move to
          </label>
          <select id="stage" name="stage" defaultValue={application.stage} className={controlClass}>
            {STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryAction}>
          Change stage
        </button>
      </form>
    </Card>
  );
}

const DELIVERY: Record<string, string> = {
  pending: "queued",
  sending: "sending",
  retrying: "retrying",
  sent: "sent",
  dead: "not delivered",
  cancelled: "cancelled",
};

function HistoryLine({ item }: { item: View["history"][number] }) {
  if (item.move)
    return (
      <p>
        Moved from {STAGE_LABELS[item.move.from]} to {STAGE_LABELS[item.move.to]}
      </p>
    );
  if (item.hiddenScore) return <p>Added a scorecard (shown once you add yours)</p>;
  if (item.score)
    return (
      <p className="whitespace-pre-wrap break-words">
        Scored {RATING_LABELS[item.score]}
        {item.text && `: ${item.text}`}
      </p>
    );
  if (item.mail) {
    const delivery = `${DELIVERY[item.mail.status] ?? item.mail.status}${item.mail.sentAt ? ` ${when(item.mail.sentAt)}` : ""}`;
    return (
      <p className="break-words">
        {item.author ? "Emailed" : "Email"} <span className="font-semibold">{item.mail.subject}</span> to {item.mail.to} ({delivery})
      </p>
    );
  }
  return <p className="whitespace-pre-wrap break-words">{item.text}</p>;
}

export function History({ application, history }: Pick<View, "application" | "history">) {
  return (
    <StaffSection id="history-title" title="History">
      {history.length === 0 ? (
        <p className="mb-4 text-muted">No stage moves, notes, scorecards or emails yet.</p>
      ) : (
        <ol className="mb-4 grid gap-3">
          {history.map((item) => (
            <li key={item.id} className="rounded-lg border border-line p-3">
              <HistoryLine item={item} />
              <p className="mt-1 text-sm text-muted">
                {item.author || "Sent by the site"}, {when(item.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={`/api/staff/applications/${application.id}/notes`} className="grid gap-3">
        <label htmlFor="note" className={compactLabelClass}>
          Add a note
        </label>
        <textarea id="note" name="text" required maxLength={4000} rows={3} className={controlClass} />
        <div>
          <button type="submit" className={primaryAction}>
            Add note
          </button>
        </div>
      </form>
    </StaffSection>
  );
}

/** Choosing a template reloads the page with it filled in (a GET form); the second form sends what the person left in it. */
export function DeleteApplicant({ application }: Pick<View, "application">) {
  return (
    <StaffSection id="delete-title" title="Delete on request">
      <p className="mb-4 text-muted">Removes the application, the résumé, the notes and the emails about it. You confirm on the next page.</p>
      <a href={`/staff/applications/${application.id}/delete`} className={secondaryAction}>
        Delete {application.name}&apos;s data…
      </a>
    </StaffSection>
  );
}

export function ConfirmDeletion({ application }: Pick<View, "application">) {
  return (
    <StaffSection id="confirm-delete-title" title={`Delete ${application.name}'s data?`}>
      <p className="mb-4">
        This removes the application, the résumé, the notes, every email about it kept here, and the outbox folder&apos;s copies. It cannot be undone. Emails
        already delivered to a mail server cannot be recalled.
      </p>
      <form method="post" action={`/api/staff/applications/${application.id}/delete`} className="flex flex-wrap gap-4">
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className={primaryAction}>
          Delete permanently
        </button>
        <a href={`/staff/applications/${application.id}`} className={secondaryAction}>
          Keep the application
        </a>
      </form>
    </StaffSection>
  );
}
