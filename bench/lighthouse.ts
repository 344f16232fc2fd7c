import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@/tests/support/chromium";
import type { TraceBreakdown } from "./breakdown";
import { DETAILED_AUDITS, failingAudits, figuresFromReport, type LighthouseFigures, type ReportFragment } from "./lighthouse-report";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** `BENCH_REPORTS=<folder>` keeps every run's whole Lighthouse report there, to see where a figure came from. */
const REPORTS_DIR = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : undefined;
/** `BENCH_BREAKDOWN=1` reads every run's trace for what the main thread did, by kind (bench/breakdown.ts). */
export const BREAKDOWN = process.env.BENCH_BREAKDOWN === "1";

export type { LighthouseFigures } from "./lighthouse-report";

/** The lowest and highest value of a figure over the runs. */
export type Spread = { [K in keyof LighthouseFigures]: [number, number] | null };

export interface LighthouseRoute {
  median: LighthouseFigures;
  spread: Spread;
  runs: LighthouseFigures[];
  /** Audits scored below 0.9 in the last run, so the table says what to fix. */
  failingAudits: string[];
  /** Runs that failed, with why. */
  errors: string[];
  /** Each measured run's main-thread breakdown, with `BENCH_BREAKDOWN=1`. */
  breakdowns: TraceBreakdown[];
}

type RunLine =
  | { key: string; url: string; run: number; failingAudits: string[]; figures: LighthouseFigures; breakdown?: TraceBreakdown; error?: undefined }
  | { key: string; url: string; run: number; error: string };

type WorkerLine =
  | { key: string; url: string; run: number; report: ReportFragment; breakdown?: TraceBreakdown; error?: undefined }
  | { key: string; url: string; run: number; error: string };

/**
 * A CPU slowdown other than Lighthouse's default ×4: simulated (Lantern multiplies each task of the
 * trace by `multiplier`), or with `applied`, applied by DevTools while the page loads.
 */
export interface CpuSlowdown {
  multiplier: number;
  applied?: boolean;
}

/** One Lighthouse run to make; without `cpu`, Lighthouse's defaults. */
export interface PlannedRun {
  key: string;
  url: string;
  run: number;
  cpu?: CpuSlowdown;
}

/** A planned run as the worker reads it (bench/lighthouse-worker.mjs). */
export interface WorkerRun {
  key: string;
  url: string;
  run: number;
  cpuSlowdownMultiplier?: number;
  appliedThrottling?: boolean;
}

/** The worker's form of a run: the multiplier, and `appliedThrottling` only when DevTools is to apply it. */
export function workerRun({ key, url, run, cpu }: PlannedRun): WorkerRun {
  if (!cpu) return { key, url, run };
  return { key, url, run, cpuSlowdownMultiplier: cpu.multiplier, ...(cpu.applied ? { appliedThrottling: true } : {}) };
}

const describeCpu = (cpu?: CpuSlowdown) => (cpu ? ` (CPU ×${cpu.multiplier}${cpu.applied ? " applied" : ""})` : "");

export const median = (values: (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 ? (present[middle] ?? null) : ((present[middle - 1] ?? 0) + (present[middle] ?? 0)) / 2;
};

const FIGURES: Array<keyof LighthouseFigures> = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpMs",
  "tbtMs",
  "cls",
  "transferBytes",
  "benchmarkIndex",
  "scriptingMs",
  "styleLayoutMs",
  "mainThreadMs",
  "bootupMs",
];

function spreadOf(runs: LighthouseFigures[]): Spread {
  const spread = {} as Spread;
  for (const key of FIGURES) {
    const values = runs.map((run) => run[key]).filter((value): value is number => value !== null);
    spread[key] = values.length ? [Math.min(...values), Math.max(...values)] : null;
  }
  return spread;
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  return Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseFigures;
}

/** What one key measured: its runs, their median and spread, the audits failing in its last run. */
function summarise(lines: RunLine[]): LighthouseRoute {
  const measured = lines.flatMap((line) => (line.error === undefined ? [line] : []));
  const runs = measured.map((line) => line.figures);
  return {
    runs,
    median: medianFigures(runs),
    spread: spreadOf(runs),
    failingAudits: measured.at(-1)?.failingAudits ?? [],
    errors: lines.flatMap((line) => (line.error === undefined ? [] : [`run ${line.run}: ${line.error}`])),
    breakdowns: measured.flatMap((line) => line.breakdown ?? []),
  };
}

export interface InterleavedLighthouse {
  /** Each route's runs, by URL. */
  routes: Map<string, LighthouseRoute>;
  /** The reference's runs taken just before each route's, by that route's URL. */
  pairedReference: Map<string, LighthouseRoute>;
  /** Every run of the reference. */
  reference: LighthouseRoute;
}

