import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { OutboxMail } from "@/lib/ports/documents/port";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { sqliteDocuments } from "@/tests/support/documents";
import { type AppServer, ROOT, startNextServer } from "@/tests/support/processes";
import { startSmtpServer } from "@/tests/support/smtp-server";
import { postJson, staffSignIn } from "../api";
import { SERVER_ENV, type SuiteContext, waitFor } from "../context";
import { assert, assertEqual, type Check, CheckFailure } from "../harness";

const GROUP = "8. Newsletter send under SIGKILL";

/** After the mail group's three extra servers. */
const PORT = Number(process.env.RELIABILITY_CLUSTER_PORT ?? 3211) + 3;
const DATA_DIR = ".data/reliability-newsletter";
const ADMIN = "newsletter-admin@lexor.example";
const ACTIVE = 2_000;
const UNSUBSCRIBED = 5;
/** Generous: the machine runs this beside other work. */
const LONG = 300_000;

interface Issue {
  status: string;
  queued?: number;
}

/** Subscribers written straight into the SQLite store of a server not yet started, 500 a commit. */
export async function seedSubscribers(sqlite: string, active: string[], unsubscribed: string[] = []): Promise<void> {
  const seed = createSqliteDocumentStore(sqlite);
  const at = new Date().toISOString();
  const rows = [
    ...active.map((email) => ({ email, status: "active" })),
    ...unsubscribed.map((email) => ({ email, status: "unsubscribed", unsubscribedAt: at })),
  ];
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows
      .slice(start, start + 500)
      .map(({ email, ...data }) => ({ op: "create" as const, collection: "newsletters" as const, id: email, data: { email, subscribedAt: at, ...data } }));
    assert((await seed.commit(batch)).committed, "the subscribers were not stored");
  }
  await seed.close();
}

export function newsletterChecks(_context: SuiteContext): Check[] {
  return [
    {
      group: GROUP,
      name: `an issue sent from the staff route to ${ACTIVE} subscribers, SIGKILLed while queueing, while the start-up resumes the queueing, and while delivering: each active subscriber gets one message (one Message-ID), no unsubscribed one any`,
      async run() {
        fs.rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
        fs.mkdirSync(path.join(ROOT, DATA_DIR), { recursive: true });
        const sqlite = path.join(ROOT, DATA_DIR, "lexor.sqlite");
        const run = randomUUID().slice(0, 8);
        const active = Array.from({ length: ACTIVE }, (_, index) => `nl-${run}-${String(index).padStart(4, "0")}@example.com`);
        const gone = Array.from({ length: UNSUBSCRIBED }, (_, index) => `nl-${run}-gone-${index}@example.com`);
        await seedSubscribers(sqlite, active, gone);

        const sink = await startSmtpServer(0);
        // One subscriber a batch stretches the queueing over seconds, so each kill lands inside it.
        const env = { ...SERVER_ENV, DATA_DIR, SMTP_URL: sink.url, STAFF_EMAILS: ADMIN, NEWSLETTER_QUEUE_BATCH: "1", NEWSLETTER_SEND_PER_MINUTE: "3000" };
        let server: AppServer | undefined = await startNextServer(PORT, env);
        const origin = server.origin;
        const issueOf = (id: string) => sqliteDocuments<Issue>(sqlite, "newsletterIssues").find((doc) => doc.id === id)?.data;
        const copies = (id: string) =>
          sqliteDocuments<OutboxMail>(sqlite, "mailOutbox").filter((doc) => doc.data.kind === "newsletter-issue" && doc.data.source.id === id);
        const restart = async () => {
          server = await startNextServer(PORT, env);
        };
        try {
          const cookie = await staffSignIn(
            origin,
            ADMIN,
            async () => (await sink.waitFor((mail) => mail.envelope.to.includes(ADMIN), 120_000)).parsed.text ?? "",
          );
          const subject = `Reliability issue ${run}`;
          const created = await postJson(origin, "/api/staff/newsletter", { subject, body: "# Hello\n\nOne copy each." }, cookie);
          assertEqual(created.status, 201, "issue creation status");
          const id = created.json<{ id: string }>()?.id ?? "";
          assertEqual((await postJson(origin, `/api/staff/newsletter/${id}/send`, { confirm: "yes" }, cookie)).status, 202, "send status");

          const killWhileQueueing = async (more: number, what: string) => {
            await waitFor(`${what}: more than ${more} copies queued`, () => (issueOf(id)?.queued ?? 0) > more, LONG);
            await server?.kill();
            const issue = issueOf(id);
            if (issue?.status !== "queueing") throw new CheckFailure(`${what}: the kill fell after the queueing ended (${issue?.queued} queued)`);
            return issue.queued ?? 0;
          };
          const first = await killWhileQueueing(50, "first kill, during the route's queueing");
          assertEqual(copies(id).length, first, "copies in the outbox after the first kill (the cursor's count)");
          await restart();
          const second = await killWhileQueueing(first + 50, "second kill, during the queueing resumed at start-up");
          assertEqual(copies(id).length, second, "copies in the outbox after the second kill");
          await restart();
          await waitFor("the queueing finished by the second start-up", () => issueOf(id)?.status === "queued", LONG);
          const arrived = () => sink.messages.filter((mail) => mail.parsed.subject === subject).length;
          const before = arrived();
          await waitFor("deliveries under way after the second start-up", () => arrived() >= before + 100, LONG);
          await server?.kill();
          const inFlight = copies(id).filter((doc) => doc.data.status === "sending").length;
          const left = copies(id).filter((doc) => doc.data.status !== "sent").length;
          assert(left > 0, "every copy was sent before the third kill: it did not land during delivery");
          await restart();
          await waitFor(
            "every copy settled",
            () => copies(id).every((doc) => doc.data.status === "sent" || doc.data.status === "cancelled" || doc.data.status === "dead"),
            600_000,
          );

          assertEqual(copies(id).length, ACTIVE, "copies queued");
          assertEqual(copies(id).filter((doc) => doc.data.status === "sent").length, ACTIVE, "copies sent");
          const byAddress = new Map<string, Set<string>>();
          let received = 0;
          for (const mail of sink.messages.filter((item) => item.parsed.subject === subject)) {
            received += 1;
            for (const to of mail.envelope.to) byAddress.set(to, (byAddress.get(to) ?? new Set()).add(mail.parsed.messageId ?? ""));
          }
          const wrong = active.filter((email) => byAddress.get(email)?.size !== 1);
          assertEqual(wrong.length, 0, `active subscribers without exactly one message (${wrong.slice(0, 5).join(", ")})`);
          const leaked = gone.filter((email) => byAddress.has(email));
          assertEqual(leaked.length, 0, `unsubscribed addresses that got the issue (${leaked.join(", ")})`);
          const resent = received - ACTIVE;
          // SMTP has no transaction with the outbox: a copy accepted just before the kill and not yet marked sent goes again, identical.
          assert(resent <= inFlight, `${resent} copies arrived twice, more than the ${inFlight} under way at the third kill`);
          console.info(
            `      kills at ${first} and ${second} queued and during delivery (${left} unsent, ${inFlight} under way); ${ACTIVE} addresses with one Message-ID each, ${resent} of them retransmitted after the kill`,
          );
        } finally {
          await server?.stop();
          await sink.stop();
        }
      },
    },
  ];
}
