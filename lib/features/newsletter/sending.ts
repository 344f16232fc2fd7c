import "server-only";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { DeliveryCondition, DocumentStore, DocumentWrite, StoredDocument } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { commitWithMail, keyedMailWrite } from "@/lib/services/mail-delivery/outbox";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { log } from "@/lib/primitives/log";
import { issueEmail } from "@/lib/features/newsletter/issue-email";
import { checkedIssueId, getIssue, issueMessageId, renderIssueBody } from "@/lib/features/newsletter/issues";
import { createUnsubscribeToken } from "@/lib/features/newsletter/unsubscribe-token";

export interface SendSettings {
  siteUrl: string;
  secret: string;
  perMinute: number;
  batch: number;
  maxPermanentFailures: number;
}

export interface SendContext {
  store: DocumentStore;
  settings: SendSettings;
  now?: () => Date;
}

export const PERMANENT_FAILURES_FIELD = "permanentFailures";

export function isMailable(data: Record<string, unknown>, maxFailures: number): boolean {
  const failures = data[PERMANENT_FAILURES_FIELD];
  return data.status === "active" && !(typeof failures === "number" && failures >= maxFailures);
}

const condition = (email: string, maxFailures: number): DeliveryCondition => ({
  document: { collection: COLLECTIONS.newsletters, id: email },
  field: "status",
  equals: "active",
  failuresField: PERMANENT_FAILURES_FIELD,
  maxFailures,
});

/** Recorded before anything is queued, so a crash leaves a send that `continueSend` finishes. */
export async function startSend(id: string, staff: string, context: SendContext): Promise<void> {
  const issue = await getIssue(context.store, id);
  if (!issue) throw new DomainError("not-found", "Unknown issue.");
  if (issue.status !== "draft") throw new DomainError("conflict", "This issue was already sent.");
  const at = (context.now?.() ?? new Date()).toISOString();
  await context.store.commit([
    { op: "update", collection: COLLECTIONS.newsletterIssues, id: issue.id, data: { status: "queueing", sendStartedAt: at, sentBy: staff } },
  ]);
  log.info("newsletter send started", { issue: issue.id, staff });
}

const MAX_CONFLICTS = 5;

/**
 * Each batch and the issue's cursor are one commit, and each copy is keyed by issue × subscriber:
 * a crash before a commit queues nothing of its batch, and two processes continuing at once conflict
 * instead of queueing a copy twice.
 */
export async function continueSend(id: string, { store, settings, now = () => new Date() }: SendContext): Promise<number> {
  const issueId = checkedIssueId(id);
  const source = { collection: COLLECTIONS.newsletterIssues, id: issueId };
  let conflicts = 0;
  let queuedHere = 0;
  for (;;) {
    // The embedded adapter answers without I/O: unless each batch yields, queueing a list holds the
    // event loop, and the server answers no request and delivers nothing until the last batch.
    await yieldToEventLoop();
    const issue = await getIssue(store, issueId);
    if (issue?.status !== "queueing") return queuedHere;
    const page: StoredDocument[] = await store.list(COLLECTIONS.newsletters, { after: issue.cursor ?? "", limit: settings.batch });
    const at = now();
    if (page.length === 0) {
      await store.commit([{ op: "update", ...source, data: { status: "queued", queuedAt: at.toISOString() } }]);
      log.info("newsletter send queued", { issue: issueId, queued: issue.queued, skipped: issue.skipped });
      return queuedHere;
    }
    const rendered = renderIssueBody(issue.body);
    const started = Date.parse(issue.sendStartedAt ?? at.toISOString());
    const mailable = page.filter((row) => isMailable(row.data, settings.maxPermanentFailures));
    const writes = mailable.map((row, index) =>
      keyedMailWrite(
        {
          id: issueMessageId(issueId, row.id),
          kind: "newsletter-issue",
          content: issueEmail(
            { subject: issue.subject, ...rendered },
            { email: row.id, siteUrl: settings.siteUrl, token: createUnsubscribeToken(settings.secret, row.id) },
          ),
          dueAt: new Date(started + Math.floor(((issue.queued + index) * 60_000) / settings.perMinute)),
          deliverWhile: condition(row.id, settings.maxPermanentFailures),
          countsOn: source,
        },
        source,
        at,
      ),
    );
    // An update needs its document: a subscriber erased since the page was read fails the batch, which is read again.
    const stillThere = mailable.map(
      (row): DocumentWrite => ({ op: "update", collection: COLLECTIONS.newsletters, id: row.id, data: { lastIssueQueued: issueId } }),
    );
    const cursor = page.at(-1)?.id ?? "";
    const progress = { cursor, queued: issue.queued + mailable.length, skipped: issue.skipped + page.length - mailable.length };
    const result = await store.commit([...writes, ...stillThere, { op: "update", ...source, data: progress }]);
    if (result.committed) {
      queuedHere += mailable.length;
      conflicts = 0;
      continue;
    }
    conflicts += 1;
    if (conflicts >= MAX_CONFLICTS) throw new Error(`newsletter issue ${issueId}: ${MAX_CONFLICTS} conflicting batches in a row`);
  }
}

/** Every send still queueing: after a restart and on each scheduled drain. */
export async function continueSends(context: SendContext): Promise<number> {
  const sending = await context.store.list(COLLECTIONS.newsletterIssues, { where: { field: "status", equals: "queueing" } });
  let queued = 0;
  for (const { id } of sending) queued += await continueSend(id, context);
  return queued;
}

export async function testSend(id: string, staff: string, { store, settings, now = () => new Date() }: SendContext): Promise<void> {
  const issue = await getIssue(store, id);
  if (!issue) throw new DomainError("not-found", "Unknown issue.");
  const content = issueEmail(
    { subject: `[Test] ${issue.subject}`, ...renderIssueBody(issue.body) },
    { email: staff, siteUrl: settings.siteUrl, token: createUnsubscribeToken(settings.secret, staff) },
  );
  const result = await commitWithMail(store, [], [{ kind: "newsletter-test", content }], {
    source: { collection: COLLECTIONS.newsletterIssues, id: issue.id },
    now: now(),
  });
  if (!result.committed) throw new Error("the test email could not be stored");
}
