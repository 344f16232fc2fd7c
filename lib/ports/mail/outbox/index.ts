import "server-only";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import type { ServerConfig } from "@/lib/primitives/config";
import { preparedFolder, writeThroughTemporary } from "@/lib/primitives/disk/temporary-files";
import { log } from "@/lib/primitives/log";
import { composeMessage } from "@/lib/ports/mail/compose";
import type { Mailer } from "@/lib/ports/mail/port";

// A message written again (delivery repeated after a crash) replaces its own file.
export function createOutboxMailer(settings: Pick<ServerConfig, "outboxDir" | "MAIL_FROM">): Mailer {
  const folder = settings.outboxDir;
  // The same nodemailer pipeline as SMTP, so the .eml is byte for byte what would be sent.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const prepare = preparedFolder(folder);

  async function writeThrough(bytes: Buffer, name: string, finish: (temporary: string) => Promise<void>) {
    await prepare();
    await writeThroughTemporary(folder, `${name}.eml`, bytes, finish);
  }

  return {
    kind: "outbox",

    async send(message) {
      const info = await composer.sendMail(composeMessage(settings.MAIL_FROM, message));
      const target = path.join(folder, `${message.id}.eml`);
      // `buffer: true` makes the message a Buffer; the types also allow a stream.
      await writeThrough(info.message as Buffer, message.id, (temporary) => rename(temporary, target));
      log.info("mail written to the outbox folder", { file: target });
      return { id: info.messageId };
    },

    async forget(id) {
      if (/^[\w.-]+$/.test(id)) await rm(path.join(folder, `${id}.eml`), { force: true });
    },

    async ping() {
      await writeThrough(Buffer.alloc(0), "ping", (temporary) => rm(temporary));
    },

    async close() {},
  };
}
