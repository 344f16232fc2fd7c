import type { DocumentChange } from "@/lib/features/content/push";
import type { RevalidationDocument } from "@/lib/primitives/domain/revalidation";
import { COLLECTIONS, type AdminDocumentStore } from "@/lib/ports/documents/port";

const OWED_ID = "owed";

export interface OwedRefresh {
  documents: RevalidationDocument[];
  paths: string[];
}

export function owedBy(changes: readonly DocumentChange[]): OwedRefresh {
  return {
    documents: changes.map(({ collection, id }) => ({ collection, id })),
    paths: [...new Set(changes.flatMap((change) => change.paths))],
  };
}

const documentKey = (document: RevalidationDocument) => `${document.collection}/${document.id}`;

function isDocument(value: unknown): value is RevalidationDocument {
  const document = value as Partial<RevalidationDocument> | null;
  return typeof document?.collection === "string" && typeof document.id === "string";
}

export async function readOwedRefresh(store: AdminDocumentStore): Promise<OwedRefresh> {
  const stored = await store.get(COLLECTIONS.contentRefresh, OWED_ID);
  const documents = Array.isArray(stored?.documents) ? stored.documents.filter(isDocument) : [];
  const paths = Array.isArray(stored?.paths) ? stored.paths.filter((path): path is string => typeof path === "string") : [];
  return { documents, paths };
}

function merge(a: OwedRefresh, b: OwedRefresh): OwedRefresh {
  const documents = new Map<string, RevalidationDocument>();
  for (const document of [...a.documents, ...b.documents]) documents.set(documentKey(document), document);
  return { documents: [...documents.values()], paths: [...new Set([...a.paths, ...b.paths])] };
}

async function write(store: AdminDocumentStore, owed: OwedRefresh): Promise<void> {
  await store.putRaw(COLLECTIONS.contentRefresh, OWED_ID, { documents: owed.documents, paths: owed.paths, at: new Date().toISOString() });
}

/** Recorded before the content is written: a run that dies after storing still leaves it owed. */
export async function oweRefresh(store: AdminDocumentStore, add: OwedRefresh): Promise<OwedRefresh> {
  const owed = merge(await readOwedRefresh(store), add);
  await write(store, owed);
  return owed;
}

/** Anything another push added meanwhile stays owed. */
export async function settleRefresh(store: AdminDocumentStore, confirmed: OwedRefresh): Promise<void> {
  const done = new Set(confirmed.documents.map(documentKey));
  const donePaths = new Set(confirmed.paths);
  const owed = await readOwedRefresh(store);
  await write(store, {
    documents: owed.documents.filter((document) => !done.has(documentKey(document))),
    paths: owed.paths.filter((path) => !donePaths.has(path)),
  });
}

export const isOwed = (owed: OwedRefresh) => owed.documents.length > 0 || owed.paths.length > 0;
