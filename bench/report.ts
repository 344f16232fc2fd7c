import type { Baseline } from "./baseline";
import type { FirstLoadJs } from "./first-load-js";
import type { LighthouseRoute } from "./lighthouse";
import type { LoadFigures } from "./load";
import { type AppliedSlowPhone, ratioOf, type SlowPhone } from "./slow-phone";
import { atLeast, atMost, mark, TARGETS } from "./targets";

export interface RouteResult {
  label: string;
  path: string | null;
  status: string;
  ok: boolean;
  lighthouse: LighthouseRoute | null;
  /** The bare page's runs taken right before this route's. */
  bareLighthouse?: LighthouseRoute | null;
  firstLoadJs: FirstLoadJs | null;
  firstLoadJsRatio: number | null;
  /** The same HTML without its scripts (BENCH_SCRIPTLESS=1), paired with the bare page: a diagnostic, no target. */
  scriptless?: { lighthouse: LighthouseRoute | null; bareLighthouse: LighthouseRoute | null };
  error?: string;
}

export interface LoadResult {
  label: string;
  request: string;
  status: string;
  figures: LoadFigures | null;
  error?: string;
}

export interface BenchResults {
  date: string;
  /** The whole run, build to last figure (the cluster part and the mail latency come after it is taken: they add a few minutes). */
  wallSeconds?: number;
  machine: Record<string, unknown>;
  settings: Record<string, unknown>;
  build: { wallMs: number; largestHtml: { path: string; bytes: number } | null };
  bare: { firstLoadJs: FirstLoadJs; lighthouse: LighthouseRoute | null };
  /** The bare page with the site's stylesheet linked, measured like a route: a reference, no target. */
  styledBare?: { lighthouse: LighthouseRoute | null; bareLighthouse: LighthouseRoute | null } | null;
  slowPhone?: SlowPhone | null;
  baseline?: Baseline | null;
  routes: RouteResult[];
  load: LoadResult[];
  nginx: { figures: LoadFigures; requestsPerSecondRatio: number | null; p50Ratio: number | null } | null;
  targets: typeof TARGETS;
}

const kb = (bytes: number | null | undefined) => (bytes == null ? "-" : `${(bytes / 1024).toFixed(1)} kB`);
const ms = (value: number | null | undefined) => (value == null ? "-" : `${Math.round(value)} ms`);
const num = (value: number | null | undefined, digits = 0) => (value == null ? "-" : value.toFixed(digits));
/** A median of an even number of runs can fall between two scores: shown as it is, not rounded past its mark. */
const score = (value: number | null | undefined) => (value == null ? "-" : Number.isInteger(value) ? String(value) : value.toFixed(1));

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

