// Runs Lighthouse for the benchmark in a plain Node process. Under tsx every module, Lighthouse's
// own included, is compiled with esbuild's keepNames, which adds a `__name` helper to the page
// functions Lighthouse serialises into the browser, where it is undefined. Input: one JSON
// argument {plan: [{key, url, run, cpuSlowdownMultiplier?, appliedThrottling?}], chromePath,
// chromeFlags, categories, detailedAudits, reportsDir?}, measured in its order. A run with
// `cpuSlowdownMultiplier` uses it instead of Lighthouse's default ×4, simulated; with
// `appliedThrottling` too, DevTools applies it (and Lighthouse's default mobile network) while the
// page loads. Output: one JSON line per run with the part of the report the bench reads
// (bench/lighthouse-report.ts); a run that fails is a line with its error, so one bad run does not
// cost the figures of the others. With `reportsDir`, each run's whole report is kept there too, for
// reading where a figure came from. With `breakdown`, each line also carries what the main thread did
// by kind (bench/trace-breakdown.mjs), read from the run's trace.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as lighthouseThrottling } from "lighthouse/core/config/constants.js";
import { traceBreakdown } from "./trace-breakdown.mjs";

const { plan, chromePath, chromeFlags, categories, detailedAudits, reportsDir, breakdown } = JSON.parse(process.argv[2] ?? "{}");

function fragmentOf(lhr) {
  const audits = Object.fromEntries(
    Object.entries(lhr.audits).map(([id, { score, scoreDisplayMode, numericValue, details }]) => [
      id,
      detailedAudits.includes(id) ? { score, scoreDisplayMode, numericValue, details } : { score, scoreDisplayMode, numericValue },
    ]),
  );
  const categoryScores = Object.fromEntries(Object.entries(lhr.categories).map(([id, { score }]) => [id, { score }]));
  return {
    environment: { benchmarkIndex: lhr.environment?.benchmarkIndex },
    configSettings: { throttling: { cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier } },
    categories: categoryScores,
    audits,
  };
}
/** Lighthouse's flags for a run's CPU slowdown; none for its defaults. */
function throttlingFlags(cpuSlowdownMultiplier, appliedThrottling) {
  if (!cpuSlowdownMultiplier) return {};
  if (!appliedThrottling) return { throttling: { cpuSlowdownMultiplier } };
  // The network DevTools applies for Lighthouse's default mobile profile (slow 4G, its latency and
  // throughputs adjusted for DevTools), so only the CPU differs from the simulated runs.
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = lighthouseThrottling.mobileSlow4G;
  return {
    throttlingMethod: "devtools",
    throttling: { cpuSlowdownMultiplier, requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps },
  };
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
try {
  for (const { key, url, run, cpuSlowdownMultiplier, appliedThrottling } of plan) {
    let result;
    const throttling = throttlingFlags(cpuSlowdownMultiplier, appliedThrottling);
    try {
      result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories, ...throttling });
    } catch (error) {
      process.stdout.write(`${JSON.stringify({ key, url, run, error: String(error?.message ?? error).split("\n")[0] })}\n`);
      continue;
    }
    const runtimeError = result?.lhr.runtimeError;
    if (!result || runtimeError) {
      const error = runtimeError ? `${runtimeError.code} ${runtimeError.message}` : "Lighthouse returned nothing";
      process.stdout.write(`${JSON.stringify({ key, url, run, error })}\n`);
      continue;
    }
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const target = new URL(key.replace(/^reference /, ""));
      // The port too: the bare and styled bare pages are both at "/".
      const route = `${target.port}${target.pathname}`.replace(/\W+/g, "_");
      const pass = `${appliedThrottling ? "applied-" : ""}${cpuSlowdownMultiplier ? `cpu${cpuSlowdownMultiplier}-` : ""}`;
      const name = `${pass}${key.startsWith("reference ") ? "bare-before-" : ""}${route}-${run}.json`;
      writeFileSync(path.join(reportsDir, name), JSON.stringify(result.lhr));
    }
    const settings = result.lhr.configSettings;
    const multiplier = settings.throttlingMethod === "simulate" ? settings.throttling.cpuSlowdownMultiplier : 1;
    const mainThread = breakdown ? await traceBreakdown(result.artifacts, multiplier) : undefined;
    process.stdout.write(`${JSON.stringify({ key, url, run, report: fragmentOf(result.lhr), breakdown: mainThread })}\n`);
  }
} finally {
  chrome.kill();
}
