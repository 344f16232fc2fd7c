import "server-only";
import { type ContentEditDependencies, documentVersion, oneAtATime, storeEdit } from "@/lib/features/content/edits";
import type { ContentEntry } from "@/lib/features/content/entry";
import { type ReadUpload, readImageUpload, refuseImage } from "@/lib/features/content/image-upload";
import type { ImageAsset } from "@/lib/features/content/images";
import { COLLECTIONS } from "@/lib/services/collections";
import { fieldErrors } from "@/lib/primitives/domain/field-errors";
import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";
import { COVER_FILE_FIELD, COVER_PROBLEMS, type CoverProblem, type PostCoverFields, postCoverFieldsSchema } from "@/lib/primitives/domain/post-cover";
import { DomainError, type DomainErrorKind } from "@/lib/primitives/domain/domain-error";

export interface CoverSaved {
  id: string;
  intent: PostCoverFields["intent"];
  changed: boolean;
}

const COVER_UPLOAD = {
  fileField: COVER_FILE_FIELD,
  folder: "blog/covers",
  problems: COVER_PROBLEMS,
  typeMessage: "Send the cover as multipart/form-data.",
};

function refuseCover(kind: DomainErrorKind, problem: CoverProblem, fields?: Record<string, string>): never {
  refuseImage(COVER_PROBLEMS, kind, problem, fields);
}

function fieldsOf(sent: Record<string, string>, image: ImageAsset | undefined): PostCoverFields {
  const parsed = postCoverFieldsSchema.safeParse(sent);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    refuseCover("invalid", fields.alt ? "alt" : "invalid", fields);
  }
  if (parsed.data.intent === "remove") {
    if (image) refuseCover("invalid", "invalid", { cover: "a removal sends no picture" });
  } else {
    if (!parsed.data.alt) refuseCover("invalid", "alt", { alt: "describe the picture" });
    if (!image) refuseCover("invalid", "file", { cover: "choose a picture" });
  }
  return parsed.data;
}

/** Only the cover's two fields: the rest of the post, and its counters, stay as they are. */
const coverEntry = (id: string, image: ImageAsset | undefined, alt: string): ContentEntry => ({
  collection: "blogs",
  id,
  file: `blogs/${id}`,
  images: image ? [image] : [],
  stampUpdatedAt: "change",
  fields: (imageUrl) => (image ? { coverImage: imageUrl(image.key), coverAlt: alt } : { coverImage: undefined, coverAlt: undefined }),
});

/** A cover from the browser: stored and set like a save, refused when the post changed since the page was read. */
export async function receivePostCover(id: string, read: ReadUpload, deps: ContentEditDependencies): Promise<CoverSaved> {
  if (!DOCUMENT_ID_PATTERN.test(id) || !(await deps.store.get(COLLECTIONS.blogs, id))) throw new DomainError("not-found", "There is no such post.");
  const { fields, image } = await readImageUpload(read, id, COVER_UPLOAD);
  const sent = fieldsOf(fields, image);
  const now = deps.now?.() ?? new Date();
  return oneAtATime(`blogs/${id}`, async () => {
    const document = await deps.store.get(COLLECTIONS.blogs, id);
    if (!document) throw new DomainError("not-found", "There is no such post.");
    if (documentVersion(document) !== sent.version) refuseCover("conflict", "stale");
    return { id, intent: sent.intent, changed: await storeEdit(coverEntry(id, image, sent.alt), deps, now) };
  });
}
