import { createHmac, timingSafeEqual } from "node:crypto";

// A purpose label keeps these signatures from ever matching a file-download signature made
// with the same secret.
const PURPOSE = "newsletter-unsubscribe/v1";
const TOKEN = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, email: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${email}`).digest();
}

/**
 * A token naming one subscriber, signed so only we can make it. It has no expiry on purpose: an
 * unsubscribe link in an old email must keep working.
 */
export function createUnsubscribeToken(secret: string, email: string): string {
  return `${Buffer.from(email, "utf8").toString("base64url")}.${mac(secret, email).toString("base64url")}`;
}

/** The subscriber's address when the token is untampered, otherwise null. */
export function emailFromUnsubscribeToken(secret: string, token: string | null | undefined): string | null {
  const match = token ? TOKEN.exec(token) : null;
  if (!match?.[1] || !match[2]) return null;
  const email = Buffer.from(match[1], "base64url").toString("utf8");
  const given = Buffer.from(match[2], "base64url");
  const expected = mac(secret, email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}
