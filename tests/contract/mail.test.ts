import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resolveConfig } from "@/lib/primitives/config";
import { timestampKey } from "@/lib/ports/documents/keys";
import { MessageBuildError } from "@/lib/ports/mail/escape";
import { createOutboxMailer } from "@/lib/ports/mail/outbox";
import type { Mailer, MailMessage } from "@/lib/ports/mail/port";
import { createSmtpMailer } from "@/lib/ports/mail/smtp";
import { type ParsedMail, parseMail, startHungSmtpServer, startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";

const FROM = "Lexor Careers <careers-noreply@lexor.example>";

interface Harness {
  mailer: Mailer;
  /** The delivered message with this Message-ID. */
  delivered(id: string): Promise<ParsedMail>;
  deliveredCount(): Promise<number>;
}

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    id: timestampKey(),
    to: "ada@example.com",
    subject: "Your application – received ✓",
    text: "Thanks for applying.\nWe will be in touch.",
    html: "<p>Thanks for <strong>applying</strong>.</p>",
    replyTo: "careers@lexor.example",
    headers: {
      "List-Unsubscribe": "<https://lexor.example/newsletter/unsubscribe?token=abc123>",
      "X-Lexor-Kind": "application-receipt",
    },
    ...overrides,
  };
}

/** The raw header, unfolded: long headers are legally wrapped onto continuation lines. */
const headerLine = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/\r?\n(?=[ \t])/g, "");

function mailerContract(name: string, makeHarness: () => Promise<Harness>) {
  describe(`Mailer contract: ${name}`, () => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await makeHarness();
    });
    afterAll(async () => {
      await harness.mailer.close();
    });

    it("delivers subject, sender, recipient, reply-to, both bodies and custom headers", async () => {
      const sent = message();
      const { id } = await harness.mailer.send(sent);
      expect(id).toBe(`<${sent.id}@lexor.example>`);
      const mail = await harness.delivered(id);
      expect(mail.messageId).toBe(id);
      expect(mail.subject).toBe("Your application – received ✓");
      expect(mail.from?.value).toEqual([{ address: "careers-noreply@lexor.example", name: "Lexor Careers" }]);
      expect(mail.to).toEqual(expect.objectContaining({ value: [{ address: "ada@example.com", name: "" }] }));
      expect(mail.replyTo?.value).toEqual([{ address: "careers@lexor.example", name: "" }]);
      expect(mail.text?.trim()).toBe("Thanks for applying.\nWe will be in touch.");
      expect(mail.html).toBe("<p>Thanks for <strong>applying</strong>.</p>");
      expect(headerLine(mail, "List-Unsubscribe")).toBe("List-Unsubscribe: <https://lexor.example/newsletter/unsubscribe?token=abc123>");
      expect(headerLine(mail, "X-Lexor-Kind")).toBe("X-Lexor-Kind: application-receipt");
    });

    it("sends a message again as the same message: its Message-ID comes from its id", async () => {
      const sent = message({ subject: "Sent twice" });
      const first = await harness.mailer.send(sent);
      const second = await harness.mailer.send(sent);
      expect(second.id).toBe(first.id);
      expect((await harness.delivered(first.id)).subject).toBe("Sent twice");
    });

    it("refuses anything but one mailbox as a recipient and control characters in any header, and sends nothing", async () => {
      const before = await harness.deliveredCount();
      const injected = "x\r\nBcc: victim@example.com";
      const attempts: Partial<MailMessage>[] = [
        { to: "a,victim@example.org" },
        { to: "b<victim@example.org>" },
        { to: "Ada Lovelace <ada@example.com>" },
        { to: "ada@example.com; victim@example.org" },
        { to: `ada@example.com\nBcc: victim@example.com` },
        { replyTo: "ada@example.com, victim@example.org" },
        { replyTo: `ada@example.com${injected}` },
        { headers: { "List-Unsubscribe": `<https://lexor.example/u>${injected}` } },
        { headers: { "X-Evil\r\nBcc": "victim@example.com" } },
        { headers: { "X-Tab": "a\tb" } },
        { subject: `Hello${injected}` },
        { subject: "Invoice \u202Efdp.exe" },
        { subject: "Hello\u0000" },
        { subject: "Hello\u2028Bcc: victim@example.com" },
        { id: "<forged@evil.example>" },
      ];
      for (const overrides of attempts) {
        await expect(harness.mailer.send(message(overrides)), JSON.stringify(overrides)).rejects.toBeInstanceOf(MessageBuildError);
      }
      expect(await harness.deliveredCount()).toBe(before);
    });

    it("answers ping", async () => {
      await expect(harness.mailer.ping()).resolves.toBeUndefined();
    });
  });
}

const outboxDir = mkdtempSync(path.join(tmpdir(), "lexor-outbox-"));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

const emlFiles = () => readdirSync(outboxDir).filter((name) => name.endsWith(".eml"));

mailerContract("outbox", async () => ({
  mailer: createOutboxMailer(resolveConfig({ MAIL_OUTBOX_DIR: outboxDir, MAIL_FROM: FROM })),
  async delivered(id) {
    for (const name of emlFiles()) {
      const mail = await parseMail(readFileSync(path.join(outboxDir, name)));
      if (mail.messageId === id) return mail;
    }
    throw new Error(`No .eml in ${outboxDir} has Message-ID ${id}`);
  },
  deliveredCount: async () => emlFiles().length,
}));

