import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_SOURCE = "[A-Za-z0-9_-]{43}";

// A purpose label per kind of link, so a signature made for one kind cannot pass as another.
export function signText(secret: string, purpose: string, payload: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${payload}`).digest("base64url");
}

// The text is compared, not the bytes: base64url's spare bits give one digest several spellings.
export function hasSignature(secret: string, purpose: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(signText(secret, purpose, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function sealClaim(secret: string, purpose: string, claim: object): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString("base64url");
  return `${payload}.${signText(secret, purpose, payload)}`;
}

export function openClaim(secret: string, purpose: string, token: string, maxPayloadLength: number): unknown {
  const match = new RegExp(`^([A-Za-z0-9_-]{1,${maxPayloadLength}})\\.(${SIGNATURE_SOURCE})$`).exec(token);
  if (!match?.[1] || !match[2] || !hasSignature(secret, purpose, match[1], match[2])) return null;
  try {
    return JSON.parse(Buffer.from(match[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
}
