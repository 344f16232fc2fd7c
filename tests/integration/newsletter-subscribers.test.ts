import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DocumentStore } from "@/lib/ports/documents/port";
import type { SendContext } from "@/lib/features/newsletter/sending";
import { sqliteDocuments } from "@/tests/support/documents";

// The subscribers page's routes against a real SQLite file and the outbox folder, through the
// route handlers: search, unsubscribe on someone's behalf during a send, erasure, the export of
// 10,000, and a half-queued send finished by the start-up step.
const SITE = "http://127.0.0.1:4296";
const ADMIN = "ada@lexor.example";
const EDITOR = "editor@lexor.example";
const DRAIN_SECRET = "subscribers-test-drain-secret-0123456789";
const SECRET = "subscribers-test-secret-0123456789abcdef";
const PAST = new Date(Date.now() - 3_600_000);
const HOSTILE = '=HYPERLINK("x")@example.com';
const EXPORTED = 10_000;

let dataDir: string;
let store: DocumentStore;
let editor: string;
let m: Awaited<ReturnType<typeof load>>;

async function load() {
  return {
    filter: await import("@/app/api/staff/newsletter/subscribers/filter/route"),
    unsubscribe: await import("@/app/api/staff/newsletter/subscribers/unsubscribe/route"),
    erase: await import("@/app/api/staff/newsletter/subscribers/erase/route"),
    export: await import("@/app/api/staff/newsletter/subscribers/export/route"),
    drain: await import("@/app/api/mail/drain/route"),
    subscribers: await import("@/lib/features/newsletter/subscribers"),
    context: await import("@/lib/features/newsletter/subscriber-context"),
    issues: await import("@/lib/features/newsletter/issues"),
    sending: await import("@/lib/features/newsletter/sending"),
    subscriptions: await import("@/lib/features/newsletter/subscriptions"),
    startup: await import("@/lib/runtime/startup"),
    worker: await import("@/lib/services/mail-delivery/worker"),
    documents: await import("@/lib/ports/documents"),
    mail: await import("@/lib/ports/mail"),
    identity: await import("@/lib/ports/identity"),
    config: await import("@/lib/primitives/config"),
  };
}

