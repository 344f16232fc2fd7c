import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resolveConfig } from "@/lib/config";
import { createOutboxMailer } from "@/lib/mail/outbox";
import type { Mailer, MailMessage } from "@/lib/mail/port";
import { createSmtpMailer } from "@/lib/mail/smtp";
import { type ParsedMail, parseMail, startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";

const FROM = "Lexor Careers <careers-noreply@lexor.example>";

interface Harness {
  mailer: Mailer;
  /** The delivered message with this Message-ID. */
  delivered(id: string): Promise<ParsedMail>;
  deliveredCount(): Promise<number>;
}

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to: "Ada Lovelace <ada@example.com>",
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
const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/\r?\n(?=[ \t])/g, "");

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
      const { id } = await harness.mailer.send(message());
      const mail = await harness.delivered(id);
      expect(mail.messageId).toBe(id);
      expect(mail.subject).toBe("Your application – received ✓");
      expect(mail.from?.value).toEqual([{ address: "careers-noreply@lexor.example", name: "Lexor Careers" }]);
      expect(mail.to).toEqual(expect.objectContaining({ value: [{ address: "ada@example.com", name: "Ada Lovelace" }] }));
      expect(mail.replyTo?.value).toEqual([{ address: "careers@lexor.example", name: "" }]);
      expect(mail.text?.trim()).toBe("Thanks for applying.\nWe will be in touch.");
      expect(mail.html).toBe("<p>Thanks for <strong>applying</strong>.</p>");
      expect(headerLine(mail, "List-Unsubscribe")).toBe(
        "List-Unsubscribe: <https://lexor.example/newsletter/unsubscribe?token=abc123>",
      );
      expect(headerLine(mail, "X-Lexor-Kind")).toBe("X-Lexor-Kind: application-receipt");
    });

    it("refuses line breaks in anything that becomes a header, and sends nothing", async () => {
      const before = await harness.deliveredCount();
      const injected = "x\r\nBcc: victim@example.com";
      const attempts: Partial<MailMessage>[] = [
        { headers: { "List-Unsubscribe": `<https://lexor.example/u>${injected}` } },
        { headers: { "X-Evil\r\nBcc": "victim@example.com" } },
        { subject: `Hello${injected}` },
        { to: `ada@example.com\nBcc: victim@example.com` },
        { replyTo: `ada@example.com${injected}` },
      ];
      for (const overrides of attempts) {
        await expect(harness.mailer.send(message(overrides)), JSON.stringify(overrides)).rejects.toThrow(
          /line breaks|Invalid header name/,
        );
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
  it("writes one timestamped .eml per message, with CRLF line ends, and logs its path", async () => {
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const mailer = createOutboxMailer(resolveConfig({ MAIL_OUTBOX_DIR: outboxDir, MAIL_FROM: FROM }));
    const before = new Set(readdirSync(outboxDir));
    await mailer.send(message({ subject: "Outbox naming" }));
    const added = readdirSync(outboxDir).filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^\d{13}-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(path.join(outboxDir, added[0] ?? ""), "latin1");
    expect(raw).toContain("\r\nSubject: Outbox naming\r\n");
    const logged = stdout.mock.calls.map(([line]) => JSON.parse(String(line)));
    stdout.mockRestore();
    expect(logged).toContainEqual(
      expect.objectContaining({ severity: "INFO", file: path.join(outboxDir, added[0] ?? "") }),
    );
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

  it("rejects quickly while the server is down, and recovers when it is back", async () => {
    await mailer.send(message({ subject: "Warm the pool" }));
    await smtp.stop();
    const started = Date.now();
    await expect(mailer.send(message({ subject: "While down" }))).rejects.toThrow();
    await expect(mailer.ping()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);

    await smtp.start();
    const { id } = await mailer.send(message({ subject: "After restart" }));
    await expect(smtp.waitFor((mail) => mail.parsed.messageId === id)).resolves.toBeDefined();
    expect(smtp.messages.some((mail) => mail.parsed.subject === "While down")).toBe(false);
  });
});
