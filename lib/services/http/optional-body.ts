import type { z } from "zod";
import { parseJsonBody, readLimitedBody } from "@/lib/services/http/body";

export async function parseOptionalJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema, limit: number): Promise<z.output<Schema>> {
  const bytes = await readLimitedBody(request, limit);
  if (bytes.byteLength === 0) return schema.parse({});
  const replay = new Request(request.url, { method: "POST", headers: request.headers, body: Buffer.from(bytes) });
  return parseJsonBody(replay, schema, limit);
}
