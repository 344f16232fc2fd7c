import "server-only";
import { config, type ServerConfig } from "@/lib/primitives/config";
import { httpOnlyCookie } from "@/lib/services/http/cookies";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { identity } from "@/lib/ports/identity";
import type { AccessGrant, IdentityProvider } from "@/lib/ports/identity/port";
import { apiTokenOf } from "@/lib/services/http/bearer";
import { STAFF_ROLES, type StaffRole } from "@/lib/primitives/domain/staff-grant";
import { cookieValue } from "@/lib/primitives/cookies";
import { assertSameOrigin } from "@/lib/services/http/same-origin";

export const STAFF_COOKIE = "lexor_staff";

export { STAFF_ROLES, type StaffRole };

export interface Staff {
  email: string;
  expiresAt: Date;
  role: StaffRole;
  /** The departments whose applicants this member sees: every one, or those a `hiring` grant names. */
  departments: "all" | string[];
  /** An address on the allow-list is an admin by configuration, whatever is stored. */
  configured: boolean;
}

type AllowList = Pick<ServerConfig, "STAFF_EMAILS" | "STAFF_DOMAIN">;

export function isAllowedStaff(email: string, settings: AllowList): boolean {
  const address = email.trim().toLowerCase();
  if (settings.STAFF_EMAILS.includes(address)) return true;
  return Boolean(settings.STAFF_DOMAIN) && address.endsWith(`@${settings.STAFF_DOMAIN}`) && address.indexOf("@") === address.lastIndexOf("@");
}

const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** The allow-list first, then the stored grant: nothing the request carries can name a role. */
export function staffOf(session: { email: string; expiresAt: Date; grant: AccessGrant | null }, settings: AllowList): Staff | null {
  const { email, expiresAt, grant } = session;
  if (isAllowedStaff(email, settings)) return { email, expiresAt, role: "admin", departments: "all", configured: true };
  if (!grant || !isRole(grant.role)) return null;
  return { email, expiresAt, role: grant.role, departments: grant.role === "hiring" ? grant.scopes : "all", configured: false };
}

export async function staffOfToken(token: string | undefined, provider: IdentityProvider = identity(), settings: AllowList = config()): Promise<Staff | null> {
  if (!token) return null;
  const session = await provider.verifySession(token);
  return session ? staffOf(session, settings) : null;
}

/** A staff API token stands for its member with the role stored now; it carries no role of its own. */
export async function staffOfApiToken(token: string, provider: IdentityProvider = identity(), settings: AllowList = config()): Promise<Staff | null> {
  const holder = await provider.verifyApiToken(token);
  return holder ? staffOf({ ...holder, expiresAt: new Date(8.64e15) }, settings) : null;
}

/** An admin may do everything; an editor edits content; hiring works the applicant inbox of its departments. */
export function staffMay(staff: Staff, role: StaffRole): boolean {
  return staff.role === "admin" || staff.role === role;
}

export function seesDepartment(staff: Staff, departmentId: string): boolean {
  return staffMay(staff, "hiring") && (staff.departments === "all" || staff.departments.includes(departmentId));
}

/**
 * The one check for a staff route: a write must come from this site, the session must be live and
 * its stored role must allow `role`. Refuses with 401 (signed out) or 403 (another role's work).
 * An `Authorization: Bearer` API token replaces the cookie; no browser sends one, so no origin check.
 * Anything else in that header is ignored: it names no one.
 */
export async function requireStaff(request: Request, role: StaffRole, { read = false } = {}): Promise<Staff> {
  const token = apiTokenOf(request);
  if (token) {
    const staff = await staffOfApiToken(token);
    if (!staff) throw new DomainError("unauthenticated", "This staff API token is not valid, was revoked, or its member was removed.");
    if (!staffMay(staff, role)) throw new DomainError("forbidden", "Your staff role does not allow this.");
    return staff;
  }
  if (!read) assertSameOrigin(request, { required: true });
  const staff = await staffOfToken(cookieValue(request.headers.get("cookie"), STAFF_COOKIE));
  if (!staff) throw new DomainError("unauthenticated", "Please sign in as staff.");
  if (!staffMay(staff, role)) throw new DomainError("forbidden", "Your staff role does not allow this.");
  return staff;
}

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return httpOnlyCookie(STAFF_COOKIE, token, { path: "/", maxAgeSeconds });
}
