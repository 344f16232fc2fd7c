import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { resolveConfig, type ServerConfig } from "@/lib/primitives/config";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import type { Mailer } from "@/lib/ports/mail/port";
import { createSmtpMailer } from "@/lib/ports/mail/smtp";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";

export interface SmtpDelivery {
  smtp: TestSmtpServer;
  dir: string;
  settings: ServerConfig;
  store: DocumentStore;
  mailer: Mailer;
}

export const SMTP_TIMEOUTS = { SMTP_CONNECTION_TIMEOUT_MS: "2000", SMTP_GREETING_TIMEOUT_MS: "2000", SMTP_SOCKET_TIMEOUT_MS: "5000" };

/** One real SMTP server on 127.0.0.1 for the file; for each test a fresh SQLite file, and a mailer that sends to the server. */
export function withSmtpDelivery(prefix: string, env: Record<string, string> = {}): SmtpDelivery {
  const delivery = {} as SmtpDelivery;
  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    delivery.smtp = await startSmtpServer();
  });
  afterAll(() => delivery.smtp.stop());
  beforeEach(() => {
    delivery.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    delivery.settings = resolveConfig({ DATA_DIR: delivery.dir, SMTP_URL: delivery.smtp.url, ...SMTP_TIMEOUTS, ...env });
    delivery.store = createSqliteDocumentStore(delivery.settings.sqlitePath);
    delivery.mailer = createSmtpMailer(delivery.settings);
    delivery.smtp.messages.length = 0;
  });
  afterEach(async () => {
    await delivery.mailer.close();
    await delivery.store.close();
    fs.rmSync(delivery.dir, { recursive: true, force: true });
  });
  return delivery;
}
