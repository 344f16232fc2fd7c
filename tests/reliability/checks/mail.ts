import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { timestampKey } from "@/lib/ports/documents/keys";
import type { OutboxMail } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { mailboxKey } from "@/lib/services/mail-delivery/recipient-limit";
import { sqliteDocuments } from "@/tests/support/documents";
import { type AppServer, ROOT, startNextServer } from "@/tests/support/processes";
import { REJECTED_DOMAIN, startSmtpServer } from "@/tests/support/smtp-server";
import { type Answer, apply, applicationFor, pool, send, subscribe, uploadResume } from "../api";
import { SERVER_ENV, type SuiteContext, settings, waitFor } from "../context";
import { assert, assertEqual, type Check, CheckFailure } from "../harness";
import { openDepartment } from "./load";

const GROUP = "4. Mail delivery (transactional outbox)";

/** The extra servers of this group take this port and the two after it. */
const CLUSTER_PORT = Number(process.env.RELIABILITY_CLUSTER_PORT ?? 3211);

const messageIdOf = (id: string) => `<${id}@lexor.example>`;

const JSON_HEADERS = { "content-type": "application/json" };

const demoRequest = (origin: string, email: string, fields: Record<string, string> = {}) =>
  send(origin, {
    method: "POST",
    path: "/api/demo-requests",
    headers: JSON_HEADERS,
    body: JSON.stringify({ name: "Ada Reliability", email, company: "Outbox Ltd", message: "Hello", ...fields }),
  });

/** Every temporary file under `dir`: a `.tmp` name anywhere, or anything left in a scratch folder. */
function temporaryFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string, scratch: boolean) => {
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full, entry.name === ".tmp");
      else if (scratch || entry.name.endsWith(".tmp")) found.push(path.relative(ROOT, full));
    }
  };
  walk(dir, false);
  return found;
}

/** How many times each Message-ID reached the SMTP server. */
function deliveryCounts(messageIds: Array<string | undefined>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of messageIds) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** A server of this group beside the suite's own, on its own data folder. */
function extraServer(offset: number, dataDir: string, env: Record<string, string> = {}): Promise<AppServer> {
  fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  return startNextServer(CLUSTER_PORT + offset, { ...SERVER_ENV, DATA_DIR: dataDir, ...env });
}

type BurstWrite = { kind: "application"; email: string; token: string } | { kind: "subscription"; email: string } | { kind: "demo request"; email: string };

interface Acknowledged {
  write: BurstWrite;
  /** The application's id; subscriptions are keyed by their address, demo requests found by theirs. */
  id?: string;
}

/**
 * Sends `writes` 30 at a time and SIGKILLs the server's group once `killAfter` were acknowledged.
 * Answers what was acknowledged and how many requests the kill cut off.
 */
async function burstUntilKilled(
  origin: string,
  server: AppServer,
  writes: BurstWrite[],
  killAfter: number,
  department: { id: string; roles: string[] } = { id: "", roles: [] },
) {
  const acknowledged: Acknowledged[] = [];
  let cut = 0;
  let killed = false;
  await pool(writes, 30, async (write) => {
    try {
      let answer: Answer;
      if (write.kind === "application") {
        answer = await apply(origin, applicationFor(department, write.email, write.token));
      } else if (write.kind === "subscription") {
        answer = await subscribe(origin, write.email);
      } else {
        answer = await demoRequest(origin, write.email);
      }
      if (answer.status === 201) acknowledged.push({ write, id: answer.json<{ id?: string }>()?.id });
    } catch {
      cut += 1;
    }
    if (!killed && acknowledged.length >= killAfter) {
      killed = true;
      await server.kill();
    }
  });
  if (!killed) throw new CheckFailure("the burst ended before the server was killed");
  if (cut === 0) throw new CheckFailure("no request failed: the kill did not land mid-burst");
  return { acknowledged, cut };
}

/** The stored document each acknowledged write must have left, and the outbox messages it caused. */
function checkStored(store: { applications: Set<string>; newsletters: Set<string>; demoEmails: Map<string, string> }, acknowledged: Acknowledged[]) {
  const lost: string[] = [];
  const sources = new Map<string, number>();
  for (const { write, id } of acknowledged) {
    if (write.kind === "application") {
      if (!id || !store.applications.has(id)) lost.push(`application ${id}`);
      else sources.set(id, 2);
    } else if (write.kind === "subscription") {
      if (!store.newsletters.has(write.email)) lost.push(`subscription ${write.email}`);
      else sources.set(write.email, 1);
    } else {
      const stored = store.demoEmails.get(write.email);
      if (!stored) lost.push(`demo request ${write.email}`);
      else sources.set(stored, 1);
    }
  }
  return { lost, sources };
}

