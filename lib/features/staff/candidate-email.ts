import "server-only";
import { createHash } from "node:crypto";
import { STAFF_EMAIL_PLACEHOLDERS, type StaffEmailTemplateId, staffEmailTemplates } from "@/content/staff-emails";
import { getDepartment } from "@/lib/features/content/records";
import { timestampKey } from "@/lib/ports/documents/keys";
import { COLLECTIONS } from "@/lib/services/collections";
import { html } from "@/lib/ports/mail/escape";
import type { MailContent } from "@/lib/ports/mail/port";
import type { ServerConfig } from "@/lib/primitives/config";
import { headerText } from "@/lib/primitives/domain/header-text";
import type { Department } from "@/lib/primitives/domain/department";
import { log } from "@/lib/primitives/log";
import { z } from "@/lib/primitives/zod";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { keyedMailWrite } from "@/lib/services/mail-delivery/outbox";
import { hourlyLimit, hourlySlotIds, secondsToNextHour } from "@/lib/services/mail-delivery/recipient-limit";
import type { Staff } from "./access";
import { type InboxDependencies, visibleApplication } from "./inbox";
import type { ApplicationRecord } from "./store/port";

export const TEMPLATE_IDS = Object.keys(staffEmailTemplates) as [StaffEmailTemplateId, ...StaffEmailTemplateId[]];

export const candidateEmailSchema = z.strictObject({
  template: z.enum(TEMPLATE_IDS, "Choose a template."),
  subject: headerText("The subject", 200),
  // A textarea posts its line breaks as CRLF; the email keeps one kind.
  body: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, "\n"))
    .pipe(z.string().trim().min(1, "Write the message first.").max(10_000, "A message holds 10,000 characters at most.")),
  // When the page was opened the candidate had last been emailed then ("" for never): a later email makes this send stale.
  lastEmailed: z.string().max(40),
});

export type CandidateEmail = z.output<typeof candidateEmailSchema>;
export type CandidateDraft = Omit<CandidateEmail, "lastEmailed">;

/** What a refused send kept, shown again as typed: looser than the send's schema, since it may be what was refused. */
export const keptCandidateEmailSchema = z.object({ application: z.string(), template: z.enum(TEMPLATE_IDS), subject: z.string(), body: z.string() });
type Placeholder = (typeof STAFF_EMAIL_PLACEHOLDERS)[number];

export const templateOf = (value: unknown): StaffEmailTemplateId | null =>
  TEMPLATE_IDS.includes(value as StaffEmailTemplateId) ? (value as StaffEmailTemplateId) : null;

export const templateChoices = TEMPLATE_IDS.map((id) => ({ id, label: staffEmailTemplates[id].label }));

/** The address candidates answer: the department's hiring address, else the site's hiring team. */
export const candidateReplyTo = (department: Pick<Department, "hiringEmail"> | null, settings: Pick<ServerConfig, "HIRING_TEAM_EMAIL">) =>
  department?.hiringEmail ?? settings.HIRING_TEAM_EMAIL;

/** Staff are known by their address only: "alex.morgan@…" signs as "Alex Morgan", which the sender may still edit. */
export function senderName(email: string): string {
  const local = email.slice(0, email.lastIndexOf("@"));
  const words = local.split(/[._+-]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ") || email;
}

export function fillPlaceholders(text: string, values: Record<Placeholder, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    (STAFF_EMAIL_PLACEHOLDERS as readonly string[]).includes(key) ? values[key as Placeholder] : whole,
  );
}

/** The chosen template filled in for this candidate, as the preview shows it. */
export function candidateDraft(
  template: StaffEmailTemplateId,
  application: Pick<ApplicationRecord, "name" | "role">,
  departmentTitle: string,
  staff: Pick<Staff, "email">,
): CandidateDraft {
  const values = {
    firstName: application.name.trim().split(/\s+/)[0] ?? "",
    role: application.role,
    department: departmentTitle,
    sender: senderName(staff.email),
  };
  const { subject, body } = staffEmailTemplates[template];
  return { template, subject: fillPlaceholders(subject, values), body: fillPlaceholders(body, values) };
}

