import "server-only";
import type { z } from "zod";
import { INVALID_FIELDS, fieldErrors } from "@/lib/primitives/domain/field-errors";
import { HttpError } from "@/lib/services/http/errors";

export const DEFAULT_JSON_LIMIT_BYTES = 16 * 1024;

export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new HttpError(413, `Request body is larger than ${limit} bytes.`);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, `Request body is larger than ${limit} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function parseJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema, limit = DEFAULT_JSON_LIMIT_BYTES): Promise<z.output<Schema>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new HttpError(415, "Send the request body as application/json.");
  }
  const bytes = await readLimitedBody(request, limit);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new HttpError(400, INVALID_FIELDS, { fields: fieldErrors(result.error) });
  }
  return result.data;
}
