import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import type { ServerConfig } from "@/lib/config";
import { composeMessage } from "@/lib/mail/compose";
import type { Mailer } from "@/lib/mail/port";
import { log } from "@/lib/log";

/** Writes each message as an .eml file instead of sending it: the default outside production. */
export function createOutboxMailer(settings: ServerConfig): Mailer {
  const folder = settings.outboxDir;
  // The same nodemailer pipeline as SMTP, so the .eml is byte for byte what would be sent.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });

  return {
    kind: "outbox",

    async send(message) {
      const info = await composer.sendMail(composeMessage(settings.MAIL_FROM, message));
      const name = `${Date.now()}-${randomBytes(4).toString("hex")}.eml`;
      // A dot-file until complete, so anything watching for *.eml never sees half a message.
      const temporary = path.join(folder, `.${name}.tmp`);
      const target = path.join(folder, name);
      await mkdir(folder, { recursive: true });
      try {
        // `buffer: true` makes the message a Buffer; the types also allow a stream.
        await writeFile(temporary, info.message as Buffer, { flag: "wx" });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      log.info("mail written to the outbox folder", { file: target });
      return { id: info.messageId };
    },

    async ping() {
      await mkdir(folder, { recursive: true });
      const probe = path.join(folder, `.ping-${randomBytes(4).toString("hex")}.tmp`);
      await writeFile(probe, "");
      await rm(probe);
    },

    async close() {},
  };
}
