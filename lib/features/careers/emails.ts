import { site } from "@/content/site";
import type { Application } from "@/lib/primitives/domain/application";
import { withoutUnsafeHeaderCharacters as subjectLine } from "@/lib/primitives/domain/header-text";
import { html } from "@/lib/ports/mail/escape";
import type { MailContent } from "@/lib/ports/mail/port";
import { linkPlaceholder } from "@/lib/services/mail-delivery/links";

const layout = (body: ReturnType<typeof html>) =>
  html`<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#0b1020">${body}</body></html>`.toString();

export interface ConfirmationInput {
  name: string;
  email: string;
  role: string;
  departmentName: string;
  hiringTeamEmail: string;
}

const GREETING_NAME = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
const GREETING_NAME_MAX = 40;

/** The address is unproven, so the email repeats only a short plain name: no link or sentence rides along. */
export function greetingName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length <= GREETING_NAME_MAX && GREETING_NAME.test(trimmed) ? trimmed : null;
}

export function applicantConfirmation({ name, email, role, departmentName, hiringTeamEmail }: ConfirmationInput): MailContent {
  const greeting = greetingName(name);
  return {
    to: email,
    replyTo: hiringTeamEmail,
    subject: subjectLine(`We received your application for ${role}`),
    text: [
      greeting ? `Hi ${greeting},` : "Hello,",
      "",
      `Thank you for applying for the ${role} position in our ${departmentName} team at ${site.name}.`,
      "We have your application and résumé. Someone from the team will read it and get back to you within ten working days.",
      "",
      `If anything changes in the meantime, reply to this email.`,
      "",
      `The ${site.name} hiring team`,
    ].join("\n"),
    html: layout(html`<p>${greeting ? html`Hi ${greeting},` : "Hello,"}</p>
<p>Thank you for applying for the <strong>${role}</strong> position in our <strong>${departmentName}</strong> team at ${site.name}.</p>
<p>We have your application and résumé. Someone from the team will read it and get back to you within ten working days.</p>
<p>If anything changes in the meantime, reply to this email.</p>
<p>The ${site.name} hiring team</p>`),
  };
}

export interface HiringNotificationInput {
  applicationId: string;
  application: Application;
  departmentName: string;
  hiringTeamEmail: string;
  resumeLinkExpiresAt: Date;
  roleWhere?: { location: string; workStyle: string };
}

export function hiringTeamNotification(input: HiringNotificationInput): MailContent {
  const { applicationId, application, departmentName, hiringTeamEmail, resumeLinkExpiresAt, roleWhere } = input;
  const resumeLink = linkPlaceholder("resume");
  const fields: Array<[string, string]> = [
    ["Name", application.name],
    ["Email", application.email],
    ["Phone", application.phone],
    ["Role", application.role],
    ["Department", `${departmentName} (${application.departmentId})`],
    ["GitHub", application.github || "Not given"],
    ["Tech stack", application.techStack || "Not given"],
    ["Location", application.location || roleWhere?.location || "Not given"],
    ["Work style", application.workStyle || roleWhere?.workStyle || "Not given"],
    ["Submitted", application.submittedAt],
    ["Application id", applicationId],
  ];
  const expires = resumeLinkExpiresAt.toISOString();
  const resumeText = `Résumé (link valid until ${expires}): ${resumeLink}`;

  return {
    to: hiringTeamEmail,
    replyTo: application.email,
    subject: subjectLine(`New application: ${application.role} (${departmentName}) from ${application.name}`),
    text: [`A new application arrived for ${application.role}.`, "", ...fields.map(([label, value]) => `${label}: ${value}`), "", resumeText].join("\n"),
    html: layout(html`<p>A new application arrived for <strong>${application.role}</strong>.</p>
<table cellpadding="4" style="border-collapse:collapse">${fields.map(
      ([label, value]) => html`<tr><th align="left" style="vertical-align:top">${label}</th><td style="white-space:pre-wrap">${value}</td></tr>`,
    )}</table>
<p><a href="${resumeLink}">Download the résumé</a> (link valid until ${expires}).</p>`),
    signedLinks: [{ name: "resume", fileKey: application.resumeURL, expiresAt: expires }],
  };
}
