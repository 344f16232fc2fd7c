import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createRedisCache, isSharedCacheUnavailable, type RedisCache } from "@/lib/services/cache/redis";
import { openRedisConnection, type RedisClient, redisReady } from "@/lib/services/redis/client";
import { freePort } from "@/tests/support/processes";
import { type RedisServer, startRedis } from "@/tests/support/redis-server";

// A port of its own, picked when the file starts: other test files, and the other Node leg of CI,
// run their own Redis beside this one.
let REDIS_PORT: number;

let redis: RedisServer;
let workDir: string;
const clients: RedisClient[] = [];
let build = 0;

/** A server of the cluster: its own connection and local copies; every build id is new, so tests never share entries. */
async function instance(buildId: string, clock?: () => number): Promise<RedisCache> {
  const client = openRedisConnection(`redis://127.0.0.1:${REDIS_PORT}`);
  clients.push(client);
  if (!(await redisReady(client, 10_000))) throw new Error("the test Redis did not accept a connection");
  return createRedisCache({ client, buildId: () => buildId, clock });
}

async function twoInstances(clock?: () => number): Promise<[RedisCache, RedisCache]> {
  const buildId = `build-${process.pid}-${build++}`;
  return [await instance(buildId, clock), await instance(buildId, clock)];
}

/** An App Router page entry as Next stores it: HTML, an RSC Buffer, per-segment Buffers and tags in a header. */
function pageValue(html: string, tags: string[]) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    headers: { "x-next-cache-tags": tags.join(",") },
    status: 200,
  };
}

/** The HTML of a page entry, or undefined for a miss. */
const htmlOf = (entry: { value: unknown } | null) => (entry?.value as { html?: string } | undefined)?.html;

const pageContext = { cacheControl: { revalidate: 3600, expire: 31_536_000 } };
let tagRun = 0;
const uniqueTag = (name: string) => `${name}-${process.pid}-${tagRun++}`;

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many GET and HMGET commands Redis has run so far (INFO commandstats). */
async function commandCalls(): Promise<{ get: number; hmget: number }> {
  const [client] = clients;
  if (!client) throw new Error("no connection yet");
  const info = await client.info("commandstats");
  const calls = (command: string) => Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(info)?.[1] ?? 0);
  return { get: calls("get"), hmget: calls("hmget") };
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), "lexor-shared-cache-"));
  REDIS_PORT = await freePort();
  redis = await startRedis(REDIS_PORT, workDir);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
  await redis?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe("shared cache on Redis", () => {
  it("an entry one instance stores is read by another, Buffers, Maps and lifetime intact", async () => {
    const [a, b] = await twoInstances();
    await a.set("/blog/post", pageValue("<h1>Post</h1>", ["blog"]), pageContext);
    const entry = await b.get("/blog/post");
    const value = entry?.value as ReturnType<typeof pageValue>;
    expect(value.html).toBe("<h1>Post</h1>");
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe("rsc:<h1>Post</h1>");
    expect(value.segmentData.get("/_tree")?.toString()).toBe("tree");
    expect(entry?.cacheControl).toEqual(pageContext.cacheControl);
    expect(entry?.tags).toEqual(["blog"]);
  });

  it("a tag expired on one instance is a miss on every instance, for pages, data and implicit path tags", async () => {
    const [a, b] = await twoInstances();
    const [blog, post, other] = [uniqueTag("blog"), uniqueTag("blog:post"), uniqueTag("brands")];
    await a.set("page", pageValue("<p>old</p>", [blog, post]), pageContext);
    await a.set("data", { kind: "FETCH", data: { body: "[]" }, revalidate: 3600 }, { tags: [post] });
    await a.set("home", pageValue("<p>home</p>", [other]), pageContext);
    expect(await b.get("page")).not.toBeNull();
    expect(await b.get("data", { tags: [post], softTags: ["_N_T_/blog/post"] })).not.toBeNull();

    await a.expireTags([post]);
    expect(await b.get("page")).toBeNull();
    expect(await b.get("data", { tags: [post], softTags: [] })).toBeNull();
    expect(await a.get("page")).toBeNull();
    expect(await b.get("home")).not.toBeNull();

    await a.set("listing", { kind: "FETCH", data: { body: "[1]" }, revalidate: 3600 }, { tags: [blog] });
    await b.revalidateTag([`_N_T_/listing-${tagRun}`]);
    expect(await a.get("listing", { tags: [blog], softTags: [`_N_T_/listing-${tagRun}`] })).toBeNull();
  });

  it("an entry written after the expiry is fresh again; one written in the same millisecond is not", async () => {
    let now = Date.now();
    const [a, b] = await twoInstances(() => now);
    const tag = uniqueTag("departments");
    await a.expireTags([tag]);
    await a.set("careers", pageValue("<p>same millisecond</p>", [tag]), pageContext);
    expect(await b.get("careers")).toBeNull();
    now += 1;
    await a.set("careers", pageValue("<p>new</p>", [tag]), pageContext);
    expect(htmlOf(await b.get("careers"))).toBe("<p>new</p>");
  });

  it("an instance that holds a copy still gets the newer entry another instance wrote since", async () => {
    const [a, b] = await twoInstances();
    await a.set("/careers", pageValue("<p>first</p>", []), pageContext);
    expect(htmlOf(await b.get("/careers"))).toBe("<p>first</p>");
    expect(htmlOf(await b.get("/careers"))).toBe("<p>first</p>");
    await a.set("/careers", pageValue("<p>second</p>", []), pageContext);
    expect(htmlOf(await b.get("/careers"))).toBe("<p>second</p>");
  });

  it("an instance serving from its in-process copy, without asking Redis for it, sees a tag expired on another instance", async () => {
    const [a, b] = await twoInstances();
    const tag = uniqueTag("blog:post");
    await a.set("post", pageValue("<p>old</p>", [tag]), pageContext);
    const first = await b.get("post");
    const before = await commandCalls();

    const reads = await Promise.all(Array.from({ length: 50 }, () => b.get("post")));

    const after = await commandCalls();
    expect(reads.every((entry) => entry === first)).toBe(true);
    expect(after.hmget - before.hmget).toBe(0);
    expect(after.get - before.get).toBeLessThanOrEqual(2);

    const during = b.get("post");
    await a.expireTags([tag]);
    expect(await b.get("post")).toBeNull();
    await during;
    await a.set("post", pageValue("<p>new</p>", [tag]), pageContext);
    expect(htmlOf(await b.get("post"))).toBe("<p>new</p>");
  });

  it("entries are per build: another build's instance does not read them", async () => {
    const [a] = await twoInstances();
    const [other] = await twoInstances();
    await a.set("/", pageValue("<p>build one</p>", []), pageContext);
    expect(await other.get("/")).toBeNull();
  });
});

