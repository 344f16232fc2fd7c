import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@/tests/support/chromium";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** `BENCH_REPORTS=<folder>` keeps every run's whole Lighthouse report there, to see where a figure came from. */
const REPORTS_DIR = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : undefined;

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferBytes: number | null;
}

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
}

type RunLine =
  | { key: string; url: string; run: number; failingAudits: string[]; figures: LighthouseFigures; error?: undefined }
  | { key: string; url: string; run: number; error: string };

export const median = (values: (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 ? (present[middle] ?? null) : ((present[middle - 1] ?? 0) + (present[middle] ?? 0)) / 2;
};

const FIGURES: Array<keyof LighthouseFigures> = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "transferBytes"];

function spreadOf(runs: LighthouseFigures[]): Spread {
  const spread = {} as Spread;
  for (const key of FIGURES) {
    const values = runs.map((run) => run[key]).filter((value): value is number => value !== null);
    spread[key] = values.length ? [Math.min(...values), Math.max(...values)] : null;
  }
  return spread;
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    transferBytes: pick("transferBytes"),
  };
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

/**
 * Lighthouse 12 through its Node API, with its defaults as the measurement: the mobile form factor
 * and simulated throttling. One Chromium serves every run; Lighthouse resets storage before each.
 * The reference page is measured right before every run of every route (reference, route,
 * reference, route...), so a route and its reference see the same machine, however busy it is.
 */
export async function runLighthouseInterleaved(
  reference: string,
  urls: string[],
  runs = 5,
  log = (line: string) => console.info(line),
): Promise<InterleavedLighthouse> {
  const plan = Array.from({ length: runs }, (_, index) =>
    urls.flatMap((url) => [
      { key: `reference ${url}`, url: reference, run: index + 1 },
      { key: url, url, run: index + 1 },
    ]),
  ).flat();
  const worker = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, "lighthouse-worker.mjs"),
      JSON.stringify({ plan, chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, categories: CATEGORIES, reportsDir: REPORTS_DIR }),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let errors = "";
  worker.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const lines: RunLine[] = [];
  for await (const line of createInterface({ input: worker.stdout })) {
    const parsed = JSON.parse(line) as RunLine;
    if (parsed.error !== undefined) {
      log(`  lighthouse ${parsed.url} run ${parsed.run}/${runs}: failed: ${parsed.error}`);
    } else {
      const f = parsed.figures;
      log(`  lighthouse ${parsed.url} run ${parsed.run}/${runs}: perf ${f.performance}, LCP ${Math.round(f.lcpMs ?? 0)} ms, TBT ${Math.round(f.tbtMs ?? 0)} ms`);
    }
    lines.push(parsed);
  }
  const code = await new Promise<number | null>((resolve) => {
    if (worker.exitCode !== null) resolve(worker.exitCode);
    else worker.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`Lighthouse worker exited with ${code}:\n${errors.slice(-4000)}`);
  return {
    routes: new Map(urls.map((url) => [url, summarise(lines.filter((line) => line.key === url))])),
    pairedReference: new Map(urls.map((url) => [url, summarise(lines.filter((line) => line.key === `reference ${url}`))])),
    reference: summarise(lines.filter((line) => line.key.startsWith("reference "))),
  };
}
