import { z } from "@/lib/zod";

/**
 * Characters that must never reach a mail header: every control character (C0 with tab and line
 * breaks, DEL, C1 with NEL), the Unicode line and paragraph separators, and the bidi embeddings,
 * overrides and isolates that make a subject or name read differently from what it is.
 */
const UNSAFE_HEADER_CHARACTER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export function hasUnsafeHeaderCharacter(value: string): boolean {
  return UNSAFE_HEADER_CHARACTER.test(value);
}

/** The text with each run of unsafe characters replaced by one space, for subjects built from stored data. */
export function withoutUnsafeHeaderCharacters(value: string): string {
  return value.replace(new RegExp(`${UNSAFE_HEADER_CHARACTER.source}+`, "gu"), " ").trim();
}

/**
 * One line of text a visitor types that can end up in a mail header (a subject, a name, a
 * company). Checked before trimming, so a control character at either end is refused too rather
 * than silently cut off.
 */
export const headerText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .refine((value) => !hasUnsafeHeaderCharacter(value), { message: `${label} must not contain control characters.`, abort: true })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);
