import "server-only";
import { type MultipartFile, readMultipartStream } from "@/lib/services/http/multipart-stream";

export interface UploadBytesForm {
  fileField: string;
  maxFileBytes: number;
  tooLargeMessage: string;
  typeMessage: string;
}

/** Held whole: for small files only, whose size the form bounds; the upload slots bound how many at once. */
async function bytesOf(file: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function readUploadBytes(request: Request, form: UploadBytesForm): Promise<{ fields: Record<string, string>; bytes: Buffer | undefined }> {
  const { fields, file } = await readMultipartStream(request, { ...form, onFile: bytesOf });
  return { fields, bytes: file };
}
