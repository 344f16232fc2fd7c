import { beforeEach, describe, expect, it } from "vitest";
import type { ServerConfig } from "@/lib/primitives/config";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { Mailer } from "@/lib/ports/mail/port";
import { createDeliveryWorker, deliveryTimings } from "@/lib/services/mail-delivery/worker";
import { createIssue, getIssue } from "@/lib/features/newsletter/issues";
import { continueSend, continueSends, type SendContext, startSend, testSend } from "@/lib/features/newsletter/sending";
import { unsubscribe } from "@/lib/features/newsletter/subscriptions";
import { emailFromUnsubscribeToken } from "@/lib/features/newsletter/unsubscribe-token";
import { withSmtpDelivery } from "@/tests/support/smtp-delivery";
import { REJECTED_DOMAIN, type TestSmtpServer } from "@/tests/support/smtp-server";

// A newsletter send from the issue record to the SMTP server: a real SQLite file, real SMTP on 127.0.0.1.
const delivery = withSmtpDelivery("lexor-newsletter-");
let smtp: TestSmtpServer;
let settings: ServerConfig;
let store: DocumentStore;
let mailer: Mailer;
beforeEach(() => {
  ({ smtp, settings, store, mailer } = delivery);
});

const SECRET = "newsletter-send-test-secret-0123456789";
const PAST = new Date(Date.now() - 3_600_000);

const context = (overrides: Partial<SendContext["settings"]> = {}): SendContext => ({
  store,
  settings: { siteUrl: "https://lexor.example", secret: SECRET, perMinute: 100_000, batch: 7, maxPermanentFailures: 2, ...overrides },
  now: () => PAST,
});

const worker = () => createDeliveryWorker({ store: async () => store, mailer: () => mailer, maxAttempts: 3, retryBaseMs: 1_000, ...deliveryTimings(settings) });

async function subscribers(emails: string[], status = "active") {
  await store.commit(
    emails.map((email) => ({
      op: "create" as const,
      collection: COLLECTIONS.newsletters,
      id: email,
      data: { email, subscribedAt: PAST.toISOString(), status },
    })),
  );
}

const header = (mail: { parsed: { headerLines: { key: string; line: string }[] } }, name: string) =>
  mail.parsed.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim() ?? "";

const recipients = () => smtp.messages.flatMap((mail) => mail.envelope.to);