export function formatReport(results: BenchResults): string {
  const out: string[] = [];
  out.push(`Benchmark ${results.date}`);
  const m = results.machine;
  out.push(`Machine: ${m.cpus} CPU (${m.cpuModel}), ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}, ${m.chromium}, nginx ${m.nginx ?? "-"}`);
  out.push(`Settings: ${JSON.stringify(results.settings)}`);
  out.push("");

  const bare = results.bare.lighthouse;
  out.push(
    `Lighthouse 12, mobile, simulated throttling, ${results.settings.lighthouseRuns} runs per route, each right after a run of ` +
      "the bare Next.js page; median [lowest–highest]. Ratios are the route's median over its paired bare runs' median.",
  );
  if (results.styledBare) {
    out.push(
      "“bare page + site stylesheet” is the bare page with the site's compiled stylesheet linked and nothing else, paired the same way: a reference, no target.",
    );
  }
  out.push(`Targets: perf ≥ bare − ${TARGETS.performanceBelowBare}, a11y/bp/seo = 100, LCP and TBT ≤ ${TARGETS.lcpRatio}× bare, CLS ${TARGETS.cls}`);
  const spread = (route: LighthouseRoute | null | undefined, key: "performance" | "lcpMs" | "tbtMs", format: (value: number) => string) => {
    const median = route?.median[key];
    const range = route?.spread[key];
    return median == null ? "-" : `${format(median)} [${range ? `${format(range[0])}–${format(range[1])}` : "-"}]`;
  };
  const ratio = ratioOf;
  const rows = results.routes.map((route) => {
    const figures = route.lighthouse?.median;
    if (!figures) return [route.label, route.path ?? "-", route.error ?? route.status, "", "", "", "", "", "", "", "", "", ""];
    const paired = route.bareLighthouse?.median;
    const lcpRatio = ratio(figures.lcpMs, paired?.lcpMs);
    const tbtRatio = ratio(figures.tbtMs, paired?.tbtMs);
    const floor = bare?.median.performance == null ? null : bare.median.performance - TARGETS.performanceBelowBare;
    return [
      route.label,
      route.path ?? "-",
      `${spread(route.lighthouse, "performance", score)} ${mark(floor == null ? "n/a" : atLeast(figures.performance, floor))}`,
      `${score(figures.accessibility)}/${score(figures.bestPractices)}/${score(figures.seo)} ${mark(
        [atLeast(figures.accessibility, 100), atLeast(figures.bestPractices, 100), atLeast(figures.seo, 100)].every((verdict) => verdict === "pass")
          ? "pass"
          : "fail",
      )}`,
      spread(route.lighthouse, "lcpMs", (value) => `${Math.round(value)}`),
      `${num(lcpRatio, 2)}× ${mark(atMost(lcpRatio, TARGETS.lcpRatio))}`,
      spread(route.lighthouse, "tbtMs", (value) => `${Math.round(value)}`),
      `${num(tbtRatio, 2)}× ${mark(atMost(tbtRatio, TARGETS.tbtRatio))}`,
      `${num(ratio(figures.scriptingMs, paired?.scriptingMs), 2)}×`,
      `${num(ratio(figures.styleLayoutMs, paired?.styleLayoutMs), 2)}×`,
      `${num(figures.cls, 3)} ${mark(atMost(figures.cls, TARGETS.cls))}`,
      kb(figures.transferBytes),
    ];
  });
  const styled = results.styledBare;
  if (styled?.lighthouse) {
    const figures = styled.lighthouse.median;
    const paired = styled.bareLighthouse?.median;
    rows.push([
      "bare page + site stylesheet",
      "/",
      spread(styled.lighthouse, "performance", score),
      `${score(figures.accessibility)}/${score(figures.bestPractices)}/${score(figures.seo)}`,
      spread(styled.lighthouse, "lcpMs", (value) => `${Math.round(value)}`),
      `${num(ratio(figures.lcpMs, paired?.lcpMs), 2)}×`,
      spread(styled.lighthouse, "tbtMs", (value) => `${Math.round(value)}`),
      `${num(ratio(figures.tbtMs, paired?.tbtMs), 2)}×`,
      `${num(ratio(figures.scriptingMs, paired?.scriptingMs), 2)}×`,
      `${num(ratio(figures.styleLayoutMs, paired?.styleLayoutMs), 2)}×`,
      num(figures.cls, 3),
      kb(figures.transferBytes),
    ]);
  }
  if (bare) {
    rows.push([
      "bare Next.js page (every run)",
      "/",
      spread(bare, "performance", score),
      `${score(bare.median.accessibility)}/${score(bare.median.bestPractices)}/${score(bare.median.seo)}`,
      spread(bare, "lcpMs", (value) => `${Math.round(value)}`),
      "1×",
      spread(bare, "tbtMs", (value) => `${Math.round(value)}`),
      "1×",
      `${ms(bare.median.scriptingMs)} = 1×`,
      `${ms(bare.median.styleLayoutMs)} = 1×`,
      num(bare.median.cls, 3),
      kb(bare.median.transferBytes),
    ]);
  }
  out.push(
    table(
      ["route", "path", "perf", "a11y/bp/seo", "LCP ms", "LCP ×bare", "TBT ms", "TBT ×bare", "scripting ×bare", "style/layout ×bare", "CLS", "transfer"],
      rows,
    ),
  );
  if (bare) out.push(`  Lighthouse benchmarkIndex, median of the bare runs: ${num(bare.median.benchmarkIndex)}`);
  const failing = results.routes.filter((route) => route.lighthouse?.failingAudits.length);
  for (const route of failing) out.push(`  ${route.label}: audits below 0.9: ${route.lighthouse?.failingAudits.join(", ")}`);
  for (const route of results.routes.filter((entry) => entry.lighthouse?.errors.length)) {
    out.push(`  ${route.label}: failed runs: ${route.lighthouse?.errors.join("; ")}`);
  }
  out.push("");

  const scriptless = results.routes.filter((route) => route.scriptless?.lighthouse);
  if (scriptless.length > 0) {
    out.push(
      "Each route's HTML without its scripts (BENCH_SCRIPTLESS=1), paired with the bare page the same way: what the markup and " +
        "stylesheet cost in LCP when no script is evaluated before the first paint. A diagnostic, no target.",
    );
    out.push(
      table(
        ["route", "LCP ms", "LCP ×bare", "with scripts ×bare", "difference"],
        scriptless.map((route) => {
          const copy = route.scriptless?.lighthouse;
          const copyRatio = ratio(copy?.median.lcpMs, route.scriptless?.bareLighthouse?.median.lcpMs);
          const routeRatio = ratio(route.lighthouse?.median.lcpMs, route.bareLighthouse?.median.lcpMs);
          return [
            route.label,
            spread(copy, "lcpMs", (value) => `${Math.round(value)}`),
            `${num(copyRatio, 2)}×`,
            `${num(routeRatio, 2)}×`,
            copyRatio == null || routeRatio == null ? "-" : `+${num(routeRatio - copyRatio, 2)}× bare`,
          ];
        }),
      ),
    );
    out.push("");
  }

  if (results.slowPhone) out.push(formatSlowPhone(results.slowPhone), "");
  if (results.slowPhone?.applied) out.push(formatAppliedSlowPhone(results.slowPhone.applied, results.slowPhone.cpuSlowdownMultiplier), "");
  if (results.baseline) out.push(formatBaseline(results.baseline), "");

  out.push(
    `First-load JavaScript, gzip -9 of every same-origin <script src> (bare Next.js page: ${kb(results.bare.firstLoadJs.gzipBytes)}, ` +
      `${results.bare.firstLoadJs.scripts} scripts; target ≤ ${TARGETS.firstLoadJsRatio}× bare)`,
  );
  out.push(
    table(
      ["route", "path", "scripts", "gzip", "ours/bare"],
      results.routes.map((route) =>
        route.firstLoadJs
          ? [
              route.label,
              route.path ?? "-",
              String(route.firstLoadJs.scripts),
              kb(route.firstLoadJs.gzipBytes),
              `${num(route.firstLoadJsRatio, 3)}× ${mark(atMost(route.firstLoadJsRatio, TARGETS.firstLoadJsRatio))}`,
            ]
          : [route.label, route.path ?? "-", route.error ?? route.status, "", ""],
      ),
    ),
  );
  out.push("");

  const load = results.settings.load as { connections: number; durationSeconds: number };
  out.push(`Load on loopback, autocannon, ${load.connections} connections, ${load.durationSeconds} s each (target: 0 errors and 0 non-2xx)`);
  const loadRows = results.load.map((entry) => {
    const f = entry.figures;
    if (!f) return [entry.label, entry.request, entry.error ?? entry.status, "", "", "", "", ""];
    const bad = f.non2xx + f.errors + f.timeouts;
    return [
      entry.label,
      entry.request,
      Object.entries(f.statusCodes)
        .map(([code, count]) => `${code}×${count}`)
        .join(" "),
      num(f.requestsPerSecond),
      ms(f.p50Ms),
      ms(f.p99Ms),
      `${f.non2xx}/${f.errors + f.timeouts}`,
      mark(bad === TARGETS.loadErrors ? "pass" : "fail"),
    ];
  });
  if (results.nginx) {
    const f = results.nginx.figures;
    loadRows.push([
      "nginx (reference)",
      "GET / (same HTML)",
      Object.entries(f.statusCodes)
        .map(([code, count]) => `${code}×${count}`)
        .join(" "),
      num(f.requestsPerSecond),
      ms(f.p50Ms),
      ms(f.p99Ms),
      `${f.non2xx}/${f.errors + f.timeouts}`,
      "",
    ]);
  }
  out.push(table(["target", "request", "statuses", "req/s", "p50", "p99", "non2xx/errors", "ok"], loadRows));
  if (results.nginx) {
    out.push(`  home page, ours/nginx: throughput ${num(results.nginx.requestsPerSecondRatio, 3)}×, p50 latency ${num(results.nginx.p50Ratio, 1)}×`);
  }
  out.push("");

  out.push(`next build wall time: ${(results.build.wallMs / 1000).toFixed(1)} s`);
  out.push(
    results.build.largestHtml
      ? `Largest pre-rendered page: ${results.build.largestHtml.path} (${kb(results.build.largestHtml.bytes)})`
      : "Largest pre-rendered page: none found",
  );
  return out.join("\n");
}

