import "server-only";
import type { z } from "zod";
import { log } from "@/lib/primitives/log";

// Lenient: a document that does not fit is skipped and logged, so one malformed record never takes a page down.
export function parseDocument<T>(schema: z.ZodType<T>, collection: string, id: string, data: Record<string, unknown>): T | null {
  const result = schema.safeParse({ ...data, id });
  if (result.success) return result.data;
  log.warn("skipped malformed document", {
    collection,
    id,
    issues: result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  });
  return null;
}

export function parseDocuments<T>(schema: z.ZodType<T>, collection: string, rows: Array<{ id: string; data: Record<string, unknown> }>): T[] {
  return rows.flatMap((row) => {
    const parsed = parseDocument(schema, collection, row.id, row.data);
    return parsed ? [parsed] : [];
  });
}
