import { escapeHtml } from "@/lib/ports/mail/escape";
import type { MailMessage } from "@/lib/ports/mail/port";

export type LinkSigner = (fileKey: string, expiresInSeconds: number) => Promise<string>;

export const linkPlaceholder = (name: string) => `[[signed-link:${name}]]`;

// Rejects when a link cannot be made, so the message is retried and dead-lettered rather than sent without it.
export async function withSignedLinks(message: MailMessage, sign: LinkSigner, now: Date): Promise<MailMessage> {
  const { signedLinks, ...rest } = message;
  let { text, html } = rest;
  for (const link of signedLinks ?? []) {
    const seconds = Math.floor((Date.parse(link.expiresAt) - now.getTime()) / 1000);
    if (!(seconds > 0)) throw new Error(`the ${link.name} link expired at ${link.expiresAt} before the message could be sent`);
    let url: string;
    try {
      url = await sign(link.fileKey, seconds);
    } catch (error) {
      throw new Error(`the ${link.name} link could not be signed: ${error instanceof Error ? error.message : String(error)}`);
    }
    text = text.replaceAll(linkPlaceholder(link.name), url);
    html = html.replaceAll(linkPlaceholder(link.name), escapeHtml(url));
  }
  return { ...rest, text, html };
}
