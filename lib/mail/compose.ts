import type { SendMailOptions } from "nodemailer";
import { assertHeaderSafe } from "./escape";
import type { MailMessage } from "./port";

// RFC 5322 field names: printable ASCII without the colon.
const HEADER_NAME = /^[!-9;-~]+$/;

/** Checks every header-bound field, then shapes the message for nodemailer. */
export function composeMessage(from: string, message: MailMessage): SendMailOptions {
  assertHeaderSafe(from, "From");
  assertHeaderSafe(message.to, "To");
  assertHeaderSafe(message.subject, "Subject");
  if (message.replyTo !== undefined) assertHeaderSafe(message.replyTo, "Reply-To");
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!HEADER_NAME.test(name)) throw new Error(`Invalid header name: ${JSON.stringify(name)}`);
    assertHeaderSafe(value, name);
  }
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo !== undefined ? { replyTo: message.replyTo } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
  };
}
