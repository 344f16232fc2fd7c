import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/** The base64url text of an HMAC-SHA256: what every signature in our links looks like. */
export const SIGNATURE_SOURCE = "[A-Za-z0-9_-]{43}";

/**
 * HMAC-SHA256 of `payload` under a purpose label, as base64url text. Each kind of link has its own
 * label, so no signature made for one kind can pass as another made with the same secret.
 */
export function signText(secret: string, purpose: string, payload: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${payload}`).digest("base64url");
}

/**
 * True when `signature` is exactly the signature of `payload`. The text is compared, not the bytes
 * it decodes to: base64url's last character carries spare bits, so several spellings decode to one
 * digest, and comparing bytes would let a tampered link through.
 */
export function hasSignature(secret: string, purpose: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(signText(secret, purpose, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `payload.signature`, the payload being base64url JSON: an opaque claim only we can make. */
export function sealClaim(secret: string, purpose: string, claim: object): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString("base64url");
  return `${payload}.${signText(secret, purpose, payload)}`;
}

/** The JSON a sealed claim holds, or null when it was altered or is not one of ours. */
export function openClaim(secret: string, purpose: string, token: string, maxPayloadLength: number): unknown {
  const match = new RegExp(`^([A-Za-z0-9_-]{1,${maxPayloadLength}})\\.(${SIGNATURE_SOURCE})$`).exec(token);
  if (!match?.[1] || !match[2] || !hasSignature(secret, purpose, match[1], match[2])) return null;
  try {
    return JSON.parse(Buffer.from(match[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
}
