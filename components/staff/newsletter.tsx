import { primaryAction, secondaryAction, textLink } from "@/components/ui/button";
import { compactLabelClass, controlClass } from "@/components/ui/field";
import { cardSurface } from "@/components/ui/surfaces";
import type { IssueState } from "@/lib/features/newsletter/issue-views";

export const NEWSLETTER_MESSAGES: Record<string, string> = {
  saved: "Saved.",
  digest: "A draft with the posts published since the last issue: edit it, then preview.",
  post: "A draft with the post: edit it, preview it, send yourself a test, then send it.",
  preview: "Saved. The preview below is the email as a subscriber gets it.",
  tested: "A test copy is on its way to your staff address.",
  sending: "Sending: every active subscriber's copy is being queued. Reload to see the counts move.",
  invalid: "Write a subject (one line, at most 200 characters) and a body.",
  sent: "This issue is already being sent; it can no longer change.",
  "not-live": "Only a live post can be sent to subscribers: publish it first.",
};

export interface IssueCounts {
  queued: number;
  mailSent: number;
  mailFailed: number;
  mailCancelled: number;
  skipped: number;
}

const STATE_LABELS: Record<IssueState, string> = { draft: "Draft", sending: "Sending", sent: "Sent" };

export function IssueCountList({ issue, state }: { issue: IssueCounts; state: IssueState }) {
  const rows: [string, number][] = [
    ["Queued", issue.queued],
    ["Sent", issue.mailSent],
    ["Failed", issue.mailFailed],
    ["Unsubscribed before delivery", issue.mailCancelled],
    ["Skipped (not active when queued)", issue.skipped],
  ];
  return (
    <dl aria-label={`${STATE_LABELS[state]}: counts`} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt>{name}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function IssueTable({ issues }: { issues: (IssueCounts & { id: string; subject: string; createdAt: string; state: IssueState })[] }) {
  if (issues.length === 0) return <p>No issue has been written yet.</p>;
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Newsletter issues, newest first</caption>
      <thead>
        <tr>
          {["Subject", "Status", "Queued", "Sent", "Failed", "Unsubscribed", "Written"].map((heading) => (
            <th key={heading} scope="col" className="py-2 pr-4">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {issues.map((issue) => (
          <tr key={issue.id} className="border-t border-line">
            <td className="py-2 pr-4">
              <a href={`/staff/newsletter/${issue.id}`} className={textLink}>
                {issue.subject}
              </a>
            </td>
            <td className="py-2 pr-4">{STATE_LABELS[issue.state]}</td>
            <td className="py-2 pr-4 tabular-nums">{issue.queued}</td>
            <td className="py-2 pr-4 tabular-nums">{issue.mailSent}</td>
            <td className="py-2 pr-4 tabular-nums">{issue.mailFailed}</td>
            <td className="py-2 pr-4 tabular-nums">{issue.mailCancelled}</td>
            <td className="py-2 pr-4">{issue.createdAt.slice(0, 10)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function IssueForm({ action, subject = "", body = "" }: { action: string; subject?: string; body?: string }) {
  return (
    <form method="post" action={action} className={`${cardSurface} grid gap-4 p-4`} aria-label="The issue">
      <div>
        <label htmlFor="issue-subject" className={compactLabelClass}>
          Subject
        </label>
        <input id="issue-subject" name="subject" required maxLength={200} defaultValue={subject} autoComplete="off" className={controlClass} />
      </div>
      <div>
        <label htmlFor="issue-body" className={compactLabelClass}>
          Body (Markdown)
        </label>
        <textarea id="issue-body" name="body" required rows={16} maxLength={100_000} defaultValue={body} className={`${controlClass} font-mono`} />
      </div>
      <div className="flex flex-wrap gap-4">
        <button type="submit" name="intent" value="save" className={primaryAction}>
          Save draft
        </button>
        <button type="submit" name="intent" value="preview" className={secondaryAction}>
          Preview
        </button>
      </div>
    </form>
  );
}

export function DigestForm() {
  return (
    <form method="post" action="/api/staff/newsletter/digest" className="mb-6">
      <input type="hidden" name="digest" value="yes" />
      <button type="submit" className={secondaryAction}>
        Start from a digest of the posts since the last issue
      </button>
    </form>
  );
}

/** On a live post's editor page: a draft issue made of the post, sent only after the issue's own confirmation. */
export function SendPostOffer({ postId }: { postId: string }) {
  return (
    <form method="post" action="/api/staff/newsletter/digest" aria-label="Send this post to subscribers">
      <input type="hidden" name="digest" value="yes" />
      <input type="hidden" name="post" value={postId} />
      <button type="submit" className={secondaryAction}>
        Send this post to subscribers…
      </button>
    </form>
  );
}

export function IssuePreview({ html }: { html: string }) {
  return (
    <section aria-labelledby="preview-heading" className="grid gap-2">
      <h2 id="preview-heading" className="text-lg font-semibold">
        Preview
      </h2>
      <iframe title="The email as a subscriber gets it" srcDoc={html} sandbox="" className="h-[32rem] w-full rounded-lg border border-line bg-white" />
    </section>
  );
}

export function IssueSendActions({ id }: { id: string }) {
  return (
    <section aria-labelledby="send-heading" className={`${cardSurface} grid gap-4 p-4`}>
      <h2 id="send-heading" className="text-lg font-semibold">
        Send
      </h2>
      <form method="post" action={`/api/staff/newsletter/${id}/test`}>
        <input type="hidden" name="test" value="yes" />
        <button type="submit" className={secondaryAction}>
          Send a test to me
        </button>
      </form>
      <p>
        <a href={`/staff/newsletter/${id}/send`} className={textLink}>
          Send to all active subscribers…
        </a>
      </p>
    </section>
  );
}

export function ConfirmSend({ id, subject }: { id: string; subject: string }) {
  return (
    <form method="post" action={`/api/staff/newsletter/${id}/send`} className={`${cardSurface} grid gap-4 p-4`}>
      <p>
        “{subject}” goes to every active subscriber, once each, paced to the mail provider&apos;s limit. A send cannot be stopped or changed once it starts.
      </p>
      <input type="hidden" name="confirm" value="yes" />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryAction}>
          Send to all active subscribers
        </button>
        <a href={`/staff/newsletter/${id}`} className={textLink}>
          Back to the issue
        </a>
      </div>
    </form>
  );
}
