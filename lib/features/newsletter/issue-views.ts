import { issueEmail } from "@/lib/features/newsletter/issue-email";
import { getIssue, listIssues, type NewsletterIssue, renderIssueBody } from "@/lib/features/newsletter/issues";
import type { SendContext } from "@/lib/features/newsletter/sending";

export type IssueState = "draft" | "sending" | "sent";

/** Sent once every queued copy is settled: delivered, dead-lettered or cancelled. */
export function issueState(issue: NewsletterIssue): IssueState {
  if (issue.status === "draft") return "draft";
  const settled = issue.mailSent + issue.mailFailed + issue.mailCancelled;
  return issue.status === "queued" && settled >= issue.queued ? "sent" : "sending";
}

export async function issueListView(context: SendContext) {
  return (await listIssues(context.store)).map((issue) => ({ ...issue, state: issueState(issue) }));
}

export async function issueView(id: string, context: SendContext, preview: boolean) {
  let issue: NewsletterIssue | null;
  try {
    issue = await getIssue(context.store, id);
  } catch {
    return null;
  }
  if (!issue) return null;
  const email = preview
    ? issueEmail(
        { subject: issue.subject, ...renderIssueBody(issue.body) },
        { email: "subscriber@example.com", siteUrl: context.settings.siteUrl, token: "preview" },
      )
    : null;
  return { issue, state: issueState(issue), previewHtml: email?.html ?? null };
}
