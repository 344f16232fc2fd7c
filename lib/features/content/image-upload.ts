import "server-only";
import { EditProblem } from "@/lib/features/content/edits";
import { IMAGE_TYPES, type ImageAsset, imageKey, MAX_IMAGE_BYTES, sniffImage } from "@/lib/features/content/images";
import type { ImageProblem, ImageProblems } from "@/lib/primitives/domain/image-upload";
import { HttpError } from "@/lib/services/http/errors";
import { type MultipartFile, readMultipartStream } from "@/lib/services/http/multipart-stream";

/** The one way a picture comes from the browser: its form names the file field, the folder it is kept in and the words of each refusal. */
export interface ImageUploadShape<Problem extends string> {
  fileField: string;
  folder: string;
  problems: Readonly<Record<Problem, string>> & ImageProblems;
  typeMessage: string;
}

export function refuseImage<Problem extends string>(
  problems: Readonly<Record<Problem, string>>,
  status: number,
  problem: Problem,
  fields?: Record<string, string>,
): never {
  throw new EditProblem(status, problems[problem], { problem, ...(fields ? { fields } : {}) });
}

/** The code a page's redirect carries for a refused upload; undefined for what is no editor's to fix (sign-in, rate limit, outage). */
export function imageProblemOf<Problem extends string>(error: unknown, isProblem: (code: unknown) => code is Problem): Problem | ImageProblem | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const named = error.details?.problem;
  if (isProblem(named)) return named;
  return ({ 400: "invalid", 409: "stale", 413: "size", 415: "type" } as const)[error.status as 400 | 409 | 413 | 415];
}

/** Held whole, at most 5 MB: the key is the hash of the bytes; the upload slots bound how many at once. */
async function bytesOf(file: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function imageOf<Problem extends string>(shape: ImageUploadShape<Problem>, id: string, bytes: Buffer | undefined): ImageAsset | undefined {
  if (!bytes) return undefined;
  function refuse(status: number, problem: ImageProblem, text: string): never {
    refuseImage<ImageProblem>(shape.problems, status, problem, { [shape.fileField]: text });
  }
  if (bytes.length === 0) refuse(400, "file", "choose a picture");
  const extension = sniffImage(bytes);
  if (extension === ".svg") refuse(415, "svg", "SVG is not accepted here");
  const type = extension && IMAGE_TYPES[extension];
  if (!extension || !type) refuse(415, "type", "not a PNG, JPEG, WebP, GIF or AVIF picture");
  return { key: imageKey(shape.folder, id, bytes, extension), bytes, contentType: type.contentType };
}

/** The form's text fields and its picture, if one was sent: the type read from the bytes (no SVG), the key from the folder, the id and the bytes, never the file's name. */
export async function readImageUpload<Problem extends string>(
  request: Request,
  id: string,
  shape: ImageUploadShape<Problem>,
): Promise<{ fields: Record<string, string>; image: ImageAsset | undefined }> {
  const { fields, file } = await readMultipartStream(request, {
    fileField: shape.fileField,
    maxFileBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: shape.problems.size,
    typeMessage: shape.typeMessage,
    onFile: bytesOf,
  });
  // Judged once the body is read to its end: a refusal that stopped reading it would leave the server's request stream half-closed.
  return { fields, image: imageOf(shape, id, file) };
}
