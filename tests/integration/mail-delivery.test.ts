import { execFile } from "node:child_process";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ServerConfig } from "@/lib/primitives/config";
import { timestampKey } from "@/lib/ports/documents/keys";
import type { DocumentStore, OutboxMail } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import type { Mailer } from "@/lib/ports/mail/port";
import { createSmtpMailer } from "@/lib/ports/mail/smtp";
import { createLocalFileStore } from "@/lib/ports/files/local";
import { lastDrain } from "@/lib/services/mail-delivery/drain-record";
import { linkPlaceholder } from "@/lib/services/mail-delivery/links";
import { commitWithMail } from "@/lib/services/mail-delivery/outbox";
import { formatMailSummary } from "@/lib/services/mail-delivery/status-report";
import { createDeliveryWorker, type DeliveryWorkerOptions, deliveryTimings } from "@/lib/services/mail-delivery/worker";
import { sqliteDocuments } from "@/tests/support/documents";
import { ROOT, tsxArgs } from "@/tests/support/processes";
import { SMTP_TIMEOUTS, withSmtpDelivery } from "@/tests/support/smtp-delivery";
import { REJECTED_DOMAIN, startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";

// The delivery worker in this process against a real SQLite file and a real SMTP server: what each
// server process runs, and what the operator's commands run.
const delivery = withSmtpDelivery("lexor-delivery-", { MAIL_FROM: "Lexor <no-reply@lexor.example>" });
let smtp: TestSmtpServer;
let dir: string;
let settings: ServerConfig;
let store: DocumentStore;
let mailer: Mailer;
beforeEach(() => {
  ({ smtp, dir, settings, store, mailer } = delivery);
});

const worker = (options: Partial<DeliveryWorkerOptions> = {}) =>
  createDeliveryWorker({
    store: async () => store,
    mailer: () => mailer,
    maxAttempts: 4,
    retryBaseMs: 1_000,
    ...deliveryTimings(settings),
    ...options,
  });

/** A demo request and its sales email, committed as the rule commits them; answers the message id. */
async function queueNote(subject: string, now = new Date(), to = "sales@lexor.example"): Promise<string> {
  const id = timestampKey(now.getTime());
  const source = { collection: COLLECTIONS.demoRequests, id };
  const result = await commitWithMail(
    store,
    [{ op: "create", ...source, data: { subject } }],
    [{ kind: "demo-request-note", content: { to, subject, text: subject, html: `<p>${subject}</p>` } }],
    { source, now },
  );
  if (!result.committed) throw new Error("commit refused");
  return result.messageIds[0] ?? "";
}

/** An outbox message stored as it is, bypassing every check, as a corrupt or hand-edited one would be. */
async function queueRaw(id: string, message: Record<string, unknown>, dueAt: Date) {
  const mail = {
    message: { id, text: "t", html: "<p>t</p>", ...message },
    kind: "demo-request-note",
    source: { collection: COLLECTIONS.demoRequests, id: `poison-${id}` },
    status: "pending",
    createdAt: dueAt.toISOString(),
    dueAt: dueAt.toISOString(),
    attempts: 0,
    version: 0,
  };
  expect(await store.commit([{ op: "create", collection: COLLECTIONS.mailOutbox, id, data: mail }])).toEqual({ committed: true });
}

const outbox = () => sqliteDocuments<OutboxMail>(settings.sqlitePath, COLLECTIONS.mailOutbox);
const deliveredIds = () => smtp.messages.map((mail) => mail.parsed.messageId);
const deliveries = (id: string) => deliveredIds().filter((messageId) => messageId === `<${id}@lexor.example>`).length;

describe("delivery worker", () => {
  it("sends what is due, earliest first, each message once with its id as Message-ID", async () => {
    const base = Date.now() - 60_000;
    const late = await queueNote("second", new Date(base + 2_000));
    const early = await queueNote("first", new Date(base + 1_000));
    const future = await queueNote("not yet", new Date(Date.now() + 3_600_000));
    const delivery = worker({ batchSize: 1 });
    expect(await delivery.drainOnce()).toEqual({ sent: 2, retrying: 0, dead: 0, cancelled: 0, released: 0 });
    const order = smtp.messages.map((mail) => mail.parsed.subject).filter((subject) => subject === "first" || subject === "second");
    expect(order).toEqual(["first", "second"]);
    expect([deliveries(early), deliveries(late), deliveries(future)]).toEqual([1, 1, 0]);
    expect(await delivery.drainOnce()).toMatchObject({ sent: 0 });
    expect(outbox().find((entry) => entry.id === early)?.data).toMatchObject({ status: "sent", attempts: 1, dueAt: null });
  });

  it("delivers 20 real messages queued behind 100 poisoned ones and dead-letters the 100 with their reasons", async () => {
    const ahead = new Date(Date.now() - 3_600_000);
    const poisoned: string[] = [];
    for (let index = 0; index < 100; index += 1) {
      const id = timestampKey(ahead.getTime() + index);
      poisoned.push(id);
      const poison = [
        { to: "sales@lexor.example", subject: "Demo request: Bot\u0000 at Spam" },
        { to: "a,victim@example.org", subject: "Hello" },
        { to: "sales@lexor.example", subject: "Hello", headers: { "X-Evil": "a\r\nBcc: victim@example.org" } },
        { to: `nobody-${index}@${REJECTED_DOMAIN}`, subject: "Refused by the server" },
      ][index % 4];
      await queueRaw(id, poison ?? {}, new Date(ahead.getTime() + index));
    }
    const real = [];
    for (let index = 0; index < 20; index += 1) real.push(await queueNote(`real ${index}`));

    expect(await worker().drainOnce()).toEqual({ sent: 20, retrying: 0, dead: 100, cancelled: 0, released: 0 });
    for (const id of real) expect(deliveries(id)).toBe(1);
    for (const id of poisoned) expect(deliveries(id)).toBe(0);

    const summary = await store.mailSummary(200);
    expect(summary.counts).toMatchObject({ dead: 100, sent: 20, pending: 0, retrying: 0, sending: 0 });
    const reasons = new Set(summary.deadLetters.map((letter) => letter.reason.replace(/nobody-\d+/, "nobody-N")));
    expect([...reasons].sort()).toEqual([
      "cannot be built: Subject must not contain control characters",
      "cannot be built: To is not one mailbox address",
      "cannot be built: X-Evil must not contain control characters",
      `refused by the mail server: 550 5.1.1 No such mailbox here`,
    ]);
    expect(summary.deadLetters.every((letter) => letter.attempts === 1)).toBe(true);
    const report = formatMailSummary(summary);
    expect(report).toContain("100 dead-lettered, 20 sent");
    for (const reason of reasons) expect(report).toContain(reason.replace("nobody-N", ""));
  });

  it("backs off with jitter while the server is down, then gives up after the capped attempts", async () => {
    let now = new Date();
    const id = await queueNote("never delivered", now);
    const delivery = worker({ clock: () => now, random: () => 0.5 });
    await smtp.stop();
    try {
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await delivery.drainOnce()).toMatchObject({ retrying: 1 });
        const stored = outbox().find((entry) => entry.id === id)?.data;
        expect(stored).toMatchObject({ status: "retrying", attempts: attempt, lastError: expect.stringMatching(/ECONNREFUSED/) });
        waits.push(Date.parse(stored?.dueAt ?? "") - now.getTime());
        expect(await delivery.drainOnce()).toMatchObject({ retrying: 0, sent: 0 });
        now = new Date(Date.parse(stored?.dueAt ?? ""));
      }
      // Base 1 s doubled per attempt, three quarters of it with random() = 0.5.
      expect(waits).toEqual([750, 1_500, 3_000]);
      expect(await delivery.drainOnce()).toMatchObject({ dead: 1 });
      expect(outbox().find((entry) => entry.id === id)?.data).toMatchObject({
        status: "dead",
        attempts: 4,
        deadReason: expect.stringMatching(/^gave up after 4 attempts: .*ECONNREFUSED/),
      });
    } finally {
      await smtp.start();
    }
    expect(deliveries(id)).toBe(0);
    expect(await store.requeueMail(id, now)).toBe(true);
    expect(await worker({ clock: () => now }).drainOnce()).toMatchObject({ sent: 1 });
    expect(deliveries(id)).toBe(1);
  });

  it("sends the same message again, with the same Message-ID, when the worker that claimed it died", async () => {
    const now = new Date();
    const id = await queueNote("claimed by a worker that died", now);
    const [orphan] = await store.claimMail({ owner: "crashed-worker", now, leaseMs: 30_000, limit: 10 });
    expect(orphan?.id).toBe(id);
    expect(await worker({ clock: () => new Date(now.getTime() + 29_000) }).drainOnce()).toMatchObject({ sent: 0 });
    expect(await worker({ clock: () => new Date(now.getTime() + 31_000) }).drainOnce()).toMatchObject({ sent: 1 });
    expect(deliveries(id)).toBe(1);
    expect(outbox().find((entry) => entry.id === id)?.data).toMatchObject({ status: "sent", attempts: 2 });
    // The dead worker's late word changes nothing.
    expect(await store.settleMail(orphan as NonNullable<typeof orphan>, { status: "retrying", dueAt: now, error: "late" })).toBe(false);
  });

  it("never sends a message twice when workers on separate connections drain at once", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 60; index += 1) ids.push(await queueNote(`race ${index}`));
    const other = createSqliteDocumentStore(settings.sqlitePath);
    try {
      const reports = await Promise.all([
        worker({ batchSize: 5 }).drainOnce(),
        worker({ batchSize: 5, store: async () => other }).drainOnce(),
        worker({ batchSize: 5 }).drainOnce(),
      ]);
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(60);
      expect(ids.map(deliveries)).toEqual(ids.map(() => 1));
    } finally {
      await other.close();
    }
  });

  it("on stop, finishes deliveries under way within the grace period, or releases them unsent", async () => {
    const slow = await startSmtpServer(0, { answerDelayMs: 1_500 });
    const slowMailer = createSmtpMailer({ ...settings, SMTP_URL: slow.url });
    try {
      const finished = [await queueNote("finish me"), await queueNote("finish me too")];
      const patient = worker({ mailer: () => slowMailer });
      patient.start(10);
      await vi.waitFor(() => expect(slow.messages.length).toBeGreaterThan(0), { timeout: 10_000 });
      await patient.stop(30_000);
      expect(
        outbox()
          .filter((entry) => finished.includes(entry.id))
          .map((entry) => entry.data.status),
      ).toEqual(["sent", "sent"]);

      const released = [await queueNote("release me"), await queueNote("release me too")];
      const hasty = worker({ mailer: () => slowMailer });
      hasty.start(10);
      await vi.waitFor(() => expect(outbox().filter((entry) => released.includes(entry.id) && entry.data.status === "sending")).toHaveLength(2), {
        timeout: 10_000,
      });
      await hasty.stop(0);
      for (const entry of outbox().filter((item) => released.includes(item.id))) {
        expect(entry.data).toMatchObject({ status: "pending", attempts: 0, leaseOwner: null });
      }
    } finally {
      await slowMailer.close();
      await slow.stop();
    }
  });
});

