// Runs Lighthouse for the benchmark in a plain Node process. Under tsx every module, Lighthouse's
// own included, is compiled with esbuild's keepNames, which adds a `__name` helper to the page
// functions Lighthouse serialises into the browser, where it is undefined. Input: one JSON
// argument {plan: [{key, url, run}], chromePath, chromeFlags, categories}, measured in its order.
// Output: one JSON line per run; a run that fails is a line with its error, so one bad run does
// not cost the figures of the others. With `reportsDir`, each run's whole report is kept there too,
// for reading where a figure came from.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const { plan, chromePath, chromeFlags, categories, reportsDir } = JSON.parse(process.argv[2] ?? "{}");
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
try {
  for (const { key, url, run } of plan) {
    let result;
    try {
      result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
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
      const route = new URL(key.replace(/^reference /, "")).pathname.replace(/\W+/g, "_");
      const name = `${key.startsWith("reference ") ? "bare-before-" : ""}${route}-${run}.json`;
      writeFileSync(path.join(reportsDir, name), JSON.stringify(result.lhr));
    }
    const { categories: scores, audits } = result.lhr;
    const failingAudits = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .filter((audit) => !["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode))
      .map((audit) => audit.id);
    const numeric = (id) => audits[id]?.numericValue ?? null;
    const score = (id) => (scores[id]?.score == null ? null : Math.round(scores[id].score * 100));
    process.stdout.write(
      `${JSON.stringify({
        key,
        url,
        run,
        failingAudits,
        figures: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: numeric("largest-contentful-paint"),
          tbtMs: numeric("total-blocking-time"),
          cls: numeric("cumulative-layout-shift"),
          transferBytes: numeric("total-byte-weight"),
        },
      })}\n`,
    );
  }
} finally {
  chrome.kill();
}
