import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "@/tests/support/processes";

const scratch = mkdtempSync(path.join(tmpdir(), "lexor-lockfile-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm ci` as App Hosting's buildpack and the Dockerfile run it, in a folder holding only the two files. */
function npmCi(packageJson: string): { status: number | null; output: string } {
  const folder = mkdtempSync(path.join(scratch, "ci-"));
  writeFileSync(path.join(folder, "package.json"), packageJson);
  copyFileSync(path.join(ROOT, "package-lock.json"), path.join(folder, "package-lock.json"));
  const run = spawnSync("npm", ["ci", "--ignore-scripts", "--dry-run", "--no-audit", "--no-fund"], {
    cwd: folder,
    encoding: "utf8",
    env: { ...process.env, npm_config_loglevel: "error" },
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("package-lock.json", () => {
  const packageJson = readFileSync(path.join(ROOT, "package.json"), "utf8");

  it("is accepted by npm ci with package.json as committed", () => {
    const run = npmCi(packageJson);
    expect(run.output).not.toMatch(/in sync/);
    expect(run.status, run.output).toBe(0);
  }, 150_000);

  it("is refused by npm ci once package.json names a dependency it lacks", () => {
    const changed = JSON.parse(packageJson) as { dependencies: Record<string, string> };
    changed.dependencies["is-number"] = "7.0.0";
    const run = npmCi(JSON.stringify(changed, null, 2));
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/Missing: is-number@7\.0\.0 from lock file/);
  }, 150_000);
});
