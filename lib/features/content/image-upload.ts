import "server-only";
import { EditProblem } from "@/lib/features/content/edits";
import { IMAGE_TYPES, type ImageAsset, imageKey, MAX_IMAGE_BYTES, sniffImage } from "@/lib/features/content/images";
import type { DomainErrorKind } from "@/lib/primitives/domain/domain-error";
import type { ImageProblem, ImageProblems } from "@/lib/primitives/domain/image-upload";

/** The one way a picture comes from the browser: its form names the file field, the folder it is kept in and the words of each refusal. */
export interface ImageUploadShape<Problem extends string> {
  fileField: string;
  folder: string;
  problems: Readonly<Record<Problem, string>> & ImageProblems;
  typeMessage: string;
}

export function refuseImage<Problem extends string>(
  problems: Readonly<Record<Problem, string>>,
  kind: DomainErrorKind,
  problem: Problem,
  fields?: Record<string, string>,
): never {
  throw new EditProblem(kind, problems[problem], { problem, ...(fields ? { fields } : {}) });
}

/** What the edge is asked to read from the request: the form's text fields and the bytes of its one file. */
export interface UploadForm {
  fileField: string;
  maxFileBytes: number;
  tooLargeMessage: string;
  typeMessage: string;
}

export type ReadUpload = (form: UploadForm) => Promise<{ fields: Record<string, string>; bytes: Buffer | undefined }>;

function imageOf<Problem extends string>(shape: ImageUploadShape<Problem>, id: string, bytes: Buffer | undefined): ImageAsset | undefined {
  if (!bytes) return undefined;
  function refuse(kind: DomainErrorKind, problem: ImageProblem, text: string): never {
    refuseImage<ImageProblem>(shape.problems, kind, problem, { [shape.fileField]: text });
  }
  if (bytes.length === 0) refuse("invalid", "file", "choose a picture");
  const extension = sniffImage(bytes);
  if (extension === ".svg") refuse("unsupported-type", "svg", "SVG is not accepted here");
  const type = extension && IMAGE_TYPES[extension];
  if (!extension || !type) refuse("unsupported-type", "type", "not a PNG, JPEG, WebP, GIF or AVIF picture");
  return { key: imageKey(shape.folder, id, bytes, extension), bytes, contentType: type.contentType };
}

/** The form's text fields and its picture, if one was sent: the type read from the bytes (no SVG), the key from the folder, the id and the bytes, never the file's name. */
export async function readImageUpload<Problem extends string>(
  read: ReadUpload,
  id: string,
  shape: ImageUploadShape<Problem>,
): Promise<{ fields: Record<string, string>; image: ImageAsset | undefined }> {
  const { fields, bytes } = await read({
    fileField: shape.fileField,
    maxFileBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: shape.problems.size,
    typeMessage: shape.typeMessage,
  });
  // Judged once the body is read to its end: a refusal that stopped reading it would leave the server's request stream half-closed.
  return { fields, image: imageOf(shape, id, bytes) };
}