function calibrationText(slow: SlowPhone): string {
  if (slow.calibration.length === 0) return "set with BENCH_CPU_SLOWDOWN (not calibrated)";
  const probes = slow.calibration.map((probe) => `×${probe.multiplier}: ${ms(probe.tbtMs)}`).join(", ");
  return `calibrated so the bare page's median TBT is 300–450 ms (${slow.calibratedInWindow ? "probes" : "no probe landed in the window; nearest used. Probes"}: ${probes})`;
}

export function formatSlowPhone(slow: SlowPhone): string {
  const out: string[] = [];
  const bare = slow.bare?.median;
  out.push(
    `Slow phone: the same runs at CPU slowdown ×${slow.cpuSlowdownMultiplier}, ${calibrationText(slow)}; ` +
      `median benchmarkIndex ${num(slow.benchmarkIndex)}. Targets: perf ≥ bare − ${TARGETS.performanceBelowBare}, TBT and scripting ≤ ` +
      `${TARGETS.tbtRatio}× the paired bare runs, LCP ≤ ${TARGETS.lcpRatio}× the styled bare page.`,
  );
  const floor = bare?.performance == null ? null : bare.performance - TARGETS.performanceBelowBare;
  const rows = slow.routes.map((route) => [
    route.label,
    route.path,
    `${score(route.perf)} ${mark(floor == null ? "n/a" : atLeast(route.perf, floor))}`,
    ms(route.lcpMs),
    `${num(route.ratios.lcpToStyledBare, 2)}× ${mark(atMost(route.ratios.lcpToStyledBare, TARGETS.lcpRatio))}`,
    ms(route.tbtMs),
    `${num(route.ratios.tbt, 2)}× ${mark(atMost(route.ratios.tbt, TARGETS.tbtRatio))}`,
    ms(route.scriptingMs),
    `${num(route.ratios.scripting, 2)}× ${mark(atMost(route.ratios.scripting, TARGETS.scriptingRatio))}`,
    `${num(route.ratios.styleLayout, 2)}×`,
    `${num(route.ratios.bootup, 2)}×`,
  ]);
  for (const [label, entry] of [
    ["bare page + site stylesheet", slow.styledBare],
    ["bare Next.js page (every run)", slow.bare],
  ] as const) {
    const f = entry?.median;
    rows.push([label, "/", score(f?.performance), ms(f?.lcpMs), "", ms(f?.tbtMs), "", ms(f?.scriptingMs), "", ms(f?.styleLayoutMs), ms(f?.bootupMs)]);
  }
  out.push(
    table(["route", "path", "perf", "LCP", "LCP ×styled", "TBT", "TBT ×bare", "scripting", "scripting ×bare", "style/layout ×bare", "bootup ×bare"], rows),
  );
  return out.join("\n");
}

