import "server-only";
import { timestampKey } from "@/lib/ports/documents/keys";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { Mailer } from "@/lib/ports/mail/port";
import { httpOnlyCookie } from "@/lib/services/http/cookies";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { newsletterEmailSchema } from "@/lib/primitives/domain/newsletter";
import { type CsvCell, csvStream } from "@/lib/primitives/format/csv";
import { log } from "@/lib/primitives/log";
import { z } from "@/lib/primitives/zod";
import type { Staff } from "@/lib/features/staff/access";
import { issueMessageId } from "./issues";
import { SUBSCRIBER_STATUSES, type SubscriberStore } from "./store/port";

export interface SubscriberDependencies {
  store: DocumentStore;
  subscribers: SubscriberStore;
  mailer: Mailer;
  maxPermanentFailures: number;
  now?: () => Date;
}

export const SUBSCRIBERS_PAGE_SIZE = 50;
/** Rows are read this many at a time while the download pulls, never the whole list at once. */
export const SUBSCRIBER_EXPORT_PAGE = 500;

const blank = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);

export const subscriberFilterSchema = z.strictObject({
  q: z.preprocess(blank, z.string().max(320, "Search with 320 characters at most.").optional()),
  status: z.preprocess(blank, z.enum(SUBSCRIBER_STATUSES, "Choose a status from the list.").optional()),
});
export const subscriberFilterFormSchema = subscriberFilterSchema.extend({ clear: z.literal("1").optional() });
export type SubscriberFilter = z.output<typeof subscriberFilterSchema>;

export const subscriberSchema = z.strictObject({ email: newsletterEmailSchema });
export const eraseSchema = z.strictObject({ email: newsletterEmailSchema, confirm: z.literal("yes").optional() });

export const SUBSCRIBER_FILTER_COOKIE = "lexor_staff_subscribers";
export const ERASE_COOKIE = "lexor_staff_erase";
const FILTER_SECONDS = 60 * 60;
const ERASE_SECONDS = 10 * 60;

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");

function decoded<T extends z.ZodType>(cookie: string | undefined, schema: T): z.output<T> | null {
  if (!cookie) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cookie, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The search (an address, or part of one) rides in a cookie scoped to /staff, never in the address bar. */
export function subscriberFilterCookie(filter: SubscriberFilter | null): string {
  return httpOnlyCookie(SUBSCRIBER_FILTER_COOKIE, filter ? encoded(filter) : "", { path: "/staff", maxAgeSeconds: filter ? FILTER_SECONDS : 0 });
}

export const subscriberFilterOf = (cookie: string | undefined): SubscriberFilter => decoded(cookie, subscriberFilterSchema) ?? {};

/** Whom the erase confirmation page asks about: the page's address names no one. */
export function eraseCookie(email: string | null): string {
  return httpOnlyCookie(ERASE_COOKIE, email ? encoded({ email }) : "", { path: "/staff", maxAgeSeconds: email ? ERASE_SECONDS : 0 });
}

export const eraseTargetOf = (cookie: string | undefined): string | null => decoded(cookie, subscriberSchema)?.email ?? null;

/**
 * The address stays subscribed-to no more: the queueing skips it and the worker cancels any copy
 * still waiting, since both read `status` (sending.ts `isMailable`, the `deliverWhile` condition).
 */
export async function unsubscribeOnBehalf(email: string, staff: Staff, deps: SubscriberDependencies): Promise<void> {
  const at = (deps.now?.() ?? new Date()).toISOString();
  const result = await deps.store.commit([
    { op: "update", collection: COLLECTIONS.newsletters, id: email, data: { status: "unsubscribed", unsubscribedAt: at, unsubscribedBy: staff.email } },
  ]);
  if (!result.committed) throw new DomainError("not-found", "No subscriber has this address.");
  log.info("newsletter subscriber unsubscribed by staff", { staff: staff.email });
}

/** What remains is a record of the erasure with no address in it; mail already delivered cannot be recalled. */
export async function eraseSubscriber(email: string, staff: Staff, deps: SubscriberDependencies): Promise<void> {
  await deps.store.commit([{ op: "update", collection: COLLECTIONS.newsletters, id: email, data: { status: "unsubscribed" } }]);
  const issues = await deps.store.list(COLLECTIONS.newsletterIssues);
  const named = issues.map((issue) => issueMessageId(issue.id, email));
  const first = await deps.subscribers.erase(email, named);
  // A queueing batch that read the address before it was unsubscribed can commit until the
  // subscription is gone (Firestore's erasure is not one transaction); none can after, so one more pass finds it.
  const late = await deps.subscribers.erase(email, named);
  const erased = first.erased || late.erased;
  const mailIds = [...first.mailIds, ...late.mailIds];
  if (!erased && mailIds.length === 0) throw new DomainError("not-found", "No subscriber has this address.");
  for (const id of mailIds) await deps.mailer.forget(id);
  const at = (deps.now?.() ?? new Date()).toISOString();
  await deps.store.commit([
    {
      op: "create",
      collection: COLLECTIONS.deletions,
      id: timestampKey(),
      data: { collection: COLLECTIONS.newsletters, reason: "request", at, by: staff.email, messages: mailIds.length },
    },
  ]);
  log.info("newsletter subscriber erased", { staff: staff.email, messages: mailIds.length });
}

const HEADER = ["Email", "Status", "Subscribed (UTC)", "Unsubscribed (UTC)", "Unsubscribed by", "Permanent failures"];

async function* exportRows(filter: SubscriberFilter, deps: SubscriberDependencies): AsyncGenerator<CsvCell[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await deps.subscribers.list({ search: filter.q, status: filter.status, after, limit: SUBSCRIBER_EXPORT_PAGE }, deps.maxPermanentFailures);
    for (const row of rows) yield [row.email, row.status, row.subscribedAt, row.unsubscribedAt, row.unsubscribedBy, row.permanentFailures];
    if (rows.length < SUBSCRIBER_EXPORT_PAGE) return;
    after = rows.at(-1)?.email;
  }
}

/** The page's own filter; the record says whether it searched, never for what. */
export async function exportSubscribers(filter: SubscriberFilter, staff: Staff, deps: SubscriberDependencies): Promise<ReadableStream<Uint8Array>> {
  const recorded = { status: filter.status ?? "", searched: Boolean(filter.q) };
  const at = (deps.now?.() ?? new Date()).toISOString();
  await deps.store.commit([{ op: "create", collection: COLLECTIONS.subscriberExports, id: timestampKey(), data: { by: staff.email, at, filter: recorded } }]);
  log.info("newsletter subscribers exported", { staff: staff.email, ...recorded });
  return csvStream(HEADER, exportRows(filter, deps));
}

export async function subscribersView(filter: SubscriberFilter, page: number, deps: SubscriberDependencies) {
  const [counts, rows] = await Promise.all([
    deps.subscribers.counts(deps.maxPermanentFailures),
    deps.subscribers.list(
      { search: filter.q, status: filter.status, offset: (page - 1) * SUBSCRIBERS_PAGE_SIZE, limit: SUBSCRIBERS_PAGE_SIZE + 1 },
      deps.maxPermanentFailures,
    ),
  ]);
  return { counts, filter, page, rows: rows.slice(0, SUBSCRIBERS_PAGE_SIZE), more: rows.length > SUBSCRIBERS_PAGE_SIZE };
}
