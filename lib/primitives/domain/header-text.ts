import { z } from "@/lib/primitives/zod";

/**
 * Characters that must never reach a mail header: every control character (C0 with tab and line
 * breaks, DEL, C1 with NEL), the Unicode line and paragraph separators, and the bidi embeddings,
 * overrides and isolates that make a subject or name read differently from what it is.
 */
const UNSAFE_HEADER_CHARACTER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** An RFC 2047 encoded word: `=?charset?Q?text?=` or `=?charset?B?base64?=`. */
const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

function decodeWord(charset: string, encoding: string, text: string): string | null {
  const bytes =
    encoding.toUpperCase() === "B"
      ? Uint8Array.from(atob(text.replace(/[^A-Za-z0-9+/=]/g, "")), (character) => character.charCodeAt(0))
      : Uint8Array.from(
          text.replaceAll("_", " ").replace(/=([0-9A-Fa-f]{2})|([\s\S])/g, (_, hex: string | undefined, plain: string) =>
            hex ? String.fromCharCode(parseInt(hex, 16)) : plain,
          ),
          (character) => character.charCodeAt(0),
        );
  try {
    return new TextDecoder(charset.split("*")[0]).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The text a mail client shows for a header holding `value`: encoded words decoded. A word in a
 * charset this runtime cannot decode comes back as null, since what it hides cannot be checked.
 */
function decodedForMailClients(value: string): string | null {
  let unreadable = false;
  const decoded = value.replace(ENCODED_WORD, (_, charset: string, encoding: string, text: string) => {
    try {
      const word = decodeWord(charset, encoding, text);
      if (word === null) unreadable = true;
      return word ?? "";
    } catch {
      unreadable = true;
      return "";
    }
  });
  return unreadable ? null : decoded;
}

/** True when the text, or what a mail client would decode it to, holds a character unsafe in a header. */
export function hasUnsafeHeaderCharacter(value: string): boolean {
  if (UNSAFE_HEADER_CHARACTER.test(value)) return true;
  if (!value.includes("=?")) return false;
  const decoded = decodedForMailClients(value);
  return decoded === null || UNSAFE_HEADER_CHARACTER.test(decoded);
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
