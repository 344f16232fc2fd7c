import type { ContentCollection } from "@/lib/features/content/entry";
import { documentVersion } from "@/lib/features/content/edits";
import { getRevision, listRevisions } from "@/lib/features/content/revisions";
import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";
import { contentEditContext } from "./content-context";

export type RevisedCollection = Extract<ContentCollection, "blogs" | "departments" | "brands">;

const titleOf = (document: Record<string, unknown>, id: string) => String(document.title ?? document.name ?? id);

/** The document's name and version now, and its kept revisions newest first; null for a document that does not exist. */
export async function revisionsView(collection: RevisedCollection, id: string) {
  if (!DOCUMENT_ID_PATTERN.test(id)) return null;
  const { store } = await contentEditContext();
  const document = await store.get(collection, id);
  if (!document) return null;
  return { title: titleOf(document, id), version: documentVersion(document), revisions: await listRevisions(store, collection, id) };
}

export async function revisionView(collection: RevisedCollection, id: string, seq: string) {
  const number = Number(seq);
  if (!DOCUMENT_ID_PATTERN.test(id) || !Number.isSafeInteger(number) || number < 1) return null;
  const { store } = await contentEditContext();
  const document = await store.get(collection, id);
  const revision = document && (await getRevision(store, collection, id, number));
  if (!document || !revision) return null;
  return { title: titleOf(document, id), version: documentVersion(document), revision };
}
