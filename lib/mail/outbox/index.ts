import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import type { ServerConfig } from "@/lib/config";
import { errorText, log } from "@/lib/log";
import { composeMessage } from "@/lib/mail/compose";
import type { Mailer } from "@/lib/mail/port";

/** `.{name}.eml.{pid}-{random}.tmp`: the writer's pid tells a crashed write from one in progress. */
const TEMPORARY = /^\..+\.eml\.(\d+)-[0-9a-f]+\.tmp$/;

/** Temporary files this process is writing, whichever mailer instance writes them. */
const writing = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Deletes the temporary files of writes that can no longer finish: their process is gone, or it
 * is this process (a restart reusing the pid, as in a container) and no write of ours holds them.
 */
async function sweepAbandoned(folder: string): Promise<void> {
  for (const name of await readdir(folder)) {
    const pid = Number(TEMPORARY.exec(name)?.[1]);
    if (!pid) continue;
    const file = path.join(folder, name);
    if (pid === process.pid ? !writing.has(file) : !processAlive(pid)) await rm(file, { force: true });
  }
}

/**
 * Writes each message as `{message id}.eml` instead of sending it: the default outside
 * production. A message written again (delivery repeated after a crash) replaces its own file, so
 * the folder holds each message once.
 */
export function createOutboxMailer(settings: Pick<ServerConfig, "outboxDir" | "MAIL_FROM">): Mailer {
  const folder = settings.outboxDir;
  // The same nodemailer pipeline as SMTP, so the .eml is byte for byte what would be sent.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  let ready: Promise<void> | undefined;
  const prepare = () => {
    ready ??= mkdir(folder, { recursive: true })
      .then(() => sweepAbandoned(folder))
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };

  /**
   * Writes `bytes` to a dot-file of this process (so anything watching for *.eml never sees half a
   * message), then hands it to `finish`; the file never outlives a failure.
   */
  async function writeThrough(bytes: Buffer, name: string, finish: (temporary: string) => Promise<void>) {
    await prepare();
    const temporary = path.join(folder, `.${name}.eml.${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
    writing.add(temporary);
    try {
      await writeFile(temporary, bytes, { flag: "wx" });
      await finish(temporary);
    } catch (error) {
      await rm(temporary, { force: true }).catch((cleanup: unknown) =>
        log.error("could not remove a temporary .eml file", { file: temporary, error: errorText(cleanup) }),
      );
      throw error;
    } finally {
      writing.delete(temporary);
    }
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

    async ping() {
      await writeThrough(Buffer.alloc(0), "ping", (temporary) => rm(temporary));
    },

    async close() {},
  };
}
