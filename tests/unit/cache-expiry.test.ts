import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { freshReads } from "@/lib/primitives/fresh-reads";
import { requestScope } from "@/lib/primitives/request-scope";
import { createCacheExpiry } from "@/lib/services/cache/expiry";
import { pathTags } from "@/lib/services/cache/tags";

const sqliteFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lexor-expiry-")), "lexor.sqlite");

/** Two instances on one database: each with its own connection, clock and local expiries. */
function twoInstances(file: string) {
  const clocks = { a: 1_000_000, b: 1_000_000 };
  const stores = { a: createSqliteDocumentStore(file), b: createSqliteDocumentStore(file) };
  const expiry = {
    a: createCacheExpiry(
      async () => stores.a,
      () => clocks.a,
    ),
    b: createCacheExpiry(
      async () => stores.b,
      () => clocks.b,
    ),
  };
  const local = { a: new Map<string, number>(), b: new Map<string, number>() };
  const catchUp = (name: "a" | "b") => expiry[name].catchUp((tag, at) => local[name].set(tag, at));
  return { clocks, stores, expiry, local, catchUp };
}

describe("the cache expiry record", () => {
  it("brings another instance's expiries into this one before it serves, once each", async () => {
    const { clocks, expiry, local, catchUp } = twoInstances(sqliteFile());
    await expiry.a.record(["blog"]);
    await catchUp("b");
    // A first look compares with the recorded time: what this instance holds is older than the process.
    expect(local.b.get("blog")).toBeGreaterThan(0);
    local.b.clear();
    await catchUp("b");
    expect(local.b.size).toBe(0);

    clocks.b = 5_000_000_000_000;
    await expiry.a.record(["blog:first-post"]);
    await catchUp("b");
    // Later ones at this instance's own clock when it is ahead: nothing it cached before it learned survives.
    expect(local.b.get("blog:first-post")).toBe(5_000_000_000_000);
    expect(local.b.has("blog")).toBe(false);
  });

  it("does not apply an instance's own expiry a second time", async () => {
    const { expiry, local, catchUp } = twoInstances(sqliteFile());
    await catchUp("a");
    await expiry.a.record(["departments"]);
    await catchUp("a");
    expect(local.a.has("departments")).toBe(false);
    await catchUp("b");
    expect(local.b.has("departments")).toBe(true);
  });

  it("serves the copies at hand when the record cannot be read, says so once, and tries again later", async () => {
    let clock = 0;
    const failing = { cacheGeneration: vi.fn(async () => Promise.reject(new Error("unreachable"))) } as unknown as DocumentStore;
    const expiry = createCacheExpiry(
      async () => failing,
      () => clock,
    );
    const expire = vi.fn();
    await expect(expiry.catchUp(expire)).resolves.toBeUndefined();
    await expiry.catchUp(expire);
    expect(failing.cacheGeneration).toHaveBeenCalledTimes(1);
    clock = 10_000;
    await expiry.catchUp(expire);
    expect(failing.cacheGeneration).toHaveBeenCalledTimes(2);
    expect(expire).not.toHaveBeenCalled();
  });

  it("reads the record once per request: its later cache reads take the request's catch-up", async () => {
    const file = sqliteFile();
    const store = createSqliteDocumentStore(file);
    const generation = vi.spyOn(store, "cacheGeneration");
    const expiry = createCacheExpiry(async () => store);
    const expire = vi.fn();
    await requestScope().run({ dependencyDown: false }, async () => {
      await expiry.catchUp(expire);
      await expiry.catchUp(expire);
    });
    expect(generation).toHaveBeenCalledTimes(1);
    await createCacheExpiry(async () => createSqliteDocumentStore(file)).record(["blog"]);
    await requestScope().run({ dependencyDown: false }, () => expiry.catchUp(expire));
    expect(generation).toHaveBeenCalledTimes(2);
    expect(expire).toHaveBeenCalledWith("blog", expect.any(Number));
  });

  it("names the tags Next gives a path, the home page's two included", () => {
    expect(pathTags("/blog/x/")).toEqual(["_N_T_/blog/x"]);
    expect(pathTags("/")).toEqual(["_N_T_/", "_N_T_/index"]);
  });
});

describe("freshReads", () => {
  it("never answers a caller with a read sent before it called, and keeps one read waiting at most", async () => {
    const pending: Array<(value: number) => void> = [];
    let sent = 0;
    const read = freshReads(
      () =>
        new Promise<number>((resolve) => {
          sent += 1;
          pending.push(resolve);
        }),
    );
    const first = read();
    const second = read();
    const third = read();
    expect(sent).toBe(1);
    pending[0]?.(1);
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(sent).toBe(2));
    pending[1]?.(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });
});
