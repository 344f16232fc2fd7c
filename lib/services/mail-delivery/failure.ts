import { errorText } from "@/lib/primitives/log";
import { MESSAGE_BUILD_ERROR } from "@/lib/ports/mail/escape";

export interface DeliveryFailure {
  permanent: boolean;
  reason: string;
}

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
  response?: unknown;
}

const MESSAGE_CODES = new Set(["EENVELOPE", "EMESSAGE"]);

// A failed login is our configuration, not the message's fault: worth another try.
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
