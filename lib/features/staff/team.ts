import "server-only";
import { randomUUID } from "node:crypto";
import { listDepartments } from "@/lib/features/content/records";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { AccessGrant, IdentityProvider } from "@/lib/ports/identity/port";
import { html } from "@/lib/ports/mail/escape";
import type { ServerConfig } from "@/lib/primitives/config";
import { ROLE_DESCRIPTIONS, type StaffRole } from "@/lib/primitives/domain/staff-grant";
import { log } from "@/lib/primitives/log";
import { commitWithMail } from "@/lib/services/mail-delivery/outbox";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { isAllowedStaff, type Staff } from "./access";

export interface TeamDependencies {
  store: DocumentStore;
  provider: IdentityProvider;
  settings: Pick<ServerConfig, "STAFF_EMAILS" | "STAFF_DOMAIN" | "siteUrl">;
  now?: () => Date;
}

function invitationEmail(to: string, role: StaffRole, siteUrl: string) {
  const link = `${siteUrl}/staff/sign-in`;
  const what = `You have been given the ${role} role on the Lexor staff site: ${ROLE_DESCRIPTIONS[role]}.`;
  return {
    to,
    subject: "You are invited to the Lexor staff site",
    text: `${what}\n\nSign in with this address at ${link}\n`,
    html: html`<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5"><p>${what}</p><p><a href="${link}">Sign in</a> with this address.</p></body></html>`.toString(),
  };
}

function refuseConfigured(email: string, settings: TeamDependencies["settings"]): void {
  if (isAllowedStaff(email, settings)) throw new DomainError("conflict", "This address is an admin by configuration (STAFF_EMAILS or STAFF_DOMAIN).");
}

/** Invites a new member (one email, through the outbox) or changes one; a change ends their sessions. */
export async function saveStaffMember(input: AccessGrant & { role: StaffRole }, by: Staff, deps: TeamDependencies): Promise<"invited" | "changed"> {
  const email = input.email.trim().toLowerCase();
  refuseConfigured(email, deps.settings);
  const scopes = input.role === "hiring" ? [...new Set(input.scopes)].sort() : [];
  const known = new Set((await listDepartments(deps.store)).map((department) => department.id));
  if (scopes.some((scope) => !known.has(scope))) throw new DomainError("invalid", "Unknown department.");
  const existing = await deps.provider.grantOf(email);
  await deps.provider.saveGrant({ email, role: input.role, scopes });
  if (existing) {
    log.info("staff member changed", { staff: by.email, role: input.role });
    return "changed";
  }
  const result = await commitWithMail(deps.store, [], [{ kind: "staff-invitation", content: invitationEmail(email, input.role, deps.settings.siteUrl) }], {
    source: { collection: COLLECTIONS.staffSignIns, id: randomUUID() },
    now: deps.now?.() ?? new Date(),
  });
  if (!result.committed) throw new Error("the invitation email could not be stored");
  log.info("staff member invited", { staff: by.email, role: input.role });
  return "invited";
}

export async function removeStaffMember(address: string, by: Staff, deps: TeamDependencies): Promise<void> {
  const email = address.trim().toLowerCase();
  refuseConfigured(email, deps.settings);
  if (!(await deps.provider.grantOf(email))) throw new DomainError("not-found", "No such staff member.");
  await deps.provider.removeGrant(email);
  log.info("staff member removed", { staff: by.email });
}

export async function teamView(deps: TeamDependencies) {
  const [grants, departments, tokens] = await Promise.all([deps.provider.listGrants(), listDepartments(deps.store), deps.provider.listApiTokens()]);
  return {
    configured: { emails: deps.settings.STAFF_EMAILS, domain: deps.settings.STAFF_DOMAIN },
    members: grants.filter((grant) => !isAllowedStaff(grant.email, deps.settings)),
    departments: departments.map(({ id, title }) => ({ id, title })),
    tokens,
  };
}