describe("newsletter send", () => {
  it("queues one keyed copy per active subscriber in batches, each with its own one-click unsubscribe", async () => {
    const active = Array.from({ length: 30 }, (_, index) => `reader${String(index).padStart(2, "0")}@example.org`);
    await subscribers(active);
    await subscribers(["gone@example.org"], "unsubscribed");
    const id = await createIssue(
      { subject: "The Signal, December", body: "# Hello\n\nRead <script>alert(1)</script>**this**." },
      "editor@lexor.example",
      store,
      PAST,
    );
    await startSend(id, "editor@lexor.example", context());
    expect(await continueSend(id, context())).toBe(30);
    expect(await continueSend(id, context()), "a finished send queues nothing more").toBe(0);
    expect(await getIssue(store, id)).toMatchObject({ status: "queued", queued: 30, skipped: 1 });

    await worker().drainOnce();
    expect(recipients().sort()).toEqual(active);
    const ids = new Set(smtp.messages.map((mail) => mail.parsed.messageId));
    expect(ids.size).toBe(30);
    for (const mail of smtp.messages) {
      const oneClick = header(mail, "list-unsubscribe");
      const token = new URL(oneClick.slice(1, -1)).searchParams.get("token");
      expect(emailFromUnsubscribeToken(SECRET, token)).toBe(mail.envelope.to[0]);
      expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.parsed.html).toContain("<strong>this</strong>");
      expect(mail.parsed.html).not.toContain("<script");
      expect(mail.parsed.text).toContain("Unsubscribe: https://lexor.example/unsubscribe?token=");
    }
    expect(await getIssue(store, id)).toMatchObject({ mailSent: 30, mailFailed: 0, mailCancelled: 0 });
  });

  it("resumes a send interrupted between batches without a second copy, and two continuers queue each once", async () => {
    const active = Array.from({ length: 25 }, (_, index) => `r${index}@example.org`);
    await subscribers(active);
    const id = await createIssue({ subject: "Resumed", body: "Body" }, "editor@lexor.example", store, PAST);
    await startSend(id, "editor@lexor.example", context());
    let batches = 0;
    const failing: DocumentStore = {
      ...store,
      commit: async (writes) => (writes.length > 5 && batches++ >= 1 ? Promise.reject(new Error("killed")) : store.commit(writes)),
    };
    await expect(continueSend(id, { ...context(), store: failing })).rejects.toThrow("killed");
    expect((await getIssue(store, id))?.queued).toBe(7);
    await Promise.all([continueSends(context()), continueSends(context())]);
    expect(await getIssue(store, id)).toMatchObject({ status: "queued", queued: 25 });
    await worker().drainOnce();
    expect(recipients().sort()).toEqual([...active].sort());
  });

  it("lets the server answer requests while it queues: the event loop runs between batches", async () => {
    await subscribers(Array.from({ length: 200 }, (_, index) => `busy${String(index).padStart(3, "0")}@example.org`));
    const id = await createIssue({ subject: "Meanwhile", body: "Body" }, "editor@lexor.example", store, PAST);
    await startSend(id, "editor@lexor.example", context({ batch: 10 }));
    const queueing = continueSend(id, context({ batch: 10 }));
    const seen = await new Promise<number>((resolve) => setTimeout(() => void getIssue(store, id).then((issue) => resolve(issue?.queued ?? -1)), 0));
    expect(seen, "copies queued when a timer set at the start could first run").toBeLessThan(200);
    expect(await queueing).toBe(200);
  });

  it("sends nothing to an address that unsubscribes after queueing, and counts it", async () => {
    await subscribers(["stays@example.org", "leaves@example.org"]);
    const id = await createIssue({ subject: "Leaving", body: "Body" }, "editor@lexor.example", store, PAST);
    await startSend(id, "editor@lexor.example", context());
    await continueSend(id, context());
    await unsubscribe("leaves@example.org", store);
    expect(await worker().drainOnce()).toMatchObject({ sent: 1, cancelled: 1 });
    expect(recipients()).toEqual(["stays@example.org"]);
    expect(await getIssue(store, id)).toMatchObject({ queued: 2, mailSent: 1, mailCancelled: 1 });
  });

  it("stops mailing an address after the threshold of permanent refusals", async () => {
    const refused = `nobody@${REJECTED_DOMAIN}`;
    await subscribers([refused, "fine@example.org"]);
    for (const subject of ["One", "Two", "Three"]) {
      const id = await createIssue({ subject, body: "Body" }, "editor@lexor.example", store, PAST);
      await startSend(id, "editor@lexor.example", context());
      await continueSend(id, context());
      await worker().drainOnce();
    }
    expect(await store.get(COLLECTIONS.newsletters, refused)).toMatchObject({ permanentFailures: 2 });
    const third = smtp.messages.filter((mail) => mail.parsed.subject === "Three").length;
    expect(third, "the third issue reached only the good address").toBe(1);
  });

  it("spreads the send over time at the operator's rate", async () => {
    await subscribers(Array.from({ length: 10 }, (_, index) => `paced${index}@example.org`));
    const id = await createIssue({ subject: "Paced", body: "Body" }, "editor@lexor.example", store, PAST);
    const now = () => new Date();
    await startSend(id, "editor@lexor.example", { ...context({ perMinute: 4 }), now });
    await continueSend(id, { ...context({ perMinute: 4 }), now });
    expect(await worker().drainOnce(), "4 a minute: one due now, the rest later").toMatchObject({ sent: 1 });
  });

  it("sends a test copy to the staff member only", async () => {
    await subscribers(["reader@example.org"]);
    const id = await createIssue({ subject: "Draft", body: "Body" }, "editor@lexor.example", store, PAST);
    await testSend(id, "editor@lexor.example", context());
    await worker().drainOnce();
    expect(recipients()).toEqual(["editor@lexor.example"]);
    expect(smtp.messages[0]?.parsed.subject).toBe("[Test] Draft");
    expect((await getIssue(store, id))?.status).toBe("draft");
  });
});
