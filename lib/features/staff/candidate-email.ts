import "server-only";
import { STAFF_EMAIL_PLACEHOLDERS, type StaffEmailTemplateId, staffEmailTemplates } from "@/content/staff-emails";
import { getDepartment } from "@/lib/features/content/records";
import { timestampKey } from "@/lib/ports/documents/keys";
import { COLLECTIONS } from "@/lib/ports/documents/port";
import { html } from "@/lib/ports/mail/escape";
import type { MailContent } from "@/lib/ports/mail/port";
import type { ServerConfig } from "@/lib/primitives/config";
import { headerText } from "@/lib/primitives/domain/header-text";
import type { Department } from "@/lib/primitives/domain/department";
import { log } from "@/lib/primitives/log";
import { z } from "@/lib/primitives/zod";
import { HttpError } from "@/lib/services/http/errors";
import { keyedMailWrite } from "@/lib/services/mail-delivery/outbox";
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
});

export type CandidateEmail = z.output<typeof candidateEmailSchema>;
type Placeholder = (typeof STAFF_EMAIL_PLACEHOLDERS)[number];

export const templateOf = (value: unknown): StaffEmailTemplateId | null => (TEMPLATE_IDS.includes(value as StaffEmailTemplateId) ? (value as StaffEmailTemplateId) : null);

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
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => ((STAFF_EMAIL_PLACEHOLDERS as readonly string[]).includes(key) ? values[key as Placeholder] : whole));
}

/** The chosen template filled in for this candidate, as the preview shows it. */
export function candidateDraft(template: StaffEmailTemplateId, application: Pick<ApplicationRecord, "name" | "role">, departmentTitle: string, staff: Pick<Staff, "email">): CandidateEmail {
  const values = { firstName: application.name.trim().split(/\s+/)[0] ?? "", role: application.role, department: departmentTitle, sender: senderName(staff.email) };
  const { subject, body } = staffEmailTemplates[template];
  return { template, subject: fillPlaceholders(subject, values), body: fillPlaceholders(body, values) };
}

function candidateMail(to: string, replyTo: string, { subject, body }: CandidateEmail): MailContent {
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
  settings: Pick<ServerConfig, "HIRING_TEAM_EMAIL">;
}

/**
 * Queues the email in the commit that records it in the application's history; the update of the
 * application makes the commit fail when the applicant was deleted meanwhile, so nothing is left behind.
 */
export async function sendCandidateEmail(id: string, email: CandidateEmail, staff: Staff, deps: CandidateEmailDependencies): Promise<void> {
  const application = await visibleApplication(id, staff, deps);
  if (!application) throw new HttpError(404, "Unknown application.");
  const replyTo = candidateReplyTo(await getDepartment(deps.store, application.departmentId), deps.settings);
  const content = candidateMail(application.email, replyTo, email);
  const now = deps.now?.() ?? new Date();
  const at = now.toISOString();
  const source = { collection: COLLECTIONS.applications, id: application.id };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const mailId = timestampKey(now.getTime());
    const result = await deps.store.commit([
      { op: "update", ...source, data: { lastEmailedAt: at } },
      {
        op: "create",
        collection: COLLECTIONS.applicationNotes,
        id: timestampKey(now.getTime()),
        data: { applicationId: application.id, author: staff.email, at, kind: "email", template: email.template, subject: email.subject, to: application.email, mailId },
      },
      keyedMailWrite({ id: mailId, kind: "candidate-email", content, dueAt: now }, source, now),
    ]);
    if (result.committed) {
      log.info("candidate emailed", { application: application.id, template: email.template, staff: staff.email });
      return;
    }
    if (result.conflicts.some((conflict) => conflict.collection === COLLECTIONS.applications)) throw new HttpError(404, "Unknown application.");
  }
  throw new HttpError(409, "The email could not be queued. Please try again.");
}
