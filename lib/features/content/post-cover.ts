import "server-only";
import { type ContentEditDependencies, documentVersion, EditProblem, oneAtATime, storeEdit } from "@/lib/features/content/edits";
import type { ContentEntry } from "@/lib/features/content/entry";
import { IMAGE_TYPES, type ImageAsset, imageKey, MAX_IMAGE_BYTES, sniffImage } from "@/lib/features/content/images";
import { COLLECTIONS } from "@/lib/ports/documents/port";
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
import { type MultipartFile, readMultipartStream } from "@/lib/services/http/multipart-stream";

export interface CoverSaved {
  id: string;
  intent: PostCoverFields["intent"];
  changed: boolean;
}

function refuseCover(status: number, problem: CoverProblem, fields?: Record<string, string>): never {
  throw new EditProblem(status, COVER_PROBLEMS[problem], { problem, ...(fields ? { fields } : {}) });
}

/** The code a page's redirect carries for a refused upload; undefined for what is no editor's to fix (sign-in, rate limit, outage). */
export function coverProblemOf(error: unknown): CoverProblem | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const named = error.details?.problem;
  if (isCoverProblem(named)) return named;
  return ({ 400: "invalid", 409: "stale", 413: "size", 415: "type" } as const)[error.status as 400 | 409 | 413 | 415];
}

/** Held whole, at most 5 MB: the key is the hash of the bytes; the upload slots bound how many at once. */
async function bytesOf(file: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function coverImage(id: string, bytes: Buffer | undefined): ImageAsset | undefined {
  if (!bytes) return undefined;
  if (bytes.length === 0) refuseCover(400, "file", { cover: "choose a picture" });
  const extension = sniffImage(bytes);
  if (extension === ".svg") refuseCover(415, "svg", { cover: "SVG is not accepted here" });
  const type = extension && IMAGE_TYPES[extension];
  if (!extension || !type) refuseCover(415, "type", { cover: "not a PNG, JPEG, WebP, GIF or AVIF picture" });
  return { key: imageKey("blog/covers", id, bytes, extension), bytes, contentType: type.contentType };
}

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

/** A cover from the browser: the picture's type read from its bytes (no SVG), stored and set like a save, refused when the post changed since the page was read. */
export async function receivePostCover(id: string, request: Request, deps: ContentEditDependencies): Promise<CoverSaved> {
  if (!DOCUMENT_ID_PATTERN.test(id) || !(await deps.store.get(COLLECTIONS.blogs, id))) throw new HttpError(404, "There is no such post.");
  const { fields, file } = await readMultipartStream(request, {
    fileField: COVER_FILE_FIELD,
    maxFileBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: COVER_PROBLEMS.size,
    typeMessage: "Send the cover as multipart/form-data.",
    onFile: bytesOf,
  });
  // Judged once the body is read to its end: a refusal that stopped reading it would leave the server's request stream half-closed.
  const image = coverImage(id, file);
  const sent = fieldsOf(fields, image);
  const now = deps.now?.() ?? new Date();
  return oneAtATime(`blogs/${id}`, async () => {
    const document = await deps.store.get(COLLECTIONS.blogs, id);
    if (!document) throw new HttpError(404, "There is no such post.");
    if (documentVersion(document) !== sent.version) refuseCover(409, "stale");
    return { id, intent: sent.intent, changed: await storeEdit(coverEntry(id, image, sent.alt), deps, now) };
  });
}
