import { cookies } from "next/headers";
import { FORM_OUTCOME_COOKIE, type FormName, type FormOutcome } from "@/lib/services/forms/outcome";
import { z } from "@/lib/primitives/zod";

const outcomeSchema = z.object({
  form: z.string(),
  status: z.enum(["done", "invalid", "failed"]),
  message: z.string().max(500),
  fields: z.record(z.string(), z.string()).optional(),
  values: z.record(z.string(), z.string()).optional(),
});

export async function readFormOutcome(form: FormName): Promise<FormOutcome | null> {
  const raw = (await cookies()).get(FORM_OUTCOME_COOKIE)?.value;
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = outcomeSchema.safeParse(data);
  if (!parsed.success || parsed.data.form !== form) return null;
  return { ...parsed.data, form };
}
