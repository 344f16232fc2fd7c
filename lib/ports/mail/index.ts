import "server-only";
import { config } from "@/lib/primitives/config";
import { processWide } from "@/lib/primitives/process-wide";
import { createOutboxMailer } from "./outbox";
import type { Mailer } from "./port";
import { createSmtpMailer } from "./smtp";

/** The process-wide mailer, chosen by configuration: a dev-server reload reuses its SMTP pool. */
export function mailer(): Mailer {
  return processWide("lexor.mail.mailer", () => {
    const settings = config();
    return settings.adapters.mail === "smtp" ? createSmtpMailer(settings) : createOutboxMailer(settings);
  });
}