describe("outbox adapter specifics", () => {
  const temporaryFiles = () => readdirSync(outboxDir).filter((name) => name.endsWith(".tmp"));

  it("writes one .eml per message, named by its id, with CRLF line ends, logs its path and leaves no temporary file", async () => {
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const mailer = createOutboxMailer(resolveConfig({ MAIL_OUTBOX_DIR: outboxDir, MAIL_FROM: FROM }));
    const before = new Set(readdirSync(outboxDir));
    const sent = message({ subject: "Outbox naming" });
    await mailer.send(sent);
    await mailer.send(sent);
    const added = readdirSync(outboxDir).filter((name) => !before.has(name));
    expect(added).toEqual([`${sent.id}.eml`]);
    expect(added[0]).toMatch(/^\d{13}-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(path.join(outboxDir, added[0] ?? ""), "latin1");
    expect(raw).toContain("\r\nSubject: Outbox naming\r\n");
    const logged = stdout.mock.calls.map(([line]) => JSON.parse(String(line)));
    stdout.mockRestore();
    expect(logged).toContainEqual(expect.objectContaining({ severity: "INFO", file: path.join(outboxDir, added[0] ?? "") }));
    expect(temporaryFiles()).toEqual([]);
  });

  it("forgets a sent message: its .eml is removed, and nothing else", async () => {
    const mailer = createOutboxMailer(resolveConfig({ MAIL_OUTBOX_DIR: outboxDir, MAIL_FROM: FROM }));
    const kept = message({ subject: "Kept" });
    const forgotten = message({ subject: "Forgotten" });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await mailer.send(kept);
    await mailer.send(forgotten);
    vi.mocked(process.stdout.write).mockRestore();
    await mailer.forget(forgotten.id);
    await mailer.forget("never-sent");
    await mailer.forget("../escape");
    expect(readdirSync(outboxDir)).toContain(`${kept.id}.eml`);
    expect(readdirSync(outboxDir)).not.toContain(`${forgotten.id}.eml`);
  });

  it("deletes the temporary files of writes that died with their process, and only those", async () => {
    // A pid that has surely exited: a child that ran and ended.
    const exited = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;
    const abandoned = `.${timestampKey()}.eml.${exited}-0a1b2c3d.tmp`;
    const ownAbandoned = `.${timestampKey()}.eml.${process.pid}-0a1b2c3d.tmp`;
    const othersInProgress = `.${timestampKey()}.eml.${process.ppid}-0a1b2c3d.tmp`;
    for (const name of [abandoned, ownAbandoned, othersInProgress]) writeFileSync(path.join(outboxDir, name), "partial");
    await createOutboxMailer(resolveConfig({ MAIL_OUTBOX_DIR: outboxDir, MAIL_FROM: FROM })).ping();
    expect(temporaryFiles()).toEqual([othersInProgress]);
    rmSync(path.join(outboxDir, othersInProgress));
  });
});

let smtp: TestSmtpServer;

mailerContract("smtp", async () => {
  smtp = await startSmtpServer();
  const mailer = createSmtpMailer(resolveConfig({ SMTP_URL: smtp.url, MAIL_FROM: FROM }));
  return {
    mailer,
    delivered: async (id) => (await smtp.waitFor((mail) => mail.parsed.messageId === id)).parsed,
    deliveredCount: async () => smtp.messages.length,
  };
});

describe("smtp adapter specifics", () => {
  let mailer: Mailer;
  beforeAll(() => {
    mailer = createSmtpMailer(resolveConfig({ SMTP_URL: smtp.url, MAIL_FROM: FROM }));
  });
  afterAll(async () => {
    await mailer.close();
    await smtp.stop();
  });

  it("hands the envelope sender and recipient to the server", async () => {
    const { id } = await mailer.send(message({ subject: "Envelope" }));
    const received = await smtp.waitFor((mail) => mail.parsed.messageId === id);
    expect(received.envelope).toEqual({ from: "careers-noreply@lexor.example", to: ["ada@example.com"] });
  });

  it("rejects while the server is down, and recovers when it is back", async () => {
    await mailer.send(message({ subject: "Warm the pool" }));
    await smtp.stop();
    await expect(mailer.send(message({ subject: "While down" }))).rejects.toThrow();
    await expect(mailer.ping()).rejects.toThrow();

    await smtp.start();
    const { id } = await mailer.send(message({ subject: "After restart" }));
    await expect(smtp.waitFor((mail) => mail.parsed.messageId === id)).resolves.toBeDefined();
    expect(smtp.messages.some((mail) => mail.parsed.subject === "While down")).toBe(false);
  });

  it("hands a permanent refusal back with its 5xx, marked permanent", async () => {
    await expect(mailer.send(message({ to: "nobody@rejected.example" }))).rejects.toMatchObject({
      code: "EENVELOPE",
      responseCode: 550,
      permanent: true,
    });
  });

  it("gives up on a server that never greets after the greeting timeout, and on a signal", async () => {
    const hung = await startHungSmtpServer();
    const timeouts = { SMTP_CONNECTION_TIMEOUT_MS: "200", SMTP_GREETING_TIMEOUT_MS: "200", SMTP_SOCKET_TIMEOUT_MS: "200" };
    const stalled = createSmtpMailer(resolveConfig({ SMTP_URL: hung.url, MAIL_FROM: FROM, ...timeouts }));
    const patient = createSmtpMailer(resolveConfig({ SMTP_URL: hung.url, MAIL_FROM: FROM, SMTP_GREETING_TIMEOUT_MS: "600000" }));
    try {
      await expect(stalled.send(message({ subject: "Into the void" }))).rejects.toMatchObject({ code: "ETIMEDOUT" });
      const abandon = new AbortController();
      const pending = patient.send(message({ subject: "Abandoned" }), { signal: abandon.signal });
      abandon.abort();
      await expect(pending).rejects.toMatchObject({ code: "EABORT" });
    } finally {
      await stalled.close();
      await patient.close();
      await hung.stop();
    }
  });
});
