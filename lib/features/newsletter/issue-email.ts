import { site } from "@/content/site";
import { html, SafeHtml } from "@/lib/ports/mail/escape";
import type { MailContent } from "@/lib/ports/mail/port";
import { unsubscribeLinks } from "@/lib/features/newsletter/links";

export interface IssueContent {
  subject: string;
  // Already rendered and sanitised by the post pipeline (markdownToHtml).
  bodyHtml: string;
  bodyText: string;
}

export function issueEmail(issue: IssueContent, { email, siteUrl, token }: { email: string; siteUrl: string; token: string }): MailContent {
  const links = unsubscribeLinks(siteUrl, token);
  return {
    to: email,
    subject: issue.subject,
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    text: [issue.bodyText, "", "--", `You are receiving this because ${email} subscribed to the ${site.name} newsletter.`, `Unsubscribe: ${links.page}`].join(
      "\n",
    ),
    html: html`<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#0b1020">
    <table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td style="line-height:1.6">
        ${new SafeHtml(issue.bodyHtml)}
        <p style="font-size:13px;color:#4b5563;line-height:1.6;margin-top:32px">You are receiving this because ${email} subscribed to the ${site.name} newsletter. <a href="${links.page}" style="color:#0f766e">Unsubscribe</a></p>
      </td></tr>
    </table>
  </body>
</html>`.toString(),
  };
}