const post = (route: { POST: (request: Request) => Promise<Response> }, url: string, form: Record<string, string>, token = editor) =>
  route.POST(
    new Request(`${SITE}${url}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: SITE, cookie: `lexor_staff=${token}` },
      body: new URLSearchParams(form).toString(),
    }),
  );

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const sendContext = (batch = 7): SendContext => ({
  store,
  settings: { siteUrl: SITE, secret: SECRET, perMinute: 100_000, batch, maxPermanentFailures: 3 },
  now: () => PAST,
});

async function subscribers(emails: string[], status = "active") {
  for (let start = 0; start < emails.length; start += 500) {
    await store.commit(
      emails
        .slice(start, start + 500)
        .map((email) => ({ op: "create" as const, collection: "newsletters" as const, id: email, data: { email, subscribedAt: PAST.toISOString(), status } })),
    );
  }
}

const drain = () =>
  m.worker
    .createDeliveryWorker({
      store: async () => store,
      mailer: () => m.mail.mailer(),
      maxAttempts: 3,
      retryBaseMs: 1_000,
      ...m.worker.deliveryTimings(m.config.config()),
    })
    .drainOnce();

const issueCopies = (issue: string) =>
  sqliteDocuments<{ kind: string; status: string; message: { to: string }; source: { id: string } }>(m.config.config().sqlitePath, "mailOutbox").filter(
    (row) => row.data.kind === "newsletter-issue" && row.data.source.id === issue,
  );

function filesHolding(needle: string, dir = dataDir): string[] {
  const bytes = Buffer.from(needle);
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && fs.readFileSync(file).includes(bytes) ? [path.relative(dir, file)] : [];
  });
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-subscribers-"));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SITE_URL: SITE,
    STAFF_EMAILS: ADMIN,
    RATE_LIMIT_SCALE: "100",
    SEED_DEMO_CONTENT: "false",
    MAIL_DRAIN_SECRET: DRAIN_SECRET,
    NEWSLETTER_SEND_PER_MINUTE: "100000",
  });
  delete process.env.SMTP_URL;
  m = await load();
  store = await m.documents.documents();
  await m.identity.identity().saveGrant({ email: EDITOR, role: "editor", scopes: [] });
  const session = await m.identity.identity().redeemSignInCode(await m.identity.identity().issueSignInCode(EDITOR));
  if (!session) throw new Error("no editor session");
  editor = session.token;
}, 60_000);

afterAll(async () => {
  await store?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the subscribers page's routes", () => {
  it("searches by address through a post: a 303 to the bare page, the search in a cookie, never in a URL", async () => {
    await subscribers(["find-me@example.org", "find-you@example.org", "other@example.net"]);
    const response = await post(m.filter, "/api/staff/newsletter/subscribers/filter", { q: "find-me@example.org" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/staff/newsletter/subscribers");
    const cookie = cookieOf(response, m.subscribers.SUBSCRIBER_FILTER_COOKIE);
    expect(cookie).toBeTruthy();
    const view = await m.subscribers.subscribersView(m.subscribers.subscriberFilterOf(cookie), 1, await m.context.subscriberContext());
    expect(view.rows.map((row) => row.email)).toEqual(["find-me@example.org"]);
    expect(view.counts).toMatchObject({ active: 3, unsubscribed: 0, suppressed: 0 });

    const partial = await post(m.filter, "/api/staff/newsletter/subscribers/filter", { q: "find-", status: "active" });
    const both = await m.subscribers.subscribersView(
      m.subscribers.subscriberFilterOf(cookieOf(partial, m.subscribers.SUBSCRIBER_FILTER_COOKIE)),
      1,
      await m.context.subscriberContext(),
    );
    expect(both.rows.map((row) => row.email)).toEqual(["find-me@example.org", "find-you@example.org"]);

    const bad = await post(m.filter, "/api/staff/newsletter/subscribers/filter", { q: "find-me@example.org", status: "nonsense" });
    expect(bad.status).toBe(400);
    expect(bad.headers.getSetCookie()).toEqual([]);
    const cleared = await post(m.filter, "/api/staff/newsletter/subscribers/filter", { clear: "1" });
    expect(cleared.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
  });

  it("unsubscribes someone on their behalf, recording who and when; a send under way gives them nothing after that", async () => {
    const readers = ["u1@example.org", "u2@example.org", "u3@example.org"];
    await subscribers(readers);
    const issue = await m.issues.createIssue({ subject: "During a send", body: "Body" }, EDITOR, store, PAST);
    await m.sending.startSend(issue, EDITOR, sendContext());
    await m.sending.continueSend(issue, sendContext());
    expect(issueCopies(issue).map((row) => row.data.message.to)).toEqual(expect.arrayContaining(readers));

    const response = await post(m.unsubscribe, "/api/staff/newsletter/subscribers/unsubscribe", { email: "u2@example.org" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/staff/newsletter/subscribers?done=unsubscribed");
    expect(await store.get("newsletters", "u2@example.org")).toMatchObject({
      status: "unsubscribed",
      unsubscribedBy: EDITOR,
      unsubscribedAt: expect.any(String),
    });

    await drain();
    const outcome = Object.fromEntries(issueCopies(issue).map((row) => [row.data.message.to, row.data.status]));
    expect(outcome).toMatchObject({ "u1@example.org": "sent", "u2@example.org": "cancelled", "u3@example.org": "sent" });
    expect(filesHolding("u2@example.org").filter((file) => file.endsWith(".eml"))).toEqual([]);

    expect((await post(m.unsubscribe, "/api/staff/newsletter/subscribers/unsubscribe", { email: "nobody@example.org" })).headers.get("location")).toBe(
      "/staff/newsletter/subscribers?problem=unknown",
    );
    expect((await post(m.unsubscribe, "/api/staff/newsletter/subscribers/unsubscribe", { email: "not an address" })).status).toBe(400);
  });

  it("erases a subscriber after a confirmation: the subscription, their messages and the outbox's .eml files, so DATA_DIR holds the address nowhere", async () => {
    const target = "zz-erase-me@example.org";
    const { subscribe } = m.subscriptions;
    await subscribe({ email: target }, { store, siteUrl: SITE, secret: sendContext().settings.secret, now: () => PAST });
    const issue = await m.issues.createIssue({ subject: "Before the erasure", body: "Body" }, EDITOR, store, PAST);
    await m.sending.startSend(issue, EDITOR, sendContext());
    await m.sending.continueSend(issue, sendContext());
    await drain();
    expect(filesHolding(target).filter((file) => file.endsWith(".eml")).length).toBeGreaterThanOrEqual(2);
    expect((await store.get("newsletterIssues", issue))?.cursor, "the last address is the finished send's cursor").toBe(target);

    const ask = await post(m.erase, "/api/staff/newsletter/subscribers/erase", { email: target });
    expect(ask.status).toBe(303);
    expect(ask.headers.get("location")).toBe("/staff/newsletter/subscribers/erase");
    expect(m.subscribers.eraseTargetOf(cookieOf(ask, m.subscribers.ERASE_COOKIE))).toBe(target);
    expect(await store.get("newsletters", target), "nothing is erased before the confirmation").not.toBeNull();

    const done = await post(m.erase, "/api/staff/newsletter/subscribers/erase", { email: target, confirm: "yes" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/staff/newsletter/subscribers?done=erased");
    expect(cookieOf(done, m.subscribers.ERASE_COOKIE)).toBe("");
    expect(await store.get("newsletters", target)).toBeNull();
    expect((await store.get("newsletterIssues", issue))?.cursor).toBe("u3@example.org");
    expect(filesHolding(target)).toEqual([]);
    const [record] = sqliteDocuments(m.config.config().sqlitePath, "deletions").slice(-1);
    expect(record?.data).toMatchObject({ collection: "newsletters", reason: "request", by: EDITOR });
    expect(JSON.stringify(record)).not.toContain(target);

    expect((await post(m.erase, "/api/staff/newsletter/subscribers/erase", { email: target, confirm: "yes" })).headers.get("location")).toBe(
      "/staff/newsletter/subscribers?problem=unknown",
    );
  });

  it("erases a subscriber while a send is queueing them: the batch that read the address before the erasure queues nothing for it, and DATA_DIR holds it nowhere", async () => {
    const target = "race-erased@example.org";
    const others = ["race-a@example.org", "race-b@example.org"];
    await subscribers([...others, target]);
    const issue = await m.issues.createIssue({ subject: "Erased mid-send", body: "Body" }, EDITOR, store, PAST);
    await m.sending.startSend(issue, EDITOR, sendContext());
    let erasedMidBatch = false;
    // The erasure runs to its end between the batch's read of the subscribers and its commit.
    const racing: DocumentStore = {
      ...store,
      list: async (collection, query) => {
        const page = await store.list(collection, query);
        if (collection === "newsletters" && !erasedMidBatch && page.some((row) => row.id === target)) {
          erasedMidBatch = true;
          expect((await post(m.erase, "/api/staff/newsletter/subscribers/erase", { email: target, confirm: "yes" })).headers.get("location")).toBe(
            "/staff/newsletter/subscribers?done=erased",
          );
        }
        return page;
      },
    };
    await m.sending.continueSend(issue, { ...sendContext(100), store: racing });
    expect(erasedMidBatch).toBe(true);
    expect(issueCopies(issue).map((row) => row.data.message.to)).toEqual(expect.arrayContaining(others));
    expect(issueCopies(issue).map((row) => row.data.message.to)).not.toContain(target);
    await drain();
    expect(await store.get("newsletters", target)).toBeNull();
    expect(filesHolding(target)).toEqual([]);
  });

  it("finishes a send a stopped server left half-queued when the next server starts: each active subscriber queued once", async () => {
    const active = Array.from({ length: 30 }, (_, n) => `restart-${String(n).padStart(2, "0")}@example.org`);
    await subscribers(active);
    await subscribers(["restart-gone@example.org"], "unsubscribed");
    const expected = (await store.list("newsletters", { where: { field: "status", equals: "active" } })).map((row) => row.id).sort();
    const issue = await m.issues.createIssue({ subject: "Interrupted", body: "Body" }, EDITOR, store, PAST);
    await m.sending.startSend(issue, EDITOR, sendContext());
    let batches = 0;
    const crashing: DocumentStore = {
      ...store,
      commit: async (writes) => (writes.length > 1 && batches++ >= 2 ? Promise.reject(new Error("killed")) : store.commit(writes)),
    };
    await expect(m.sending.continueSend(issue, { ...sendContext(), store: crashing })).rejects.toThrow("killed");
    const partial = issueCopies(issue).length;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(expected.length);

    expect(await m.startup.continueSendsAtStart({ MAIL_WORKER: false }, async () => sendContext()), "App Hosting leaves it to the drain").toBe(0);
    expect((await store.get("newsletterIssues", issue))?.status).toBe("queueing");

    await m.startup.continueSendsAtStart({ MAIL_WORKER: undefined }, async () => sendContext());
    expect((await store.get("newsletterIssues", issue))?.status).toBe("queued");
    const recipients = issueCopies(issue)
      .map((row) => row.data.message.to)
      .sort();
    expect(recipients).toEqual(expected);
    expect(recipients).not.toContain("restart-gone@example.org");
  });

  it("finishes a half-queued send through the scheduled drain when no worker runs (MAIL_WORKER=false)", async () => {
    const expected = (await store.list("newsletters", { where: { field: "status", equals: "active" } })).map((row) => row.id).sort();
    const issue = await m.issues.createIssue({ subject: "Drained", body: "Body" }, EDITOR, store, PAST);
    await m.sending.startSend(issue, EDITOR, sendContext());
    let batches = 0;
    const crashing: DocumentStore = {
      ...store,
      commit: async (writes) => (writes.length > 1 && batches++ >= 1 ? Promise.reject(new Error("killed")) : store.commit(writes)),
    };
    await expect(m.sending.continueSend(issue, { ...sendContext(), store: crashing })).rejects.toThrow("killed");
    const response = await m.drain.POST(new Request(`${SITE}/api/mail/drain`, { method: "POST", headers: { authorization: `Bearer ${DRAIN_SECRET}` } }));
    expect(response.status).toBe(200);
    expect((await store.get("newsletterIssues", issue))?.status).toBe("queued");
    expect(
      issueCopies(issue)
        .map((row) => row.data.message.to)
        .sort(),
    ).toEqual(expected);
  });

  it("exports 10,000 subscribers as CSV with RSS growing less than 50 MB, the hostile cell neutralised, the export recorded", async () => {
    await subscribers([HOSTILE, ...Array.from({ length: EXPORTED - 1 }, (_, n) => `export-${String(n).padStart(5, "0")}@example.com`)]);
    const total = (await m.context.subscriberContext()).subscribers.counts(3).then((counts) => counts.active + counts.unsubscribed + counts.suppressed);
    const lines = async (response: Response, sample: () => void = () => {}) => {
      const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
      let text = "";
      let count = 0;
      const kept: string[] = [];
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        const parts = text.split("\r\n");
        text = parts.pop() ?? "";
        for (const line of parts) if (count++ < 2 || line.includes("HYPERLINK")) kept.push(line);
        if (count % 1000 === 0) sample();
      }
      return { kept, count };
    };
    await lines(await post(m.export, "/api/staff/newsletter/subscribers/export", { status: "unsubscribed" }));
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const response = await post(m.export, "/api/staff/newsletter/subscribers/export", {});
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="lexor-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const read = await lines(response, () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    });
    expect(read.count).toBe((await total) + 1);
    expect(read.count).toBeGreaterThan(EXPORTED);
    expect(read.kept[0]).toBe("\uFEFFEmail,Status,Subscribed (UTC),Unsubscribed (UTC),Unsubscribed by,Permanent failures");
    expect(read.kept.find((line) => line.includes("HYPERLINK"))).toMatch(/^"'=HYPERLINK\(""x""\)@example\.com",active,/);
    expect(peak - baseline).toBeLessThan(50 * 1024 * 1024);

    const searched = await lines(await post(m.export, "/api/staff/newsletter/subscribers/export", { q: "export-0001" }));
    expect(searched.count).toBe(11);
    const records = sqliteDocuments<{ by: string; at: string; filter: Record<string, unknown> }>(m.config.config().sqlitePath, "subscriberExports");
    expect(records.map((record) => record.data.filter)).toEqual([
      { status: "unsubscribed", searched: false },
      { status: "", searched: false },
      { status: "", searched: true },
    ]);
    expect(records.every((record) => record.data.by === EDITOR && record.data.at)).toBe(true);
    expect(JSON.stringify(records)).not.toContain("export-0001");
    expect((await post(m.export, "/api/staff/newsletter/subscribers/export", { status: "nonsense" })).status).toBe(400);
    expect(sqliteDocuments(m.config.config().sqlitePath, "subscriberExports")).toHaveLength(3);
  }, 120_000);
});