export function formatAppliedSlowPhone(applied: AppliedSlowPhone, multiplier: number): string {
  const rows = applied.routes.map((route) => [
    route.label,
    score(route.perf),
    ms(route.tbtMs),
    `${num(route.ratios.tbt, 2)}×`,
    ms(route.scriptingMs),
    `${num(route.ratios.scripting, 2)}×`,
    ms(route.lcpMs),
  ]);
  const bare = applied.bare?.median;
  rows.push(["bare Next.js page (every run)", score(bare?.performance), ms(bare?.tbtMs), "", ms(bare?.scriptingMs), "", ms(bare?.lcpMs)]);
  return [
    `Slow phone, applied: the routes at CPU ×${multiplier} applied by DevTools while the page loads (throttlingMethod devtools), ` +
      `not simulated, each right after a run of the bare page; median benchmarkIndex ${num(applied.benchmarkIndex)}. Shown for ` +
      "comparison: the targets are judged on the simulated pass above.",
    table(["route", "perf", "TBT", "TBT ×bare", "scripting", "scripting ×bare", "LCP"], rows),
  ].join("\n");
}

export function formatBaseline(baseline: Baseline): string {
  const pass = (comparison: Baseline["routes"][number]["defaultPass"]) =>
    comparison
      ? [`${ms(comparison.tbtMs)} / ${ms(comparison.baselineTbtMs)}`, `${num(comparison.ratios.tbt, 2)}×`, `${num(comparison.ratios.scripting, 2)}×`]
      : ["-", "-", "-"];
  const rows = baseline.routes.map((route) => [
    route.label,
    route.status === 200 ? "200" : String(route.status),
    `${kb(route.firstLoadJs.gzipBytes)} / ${kb(route.firstLoadJs.baselineGzipBytes)}`,
    `${num(route.firstLoadJs.ratio, 3)}×`,
    ...pass(route.defaultPass),
    ...pass(route.slowPhone),
  ]);
  return [
    `Against the baseline ${baseline.rev} (${baseline.commit.slice(0, 12)}), the same paths served by its build in the same runs ` +
      "(medians, ours / baseline; a ratio above 1 means heavier than the baseline)",
    table(["route", "baseline", "first-load JS", "JS ×", "TBT", "TBT ×", "scripting ×", "slow TBT", "slow TBT ×", "slow scripting ×"], rows),
  ].join("\n");
}
