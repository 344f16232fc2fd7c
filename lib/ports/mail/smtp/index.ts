import "server-only";
import { createTransport } from "nodemailer";
import SMTPPool from "nodemailer/lib/smtp-pool";
import type { ServerConfig } from "@/lib/primitives/config";
import { composeMessage } from "@/lib/ports/mail/compose";
import type { Mailer } from "@/lib/ports/mail/port";

type SmtpSettings = Pick<ServerConfig, "SMTP_URL" | "MAIL_FROM" | "SMTP_CONNECTION_TIMEOUT_MS" | "SMTP_GREETING_TIMEOUT_MS" | "SMTP_SOCKET_TIMEOUT_MS">;

export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const url = settings.SMTP_URL;
  if (!url) throw new Error("SMTP_URL is required for the smtp mail adapter");
  // Built directly: createTransport(url, options) reads only the URL and silently drops `pool` and the timeouts.
  const pool = new SMTPPool({
    pool: true,
    url,
    // A server that is down, never greets or stops answering ends the attempt after these.
    connectionTimeout: settings.SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: settings.SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: settings.SMTP_SOCKET_TIMEOUT_MS,
    dnsTimeout: settings.SMTP_CONNECTION_TIMEOUT_MS,
  });
  const transport = createTransport(pool);

  return {
    kind: "smtp",

    async send(message, options = {}) {
      const info = await transport.sendMail({ ...composeMessage(settings.MAIL_FROM, message), signal: options.signal });
      return { id: info.messageId };
    },

    async ping() {
      await transport.verify();
    },

    async forget() {},

    async close() {
      transport.close();
    },
  };
}
