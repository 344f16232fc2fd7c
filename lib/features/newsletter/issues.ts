import "server-only";
import { createHash } from "node:crypto";
import { timestampKey } from "@/lib/ports/documents/keys";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { log } from "@/lib/primitives/log";
import { z } from "@/lib/primitives/zod";
import { markdownToHtml } from "@/lib/features/content/markdown";

export const issueDraftSchema = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1, "Write a subject.")
    .max(200, "A subject holds 200 characters at most.")
    .refine((value) => !/[\r\n]/.test(value), "A subject is one line."),
  body: z.string().trim().min(1, "Write the issue first.").max(100_000, "An issue holds 100,000 characters at most."),
});
export type IssueDraft = z.output<typeof issueDraftSchema>;

export type IssueStatus = "draft" | "queueing" | "queued";

export interface NewsletterIssue extends IssueDraft {
  id: string;
  status: IssueStatus;
  createdAt: string;
  createdBy: string;
  sendStartedAt?: string;
  sentBy?: string;
  queuedAt?: string;
  // The last subscriber id queued (subscribers are queued in id order).
  cursor?: string;
  queued: number;
  skipped: number;
  mailSent: number;
  mailFailed: number;
  mailCancelled: number;
}

const ISSUE_ID = /^\d{10,16}-[0-9a-f]{8}$/;

export function checkedIssueId(id: string): string {
  if (!ISSUE_ID.test(id)) throw new DomainError("not-found", "Unknown issue.");
  return id;
}

const counter = (value: unknown) => (typeof value === "number" ? value : 0);

export async function getIssue(store: DocumentStore, id: string): Promise<NewsletterIssue | null> {
  const data = await store.get(COLLECTIONS.newsletterIssues, checkedIssueId(id));
  if (!data) return null;
  return {
    ...(data as unknown as NewsletterIssue),
    id,
    queued: counter(data.queued),
    skipped: counter(data.skipped),
    mailSent: counter(data.mailSent),
    mailFailed: counter(data.mailFailed),
    mailCancelled: counter(data.mailCancelled),
  };
}

export async function listIssues(store: DocumentStore, limit = 50): Promise<NewsletterIssue[]> {
  const rows = await store.list(COLLECTIONS.newsletterIssues, { orderBy: { field: "createdAt", direction: "desc" }, limit });
  return rows.map((row) => ({ ...(row.data as unknown as NewsletterIssue), id: row.id }));
}

export async function createIssue(draft: IssueDraft, staff: string, store: DocumentStore, now = new Date()): Promise<string> {
  const id = timestampKey(now.getTime());
  const data = {
    ...draft,
    status: "draft",
    createdAt: now.toISOString(),
    createdBy: staff,
    queued: 0,
    skipped: 0,
    mailSent: 0,
    mailFailed: 0,
    mailCancelled: 0,
  };
  const result = await store.commit([{ op: "create", collection: COLLECTIONS.newsletterIssues, id, data }]);
  if (!result.committed) throw new DomainError("conflict", "The issue could not be saved. Please try again.");
  log.info("newsletter issue created", { issue: id, staff });
  return id;
}

export async function updateIssue(id: string, draft: IssueDraft, store: DocumentStore): Promise<void> {
  const issue = await getIssue(store, id);
  if (!issue) throw new DomainError("not-found", "Unknown issue.");
  if (issue.status !== "draft") throw new DomainError("conflict", "This issue is already being sent; it can no longer change.");
  await store.commit([{ op: "update", collection: COLLECTIONS.newsletterIssues, id: issue.id, data: { ...draft } }]);
}

/** The post pipeline's renderer and allowlist, so an issue shows what an article would. */
export function renderIssueBody(body: string): { bodyHtml: string; bodyText: string } {
  return { bodyHtml: markdownToHtml(body), bodyText: body };
}

/** The idempotency key of one subscriber's copy: hashed, since it is also the Message-ID. */
export function issueMessageId(issueId: string, email: string): string {
  return `nl-${issueId}-${createHash("sha256").update(email).digest("hex").slice(0, 32)}`;
}
