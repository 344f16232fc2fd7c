import "server-only";
import { type ContentEditDependencies, documentVersion, oneAtATime, storeEdit } from "@/lib/features/content/edits";
import type { ContentEntry } from "@/lib/features/content/entry";
import { imageProblemOf, readImageUpload, refuseImage } from "@/lib/features/content/image-upload";
import type { ImageAsset } from "@/lib/features/content/images";
import { COLLECTIONS } from "@/lib/services/collections";
import { fieldErrors } from "@/lib/primitives/domain/field-errors";
import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";
import {
  COVER_FILE_FIELD,
  COVER_PROBLEMS,
  type CoverProblem,
  isCoverProblem,
  type PostCoverFields,
  postCoverFieldsSchema,
} from "@/lib/primitives/domain/post-cover";
import { HttpError } from "@/lib/services/http/errors";

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

function refuseCover(status: number, problem: CoverProblem, fields?: Record<string, string>): never {
  refuseImage(COVER_PROBLEMS, status, problem, fields);
}

export const coverProblemOf = (error: unknown): CoverProblem | undefined => imageProblemOf(error, isCoverProblem);

function fieldsOf(sent: Record<string, string>, image: ImageAsset | undefined): PostCoverFields {
  const parsed = postCoverFieldsSchema.safeParse(sent);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    refuseCover(400, fields.alt ? "alt" : "invalid", fields);
  }
  if (parsed.data.intent === "remove") {
    if (image) refuseCover(400, "invalid", { cover: "a removal sends no picture" });
  } else {
    if (!parsed.data.alt) refuseCover(400, "alt", { alt: "describe the picture" });
    if (!image) refuseCover(400, "file", { cover: "choose a picture" });
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
export async function receivePostCover(id: string, request: Request, deps: ContentEditDependencies): Promise<CoverSaved> {
  if (!DOCUMENT_ID_PATTERN.test(id) || !(await deps.store.get(COLLECTIONS.blogs, id))) throw new HttpError(404, "There is no such post.");
  const { fields, image } = await readImageUpload(request, id, COVER_UPLOAD);
  const sent = fieldsOf(fields, image);
  const now = deps.now?.() ?? new Date();
  return oneAtATime(`blogs/${id}`, async () => {
    const document = await deps.store.get(COLLECTIONS.blogs, id);
    if (!document) throw new HttpError(404, "There is no such post.");
    if (documentVersion(document) !== sent.version) refuseCover(409, "stale");
    return { id, intent: sent.intent, changed: await storeEdit(coverEntry(id, image, sent.alt), deps, now) };
  });
}
