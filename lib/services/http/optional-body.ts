import type { z } from "zod";
import { parseJsonBody, readLimitedBody } from "@/lib/services/http/body";

/**
 * For routes whose body may be left out: an empty body parses as `{}`; anything sent is held to
 * the same rules as `parseJsonBody` (JSON content type, size limit, strict schema).
 */
export async function parseOptionalJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  limit: number,
): Promise<z.output<Schema>> {
  const bytes = await readLimitedBody(request, limit);
  if (bytes.byteLength === 0) return schema.parse({});
  const replay = new Request(request.url, { method: "POST", headers: request.headers, body: Buffer.from(bytes) });
  return parseJsonBody(replay, schema, limit);
}
