import "server-only";
import type { SendMailOptions } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { isMailboxAddress } from "@/lib/primitives/domain/email-address";
import { assertHeaderSafe, MessageBuildError } from "./escape";
import type { MailMessage } from "./port";

// RFC 5322 field names: printable ASCII without the colon.
const HEADER_NAME = /^[!-9;-~]+$/;
// Message ids are our own keys; anything else in a Message-ID would be read by mail clients.
const MESSAGE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function mailbox(value: unknown, field: string): { name: string; address: string } {
  if (typeof value !== "string" || !isMailboxAddress(value)) {
    throw new MessageBuildError(`${field} is not one mailbox address`);
  }
  return { name: "", address: value };
}

function text(value: unknown, field: string): string {
  if (typeof value !== "string") throw new MessageBuildError(`${field} is missing`);
  return value;
}

export function senderDomain(from: string): string {
  const [sender] = addressparser(from, { flatten: true });
  const domain = sender?.address.split("@")[1];
  if (!domain) throw new MessageBuildError("MAIL_FROM has no address with a domain");
  return domain;
}

// Anything wrong is a `MessageBuildError`: retrying would fail the same way.
export function composeMessage(from: string, message: MailMessage): SendMailOptions {
  if (typeof message.id !== "string" || !MESSAGE_ID.test(message.id)) throw new MessageBuildError("the message id is malformed");
  if (message.signedLinks?.length) throw new MessageBuildError("the links it needs were not signed");
  assertHeaderSafe(from, "From");
  const subject = text(message.subject, "Subject");
  assertHeaderSafe(subject, "Subject");
  const headers = message.headers ?? {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) throw new MessageBuildError(`Invalid header name: ${JSON.stringify(name)}`);
    assertHeaderSafe(text(value, name), name);
  }
  return {
    from,
    to: mailbox(message.to, "To"),
    subject,
    text: text(message.text, "The text part"),
    html: text(message.html, "The HTML part"),
    messageId: `<${message.id}@${senderDomain(from)}>`,
    ...(message.replyTo !== undefined ? { replyTo: mailbox(message.replyTo, "Reply-To") } : {}),
    ...(message.headers ? { headers } : {}),
  };
}
