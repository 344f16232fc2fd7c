import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { clearBuildDataCache } from "@/lib/services/cache/build-data";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project folder holding what an earlier build left in Next's data cache. */
function projectWithCachedData(): { dir: string; entry: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-build-cache-"));
  dirs.push(dir);
  const entry = path.join(dir, ".next/cache/fetch-cache/4f2a");
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.writeFileSync(entry, JSON.stringify({ kind: "FETCH", data: { body: "a title from the other database" } }));
  fs.mkdirSync(path.join(dir, ".next/cache/images"), { recursive: true });
  return { dir, entry };
}

describe("the build's data cache", () => {
  it("is emptied once per build, before pages are pre-rendered, and its build workers keep what it cached", () => {
    const { dir, entry } = projectWithCachedData();
    const env: Record<string, string | undefined> = {};
    expect(clearBuildDataCache(dir, env)).toBe(true);
    expect(fs.existsSync(entry)).toBe(false);
    expect(fs.existsSync(path.join(dir, ".next/cache/images")), "other caches stay").toBe(true);

    fs.mkdirSync(path.dirname(entry), { recursive: true });
    fs.writeFileSync(entry, "cached by this build");
    expect(clearBuildDataCache(dir, { ...env }), "a worker of the same build").toBe(false);
    expect(fs.readFileSync(entry, "utf8")).toBe("cached by this build");
  });
});
