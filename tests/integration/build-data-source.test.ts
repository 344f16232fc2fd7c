import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Database } from "@/lib/primitives/sqlite-driver";
import { copyCheckout } from "@/tests/support/checkout-copy";
import { demoBlogPosts } from "@/tests/support/demo-content";

/*
 * Hosted builders keep .next/cache between builds. A build reads its pages' data from the database
 * it is configured with, never from what an earlier build against another database left in the
 * data cache (lib/services/cache/build-data.ts).
 */
const copy = copyCheckout("lexor-build-data-");
const article = demoBlogPosts.find((post) => post.status === "published");
const renamed = "A title only the second database holds";

afterAll(() => rmSync(copy, { recursive: true, force: true }), 600_000);

/** The copy's own Next, so the build and its pages load one React. */
function build(dataDir: string): void {
  const result = spawnSync(process.execPath, [path.join(copy, "node_modules/next/dist/bin/next"), "build"], {
    cwd: copy,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      EMBEDDED_DEFAULTS: "true",
      DATA_DIR: dataDir,
      SITE_URL: "http://127.0.0.1:3000",
    },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status}):\n${(result.stdout + result.stderr).slice(-6000)}`);
}

const prerendered = () => readFileSync(path.join(copy, ".next/server/app/blog", `${article?.slug}.html`), "utf8");

describe("a second build in the same folder", () => {
  it("pre-renders from its own database, whatever the first build cached", () => {
    expect(article).toBeDefined();
    const first = path.join(copy, ".data/build-a");
    build(first);
    expect(prerendered()).toContain(article?.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));

    const second = path.join(copy, ".data/build-b");
    mkdirSync(second, { recursive: true });
    const source = new Database(path.join(first, "lexor.sqlite"));
    source.prepare("VACUUM INTO ?").run(path.join(second, "lexor.sqlite"));
    source.close();
    const db = new Database(path.join(second, "lexor.sqlite"));
    const changed = db
      .prepare("UPDATE documents SET data = json_set(data, '$.title', ?) WHERE collection = 'blogs' AND json_extract(data, '$.slug') = ?")
      .run(renamed, article?.slug);
    db.close();
    expect(changed.changes).toBe(1);

    build(second);
    expect(prerendered()).toContain(renamed);
  }, 1_800_000);
});
