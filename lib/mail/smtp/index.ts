import { createTransport } from "nodemailer";
import SMTPPool from "nodemailer/lib/smtp-pool";
import type { ServerConfig } from "@/lib/config";
import { composeMessage } from "@/lib/mail/compose";
import type { Mailer } from "@/lib/mail/port";

/** Sends through an SMTP server; a failure rejects so the caller can queue the message for retry. */
export function createSmtpMailer(settings: ServerConfig): Mailer {
  const url = settings.SMTP_URL;
  if (!url) throw new Error("SMTP_URL is required for the smtp mail adapter");
  // Built directly because createTransport(url, options) reads only the URL and treats the
  // second argument as message defaults, silently dropping `pool` and the timeouts.
  const pool = new SMTPPool({
    pool: true,
    url,
    // Fail fast when the server is down or hung, so requests are not held for minutes.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 20_000,
    dnsTimeout: 5_000,
  });
  const transport = createTransport(pool);

  return {
    kind: "smtp",

    async send(message) {
      const info = await transport.sendMail(composeMessage(settings.MAIL_FROM, message));
      return { id: info.messageId };
    },

    async ping() {
      await transport.verify();
    },

    async close() {
      transport.close();
    },
  };
}
