import { site } from "@/content/site";
import { html } from "@/lib/ports/mail/escape";
import type { MailContent } from "@/lib/ports/mail/port";
import { unsubscribeLinks } from "@/lib/features/newsletter/links";

export function welcomeEmail({ email, siteUrl, token }: { email: string; siteUrl: string; token: string }): MailContent {
  const links = unsubscribeLinks(siteUrl, token);
  return {
    to: email,
    subject: `Welcome to ${site.name}'s newsletter`,
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    text: [
      `Thanks for subscribing to the ${site.name} newsletter.`,
      "",
      "About once a month we send what we learned shipping AI, cloud and security work with our clients:",
      "new articles from The Signal, open roles and the occasional event invitation. Nothing else.",
      "",
      `Read The Signal now: ${siteUrl}/blog`,
      "",
      `Not for you? Unsubscribe: ${links.page}`,
    ].join("\n"),
    html: html`<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#0b1020">
    <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td>
        <h1 style="margin:0 0 16px;font-size:22px">Thanks for subscribing</h1>
        <p style="line-height:1.6">About once a month we send what we learned shipping AI, cloud and security work with our clients: new articles from The Signal, open roles and the occasional event invitation. Nothing else.</p>
        <p style="margin:24px 0"><a href="${`${siteUrl}/blog`}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Read The Signal</a></p>
        <p style="font-size:13px;color:#4b5563;line-height:1.6">You are receiving this because ${email} was subscribed on ${siteUrl}. <a href="${links.page}" style="color:#0f766e">Unsubscribe</a></p>
      </td></tr>
    </table>
  </body>
</html>`.toString(),
  };
}
