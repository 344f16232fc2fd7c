import "server-only";
import { config, type ServerConfig } from "@/lib/primitives/config";
import { httpOnlyCookie } from "@/lib/services/http/cookies";
import { HttpError } from "@/lib/services/http/errors";
import { identity } from "@/lib/ports/identity";
import type { IdentityProvider } from "@/lib/ports/identity/port";

export const STAFF_COOKIE = "lexor_staff";

export interface Staff {
  email: string;
  expiresAt: Date;
}

type AllowList = Pick<ServerConfig, "STAFF_EMAILS" | "STAFF_DOMAIN">;

export function isAllowedStaff(email: string, settings: AllowList): boolean {
  const address = email.trim().toLowerCase();
  if (settings.STAFF_EMAILS.includes(address)) return true;
  return Boolean(settings.STAFF_DOMAIN) && address.endsWith(`@${settings.STAFF_DOMAIN}`) && address.indexOf("@") === address.lastIndexOf("@");
}

export async function staffOfToken(token: string | undefined, provider: IdentityProvider = identity(), settings: AllowList = config()): Promise<Staff | null> {
  if (!token) return null;
  const session = await provider.verifySession(token);
  return session && isAllowedStaff(session.email, settings) ? session : null;
}

export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** A staff write must name this site in `Origin` (or `Sec-Fetch-Site`); one naming neither is refused, unlike the public forms. */
export function assertStaffOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  const site = new URL(config().siteUrl).host;
  const host = request.headers.get("host");
  if (origin) {
    let from = "";
    try {
      from = new URL(origin).host;
    } catch {}
    if (from === site || from === host) return;
  } else if (request.headers.get("sec-fetch-site") === "same-origin") {
    return;
  }
  throw new HttpError(403, "Cross-site requests are not accepted.");
}

export async function requireStaffRequest(request: Request, { read = false } = {}): Promise<Staff> {
  if (!read) assertStaffOrigin(request);
  const staff = await staffOfToken(cookieValue(request.headers.get("cookie"), STAFF_COOKIE));
  if (!staff) throw new HttpError(401, "Please sign in as staff.");
  return staff;
}

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return httpOnlyCookie(STAFF_COOKIE, token, { path: "/", maxAgeSeconds });
}
