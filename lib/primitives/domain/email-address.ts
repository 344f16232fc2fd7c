import { hasUnsafeHeaderCharacter } from "@/lib/primitives/domain/header-text";
import { z } from "@/lib/primitives/zod";

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email.";

// RFC 5321: a path is at most 256 octets with its angle brackets, a local part 64, a domain 253.
const MAX_ADDRESS = 254;
const MAX_LOCAL_PART = 64;
const MAX_DOMAIN = 253;

// Quoted local parts, `%` and `!` (old relay routing) and every separator a mail library would re-parse are left out on purpose.
const LOCAL_PART = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isMailboxAddress(value: string): boolean {
  if (value.length > MAX_ADDRESS) return false;
  const at = value.indexOf("@");
  if (at <= 0 || at !== value.lastIndexOf("@")) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > MAX_LOCAL_PART || !LOCAL_PART.test(local)) return false;
  if (domain.length > MAX_DOMAIN) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(labels.at(-1) ?? "");
}

// Control characters are refused before trimming, so none is silently dropped.
export const emailAddressSchema = (message = INVALID_EMAIL_MESSAGE) =>
  z
    .string({ error: message })
    .refine((value) => !hasUnsafeHeaderCharacter(value), { message, abort: true })
    .trim()
    .refine(isMailboxAddress, message);
