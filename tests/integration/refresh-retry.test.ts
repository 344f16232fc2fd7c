import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteRefresh } from "@/components/staff/site-refresh";
import { NEW_VERSION, refreshStateFor } from "@/lib/features/content/edits";
import { claimRefreshAttempt, oweRefresh, readOwedRefresh, settleRefresh } from "@/lib/features/content/owed-refresh";
import { type PostEditDependencies, savePost } from "@/lib/features/content/post-edits";
import { expireThroughRecord } from "@/lib/features/revalidation/expire";
import { refreshOwed, startRefreshRetry, stopRefreshRetry } from "@/lib/features/revalidation/retry";
import { createFirestoreDocumentStore } from "@/lib/ports/documents/firestore";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { createLocalFileStore } from "@/lib/ports/files/local";
import { resolveConfig } from "@/lib/primitives/config";
import { installSharedCache } from "@/lib/services/cache/shared";
import { openRedisConnection, redisReady } from "@/lib/services/redis/client";
import { startFirestoreEmulator } from "@/tests/support/firestore-emulator";
import { freePort } from "@/tests/support/processes";
import { type RedisServer, startRedis } from "@/tests/support/redis-server";

// A refresh that fails because the shared cache (a real Redis) is down stays owed, is shown so on
// the editor page, and is finished by the server's own retry once Redis answers again: no save, no push.
let dataDir: string;
let deps: PostEditDependencies;
let other: AdminDocumentStore;
let redisPort: number;
let redis: RedisServer | undefined;

const page = async (id: string) =>
  renderToStaticMarkup(createElement(SiteRefresh, { state: await refreshStateFor("blogs", id, deps.store), shows: "the site shows it" }));

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const post = (slug: string) => ({
  id: "",
  version: NEW_VERSION,
  intent: "publish" as const,
  title: `Post ${slug}`,
  slug,
  excerpt: "An excerpt.",
  category: "Engineering",
  tags: "",
  authorName: "",
  authorRole: "",
  publishedAt: "",
  coverAlt: "",
  markdown: "A body.",
});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-refresh-retry-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SEED_DEMO_CONTENT: "false" });
  const file = path.join(dataDir, "lexor.sqlite");
  deps = { store: createSqliteDocumentStore(file), files: createLocalFileStore(resolveConfig({ DATA_DIR: dataDir })) };
  other = createSqliteDocumentStore(file);
  redisPort = await freePort();
  redis = await startRedis(redisPort, path.join(dataDir, "redis"));
  await installSharedCache(`redis://127.0.0.1:${redisPort}`);
});

afterAll(async () => {
  stopRefreshRetry();
  await redis?.stop();
  await deps.store.close();
  await other.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Twelve owes at once from two connections, then a settle racing a new owe of one of them. */
async function racedOwes(one: AdminDocumentStore, two: AdminDocumentStore): Promise<void> {
  const ids = Array.from({ length: 12 }, (_, index) => `raced-${index}`);
  await Promise.all(ids.map((id, index) => oweRefresh(index % 2 ? two : one, { documents: [{ collection: "blogs", id }], paths: [`/blog/${id}`] })));
  const owed = await readOwedRefresh(one);
  expect(owed.documents.map((document) => document.id).sort()).toEqual([...ids].sort());
  expect(owed.paths).toHaveLength(12);

  const attempt = await claimRefreshAttempt(one, new Date(), true);
  if (!attempt) throw new Error("nothing claimed");
  await oweRefresh(two, { documents: [{ collection: "blogs", id: "raced-3" }], paths: [] });
  await settleRefresh(one, attempt);
  expect((await readOwedRefresh(one)).documents).toEqual([{ collection: "blogs", id: "raced-3" }]);
}

describe("the owed refresh on Firestore (emulator)", () => {
  it("loses no owed document when two servers owe at once, or when a change is owed again while an attempt is out", async () => {
    const emulator = await startFirestoreEmulator();
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    const apps = [0, 1].map((n) => initializeApp({ projectId: "lexor-refresh" }, `refresh-retry-${n}-${process.pid}`));
    const [one, two] = apps.map((app) => createFirestoreDocumentStore(app));
    try {
      if (!one || !two) throw new Error("no stores");
      await racedOwes(one, two);
    } finally {
      await Promise.all(apps.map((app) => deleteApp(app)));
      emulator.stop();
      delete process.env.FIRESTORE_EMULATOR_HOST;
    }
  }, 60_000);
});

describe("the owed refresh", () => {
  it("is retried by the server itself once Redis answers again, and the editor page says when it is live", async () => {
    await savePost(post("retried-post"), deps);
    await redis?.stop();
    redis = undefined;
    expect(await refreshOwed({ store: async () => deps.store, expire: expireThroughRecord, force: true })).toBe("owed");
    expect((await readOwedRefresh(deps.store)).documents).toContainEqual({ collection: "blogs", id: "retried-post" });
    expect(await page("retried-post")).toMatch(/Not live yet — retrying\..*next at/);

    startRefreshRetry(100, async () => deps.store);
    redis = await startRedis(redisPort, path.join(dataDir, "redis"));
    await waitFor(async () => (await readOwedRefresh(deps.store)).documents.length === 0, 60_000, "the retry to complete the refresh");

    const client = openRedisConnection(`redis://127.0.0.1:${redisPort}`);
    expect(await redisReady(client, 10_000)).toBe(true);
    expect(await client.hGet("lexor:cache-tags", "blog:retried-post")).toMatch(/^\d+$/);
    await client.close();
    expect(await page("retried-post")).toMatch(/Live<\/strong> since \d+ \w+ \d{4}, \d\d:\d\d UTC/);
  }, 90_000);

  it("loses no owed document when servers owe at once, or when a change is owed again while an attempt is out", async () => {
    stopRefreshRetry();
    await racedOwes(deps.store, other);
  });

  it("keeps the next try to one server: a second caller before the backoff ends waits", async () => {
    await oweRefresh(deps.store, { documents: [{ collection: "blogs", id: "backoff" }], paths: [] });
    const now = new Date();
    expect(await claimRefreshAttempt(deps.store, now)).not.toBeNull();
    expect(await claimRefreshAttempt(other, new Date(now.getTime() + 4_000))).toBeNull();
    const second = await claimRefreshAttempt(other, new Date(now.getTime() + 5_001));
    expect(second).not.toBeNull();
    expect(await claimRefreshAttempt(deps.store, new Date(now.getTime() + 5_001 + 9_000))).toBeNull();
  });
});
