import "server-only";
import type { ContentCollection, ContentEntry } from "@/lib/features/content/entry";
import { type ContentEditDependencies, documentVersion, oneAtATime, refuse, storeEdit } from "@/lib/features/content/edits";
import { editedContent, getRevision, REVISED_COLLECTIONS } from "@/lib/features/content/revisions";
import { z } from "@/lib/primitives/zod";
import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";

export const restoreFormSchema = z.strictObject({
  collection: z.enum(["blogs", "departments", "brands"]),
  id: z.string().min(1).max(150).regex(DOCUMENT_ID_PATTERN),
  seq: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  version: z.string().min(1).max(64),
});

export type RestoreForm = z.infer<typeof restoreFormSchema>;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

const WHAT: Record<string, string> = { blogs: "post", departments: "department", brands: "platform" };
// A post is stamped at every change, a department when created; a brand carries no date.
const STAMPED: Partial<Record<ContentCollection, ContentEntry["stampUpdatedAt"]>> = { blogs: "change", departments: "create" };

/** The revision as the document's next change, through the save's write path: refused when the document changed since the history was read. */
export async function restoreRevision(form: RestoreForm, deps: ContentEditDependencies): Promise<{ changed: boolean }> {
  const collection: ContentCollection = form.collection;
  if (!REVISED_COLLECTIONS.includes(collection)) refuse("invalid", "Only posts, departments and platforms have revisions.");
  const now = deps.now?.() ?? new Date();
  return oneAtATime(`${collection}/${form.id}`, async () => {
    const document = await deps.store.get(collection, form.id);
    if (!document) refuse("not-found", `There is no such ${WHAT[collection]}.`);
    if (documentVersion(document) !== form.version) {
      refuse(
        "conflict",
        `Someone changed this ${WHAT[collection]} after you opened its history. Nothing was restored: open the history again and choose the revision.`,
      );
    }
    const revision = await getRevision(deps.store, collection, form.id, form.seq);
    if (!revision) refuse("not-found", "That revision is no longer kept: only the last 50 are.");
    const { updatedAt, ...content } = revision.content;
    const cleared = Object.fromEntries(Object.keys(editedContent(document)).map((field) => [field, undefined]));
    const slug = typeof content.slug === "string" ? content.slug : undefined;
    // Every address the post has had keeps sending visitors on, the one it has now included.
    const formerSlugs = [...new Set([...strings(content.formerSlugs), ...strings([document.slug]), ...strings(document.formerSlugs)])].filter(
      (value) => value !== slug,
    );
    const restored = collection === "blogs" ? { ...content, formerSlugs: formerSlugs.length > 0 ? formerSlugs : undefined } : { ...content, updatedAt };
    const entry: ContentEntry = {
      collection,
      id: form.id,
      file: `${collection}/${form.id}`,
      images: [],
      stampUpdatedAt: STAMPED[collection],
      ...(collection === "blogs" && slug ? { slug: { value: slug, line: 1 }, formerSlugs: formerSlugs.map((value) => ({ value, line: 1 })) } : {}),
      fields: () => ({ ...cleared, ...restored }),
    };
    const author = { by: deps.author?.by ?? "staff", restoredFrom: revision.seq };
    return { changed: await storeEdit(entry, { ...deps, author }, now) };
  });
}
