import { timestampKey } from "@/lib/ports/documents/keys";
import type { OutboxMail } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { commitWithMail } from "@/lib/services/mail-delivery/outbox";
import { waitFor } from "@/tests/reliability/context";
import { assert, assertEqual, type Check } from "@/tests/reliability/harness";
import { sqliteDocuments } from "@/tests/support/documents";
import type { ClusterContext } from "../context";

const GROUP = "4. One outbox, three workers";
const MESSAGES = 200;

export function outboxChecks(context: ClusterContext): Check[] {
  return [
    {
      group: GROUP,
      name: `${MESSAGES} messages queued at once in the shared database, a delivery worker on each of the three servers: each delivered exactly once`,
      async run() {
        const source = { collection: COLLECTIONS.demoRequests, id: timestampKey() };
        const mails = Array.from({ length: MESSAGES }, (_, index) => ({
          kind: "demo-request-note" as const,
          content: { to: "sales@lexor.example", subject: `Cluster ${source.id} #${index}`, text: `#${index}`, html: `<p>#${index}</p>` },
        }));
        const queued = await commitWithMail(context.store(), [{ op: "create", ...source, data: { cluster: true } }], mails, {
          source,
          now: new Date(),
        });
        assert(queued.committed, `the ${MESSAGES} messages were not queued`);
        const ids = new Set(queued.messageIds.map((id) => `<${id}@lexor.example>`));
        const deliveries = () => context.smtp.messages.filter((mail) => ids.has(mail.parsed.messageId ?? ""));
        const ours = () => sqliteDocuments<OutboxMail>(context.cluster.sqlitePath, "mailOutbox").filter((entry) => entry.data.source.id === source.id);

        await waitFor(
          `the ${MESSAGES} messages at the SMTP server`,
          () => new Set(deliveries().map((mail) => mail.parsed.messageId)).size === MESSAGES,
          120_000,
        );
        await waitFor("every message marked sent", () => ours().every((entry) => entry.data.status === "sent"));
        const repeated = deliveries().length - MESSAGES;
        assertEqual(repeated, 0, "messages the SMTP server received more than once");

        const sentBy = new Map<string, number>();
        for (const entry of ours()) {
          const worker = String(entry.data.sentBy).split(":")[2] ?? "?";
          sentBy.set(worker, (sentBy.get(worker) ?? 0) + 1);
        }
        console.info(`      sent by worker pid: ${[...sentBy].map(([pid, count]) => `${pid} ${count}`).join(", ")}`);
      },
    },
  ];
}
