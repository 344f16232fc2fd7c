import type { ContentCollection } from "@/lib/features/content/entry";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";

export const REVISIONS_KEPT = 50;
export const REVISED_COLLECTIONS: readonly ContentCollection[] = ["blogs", "departments", "brands"];

/** Who made a change, and the revision it put back when it was a restore. */
export interface RevisionAuthor {
  by: string;
  restoredFrom?: number;
}

export interface Revision {
  seq: number;
  at: string;
  by: string;
  restoredFrom: number | null;
  content: Record<string, unknown>;
}

const LIVE_FIELDS = new Set(["views", "likes", "lastViewed"]);

/** What an editor changes: the stored document without the counters visitors move. */
export const editedContent = (document: Record<string, unknown>) => Object.fromEntries(Object.entries(document).filter(([field]) => !LIVE_FIELDS.has(field)));

const documentName = (collection: ContentCollection, id: string) => `${collection}/${id}`;
const counterId = (collection: ContentCollection, id: string) => `${collection}.${id}`;
const slotId = (collection: ContentCollection, id: string, seq: number) => `${collection}.${id}.${seq % REVISIONS_KEPT}`;

/** The document as stored after a change, numbered by an atomic counter; slot `seq mod 50` keeps the last fifty. */
export async function recordRevision(store: AdminDocumentStore, collection: ContentCollection, id: string, author: RevisionAuthor, now: Date): Promise<void> {
  if (!REVISED_COLLECTIONS.includes(collection)) return;
  const document = await store.get(collection, id);
  if (!document) return;
  const counter = { collection: COLLECTIONS.contentRevisions, id: counterId(collection, id) };
  await store.createRaw(counter.collection, counter.id, { count: 0 });
  const counted = await store.increment(counter, "count", "lastAt");
  const seq = typeof counted?.count === "number" ? counted.count : 1;
  await store.putRaw(COLLECTIONS.contentRevisions, slotId(collection, id, seq), {
    document: documentName(collection, id),
    seq,
    at: now.toISOString(),
    by: author.by,
    restoredFrom: author.restoredFrom ?? null,
    content: editedContent(document),
  });
}

function revisionOf(data: Record<string, unknown> | null | undefined): Revision | null {
  if (!data || typeof data.seq !== "number" || typeof data.content !== "object" || !data.content) return null;
  return {
    seq: data.seq,
    at: String(data.at ?? ""),
    by: String(data.by ?? ""),
    restoredFrom: typeof data.restoredFrom === "number" ? data.restoredFrom : null,
    content: data.content as Record<string, unknown>,
  };
}

/** Newest first. */
export async function listRevisions(store: AdminDocumentStore, collection: ContentCollection, id: string): Promise<Revision[]> {
  const rows = await store.list(COLLECTIONS.contentRevisions, { where: { field: "document", equals: documentName(collection, id) } });
  return rows.flatMap((row) => revisionOf(row.data) ?? []).sort((a, b) => b.seq - a.seq);
}

/** Null once its slot holds a newer one (more than fifty changes since). */
export async function getRevision(store: AdminDocumentStore, collection: ContentCollection, id: string, seq: number): Promise<Revision | null> {
  const revision = revisionOf(await store.get(COLLECTIONS.contentRevisions, slotId(collection, id, seq)));
  return revision?.seq === seq ? revision : null;
}
