import type { z } from "zod";

export const INVALID_FIELDS = "Some fields are missing or invalid.";

export function fieldErrors(error: Pick<z.ZodError, "issues">): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : issue.message;
  }
  return fields;
}
