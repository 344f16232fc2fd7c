import { isDeepStrictEqual } from "node:util";
import { type Change, logger } from "firebase-functions";
import type { DocumentSnapshot, FirestoreEvent } from "firebase-functions/v2/firestore";

/** The collections the site builds pages from: the only ones its webhook accepts. */
export const CACHED_COLLECTIONS = ["blogs", "departments", "brands"] as const;
export type CachedCollection = (typeof CACHED_COLLECTIONS)[number];

/**
 * Fields the site writes itself on every view and like. A write that changes nothing else leaves
 * every page as it was; without this, each view would expire the whole blog's cache.
 */
const LIVE_FIELDS: Partial<Record<CachedCollection, readonly string[]>> = { blogs: ["views", "likes", "lastViewed"] };

export interface RevalidationRequest {
  collection: CachedCollection;
  id: string;
}

export interface SiteTarget {
  /** The site's public origin, without a trailing slash. */
  siteUrl: string;
  secret: string;
}

export type Outcome = "revalidated" | "skipped" | "refused";

const isCached = (collection: string): collection is CachedCollection => (CACHED_COLLECTIONS as readonly string[]).includes(collection);

function withoutLiveFields(collection: CachedCollection, data: Record<string, unknown>): Record<string, unknown> {
  const live = LIVE_FIELDS[collection] ?? [];
  return Object.fromEntries(Object.entries(data).filter(([field]) => !live.includes(field)));
}

/**
 * What to tell the site about a write to `documentPath` (`blogs/post-1`): the changed document,
 * or nothing for a collection it does not cache, a subcollection, or a change to live fields only.
 * Creations and deletions always count.
 */
export function revalidationRequestFor(
  documentPath: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): RevalidationRequest | null {
  const [collection, id, ...rest] = documentPath.split("/");
  if (!collection || !id || rest.length > 0 || !isCached(collection)) return null;
  if (before && after && isDeepStrictEqual(withoutLiveFields(collection, before), withoutLiveFields(collection, after))) {
    return null;
  }
  return { collection, id };
}

/** Answers that the same request would get again: retrying cannot help, so they are logged instead. */
const PERMANENT = new Set([400, 401, 403, 404, 413]);

/**
 * Calls the site's revalidation webhook. A refusal that a retry cannot fix (a wrong secret, a
 * site without one) is logged as an error; a busy or unreachable site throws, so Cloud Functions
 * retries the event.
 */
export async function notifySite(request: RevalidationRequest, target: SiteTarget): Promise<Outcome> {
  const response = await fetch(`${target.siteUrl}/api/revalidate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${target.secret}`, "Content-Type": "application/json" },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(20_000),
  });
  const answer = await response.text();
  if (response.ok) {
    logger.info("site revalidated", { ...request, status: response.status });
    return "revalidated";
  }
  if (PERMANENT.has(response.status)) {
    logger.error("site refused revalidation", { ...request, status: response.status, answer: answer.slice(0, 300) });
    return "refused";
  }
  throw new Error(`revalidation of ${request.collection}/${request.id} answered ${response.status}`);
}

/** The trigger's work: one webhook call per write that changes what a page shows. */
export async function handleContentWrite(
  event: Pick<FirestoreEvent<Change<DocumentSnapshot> | undefined>, "document" | "data">,
  target: SiteTarget,
): Promise<Outcome> {
  const request = revalidationRequestFor(event.document, event.data?.before?.data(), event.data?.after?.data());
  if (!request) return "skipped";
  return notifySite(request, target);
}
