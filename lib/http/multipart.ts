import "server-only";
import type { z } from "zod";
import { fieldErrors } from "@/lib/domain/field-errors";
import { readLimitedBody } from "@/lib/http/body";
import { HttpError } from "@/lib/http/errors";

/**
 * Parses a multipart/form-data body with a zod schema, like `parseJsonBody` does for JSON: another
 * content type is a 415, a body past `limit` bytes a 413 (read no further than that, with
 * `tooLargeMessage`), a malformed form or one that does not fit the schema a 400.
 */
export async function parseMultipartBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { limit, tooLargeMessage, typeMessage }: { limit: number; tooLargeMessage: string; typeMessage: string },
): Promise<z.output<Schema>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new HttpError(415, typeMessage);
  let bytes: Uint8Array;
  try {
    bytes = await readLimitedBody(request, limit);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, tooLargeMessage);
    throw error;
  }
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, "The upload is not a valid multipart form.");
  }
  const result = schema.safeParse(Object.fromEntries(form));
  if (!result.success) throw new HttpError(400, "Some fields are missing or invalid.", { fields: fieldErrors(result.error) });
  return result.data;
}