/** Runs the plan in order in one worker (one Chromium); a failed run is a line with its error. */
export async function runPlan(plan: PlannedRun[], of: string, log: (line: string) => void): Promise<RunLine[]> {
  const worker = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, "lighthouse-worker.mjs"),
      JSON.stringify({
        plan: plan.map(workerRun),
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROME_FLAGS,
        categories: CATEGORIES,
        detailedAudits: DETAILED_AUDITS,
        reportsDir: REPORTS_DIR,
        breakdown: BREAKDOWN,
      }),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let errors = "";
  worker.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const lines: RunLine[] = [];
  for await (const text of createInterface({ input: worker.stdout })) {
    const parsed = JSON.parse(text) as WorkerLine;
    const cpu = plan.find((entry) => entry.key === parsed.key)?.cpu;
    const at = `  lighthouse${describeCpu(cpu)} ${parsed.url} run ${parsed.run}${of}`;
    if (parsed.error !== undefined) {
      log(`${at}: failed: ${parsed.error}`);
      lines.push(parsed);
      continue;
    }
    const figures = figuresFromReport(parsed.report);
    log(
      `${at}: perf ${figures.performance}, LCP ${Math.round(figures.lcpMs ?? 0)} ms, TBT ${Math.round(figures.tbtMs ?? 0)} ms, ` +
        `scripting ${Math.round(figures.scriptingMs ?? 0)} ms, benchmarkIndex ${figures.benchmarkIndex}`,
    );
    lines.push({
      key: parsed.key,
      url: parsed.url,
      run: parsed.run,
      figures,
      failingAudits: failingAudits(parsed.report),
      ...(parsed.breakdown ? { breakdown: parsed.breakdown } : {}),
    });
  }
  const code = await new Promise<number | null>((resolve) => {
    if (worker.exitCode !== null) resolve(worker.exitCode);
    else worker.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`Lighthouse worker exited with ${code}:\n${errors.slice(-4000)}`);
  return lines;
}

/** The median TBT of `runs` runs of one page at a CPU slowdown: a probe of the calibration. */
export async function medianTbtAt(url: string, cpu: CpuSlowdown, runs: number, log: (line: string) => void) {
  const plan: PlannedRun[] = Array.from({ length: runs }, (_, index) => ({ key: url, url, run: index + 1, cpu }));
  const measured = summarise(await runPlan(plan, `/${runs}`, log));
  return { tbtMs: measured.median.tbtMs, benchmarkIndex: measured.median.benchmarkIndex };
}

/** Every round: the reference, then each route (and its companion, which goes first in every other round). */
export function interleavedPlan(
  reference: string,
  urls: string[],
  runs: number,
  cpu: CpuSlowdown | undefined,
  companion: (url: string) => string | null,
): PlannedRun[] {
  return Array.from({ length: runs }, (_, index) =>
    urls.flatMap((url) => {
      const follower = companion(url);
      const pair = [url, ...(follower ? [follower] : [])].map((key) => ({ key, url: key, run: index + 1, cpu }));
      return [{ key: `reference ${url}`, url: reference, run: index + 1, cpu }, ...(index % 2 ? pair.reverse() : pair)];
    }),
  ).flat();
}

/**
 * Lighthouse 12 through its Node API, with its defaults as the measurement: the mobile form factor
 * and simulated throttling. One Chromium serves every run; Lighthouse resets storage before each.
 * The reference page is measured right before every run of every route (reference, route,
 * reference, route...), so a route and its reference see the same machine, however busy it is. A
 * route's `companion` (the same path served by a baseline build) runs beside it, before it in every
 * other round so neither always comes first, and shares its reference runs. `cpu` sets every run's
 * CPU slowdown (see `CpuSlowdown`).
 */
export async function runLighthouseInterleaved(
  reference: string,
  urls: string[],
  runs = 5,
  log = (line: string) => console.info(line),
  cpu?: CpuSlowdown,
  companion: (url: string) => string | null = () => null,
): Promise<InterleavedLighthouse> {
  const plan = interleavedPlan(reference, urls, runs, cpu, companion);
  const lines = await runPlan(plan, `/${runs}`, log);
  const followers = urls.flatMap((url) => companion(url) ?? []);
  return {
    routes: new Map([...urls, ...followers].map((url) => [url, summarise(lines.filter((line) => line.key === url))])),
    pairedReference: new Map(urls.map((url) => [url, summarise(lines.filter((line) => line.key === `reference ${url}`))])),
    reference: summarise(lines.filter((line) => line.key.startsWith("reference "))),
  };
}

/** The median of Lighthouse's benchmarkIndex (the host's speed at that run) over every run of a pass. */
export const medianBenchmarkIndex = (pass: InterleavedLighthouse): number | null =>
  median([...pass.routes.values(), pass.reference].flatMap((entry) => entry.runs.map((run) => run.benchmarkIndex)));