describe("bounded drains and outages", () => {
  it("claims at most the given number of messages per drain and says when more may be due", async () => {
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push(await queueNote(`bounded ${index}`));
    const delivery = worker({ batchSize: 2 });
    expect(await delivery.drainOnce({ maxMessages: 3, budgetMs: 60_000 })).toEqual({ sent: 3, retrying: 0, dead: 0, cancelled: 0, released: 0, more: true });
    expect(await delivery.drainOnce({ maxMessages: 3, budgetMs: 0 }), "a spent budget claims nothing").toEqual({
      sent: 0,
      retrying: 0,
      dead: 0,
      cancelled: 0,
      released: 0,
      more: true,
    });
    expect(await delivery.drainOnce({ maxMessages: 3, budgetMs: 60_000 })).toEqual({ sent: 2, retrying: 0, dead: 0, cancelled: 0, released: 0 });
    expect(ids.map(deliveries)).toEqual([1, 1, 1, 1, 1]);
  });

  it("never sends an email without the link it needs: it retries, then dead-letters with the reason", async () => {
    const files = createLocalFileStore({ ...settings, FILE_SIGNING_SECRET: "delivery-test-signing-secret-0123456789" });
    const now = new Date();
    const queueWithLink = async (subject: string, fileKey: string) => {
      const id = timestampKey(now.getTime());
      const source = { collection: COLLECTIONS.demoRequests, id };
      const content = {
        to: "careers@lexor.example",
        subject,
        text: `Résumé: ${linkPlaceholder("resume")}`,
        html: `<a href="${linkPlaceholder("resume")}">Résumé</a>`,
        signedLinks: [{ name: "resume", fileKey, expiresAt: new Date(now.getTime() + 3_600_000).toISOString() }],
      };
      const result = await commitWithMail(store, [{ op: "create", ...source, data: { subject } }], [{ kind: "demo-request-note", content }], {
        source,
        now,
      });
      if (!result.committed) throw new Error("commit refused");
      return result.messageIds[0] ?? "";
    };
    const good = await queueWithLink("with its link", "resumes/1795238900309-1006e181.pdf");
    const unsignable = await queueWithLink("without its link", "../outside/the/store.pdf");
    let clock = now;
    const delivery = worker({ maxAttempts: 2, signLink: (key, seconds) => files.signedDownloadUrl(key, seconds), clock: () => clock });

    expect(await delivery.drainOnce()).toEqual({ sent: 1, retrying: 1, dead: 0, cancelled: 0, released: 0 });
    const sent = smtp.messages.find((mail) => mail.parsed.messageId === `<${good}@lexor.example>`);
    expect(sent?.parsed.text).toMatch(/Résumé: http:\/\/127\.0\.0\.1:3000\/api\/files\/resumes\/1795238900309-1006e181\.pdf\?expires=\d+&signature=/);
    expect(sent?.parsed.text).not.toContain("[[signed-link");

    clock = new Date(now.getTime() + 3_600_000 - 1_000);
    expect(await delivery.drainOnce()).toEqual({ sent: 0, retrying: 0, dead: 1, cancelled: 0, released: 0 });
    expect(deliveries(unsignable)).toBe(0);
    const [letter] = (await store.mailSummary(10)).deadLetters;
    expect(letter).toMatchObject({ id: unsignable, attempts: 2 });
    expect(letter?.reason).toMatch(/^gave up after 2 attempts: the resume link could not be signed: /);
  });

  it("logs an unreadable outbox once when it fails and once when it recovers, not on every tick", async () => {
    const lines: Record<string, unknown>[] = [];
    const keep = (chunk: unknown) => {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      return true;
    };
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(keep);
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(keep);
    const broken = createSqliteDocumentStore(settings.sqlitePath);
    await broken.close();
    let current: DocumentStore = broken;
    let reads = 0;
    const delivery = worker({
      store: async () => {
        reads += 1;
        return current;
      },
    });
    try {
      delivery.start(10);
      await vi.waitFor(() => expect(reads).toBeGreaterThan(10), { timeout: 10_000 });
      const failures = lines.filter((line) => line.severity === "ERROR");
      expect(failures).toEqual([expect.objectContaining({ message: expect.stringMatching(/^mail delivery stopped by an error/) })]);
      const id = await queueNote("after the outage");
      current = store;
      await vi.waitFor(() => expect(deliveries(id)).toBe(1), { timeout: 10_000 });
      // The mail leaves during the drain; the recovery is logged once the drain has finished.
      await vi.waitFor(() => expect(lines.filter((line) => /recovered/.test(String(line.message)))).toHaveLength(1), { timeout: 10_000 });
      expect(lines.filter((line) => line.severity === "ERROR")).toHaveLength(1);
    } finally {
      await delivery.stop(1_000);
      stdout.mockRestore();
      stderr.mockRestore();
    }
  });
});

