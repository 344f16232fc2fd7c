import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { createFirestoreDocumentStore } from "@/lib/ports/documents/firestore";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { issueMessageId } from "@/lib/features/newsletter/issues";
import { createFirestoreSubscriberStore } from "@/lib/features/newsletter/store/firestore";
import type { SubscriberStore } from "@/lib/features/newsletter/store/port";
import { createSqliteSubscriberStore } from "@/lib/features/newsletter/store/sqlite";
import { type FirestoreEmulator, startFirestoreEmulator } from "@/tests/support/firestore-emulator";

// The subscribers page's store on SQLite and on the Firestore emulator.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-subscriber-store-"));
let emulator: FirestoreEmulator | undefined;
const apps: ReturnType<typeof initializeApp>[] = [];

afterAll(async () => {
  for (const app of apps) await deleteApp(app).catch(() => undefined);
  emulator?.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
  fs.rmSync(scratch, { recursive: true, force: true });
});

type Pair = { documents: AdminDocumentStore; subscribers: SubscriberStore };

const adapters: Array<[string, () => Promise<Pair>]> = [
  [
    "sqlite",
    async () => {
      const file = path.join(scratch, "lexor.sqlite");
      return { documents: createSqliteDocumentStore(file), subscribers: createSqliteSubscriberStore(file) };
    },
  ],
  [
    "firestore",
    async () => {
      emulator = await startFirestoreEmulator();
      process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
      const app = initializeApp({ projectId: "lexor-subscriber-contract" }, "subscriber-contract");
      apps.push(app);
      return { documents: createFirestoreDocumentStore(app), subscribers: createFirestoreSubscriberStore(app) };
    },
  ],
];

const MAX = 3;
const COPY = issueMessageId("1-issue", "dan@example.org");
const subscription = (email: string, status: string, extra: Record<string, unknown> = {}) => ({
  op: "create" as const,
  collection: "newsletters" as const,
  id: email,
  data: { email, subscribedAt: "2026-01-01T00:00:00.000Z", status, ...extra },
});

describe.each(adapters)("subscriber store: %s", (_name, open) => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await open();
    await pair.documents.commit([
      subscription("ann@example.org", "active"),
      subscription("bob@example.org", "active", { permanentFailures: 3 }),
      subscription("cat@example.org", "unsubscribed", { unsubscribedAt: "2026-02-01T00:00:00.000Z", unsubscribedBy: "editor@lexor.example" }),
      subscription("dan@example.org", "active", { permanentFailures: 1 }),
      subscription("eve@example.org", "active"),
    ]);
    const mail = (id: string, to: string, kind: string) => ({
      op: "create" as const,
      collection: "mailOutbox" as const,
      id,
      data: { kind, message: { id, to, subject: "s" }, source: { collection: "newsletters", id: to }, status: "sent", createdAt: "2026-01-01T00:00:00.000Z" },
    });
    await pair.documents.commit([
      mail("1-welcome", "dan@example.org", "newsletter-welcome"),
      {
        ...mail(COPY, "dan@example.org", "newsletter-issue"),
        data: { ...mail(COPY, "dan@example.org", "newsletter-issue").data, source: { collection: "newsletterIssues", id: "1-issue" } },
      },
      {
        ...mail("2-application", "dan@example.org", "application-confirmation"),
        data: { ...mail("2-application", "dan@example.org", "application-confirmation").data, source: { collection: "applications", id: "1-application" } },
      },
      { op: "create", collection: "newsletterIssues", id: "1-issue", data: { status: "queueing", cursor: "dan@example.org" } },
    ]);
  }, 180_000);

  it("counts by status: suppressed is active with the failure threshold reached", async () => {
    expect(await pair.subscribers.counts(MAX)).toEqual({ active: 3, unsubscribed: 1, suppressed: 1 });
  });

  it("lists in address order, by status, by the address's start and after a cursor", async () => {
    const emails = async (query: Parameters<SubscriberStore["list"]>[0]) => (await pair.subscribers.list(query, MAX)).map((row) => row.email);
    expect(await emails({ limit: 10 })).toEqual(["ann@example.org", "bob@example.org", "cat@example.org", "dan@example.org", "eve@example.org"]);
    expect(await emails({ status: "active", limit: 10 })).toEqual(["ann@example.org", "dan@example.org", "eve@example.org"]);
    expect(await emails({ status: "suppressed", limit: 10 })).toEqual(["bob@example.org"]);
    expect(await emails({ status: "unsubscribed", limit: 10 })).toEqual(["cat@example.org"]);
    expect(await emails({ search: "DAN@", limit: 10 })).toEqual(["dan@example.org"]);
    expect(await emails({ after: "cat@example.org", limit: 1 })).toEqual(["dan@example.org"]);
    expect((await pair.subscribers.list({ search: "cat", limit: 1 }, MAX))[0]).toEqual({
      email: "cat@example.org",
      status: "unsubscribed",
      subscribedAt: "2026-01-01T00:00:00.000Z",
      unsubscribedAt: "2026-02-01T00:00:00.000Z",
      unsubscribedBy: "editor@lexor.example",
      permanentFailures: 0,
    });
  });

  it("erases the subscription and its newsletter mail, and steps a send's cursor back to the address before", async () => {
    const { erased, mailIds } = await pair.subscribers.erase("dan@example.org", [COPY, issueMessageId("2-issue", "dan@example.org")]);
    expect(erased).toBe(true);
    expect(mailIds.sort()).toEqual(["1-welcome", COPY].sort());
    expect(await pair.documents.get("newsletters", "dan@example.org")).toBeNull();
    expect(await pair.documents.get("mailOutbox", "1-welcome")).toBeNull();
    expect(await pair.documents.get("mailOutbox", "2-application"), "another team's mail stays").not.toBeNull();
    expect((await pair.documents.get("newsletterIssues", "1-issue"))?.cursor).toBe("cat@example.org");
    expect(await pair.documents.get("mailOutbox", COPY)).toBeNull();
    expect(await pair.subscribers.erase("dan@example.org", [COPY])).toEqual({ erased: false, mailIds: [] });
  });
});
