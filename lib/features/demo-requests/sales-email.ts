import { withoutUnsafeHeaderCharacters as subjectLine } from "@/lib/primitives/domain/header-text";
import { html } from "@/lib/ports/mail/escape";
import type { MailContent } from "@/lib/ports/mail/port";
import type { DemoRequest } from "@/lib/primitives/domain/demo-request";

export function salesNotification(request: DemoRequest, salesEmail: string): MailContent {
  const message = request.message || "(no message)";
  return {
    to: salesEmail,
    replyTo: request.email,
    subject: subjectLine(`Demo request: ${request.name} at ${request.company}`),
    text: [
      "A visitor asked for a demo on the website.",
      "",
      `Name: ${request.name}`,
      `Work email: ${request.email}`,
      `Company: ${request.company}`,
      `Received: ${request.createdAt}`,
      "",
      message,
    ].join("\n"),
    html: html`<p>A visitor asked for a demo on the website.</p>
<table role="presentation" cellpadding="4">
  <tr><th align="left">Name</th><td>${request.name}</td></tr>
  <tr><th align="left">Work email</th><td><a href="${`mailto:${request.email}`}">${request.email}</a></td></tr>
  <tr><th align="left">Company</th><td>${request.company}</td></tr>
  <tr><th align="left">Received</th><td>${request.createdAt}</td></tr>
</table>
<p style="white-space:pre-wrap">${message}</p>`.toString(),
  };
}
