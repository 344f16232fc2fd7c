import "server-only";
import { hasSignature, SIGNATURE_SOURCE, signText } from "@/lib/primitives/security/signature";

const SIGNATURE = new RegExp(`^${SIGNATURE_SOURCE}$`);
const UNIX_SECONDS = /^\d{1,12}$/;
// Kept from the first links handed out, so they stay valid.
const PURPOSE = "v1";

// The expiry is all digits, so the newline cannot be forged from either side.
const payloadOf = (key: string, expiresAt: number) => `${expiresAt}\n${key}`;

export function signDownload(secret: string, key: string, expiresAt: number): string {
  return signText(secret, PURPOSE, payloadOf(key, expiresAt));
}

export function verifyDownload(secret: string, key: string, expiresAt: string | null, signature: string | null, now = Date.now()): boolean {
  if (!expiresAt || !signature || !UNIX_SECONDS.test(expiresAt) || !SIGNATURE.test(signature)) return false;
  const expires = Number(expiresAt);
  if (expires * 1000 <= now) return false;
  return hasSignature(secret, PURPOSE, payloadOf(key, expires), signature);
}