export function mailChecks(context: SuiteContext): Check[] {
  return [
    {
      group: GROUP,
      name: "server SIGKILLed mid-burst of applications, subscriptions and demo requests: every acknowledged write stored, each email delivered exactly once by Message-ID, no temporary file left",
      async run() {
        await context.requireRoute("POST", "/api/applications", "{}");
        const server = context.server;
        assert(server, "no server running");
        const department = await openDepartment(context);
        const run = randomUUID().slice(0, 8);
        // Résumés first: the burst is of the writes whose emails are at stake.
        const tokens = await pool(
          Array.from({ length: 90 }, (_, index) => index),
          10,
          async () => {
            const { token, answer } = await uploadResume(context.origin, department.id);
            assert(token, `résumé upload answered HTTP ${answer.status}`);
            return token;
          },
        );
        const writes: BurstWrite[] = [
          ...tokens.map((token, index): BurstWrite => ({ kind: "application", email: `burst-${run}-apply-${index}@example.com`, token })),
          ...Array.from({ length: 150 }, (_, index): BurstWrite => ({ kind: "subscription", email: `burst.${run}.news.${index}@example.com` })),
          ...Array.from({ length: 90 }, (_, index): BurstWrite => ({ kind: "demo request", email: `burst-${run}-demo-${index}@example.com` })),
        ].sort(() => Math.random() - 0.5);

        const { acknowledged, cut } = await burstUntilKilled(context.origin, server, writes, 150, department);
        await context.startServer();

        const demoEmails = new Map(context.documents<{ email: string }>("demoRequests").map((doc) => [doc.data.email, doc.id] as const));
        const { lost, sources } = checkStored(
          {
            applications: new Set(context.documents("applications").map((doc) => doc.id)),
            newsletters: new Set(context.documents("newsletters").map((doc) => doc.id)),
            demoEmails,
          },
          acknowledged,
        );
        assertEqual(lost.length, 0, `acknowledged writes missing after the restart (of ${acknowledged.length}): ${lost.slice(0, 5).join(", ")}`);
        const expected = context.outbox().filter((entry) => sources.has(entry.data.source.id));
        for (const [source, count] of sources) {
          const queued = expected.filter((entry) => entry.data.source.id === source).length;
          if (queued !== count) throw new CheckFailure(`${source} has ${queued} outbox messages, expected ${count}`);
        }
        const expectedIds = expected.map((entry) => messageIdOf(entry.id));
        await waitFor(
          `the ${expectedIds.length} emails of the acknowledged writes at the SMTP server`,
          async () => {
            const counts = deliveryCounts((await context.envelopes()).map((mail) => mail.messageId));
            return expectedIds.every((id) => counts.has(id));
          },
          180_000,
        );
        // A message the SMTP server accepted just before the kill is still leased to the dead process until its lease ends, then sent again.
        await waitFor(
          "every email of the acknowledged writes marked sent in the outbox",
          async () =>
            context
              .outbox()
              .filter((entry) => sources.has(entry.data.source.id))
              .every((entry) => entry.data.status === "sent"),
          180_000,
        );
        const counts = deliveryCounts((await context.envelopes()).map((mail) => mail.messageId));
        const resent = expectedIds.filter((id) => (counts.get(id) ?? 0) > 1).length;
        console.info(
          `      ${acknowledged.length} writes acknowledged before the kill, ${cut} requests cut; ${expectedIds.length} emails, each delivered under its one Message-ID (${resent} of them a second time, identical, because the kill fell between the SMTP server's acceptance and its record)`,
        );
        assertEqual(temporaryFiles(settings.dataDir).join(", "), "", "temporary files left in the data folder");
      },
    },
    {
      group: GROUP,
      name: "outbox folder (no SMTP): SIGKILLed mid-burst, each email ends up as exactly one {id}.eml and no .eml.tmp is left",
      async run() {
        const dataDir = ".data/reliability-outbox-folder";
        const env = { SMTP_URL: "" };
        let server = await extraServer(0, dataDir, env);
        try {
          const run = randomUUID().slice(0, 8);
          const writes: BurstWrite[] = [
            ...Array.from({ length: 200 }, (_, index): BurstWrite => ({ kind: "subscription", email: `folder.${run}.${index}@example.com` })),
            ...Array.from({ length: 100 }, (_, index): BurstWrite => ({ kind: "demo request", email: `folder-${run}-demo-${index}@example.com` })),
          ].sort(() => Math.random() - 0.5);
          const { acknowledged } = await burstUntilKilled(server.origin, server, writes, 100);
          server = await startNextServer(CLUSTER_PORT, { ...SERVER_ENV, DATA_DIR: dataDir, ...env });
          const sqlite = path.join(ROOT, dataDir, "lexor.sqlite");
          const demoEmails = new Map(sqliteDocuments<{ email: string }>(sqlite, "demoRequests").map((doc) => [doc.data.email, doc.id] as const));
          const { lost, sources } = checkStored(
            {
              applications: new Set(),
              newsletters: new Set(sqliteDocuments(sqlite, "newsletters").map((doc) => doc.id)),
              demoEmails,
            },
            acknowledged,
          );
          assertEqual(lost.length, 0, `acknowledged writes missing after the restart: ${lost.slice(0, 5).join(", ")}`);
          const outbox = () => sqliteDocuments<OutboxMail>(sqlite, "mailOutbox");
          await waitFor("every outbox message written", () => outbox().every((entry) => entry.data.status === "sent"), 120_000);
          const folder = path.join(ROOT, dataDir, "outbox");
          const files = fs.readdirSync(folder);
          const emls = files.filter((name) => name.endsWith(".eml"));
          const expected = outbox().filter((entry) => sources.has(entry.data.source.id));
          assertEqual(expected.length, acknowledged.length, "emails queued for the acknowledged writes");
          for (const entry of expected) assert(emls.includes(`${entry.id}.eml`), `${entry.id}.eml is missing`);
          assertEqual(emls.length, outbox().length, ".eml files (one per outbox message)");
          assertEqual(temporaryFiles(path.join(ROOT, dataDir)).join(", "), "", "temporary files left in the data folder");
        } finally {
          await server.stop();
        }
      },
    },
    {
      group: GROUP,
      name: "100 poisoned messages queued ahead of 20 real ones: the 20 delivered, the 100 dead-lettered with reasons, shown by `npm run mail:status`, one requeued by `npm run mail:requeue`",
      async run() {
        await context.requireRoute("POST", "/api/demo-requests", "{}");
        const run = randomUUID().slice(0, 8);
        const ahead = Date.now() - 3_600_000;
        const poisons = [
          { to: "sales@lexor.example", subject: "Demo request: Bot\u0000 at Spam" },
          { to: "a,victim@example.org", subject: "Hello" },
          { to: "sales@lexor.example", subject: "Hello", headers: { "X-Evil": "a\r\nBcc: victim@example.org" } },
          { to: `nobody-${run}@${REJECTED_DOMAIN}`, subject: "Refused by the server" },
        ];
        const poisoned = Array.from({ length: 100 }, (_, index) => timestampKey(ahead + index));
        const committed = await context.store().commit(
          poisoned.map((id, index) => ({
            op: "create" as const,
            collection: COLLECTIONS.mailOutbox,
            id,
            data: {
              message: { id, text: "t", html: "<p>t</p>", ...poisons[index % 4] },
              kind: "demo-request-note",
              source: { collection: COLLECTIONS.demoRequests, id: `poison-${run}-${index}` },
              status: "pending",
              createdAt: new Date(ahead + index).toISOString(),
              dueAt: new Date(ahead + index).toISOString(),
              attempts: 0,
              version: 0,
            },
          })),
        );
        assert(committed.committed, "the poisoned messages were not stored");
        const emails = Array.from({ length: 20 }, (_, index) => `poison-${run}-real-${index}@example.com`);
        for (const email of emails) assertEqual((await demoRequest(context.origin, email)).status, 201, "demo request status");
        const demoIds = new Set(
          context
            .documents<{ email: string }>("demoRequests")
            .filter((doc) => emails.includes(doc.data.email))
            .map((doc) => doc.id),
        );
        const real = context
          .outbox()
          .filter((entry) => demoIds.has(entry.data.source.id))
          .map((entry) => messageIdOf(entry.id));
        assertEqual(real.length, 20, "sales emails queued for the 20 demo requests");
        await waitFor(
          "the 20 real emails at the SMTP server",
          async () => {
            const counts = deliveryCounts((await context.envelopes()).map((mail) => mail.messageId));
            return real.every((id) => counts.get(id) === 1);
          },
          60_000,
        );
        const poison = () => context.outbox().filter((entry) => poisoned.includes(entry.id));
        await waitFor("the 100 poisoned messages dead-lettered", () => poison().every((entry) => entry.data.status === "dead"), 60_000);
        assert(
          poison().every((entry) => entry.data.attempts === 1 && Boolean(entry.data.deadReason)),
          "a poisoned message was tried more than once or has no reason",
        );
        const arrived = new Set((await context.envelopes()).map((mail) => mail.messageId));
        assert(!poisoned.some((id) => arrived.has(messageIdOf(id))), "a poisoned message reached the SMTP server");

        const status = await context.mailCommand("mail-status");
        assertEqual(status.code, 0, `npm run mail:status exit code (${status.output.slice(0, 300)})`);
        const dead = Number(/(\d+) dead-lettered/.exec(status.output)?.[1]);
        assert(dead >= 100, `mail:status reports ${dead} dead letters: ${status.output.slice(0, 300)}`);
        for (const reason of [
          "cannot be built: Subject must not contain control characters",
          "cannot be built: To is not one mailbox address",
          "cannot be built: X-Evil must not contain control characters",
          "refused by the mail server: 550",
        ]) {
          assert(status.output.includes(reason), `mail:status does not show "${reason}"`);
        }
        const [first] = poisoned;
        const requeue = await context.mailCommand("mail-requeue", [first ?? ""]);
        assert(requeue.output.includes("Mail requeue: 1 requeued."), `mail:requeue said: ${requeue.output.slice(0, 300)}`);
        await waitFor(
          "the requeued message tried again and dead-lettered again",
          () => {
            const entry = context.outbox().find((item) => item.id === first)?.data;
            return entry?.status === "dead" && Boolean(entry.requeuedAt);
          },
          30_000,
        );
      },
    },
    {
      group: GROUP,
      name: "control characters in every field that reaches a header answer 400 naming that field, and nothing is stored or queued",
      async run() {
        await context.requireRoute("POST", "/api/applications", "{}");
        const department = await openDepartment(context);
        const upload = await uploadResume(context.origin, department.id);
        assert(upload.token, `résumé upload answered HTTP ${upload.answer.status}`);
        await context.waitForMailIdle();
        const before = context.snapshot();
        const wrong: string[] = [];
        const characters = ["\u0000", "\r\n", "\u007f", "\u0085", "\u2028", "\u2029", "\u202e", "\u2066"];
        for (const character of characters) {
          const cases: Array<[string, () => Promise<Answer>]> = [
            ["newsletter email", () => subscribe(context.origin, `x-${randomUUID().slice(0, 6)}@example.com${character}`)],
            ["demo name", () => demoRequest(context.origin, "ada@example.com", { name: `Ada${character}` })],
            ["demo company", () => demoRequest(context.origin, "ada@example.com", { company: `Acme${character}` })],
            ["demo email", () => demoRequest(context.origin, `ada${character}@example.com`)],
            ["application name", () => apply(context.origin, applicationFor(department, "ada@example.com", upload.token ?? "", { name: `Ada${character}` }))],
            [
              "application role",
              () => apply(context.origin, applicationFor(department, "ada@example.com", upload.token ?? "", { role: `${department.roles[0]}${character}` })),
            ],
            ["application email", () => apply(context.origin, applicationFor(department, `ada@example.com${character}`, upload.token ?? ""))],
          ];
          for (const [label, request] of cases) {
            const answer = await request();
            const field = label.split(" ")[1] ?? "";
            const fields = Object.keys(answer.json<{ details?: { fields?: object } }>()?.details?.fields ?? {});
            if (answer.status !== 400 || fields.join() !== field) {
              wrong.push(`${label} with U+${(character.codePointAt(0) ?? 0).toString(16)}: HTTP ${answer.status} fields [${fields.join()}]`);
            }
          }
        }
        assertEqual(wrong.length, 0, `answers that were not a 400 naming the field:\n${wrong.join("\n")}`);
        assert(context.snapshot() === before, "a refused request stored something or queued mail");
      },
    },
    {
      group: GROUP,
      name: "50 subscriptions aimed at one mailbox through any mix of addresses: the invalid ones 400, and the mailbox gets at most one email",
      async run() {
        await context.requireRoute("POST", "/api/newsletter", "{}");
        const local = `victim-${randomUUID().slice(0, 8)}`;
        const victim = `${local}@example.org`;
        const refused = [
          `a,${victim}`,
          `b<${victim}>`,
          `Victim <${victim}>`,
          `${victim};x@example.com`,
          `${victim},`,
          `"${local}"@example.org`,
          `${victim} (hi)`,
          `group:${victim};`,
          `x%example.org@${victim.split("@")[1]}`,
          `<${victim}>`,
        ];
        const accepted = [
          victim,
          victim.toUpperCase(),
          `  ${victim} `,
          ...Array.from({ length: 12 }, (_, index) => `${local}+${index}@example.org`),
          ...Array.from({ length: 8 }, (_, index) => `${local.toUpperCase()}+Tag${index}@EXAMPLE.org`),
        ];
        // Interleaved, 25 of each kind: valid variants race refused ones.
        const variants = Array.from({ length: 50 }, (_, index) => {
          const list = index % 2 === 0 ? accepted : refused;
          return list[Math.floor(index / 2) % list.length] ?? victim;
        });
        const answers = await pool(variants, 10, async (email) => ({ email, status: (await subscribe(context.origin, email)).status }));
        const wrong = answers.filter(({ email, status }) => (refused.includes(email) ? status !== 400 : status !== 201 && status !== 409));
        assertEqual(wrong.length, 0, `unexpected answers: ${wrong.map(({ email, status }) => `${JSON.stringify(email)} → ${status}`).join(", ")}`);
        const stored = context.documents("newsletters").filter((doc) => doc.id.includes(local));
        assert(
          stored.every((doc) => mailboxKey(doc.id) === mailboxKey(victim)),
          "a subscription was stored under another mailbox",
        );
        const welcomes = context
          .outbox()
          .filter((entry) => entry.data.kind === "newsletter-welcome" && mailboxKey(entry.data.message.to) === mailboxKey(victim));
        assertEqual(welcomes.length, 1, "welcome emails queued for the mailbox");
        await context.waitForMailIdle();
        const reached = (await context.envelopes()).filter((mail) => mail.to.some((to) => mailboxKey(to) === mailboxKey(victim)));
        console.info(
          `      ${stored.length} subscriptions stored for the mailbox, ${answers.filter((a) => a.status === 400).length} refused, ${reached.length} email delivered to it`,
        );
        assertEqual(reached.length, 1, "emails delivered to the mailbox");
      },
    },
    {
      group: GROUP,
      name: "SIGTERM while deliveries are under way: the worker finishes them before the process exits, and nothing is sent twice after a restart",
      async run() {
        const slow = await startSmtpServer(0, { answerDelayMs: 1_500 });
        const dataDir = ".data/reliability-sigterm";
        const env = { SMTP_URL: slow.url };
        let server: AppServer | undefined;
        try {
          server = await extraServer(0, dataDir, env);
          const sqlite = path.join(ROOT, dataDir, "lexor.sqlite");
          const outbox = () => sqliteDocuments<OutboxMail>(sqlite, "mailOutbox");
          for (let index = 0; index < 10; index += 1) {
            assertEqual((await demoRequest(server.origin, `sigterm-${index}@example.com`)).status, 201, "demo request status");
          }
          await waitFor("deliveries under way", () => outbox().some((entry) => entry.data.status === "sending"));
          const inFlight = outbox()
            .filter((entry) => entry.data.status === "sending")
            .map((entry) => entry.id);
          await server.stop(30_000);
          assert(/mail delivery worker stopped/.test(server.output()), "the worker did not report stopping");
          const after = outbox();
          assert(!after.some((entry) => entry.data.status === "sending"), "a claim outlived the stopped server");
          for (const id of inFlight) {
            assertEqual(after.find((entry) => entry.id === id)?.data.status, "sent", `status of ${id}, under way at SIGTERM`);
          }
          server = await startNextServer(CLUSTER_PORT, { ...SERVER_ENV, DATA_DIR: dataDir, ...env });
          await waitFor("all ten delivered", () => outbox().every((entry) => entry.data.status === "sent"), 60_000);
          const counts = deliveryCounts(slow.messages.map((mail) => mail.parsed.messageId));
          const ids = outbox().map((entry) => messageIdOf(entry.id));
          assertEqual(ids.filter((id) => counts.get(id) !== 1).length, 0, "messages not delivered exactly once");
        } finally {
          await server?.stop();
          await slow.stop();
        }
      },
    },
  ];
}
