import type { FirstLoadJs } from "./first-load-js";
import type { LighthouseRoute } from "./lighthouse";
import type { LoadFigures } from "./load";
import { atLeast, atMost, mark, TARGETS } from "./targets";

export interface RouteResult {
  label: string;
  path: string | null;
  status: string;
  ok: boolean;
  lighthouse: LighthouseRoute | null;
  firstLoadJs: FirstLoadJs | null;
  firstLoadJsRatio: number | null;
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
  machine: Record<string, unknown>;
  settings: Record<string, unknown>;
  build: { wallMs: number; largestHtml: { path: string; bytes: number } | null };
  bare: { firstLoadJs: FirstLoadJs; lighthouse: LighthouseRoute | null };
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
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ").trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

export function formatReport(results: BenchResults): string {
  const out: string[] = [];
  out.push(`Benchmark ${results.date}`);
  const m = results.machine;
  out.push(`Machine: ${m.cpus} CPU (${m.cpuModel}), ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}, ${m.chromium}, nginx ${m.nginx ?? "-"}`);
  out.push(`Settings: ${JSON.stringify(results.settings)}`);
  out.push("");

  out.push(
    `Lighthouse 12, mobile, simulated throttling, median of ${results.settings.lighthouseRuns} runs ` +
      `(targets: perf ≥ ${TARGETS.performance}, a11y/bp/seo = 100, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls})`,
  );
  const bareRow: RouteResult = {
    label: "bare Next.js page (reference)",
    path: "/",
    status: "HTTP 200",
    ok: true,
    lighthouse: results.bare.lighthouse,
    firstLoadJs: results.bare.firstLoadJs,
    firstLoadJsRatio: 1,
  };
  out.push(
    table(
      ["route", "path", "status", "perf", "a11y", "bp", "seo", "LCP", "TBT", "CLS", "transfer"],
      [...results.routes, bareRow].map((route) => {
        const figures = route.lighthouse?.median;
        if (!figures) return [route.label, route.path ?? "-", route.error ?? route.status, "", "", "", "", "", "", "", ""];
        return [
          route.label,
          route.path ?? "-",
          route.status,
          `${score(figures.performance)} ${mark(atLeast(figures.performance, TARGETS.performance))}`,
          `${score(figures.accessibility)} ${mark(atLeast(figures.accessibility, TARGETS.accessibility))}`,
          `${score(figures.bestPractices)} ${mark(atLeast(figures.bestPractices, TARGETS.bestPractices))}`,
          `${score(figures.seo)} ${mark(atLeast(figures.seo, TARGETS.seo))}`,
          `${ms(figures.lcpMs)} ${mark(atMost(figures.lcpMs, TARGETS.lcpMs))}`,
          `${ms(figures.tbtMs)} ${mark(atMost(figures.tbtMs, TARGETS.tbtMs))}`,
          `${num(figures.cls, 3)} ${mark(atMost(figures.cls, TARGETS.cls))}`,
          kb(figures.transferBytes),
        ];
      }),
    ),
  );
  const failing = results.routes.filter((route) => route.lighthouse?.failingAudits.length);
  for (const route of failing) out.push(`  ${route.label}: audits below 0.9: ${route.lighthouse?.failingAudits.join(", ")}`);
  for (const route of results.routes.filter((entry) => entry.lighthouse?.errors.length)) {
    out.push(`  ${route.label}: failed runs: ${route.lighthouse?.errors.join("; ")}`);
  }
  out.push("");

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
    out.push(
      `  home page, ours/nginx: throughput ${num(results.nginx.requestsPerSecondRatio, 3)}×, p50 latency ${num(results.nginx.p50Ratio, 1)}×`,
    );
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
