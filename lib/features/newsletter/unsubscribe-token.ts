import { hasSignature, SIGNATURE_SOURCE, signText } from "@/lib/primitives/security/signature";

// A purpose label keeps these signatures from ever matching another link's made with the same secret.
const PURPOSE = "newsletter-unsubscribe/v1";
const TOKEN = new RegExp(`^([A-Za-z0-9_-]{1,400})\\.(${SIGNATURE_SOURCE})$`);

/**
 * A token naming one subscriber, signed so only we can make it. It has no expiry on purpose: an
 * unsubscribe link in an old email must keep working.
 */
export function createUnsubscribeToken(secret: string, email: string): string {
  return `${Buffer.from(email, "utf8").toString("base64url")}.${signText(secret, PURPOSE, email)}`;
}

/** The subscriber's address when the token is untampered, otherwise null. */
export function emailFromUnsubscribeToken(secret: string, token: string | null | undefined): string | null {
  const match = token ? TOKEN.exec(token) : null;
  if (!match?.[1] || !match[2]) return null;
  const email = Buffer.from(match[1], "base64url").toString("utf8");
  return hasSignature(secret, PURPOSE, email, match[2]) ? email : null;
}
