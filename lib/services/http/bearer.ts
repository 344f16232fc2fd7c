import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { API_TOKEN } from "@/lib/ports/identity/port";
import { HttpError } from "@/lib/services/http/errors";

/** The staff API token a request carries in `Authorization: Bearer`, if the header holds one. */
export function apiTokenOf(request: Request): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  return token && API_TOKEN.test(token) ? token : undefined;
}

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
