import { createHash, timingSafeEqual } from "node:crypto";
import { HttpError } from "@/lib/http/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Checks `Authorization: Bearer <secret>` in constant time. With no secret configured the webhook
 * is closed (503), so a missing setting never leaves it open.
 */
export function authorizeRevalidation(request: Request, secret: string | undefined): void {
  if (!secret) throw new HttpError(503, "Revalidation is not configured on this server.");
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer (.+)$/.exec(header);
  // Hashing both sides gives equal lengths, so the comparison time says nothing about the secret.
  if (!match?.[1] || !timingSafeEqual(digest(match[1]), digest(secret))) {
    throw new HttpError(401, "Missing or wrong revalidation secret.", undefined, {
      "WWW-Authenticate": 'Bearer realm="revalidate"',
    });
  }
}
