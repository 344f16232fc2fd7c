import "server-only";
import { randomUUID } from "node:crypto";
import { cookieValue } from "@/lib/primitives/cookies";

/** Makes likes idempotent per browser; it identifies nobody. */
export const VISITOR_COOKIE = "lexor_visitor";

/** About 400 days, the longest lifetime browsers accept. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Visitor {
  id: string;
  isNew: boolean;
}

export function visitorFromCookieHeader(cookieHeader: string | null): Visitor {
  const value = cookieValue(cookieHeader, VISITOR_COOKIE)?.trim();
  return value && UUID.test(value) ? { id: value.toLowerCase(), isNew: false } : { id: randomUUID(), isNew: true };
}

/** The Set-Cookie value: httpOnly so scripts cannot read it, Lax so it rides along with same-site requests. */
export function visitorCookie(id: string, secure: boolean): string {
  return [`${VISITOR_COOKIE}=${id}`, "Path=/", `Max-Age=${MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}
