import { errorText } from "@/lib/primitives/log";
import { MESSAGE_BUILD_ERROR } from "@/lib/ports/mail/escape";

export interface DeliveryFailure {
  /** Retrying would fail the same way: the message is dead-lettered at once. */
  permanent: boolean;
  reason: string;
}

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
  response?: unknown;
}

/** nodemailer's codes for what was wrong with the message itself, as opposed to the connection. */
const MESSAGE_CODES = new Set(["EENVELOPE", "EMESSAGE"]);

/**
 * Why a delivery failed and whether that is final. Final: a message that cannot be built, and the
 * mail server's permanent refusal (5xx, which nodemailer marks `permanent`) of this message's
 * sender, recipient or content. Anything about the connection (refused, timed out, closed, a 4xx,
 * even a failed login, which is our configuration and not the message's fault) is worth another try.
 */
export function classifyFailure(error: unknown): DeliveryFailure {
  const smtp = (typeof error === "object" && error !== null ? error : {}) as SmtpError;
  if (smtp.code === MESSAGE_BUILD_ERROR) return { permanent: true, reason: `cannot be built: ${errorText(error)}` };
  if (typeof smtp.code === "string" && MESSAGE_CODES.has(smtp.code)) {
    // Without a reply the error comes from nodemailer's own checks of the envelope or message.
    if (smtp.permanent === true) {
      return { permanent: true, reason: `refused by the mail server: ${String(smtp.response ?? errorText(error)).slice(0, 300)}` };
    }
    if (smtp.responseCode === undefined) return { permanent: true, reason: `cannot be built: ${errorText(error)}` };
  }
  return { permanent: false, reason: errorText(error) };
}
