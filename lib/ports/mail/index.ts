import "server-only";
import { config } from "@/lib/primitives/config";
import { createOutboxMailer } from "./outbox";
import type { Mailer } from "./port";
import { createSmtpMailer } from "./smtp";

// Kept on globalThis so a dev-server reload reuses the SMTP pool instead of leaking another.
const holder = globalThis as { lexorMailer?: Mailer };

/** The process-wide mailer, chosen by configuration. */
export function mailer(): Mailer {
  if (!holder.lexorMailer) {
    const settings = config();
    holder.lexorMailer = settings.adapters.mail === "smtp" ? createSmtpMailer(settings) : createOutboxMailer(settings);
  }
  return holder.lexorMailer;
}