describe("operator commands", () => {
  // Asynchronous: the SMTP server the command talks to runs in this process and must keep answering.
  const run = (script: string, args: string[] = []) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        tsxArgs(script, ...args),
        {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dir, SMTP_URL: smtp.url, MAIL_FROM: "Lexor <no-reply@lexor.example>", ...SMTP_TIMEOUTS },
          encoding: "utf8",
        },
        (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
      );
    });

  it("drain sends what is due, status shows the dead letters with reasons, requeue puts one back in line", async () => {
    const real = await queueNote("drained by the command");
    const poison = timestampKey();
    await queueRaw(poison, { to: "b<victim@example.org>", subject: "Poison" }, new Date(Date.now() - 1_000));

    const drain = await run("scripts/mail-drain.ts");
    expect(drain.stdout).toContain("Mail drain: 1 sent, 0 failed and waiting to retry, 1 dead-lettered.");
    expect(drain.status).toBe(1);
    expect(deliveries(real)).toBe(1);
    expect(await lastDrain(store), "the staff mail console shows the last scheduled drain").toMatchObject({ by: "mail:drain", sent: 1, dead: 1 });

    const status = await run("scripts/mail-status.ts");
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toContain(
      "Outbox: 0 pending, 0 sending, 0 failed and waiting to retry, 1 dead-lettered, 1 sent, 0 cancelled (the recipient left before delivery).",
    );
    expect(status.stdout).toContain(poison);
    expect(status.stdout).toContain("cannot be built: To is not one mailbox address");

    const requeue = await run("scripts/mail-requeue.ts", [poison, real]);
    expect(requeue.stdout).toContain(`Mail requeue: 1 requeued. Not dead letters: ${real}.`);
    expect(outbox().find((entry) => entry.id === poison)?.data).toMatchObject({ status: "pending", attempts: 0 });
    expect((await run("scripts/mail-drain.ts")).stdout).toContain("Mail drain: 0 sent, 0 failed and waiting to retry, 1 dead-lettered.");
    expect(deliveries(real)).toBe(1);
  }, 240_000);
});
