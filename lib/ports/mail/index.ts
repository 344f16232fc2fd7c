import "server-only";
import { config } from "@/lib/primitives/config";
import { processWide } from "@/lib/primitives/process-wide";
import { createOutboxMailer } from "./outbox";
import type { Mailer } from "./port";
import { createSmtpMailer } from "./smtp";

export function mailer(): Mailer {
  return processWide("lexor.mail.mailer", () => {
    const settings = config();
    return settings.adapters.mail === "smtp" ? createSmtpMailer(settings) : createOutboxMailer(settings);
  });
}
