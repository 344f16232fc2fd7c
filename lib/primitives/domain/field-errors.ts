import type { z } from "zod";

/**
 * The first message for each field a schema refused, keyed by its dotted path: what a 400 answer
 * lists under `fields`, and what a form shows beside each input before anything is sent.
 */
export function fieldErrors(error: Pick<z.ZodError, "issues">): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : issue.message;
  }
  return fields;
}