function candidateMail(to: string, replyTo: string, { subject, body }: CandidateDraft): MailContent {
  const paragraphs = body.split(/\n{2,}/).map((paragraph) => html`<p style="white-space:pre-wrap">${paragraph}</p>`);
  return {
    to,
    replyTo,
    subject,
    text: body,
    html: html`<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#0b1020">${paragraphs}</body></html>`.toString(),
  };
}

export interface CandidateEmailDependencies extends InboxDependencies {
  settings: Pick<ServerConfig, "HIRING_TEAM_EMAIL" | "RATE_LIMIT_SCALE">;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function staleRefusal(application: Pick<ApplicationRecord, "name" | "lastEmailedAt">): DomainError {
  const when = application.lastEmailedAt ? ` at ${application.lastEmailedAt.slice(0, 16).replace("T", " ")} UTC` : "";
  return new DomainError(
    "conflict",
    `${application.name} was emailed${when}, after this page was opened. Nothing was sent: read the history, then send again if this email is still needed.`,
  );
}

/**
 * Queues the email in the commit that records it in the application's history; the update of the
 * application makes the commit fail when the applicant was deleted meanwhile, so nothing is left behind.
 * Two documents only one writer can create make it one send per state of the page, and at most the
 * hourly limit of sends to the mailbox, whichever instance takes them.
 */
export async function sendCandidateEmail(id: string, email: CandidateEmail, staff: Staff, deps: CandidateEmailDependencies): Promise<void> {
  const application = await visibleApplication(id, staff, deps);
  if (!application) throw new DomainError("not-found", "Unknown application.");
  if ((application.lastEmailedAt ?? "") !== email.lastEmailed) throw staleRefusal(application);
  const replyTo = candidateReplyTo(await getDepartment(deps.store, application.departmentId), deps.settings);
  const content = candidateMail(application.email, replyTo, email);
  const now = deps.now?.() ?? new Date();
  const at = now.toISOString();
  const source = { collection: COLLECTIONS.applications, id: application.id };
  const seen = { collection: COLLECTIONS.mailRecipients, id: `candidate-email.after.${sha256(`${application.id}|${email.lastEmailed}`)}` };
  const slots = hourlySlotIds("candidate-email", application.email, now, deps.settings.RATE_LIMIT_SCALE);
  let slot = 0;
  for (let attempt = 0; attempt < 3; ) {
    const slotId = slots[slot];
    if (!slotId) {
      const limit = hourlyLimit("candidate-email", deps.settings.RATE_LIMIT_SCALE);
      throw new DomainError(
        "too-many",
        `${application.name} has had ${limit} emails this hour, the most one person gets. Nothing was sent: send it after the hour.`,
        undefined,
        secondsToNextHour(now),
      );
    }
    const mailId = timestampKey(now.getTime());
    const result = await deps.store.commit([
      { op: "update", ...source, data: { lastEmailedAt: at } },
      {
        op: "create",
        collection: COLLECTIONS.applicationNotes,
        id: timestampKey(now.getTime()),
        data: {
          applicationId: application.id,
          author: staff.email,
          at,
          kind: "email",
          template: email.template,
          subject: email.subject,
          to: application.email,
          mailId,
        },
      },
      keyedMailWrite({ id: mailId, kind: "candidate-email", content, dueAt: now }, source, now),
      { op: "create", ...seen, data: { kind: "candidate-email", messageId: mailId, at } },
      { op: "create", collection: COLLECTIONS.mailRecipients, id: slotId, data: { kind: "candidate-email", messageId: mailId, at } },
    ]);
    if (result.committed) {
      log.info("candidate emailed", { application: application.id, template: email.template, staff: staff.email });
      return;
    }
    const conflicts = new Set(result.conflicts.map((conflict) => conflict.id));
    if (result.conflicts.some((conflict) => conflict.collection === COLLECTIONS.applications)) throw new DomainError("not-found", "Unknown application.");
    if (conflicts.has(seen.id)) throw staleRefusal((await visibleApplication(id, staff, deps)) ?? application);
    if (conflicts.has(slotId)) slot += 1;
    else attempt += 1;
  }
  throw new DomainError("conflict", "The email could not be queued. Please try again.");
}
