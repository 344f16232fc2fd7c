import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMemoryStore, createRateLimiter, type RateLimitStore, withFallback } from "@/lib/services/rate-limit";
import { createRedisStore } from "@/lib/services/rate-limit/redis";
import { openRedisConnection, type RedisClient, redisReady } from "@/lib/services/redis/client";
import { freePort } from "@/tests/support/processes";
import { type RedisServer, startRedis } from "@/tests/support/redis-server";

// A port of its own, picked when the file starts: other test files, and the other Node leg of CI,
// run their own Redis beside this one.
let REDIS_PORT: number;

let runId = 0;
/** A key no earlier test used: every store keeps its windows for the whole file. */
const freshKey = () => `test:${process.pid}:${Date.now()}:${runId++}`;

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function rateLimitStoreContract(name: string, makeStore: () => Promise<RateLimitStore>) {
  describe(`RateLimitStore contract: ${name}`, () => {
    let store: RateLimitStore;
    beforeAll(async () => {
      store = await makeStore();
    });

    it("counts each hit of a key once, within one window that ends windowMs after the first", async () => {
      const key = freshKey();
      const now = Date.now();
      const first = await store.hit(key, 60_000, now);
      expect(first.count).toBe(1);
      expect(first.resetAt).toBeGreaterThan(now + 55_000);
      expect(first.resetAt).toBeLessThanOrEqual(now + 60_000);
      expect((await store.hit(key, 60_000, now)).count).toBe(2);
      expect((await store.hit(key, 60_000, now)).count).toBe(3);
    });

    it("keeps keys apart", async () => {
      const [a, b] = [freshKey(), freshKey()];
      await store.hit(a, 60_000, Date.now());
      await store.hit(a, 60_000, Date.now());
      expect((await store.hit(b, 60_000, Date.now())).count).toBe(1);
    });

    it("counts 50 concurrent hits exactly: each sees a different count", async () => {
      const key = freshKey();
      const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit(key, 60_000, Date.now())));
      expect(counts.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it("starts a new window once the old one has ended", async () => {
      const key = freshKey();
      await store.hit(key, 1_000, Date.now());
      expect((await store.hit(key, 1_000, Date.now())).count).toBe(2);
      await waitUntil(async () => (await store.hit(key, 1_000, Date.now())).count === 1, 10_000, "the window to end");
    });

    it("lets createRateLimiter refuse past the limit, with the seconds left in the window", async () => {
      const limiter = createRateLimiter(store);
      const client = freshKey();
      const rule = { limit: 3, windowMs: 60_000 };
      const verdicts = [];
      for (let i = 0; i < 5; i += 1) verdicts.push(await limiter.check("bucket", client, rule));
      expect(verdicts.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
      for (const verdict of verdicts.slice(3)) {
        expect(verdict.allowed).toBe(false);
        if (!verdict.allowed) expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(55);
      }
    });
  });
}

let redis: RedisServer;
let workDir: string;
const clients: RedisClient[] = [];
const connect = async () => {
  const client = openRedisConnection(`redis://127.0.0.1:${REDIS_PORT}`);
  clients.push(client);
  if (!(await redisReady(client, 10_000))) throw new Error("the test Redis did not accept a connection");
  return client;
};

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), "lexor-rate-limit-"));
  REDIS_PORT = await freePort();
  redis = await startRedis(REDIS_PORT, workDir);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
  await redis?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

rateLimitStoreContract("memory", async () => createMemoryStore());
rateLimitStoreContract("redis", async () => createRedisStore(await connect()));

describe("Redis store across instances", () => {
  it("two servers, each with its own connection, count into the same window", async () => {
    const [a, b] = [createRedisStore(await connect()), createRedisStore(await connect())];
    const key = freshKey();
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit(key, 60_000, Date.now())));
    expect(Math.max(...counts.map((hit) => hit.count))).toBe(40);
    expect(new Set(counts.map((hit) => hit.count)).size).toBe(40);
  });

  it("while Redis is unreachable, counts in memory on this instance and reports the failure", async () => {
    const unreachable = openRedisConnection("redis://127.0.0.1:1");
    clients.push(unreachable);
    const onFailure = vi.fn();
    const store = withFallback(createRedisStore(unreachable), createMemoryStore(), onFailure);
    const key = freshKey();
    expect((await store.hit(key, 60_000, Date.now())).count).toBe(1);
    expect((await store.hit(key, 60_000, Date.now())).count).toBe(2);
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(String(onFailure.mock.calls[0]?.[0])).toMatch(/not ready/i);
  });
});
