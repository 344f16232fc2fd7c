import { escapeHtml } from "@/lib/ports/mail/escape";
import type { MailMessage } from "@/lib/ports/mail/port";

/** Signs a link to a stored file, valid for `expiresInSeconds` (the files port's signedDownloadUrl). */
export type LinkSigner = (fileKey: string, expiresInSeconds: number) => Promise<string>;

/** The text a template writes where a signed link goes; replaced when the message is sent. */
export const linkPlaceholder = (name: string) => `[[signed-link:${name}]]`;

/**
 * The message as it is sent: each signed link it needs made now, at delivery, valid until the
 * time the message names. It rejects when a link cannot be made (no signing credentials, a link
 * already expired), so the worker retries and finally dead-letters the message with that reason
 * instead of sending it without the link.
 */
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
