import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@/tests/support/chromium";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

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

export interface LighthouseRoute {
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** Audits scored below 0.9 in the last run, so the table says what to fix. */
  failingAudits: string[];
  /** Runs that failed, with why. */
  errors: string[];
}

type RunLine =
  | { url: string; run: number; failingAudits: string[]; figures: LighthouseFigures; error?: undefined }
  | { url: string; run: number; error: string };

export const median = (values: (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 ? (present[middle] ?? null) : ((present[middle - 1] ?? 0) + (present[middle] ?? 0)) / 2;
};

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

/**
 * Lighthouse 12 through its Node API, with its defaults as the measurement: the mobile form factor
 * and simulated throttling. One Chromium serves every run; Lighthouse resets storage before each.
 */
export async function runLighthouse(urls: string[], runs = 3, log = (line: string) => console.info(line)) {
  const worker = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, "lighthouse-worker.mjs"),
      JSON.stringify({ urls, runs, chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, categories: CATEGORIES }),
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
      log(`  lighthouse ${parsed.url} run ${parsed.run}/${runs}: perf ${f.performance}, a11y ${f.accessibility}, bp ${f.bestPractices}, seo ${f.seo}`);
    }
    lines.push(parsed);
  }
  const code = await new Promise<number | null>((resolve) => {
    if (worker.exitCode !== null) resolve(worker.exitCode);
    else worker.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`Lighthouse worker exited with ${code}:\n${errors.slice(-4000)}`);
  const results = new Map<string, LighthouseRoute>();
  for (const url of urls) {
    const mine = lines.filter((line) => line.url === url);
    const measured = mine.flatMap((line) => (line.error === undefined ? [line] : []));
    results.set(url, {
      runs: measured.map((line) => line.figures),
      median: medianFigures(measured.map((line) => line.figures)),
      failingAudits: measured.at(-1)?.failingAudits ?? [],
      errors: mine.flatMap((line) => (line.error === undefined ? [] : [`run ${line.run}: ${line.error}`])),
    });
  }
  return results;
}
