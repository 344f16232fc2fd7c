import { execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assertPortFree, EMBEDDED_OPT_IN, type GroupProcess, ROOT, startGroup, waitForHttp } from "@/tests/support/processes";
import type { FirstLoadJs } from "./first-load-js";
import type { LighthouseRoute } from "./lighthouse";
import { ratioOf } from "./slow-phone";

export interface BaselineServer extends GroupProcess {
  rev: string;
  commit: string;
  origin: string;
}

interface PassComparison {
  tbtMs: number | null;
  baselineTbtMs: number | null;
  scriptingMs: number | null;
  baselineScriptingMs: number | null;
  ratios: { tbt: number | null; scripting: number | null };
}

export interface BaselineRoute {
  label: string;
  path: string;
  status: number;
  firstLoadJs: { gzipBytes: number | null; baselineGzipBytes: number | null; ratio: number | null };
  defaultPass: PassComparison | null;
  slowPhone: PassComparison | null;
  lighthouse: { defaultPass: LighthouseRoute | null; slowPhone: LighthouseRoute | null };
}

/** The same routes served by an earlier commit's build, measured beside ours (`BENCH_BASELINE`). */
export interface Baseline {
  rev: string;
  commit: string;
  buildWallMs: number;
  routes: BaselineRoute[];
}

/**
 * Builds `rev` in a folder of its own (its files from git, this checkout's node_modules hard-linked,
 * so both builds use the same Next.js) and serves it with the embedded defaults like the bench's own
 * server: an earlier version of the site as a reference in the same run.
 */
export async function startBaseline(
  rev: string,
  port: number,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<{ server: BaselineServer; buildWallMs: number }> {
  await assertPortFree(port);
  const commit = execFileSync("git", ["rev-parse", "--verify", `${rev}^{commit}`], { cwd: ROOT, encoding: "utf8" }).trim();
  const dir = path.join(os.tmpdir(), `lexor-bench-baseline-${commit.slice(0, 12)}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`, { cwd: ROOT, stdio: "ignore" });
  execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);

  const origin = `http://127.0.0.1:${port}`;
  const serverEnv = { ...EMBEDDED_OPT_IN, ...env, SITE_URL: origin, HOST: "127.0.0.1", PORT: String(port) };
  log(`Building the baseline ${rev} (${commit.slice(0, 12)}) in ${dir}...`);
  const started = performance.now();
  execFileSync(process.execPath, [path.join(dir, "node_modules/next/dist/bin/next"), "build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...serverEnv },
    stdio: "ignore",
  });
  const buildWallMs = performance.now() - started;
  const server = startGroup(process.execPath, ["server.mjs"], { cwd: dir, env: serverEnv });
  const removeFolder = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await waitForHttp(`${origin}/api/health`, { process: server });
  } catch (error) {
    await server.kill();
    removeFolder();
    throw error;
  }
  const stop = async (graceMs?: number) => {
    await server.stop(graceMs);
    removeFolder();
  };
  return { server: { ...server, stop, rev, commit, origin }, buildWallMs };
}

function comparePass(ours: LighthouseRoute | null, baseline: LighthouseRoute | null): PassComparison | null {
  if (!ours || !baseline) return null;
  return {
    tbtMs: ours.median.tbtMs,
    baselineTbtMs: baseline.median.tbtMs,
    scriptingMs: ours.median.scriptingMs,
    baselineScriptingMs: baseline.median.scriptingMs,
    ratios: { tbt: ratioOf(ours.median.tbtMs, baseline.median.tbtMs), scripting: ratioOf(ours.median.scriptingMs, baseline.median.scriptingMs) },
  };
}

export function baselineRoute(
  route: { label: string; path: string; status: number },
  firstLoadJs: { ours: FirstLoadJs | null; baseline: FirstLoadJs | null },
  defaultPass: { ours: LighthouseRoute | null; baseline: LighthouseRoute | null },
  slowPhone: { ours: LighthouseRoute | null; baseline: LighthouseRoute | null },
): BaselineRoute {
  const gzip = firstLoadJs.ours?.gzipBytes ?? null;
  const baselineGzip = firstLoadJs.baseline?.gzipBytes ?? null;
  return {
    ...route,
    firstLoadJs: { gzipBytes: gzip, baselineGzipBytes: baselineGzip, ratio: ratioOf(gzip, baselineGzip) },
    defaultPass: comparePass(defaultPass.ours, defaultPass.baseline),
    slowPhone: comparePass(slowPhone.ours, slowPhone.baseline),
    lighthouse: { defaultPass: defaultPass.baseline, slowPhone: slowPhone.baseline },
  };
}
