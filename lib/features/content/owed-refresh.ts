import type { DocumentChange } from "@/lib/features/content/push";
import type { RevalidationDocument } from "@/lib/primitives/domain/revalidation";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";

const OWED_ID = "owed";
const MAX_WRITE_ATTEMPTS = 50;
export const RETRY_FIRST_MS = 5_000;
export const RETRY_LAST_MS = 5 * 60_000;

export interface OwedRefresh {
  documents: RevalidationDocument[];
  paths: string[];
}

/** The record as stored: what is owed, the version each item was last owed at, and the retry's backoff. */
interface OwedRecord extends OwedRefresh {
  version: number;
  since: Record<string, number>;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  liveAt: Record<string, string>;
}

/** What an attempt was about: settled only up to the version it read, so anything owed since stays owed. */
export interface OwedSnapshot extends OwedRefresh {
  version: number;
}

export function owedBy(changes: readonly DocumentChange[]): OwedRefresh {
  return {
    documents: changes.map(({ collection, id }) => ({ collection, id })),
    paths: [...new Set(changes.flatMap((change) => change.paths))],
  };
}

export const documentKey = (document: RevalidationDocument) => `${document.collection}/${document.id}`;
const pathKey = (path: string) => `path:${path}`;

function isDocument(value: unknown): value is RevalidationDocument {
  const document = value as Partial<RevalidationDocument> | null;
  return typeof document?.collection === "string" && typeof document.id === "string";
}

const numbers = (value: unknown): Record<string, number> =>
  Object.fromEntries(
    Object.entries(typeof value === "object" && value ? value : {}).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
  );
const texts = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof value === "object" && value ? value : {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );

function recordOf(stored: Record<string, unknown> | null): OwedRecord {
  const documents = Array.isArray(stored?.documents) ? stored.documents.filter(isDocument) : [];
  const paths = Array.isArray(stored?.paths) ? stored.paths.filter((path): path is string => typeof path === "string") : [];
  return {
    documents,
    paths,
    version: typeof stored?.version === "number" ? stored.version : 0,
    since: numbers(stored?.since),
    attempts: typeof stored?.attempts === "number" ? stored.attempts : 0,
    nextAttemptAt: typeof stored?.nextAttemptAt === "string" ? stored.nextAttemptAt : null,
    lastError: typeof stored?.lastError === "string" ? stored.lastError : null,
    liveAt: texts(stored?.liveAt),
  };
}

const readRecord = async (store: AdminDocumentStore) => recordOf(await store.get(COLLECTIONS.contentRefresh, OWED_ID));

export async function readOwedRefresh(store: AdminDocumentStore): Promise<OwedSnapshot> {
  const { documents, paths, version } = await readRecord(store);
  return { documents, paths, version };
}

/**
 * A compare-and-set through the port's commit: creating `owed.v{n}` succeeds for one writer only,
 * so two servers (or a retry and a push) that read the same version cannot both write; the loser reads again.
 */
async function changeRecord(store: AdminDocumentStore, change: (record: OwedRecord) => OwedRecord | null): Promise<OwedRecord | null> {
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    const stored = await store.get(COLLECTIONS.contentRefresh, OWED_ID);
    const current = recordOf(stored);
    const next = change(current);
    if (!next) return null;
    const version = current.version + 1;
    const data = { ...next, version, at: new Date().toISOString() };
    const result = await store.commit([
      { op: "create", collection: COLLECTIONS.contentRefresh, id: `${OWED_ID}.v${version}`, data: { at: data.at } },
      { op: stored ? "update" : "create", collection: COLLECTIONS.contentRefresh, id: OWED_ID, data },
    ]);
    if (result.committed) return { ...next, version };
  }
  throw new Error("the owed refresh record kept changing under this write");
}

/** Recorded before the content is written: a run that dies after storing still leaves it owed. A new change is tried at once. */
export async function oweRefresh(store: AdminDocumentStore, add: OwedRefresh): Promise<OwedRefresh> {
  const changed = await changeRecord(store, (record) => {
    const documents = new Map(record.documents.map((document) => [documentKey(document), document]));
    for (const document of add.documents) documents.set(documentKey(document), document);
    const since = { ...record.since };
    for (const key of [...add.documents.map(documentKey), ...add.paths.map(pathKey)]) since[key] = record.version + 1;
    return {
      ...record,
      documents: [...documents.values()],
      paths: [...new Set([...record.paths, ...add.paths])],
      since,
      attempts: 0,
      nextAttemptAt: null,
    };
  });
  return { documents: changed?.documents ?? [], paths: changed?.paths ?? [] };
}

/** Confirmed up to the version the attempt read: an item owed again since stays owed. */
export async function settleRefresh(store: AdminDocumentStore, confirmed: OwedSnapshot, now = new Date()): Promise<void> {
  await changeRecord(store, (record) => {
    const settled = (key: string) => (record.since[key] ?? 0) <= confirmed.version;
    const done = new Set([...confirmed.documents.map(documentKey), ...confirmed.paths.map(pathKey)].filter(settled));
    const documents = record.documents.filter((document) => !done.has(documentKey(document)));
    const paths = record.paths.filter((path) => !done.has(pathKey(path)));
    const liveAt = { ...record.liveAt };
    for (const document of confirmed.documents) if (done.has(documentKey(document))) liveAt[documentKey(document)] = now.toISOString();
    const since = Object.fromEntries(Object.entries(record.since).filter(([key]) => !done.has(key)));
    const owed = documents.length > 0 || paths.length > 0;
    return { ...record, documents, paths, since, liveAt, ...(owed ? {} : { attempts: 0, nextAttemptAt: null, lastError: null }) };
  });
}

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_LAST_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Takes the next attempt for this caller, moving the shared backoff on first, so the other servers
 * wait for it rather than try at once; null when nothing is owed or it is another's turn (unless forced).
 */
export async function claimRefreshAttempt(store: AdminDocumentStore, now: Date, force = false): Promise<OwedSnapshot | null> {
  const claim: { snapshot: OwedSnapshot | null } = { snapshot: null };
  await changeRecord(store, (record) => {
    claim.snapshot = null;
    if (!isOwed(record)) return null;
    if (!force && record.nextAttemptAt && Date.parse(record.nextAttemptAt) > now.getTime()) return null;
    const attempts = record.attempts + 1;
    claim.snapshot = { documents: record.documents, paths: record.paths, version: record.version + 1 };
    return { ...record, attempts, nextAttemptAt: new Date(now.getTime() + retryDelay(attempts)).toISOString() };
  });
  return claim.snapshot;
}

export async function recordRefreshFailure(store: AdminDocumentStore, error: string): Promise<void> {
  await changeRecord(store, (record) => (isOwed(record) ? { ...record, lastError: error } : null));
}

export const isOwed = (owed: OwedRefresh) => owed.documents.length > 0 || owed.paths.length > 0;

export type RefreshState = { live: true; at: string | null } | { live: false; nextAttemptAt: string | null; lastError: string | null };

/** What an editor page says about one document: live since the last confirmed refresh, or owed and being retried. */
export async function refreshStateOf(store: AdminDocumentStore, document: RevalidationDocument): Promise<RefreshState> {
  const record = await readRecord(store);
  const key = documentKey(document);
  if (record.documents.some((owed) => documentKey(owed) === key)) {
    return { live: false, nextAttemptAt: record.nextAttemptAt, lastError: record.lastError };
  }
  return { live: true, at: record.liveAt[key] ?? null };
}
