import { createHash, timingSafeEqual } from "node:crypto";
import { HttpError } from "@/lib/services/http/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

// With no secret configured the route is closed (503), so a missing setting never leaves it open.
export function authorizeBearer(request: Request, secret: string | undefined, what: string, realm: string): void {
  if (!secret) throw new HttpError(503, `${what} is not configured on this server.`);
  const match = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "");
  // Hashing both sides gives equal lengths, so the comparison time says nothing about the secret.
  if (!match?.[1] || !timingSafeEqual(digest(match[1]), digest(secret))) {
    throw new HttpError(401, `Missing or wrong ${what.toLowerCase()} secret.`, undefined, {
      "WWW-Authenticate": `Bearer realm="${realm}"`,
    });
  }
}