describe("shared cache while Redis is unreachable or slow", () => {
  it("stopped: serves the copies it had, renders the rest fresh, refuses to record an expiry, logs it; back: shares again", async () => {
    const [a, b] = await twoInstances();
    const tag = uniqueTag("blog");
    await a.set("seen", pageValue("<p>seen</p>", [tag]), pageContext);
    await a.set("unseen", pageValue("<p>unseen</p>", [tag]), pageContext);
    expect(await b.get("seen")).not.toBeNull();
    const warnings = vi.spyOn(process.stderr, "write");

    await redis.stop();
    await waitUntil(() => clients.every((client) => !client.isReady), 10_000, "the connections to notice");
    expect(htmlOf(await b.get("seen"))).toBe("<p>seen</p>");
    expect(await b.get("unseen")).toBeNull();
    await expect(b.set("written", pageValue("<p>written</p>", []), pageContext)).resolves.toBeUndefined();
    const refusal = await b.expireTags([tag]).catch((error: unknown) => error);
    expect(isSharedCacheUnavailable(refusal)).toBe(true);
    // The instance that was asked still drops its own copies.
    expect(await b.get("seen")).toBeNull();
    const lines = warnings.mock.calls.map((call) => JSON.parse(String(call[0])) as { severity: string; message: string });
    expect(lines).toContainEqual(expect.objectContaining({ severity: "WARNING", message: expect.stringMatching(/redis unreachable/) }));

    redis = await startRedis(REDIS_PORT, workDir);
    await waitUntil(() => clients.every((client) => client.isReady), 15_000, "the connections to come back");
    await a.set("again", pageValue("<p>again</p>", [tag]), pageContext);
    expect(await b.get("again")).not.toBeNull();
  });

  it("slow (Redis frozen): a read gives up after the command timeout and is a miss, never a stale copy", async () => {
    const [a, b] = await twoInstances();
    await a.set("page", pageValue("<p>copy</p>", []), pageContext);
    expect(await b.get("page")).not.toBeNull();
    const pid = redis.child.pid ?? 0;
    process.kill(-pid, "SIGSTOP");
    try {
      expect(await b.get("page")).toBeNull();
    } finally {
      process.kill(-pid, "SIGCONT");
    }
    expect(await b.get("page")).not.toBeNull();
  });
});
