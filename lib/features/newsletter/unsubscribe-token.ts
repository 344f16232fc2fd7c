import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { hasSignature, SIGNATURE_SOURCE } from "@/lib/primitives/security/signature";

const PURPOSE = "newsletter-unsubscribe/v2";
// Links sent before v2 carried the address in base64 beside its HMAC; they keep working.
const LEGACY_PURPOSE = "newsletter-unsubscribe/v1";
const LEGACY_TOKEN = new RegExp(`^([A-Za-z0-9_-]{1,400})\\.(${SIGNATURE_SOURCE})$`);
const TOKEN = /^[A-Za-z0-9_-]{40,700}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const tokenKey = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "", PURPOSE, 32));

/** AES-256-GCM, so the token reveals nothing; no expiry on purpose: an unsubscribe link in an old email must keep working. */
export function createUnsubscribeToken(secret: string, email: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", tokenKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(email, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

function openToken(secret: string, token: string): string | null {
  const bytes = Buffer.from(token, "base64url");
  if (bytes.toString("base64url") !== token || bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", tokenKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

function openLegacyToken(secret: string, token: string): string | null {
  const match = LEGACY_TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const email = Buffer.from(match[1], "base64url").toString("utf8");
  return hasSignature(secret, LEGACY_PURPOSE, email, match[2]) ? email : null;
}

export function emailFromUnsubscribeToken(secret: string, token: string | null | undefined): string | null {
  if (!token) return null;
  if (TOKEN.test(token)) return openToken(secret, token);
  return openLegacyToken(secret, token);
}
