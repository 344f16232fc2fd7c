import "server-only";
import { httpOnlyCookie } from "@/lib/services/http/cookies";
import { z } from "@/lib/primitives/zod";
import { STAGES } from "./stages";

export const INBOX_FILTER_COOKIE = "lexor_staff_filter";
const INBOX_FILTER_SECONDS = 60 * 60;

const blank = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);
const text = (max: number, message: string) => z.preprocess(blank, z.string().max(max, message).optional());

export const inboxFilterSchema = z.strictObject({
  department: text(100, "Choose a department from the list."),
  role: text(200, "Choose a role from the list."),
  stage: z.preprocess(blank, z.enum(STAGES, "Choose a stage from the list.").optional()),
  q: text(200, "Search with 200 characters at most."),
});
export const inboxFilterFormSchema = inboxFilterSchema.extend({ clear: z.literal("1").optional() });

export type InboxFilter = z.output<typeof inboxFilterSchema>;

/** The filter rides in a cookie scoped to /staff, never in the address: staff search by name or email. */
export function inboxFilterCookie(filter: InboxFilter | null): string {
  const value = filter ? Buffer.from(JSON.stringify(filter), "utf8").toString("base64url") : "";
  return httpOnlyCookie(INBOX_FILTER_COOKIE, value, { path: "/staff", maxAgeSeconds: filter ? INBOX_FILTER_SECONDS : 0 });
}

export function inboxFilterOf(cookie: string | undefined): InboxFilter {
  if (!cookie) return {};
  try {
    const parsed = inboxFilterSchema.safeParse(JSON.parse(Buffer.from(cookie, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
