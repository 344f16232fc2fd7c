import { z } from "@/lib/primitives/zod";

// Control characters (C0, DEL, C1), Unicode line separators and the bidi controls that make a subject read as something else.
const UNSAFE_HEADER_CHARACTER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

function decodeWord(charset: string, encoding: string, text: string): string | null {
  const bytes =
    encoding.toUpperCase() === "B"
      ? Uint8Array.from(atob(text.replace(/[^A-Za-z0-9+/=]/g, "")), (character) => character.charCodeAt(0))
      : Uint8Array.from(
          text
            .replaceAll("_", " ")
            .replace(/=([0-9A-Fa-f]{2})|([\s\S])/g, (_, hex: string | undefined, plain: string) => (hex ? String.fromCharCode(parseInt(hex, 16)) : plain)),
          (character) => character.charCodeAt(0),
        );
  try {
    return new TextDecoder(charset.split("*")[0]).decode(bytes);
  } catch {
    return null;
  }
}

// Null for a charset this runtime cannot decode: what it hides cannot be checked.
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

export function hasUnsafeHeaderCharacter(value: string): boolean {
  if (UNSAFE_HEADER_CHARACTER.test(value)) return true;
  if (!value.includes("=?")) return false;
  const decoded = decodedForMailClients(value);
  return decoded === null || UNSAFE_HEADER_CHARACTER.test(decoded);
}

export function withoutUnsafeHeaderCharacters(value: string): string {
  return value.replace(new RegExp(`${UNSAFE_HEADER_CHARACTER.source}+`, "gu"), " ").trim();
}

// Checked before trimming, so a control character at either end is refused rather than silently cut off.
export const headerText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .refine((value) => !hasUnsafeHeaderCharacter(value), { message: `${label} must not contain control characters.`, abort: true })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);
