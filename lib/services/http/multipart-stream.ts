import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Busboy, type BusboyFileStream } from "@fastify/busboy";
import { HttpError } from "@/lib/services/http/errors";
import { withUploadSlot } from "@/lib/services/http/upload-slots";

export interface MultipartFile {
  name: string;
  stream: AsyncIterable<Uint8Array>;
}

export interface MultipartStreamOptions<T> {
  fileField: string;
  maxFileBytes: number;
  tooLargeMessage: string;
  typeMessage: string;
  maxFieldBytes?: number;
  maxFields?: number;
  onFile: (file: MultipartFile, fieldsBefore: Readonly<Record<string, string>>) => Promise<T>;
}

export interface MultipartResult<T> {
  fields: Record<string, string>;
  file: T | undefined;
}

const MALFORMED = "The upload is not a valid multipart form.";

async function* boundedFile(stream: BusboyFileStream, tooLarge: () => HttpError): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream) yield chunk as Buffer;
  if (stream.truncated) throw tooLarge();
}

// The file is handed on as a bounded stream, so memory stays a few chunks whatever the body's size.
export function readMultipartStream<T>(request: Request, options: MultipartStreamOptions<T>): Promise<MultipartResult<T>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return Promise.reject(new HttpError(415, options.typeMessage));
  return withUploadSlot(() => parse(request, contentType, options));
}

function parse<T>(request: Request, contentType: string, options: MultipartStreamOptions<T>): Promise<MultipartResult<T>> {
  const { fileField, maxFileBytes, tooLargeMessage, maxFieldBytes = 16 * 1024, maxFields = 32, onFile } = options;
  const tooLarge = () => new HttpError(413, tooLargeMessage);
  return new Promise<MultipartResult<T>>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let consumer: Promise<T> | undefined;
    let file: BusboyFileStream | undefined;
    let failure: unknown;
    let parser: ReturnType<typeof Busboy>;
    const source = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);

    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      source.destroy();
      file?.destroy(error instanceof Error ? error : new Error(String(error)));
      parser?.destroy();
      // A consumer still reading the file sees the failure and settles; the answer waits for it.
      void (consumer ?? Promise.resolve()).catch(() => undefined).then(() => reject(error));
    };

    try {
      parser = Busboy({
        headers: { "content-type": contentType },
        limits: { fileSize: maxFileBytes, files: 1, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFields + 1 },
      });
    } catch {
      reject(new HttpError(400, MALFORMED));
      return;
    }

    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) fail(new HttpError(413, `The field ${JSON.stringify(name)} is too long.`));
      else fields[name] = value;
    });
    parser.on("file", (name, stream, fileName) => {
      if (name !== fileField || consumer) {
        stream.resume();
        fail(new HttpError(400, `Only one file may be sent, in the field ${JSON.stringify(fileField)}.`));
        return;
      }
      file = stream;
      stream.on("error", () => undefined);
      stream.on("limit", () => fail(tooLarge()));
      consumer = onFile({ name: fileName, stream: boundedFile(stream, tooLarge) }, { ...fields });
      consumer.catch((error: unknown) => fail(error));
    });
    const limited = () => fail(new HttpError(400, "The form has too many parts."));
    parser.on("filesLimit", () => fail(new HttpError(400, `Only one file may be sent, in the field ${JSON.stringify(fileField)}.`)));
    parser.on("fieldsLimit", limited);
    parser.on("partsLimit", limited);
    parser.on("error", () => fail(new HttpError(400, MALFORMED)));
    parser.on("finish", () => {
      if (failure) return;
      (consumer ?? Promise.resolve(undefined)).then(
        (stored) => (failure ? undefined : resolve({ fields, file: stored })),
        (error: unknown) => fail(error),
      );
    });
    source.on("error", () => fail(new HttpError(400, "The upload was interrupted.")));
    source.pipe(parser);
  });
}
