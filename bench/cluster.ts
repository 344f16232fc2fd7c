// The cluster part of `npm run bench`: `GET /` and an article from one server, from the three-server
// cluster through nginx (tests/support/cluster.ts), and from nginx serving the same HTML as files,
// side by side, with the same autocannon settings as the rest of the bench. The one server is the
// cluster's first, on the same shared cache, so the rows differ only in how requests reach it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { clusterPorts, startCluster } from "@/tests/support/cluster";
import { ensureNginx, startNginx } from "@/tests/support/nginx";
import { type AppServer, ROOT, startNextServer } from "@/tests/support/processes";
import { LOAD_SETTINGS, type LoadFigures, loadGet } from "./load";
import { table } from "./report";
import { firstPublishedSlug } from "./routes";

const PORTS = clusterPorts("BENCH_CLUSTER", { balancer: 3320, firstServer: 3321, redis: 3399 });
const STATIC_PORT = Number(process.env.BENCH_CLUSTER_STATIC_PORT ?? 3324);
const DIR = ".data/bench-cluster";

export interface ClusterBenchRow {
  target: string;
  /** Per path: its figures, or why there are none. */
  results: { path: string; figures: LoadFigures | null; error?: string }[];
}

export interface ClusterBench {
  settings: { servers: number; connections: number; durationSeconds: number };
  paths: string[];
  rows: ClusterBenchRow[];
  /** Per path: one server with REDIS_URL over one without, requests per second. */
  withRedisRatio?: Record<string, number | null>;
  /** Per path: one server reading the cache expiry record over one that does not (CACHE_EXPIRY_RECORD=false). */
  expiryRecordRatio?: Record<string, number | null>;
  error?: string;
}

const ONE_WITHOUT_REDIS = "one server, no Redis";
const ONE_WITHOUT_RECORD = "one server, no Redis, no expiry record";
const ONE_WITH_REDIS = "one server with REDIS_URL";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

async function measureRow(target: string, origin: string, paths: string[], log: (line: string) => void): Promise<ClusterBenchRow> {
  const results: ClusterBenchRow["results"] = [];
  for (const routePath of paths) {
    log(`Load: ${target}, GET ${routePath}...`);
    try {
      results.push({ path: routePath, figures: await loadGet(origin, routePath) });
    } catch (error) {
      results.push({ path: routePath, figures: null, error: errorText(error) });
    }
  }
  return { target, results };
}

/** Reads every path once (so the rows measure cached pages), then measures them. */
async function measureWarm(target: string, origin: string, paths: string[], log: (line: string) => void): Promise<ClusterBenchRow> {
  for (const routePath of paths) {
    const response = await fetch(origin + routePath);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${origin}${routePath} answered ${response.status}`);
  }
  return measureRow(target, origin, paths, log);
}

// Even, with the order alternating: the second server measured in a round measures slower (an A/A run with both
// servers alike gave 0.89×, 1.18×, 0.91×), and equal rounds in each order cancel that in the geometric mean.
const EXPIRY_ROUNDS = 6;

/** Every thread of every process in the group `pgid` (or of `pid` alone) on `cpus`; false where taskset cannot. */
function pin(cpus: string, { pid, pgid }: { pid?: number; pgid?: number }): boolean {
  const pids =
    pid !== undefined
      ? [pid]
      : fs.readdirSync("/proc").filter((entry) => {
          if (!/^\d+$/.test(entry)) return false;
          try {
            const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
            return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) === pgid;
          } catch {
            return false;
          }
        });
  return pids.every((each) => spawnSync("taskset", ["-a", "-pc", cpus, String(each)], { stdio: "ignore" }).status === 0);
}

/**
 * Runs `measure` with the servers of `pgids` on one core and the load (this process) on the other: a server
 * not being measured is idle, and none competes with autocannon, so two rows differ by the servers, not by
 * where the scheduler put them. Unpinned where taskset cannot.
 */
export async function pinnedWhile<T>(pgids: (number | undefined)[], log: (line: string) => void, measure: () => Promise<T>): Promise<T> {
  const all = `0-${os.availableParallelism() - 1}`;
  const pinned = os.availableParallelism() >= 2 && pgids.every((pgid) => pin("1", { pgid })) && pin("0", { pid: process.pid });
  if (pinned) log("Servers pinned to CPU 1, the load to CPU 0.");
  try {
    return await measure();
  } finally {
    if (pinned) {
      pin(all, { pid: process.pid });
      for (const pgid of pgids) pin(all, { pgid });
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null;
const geometricMean = (values: number[]) => Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);

/**
 * The bench's build as two servers, each on a fresh database of its own, one without and one with the
 * cache expiry record, up at once and measured in turn, round after round: a slower moment of the machine
 * falls on both, and the ratio is the geometric mean of the rounds'. Each row shows its median round.
 */
async function benchExpiryRecord(bench: ClusterBench, log: (line: string) => void) {
  const targets = [
    [ONE_WITHOUT_RECORD, { CACHE_EXPIRY_RECORD: "false" }],
    [ONE_WITHOUT_REDIS, {}],
  ] as const;
  const servers: AppServer[] = [];
  try {
    for (const [index, [, env]] of targets.entries()) {
      const dir = `${DIR}/solo-${index}`;
      fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
      servers.push(await startNextServer(PORTS.firstServer + index, { DATA_DIR: dir, RATE_LIMIT_SCALE: "10000", ...env }));
    }
    const slug = await firstPublishedSlug(path.join(ROOT, DIR, "solo-0", "lexor.sqlite"));
    bench.paths = ["/", ...(slug ? [`/blog/${slug}`] : [])];
    const rounds: ClusterBenchRow[][] = [];
    await pinnedWhile(
      servers.map((server) => server.child.pid),
      log,
      async () => {
        for (let round = 0; round < EXPIRY_ROUNDS; round++) {
          const order = round % 2 === 0 ? [0, 1] : [1, 0];
          const measured: ClusterBenchRow[] = [];
          for (const index of order) {
            const [target] = targets[index] ?? [];
            const server = servers[index];
            if (target && server) measured[index] = await measureWarm(`${target} (round ${round + 1})`, server.origin, bench.paths, log);
          }
          rounds.push(measured);
        }
      },
    );
    const rateOf = (row: ClusterBenchRow | undefined, index: number) => row?.results[index]?.figures?.requestsPerSecond;
    const ratio = Object.fromEntries(
      bench.paths.map((routePath, index) => {
        const ratios = rounds.flatMap(([without, withRecord]) => {
          const [a, b] = [rateOf(withRecord, index), rateOf(without, index)];
          return a && b ? [a / b] : [];
        });
        return [routePath, ratios.length === rounds.length ? geometricMean(ratios) : null];
      }),
    );
    const rows = targets.map(
      ([target], targetIndex): ClusterBenchRow => ({
        target,
        results: bench.paths.map((routePath, index) => {
          const measured = rounds.map((round) => round[targetIndex]?.results[index]).filter((result) => result?.figures);
          const middle = median(measured.map((result) => result?.figures?.requestsPerSecond ?? 0));
          return measured.find((result) => result?.figures?.requestsPerSecond === middle) ?? { path: routePath, figures: null, error: "not measured" };
        }),
      }),
    );
    return { rows, ratio };
  } finally {
    for (const server of servers) await server.stop();
  }
}

/**
 * The bench's build as one server on a fresh database of its own, without and then with the cache
 * expiry record (the row the shared cache is compared with). Then the same build as the cluster,
 * measured and stopped; a failure is reported, not thrown.
 */
export async function benchCluster(log: (line: string) => void): Promise<ClusterBench> {
  const bench: ClusterBench = {
    settings: { servers: 3, connections: LOAD_SETTINGS.connections, durationSeconds: LOAD_SETTINGS.durationSeconds },
    paths: [],
    rows: [],
  };
  try {
    const soloRows = await benchExpiryRecord(bench, log);
    bench.rows.push(...soloRows.rows);
    bench.expiryRecordRatio = soloRows.ratio;
    // The load comes from one address; the write limits are not what this measures.
    const cluster = await startCluster({ ports: PORTS, dir: DIR, env: { RATE_LIMIT_SCALE: "10000" }, log });
    const html: Record<string, string> = {};
    try {
      const slug = await firstPublishedSlug(cluster.sqlitePath);
      // Seeded apart, the two databases may name a different newest post: each row measures its own.
      bench.paths = ["/", ...(slug ? [`/blog/${slug}`] : [])];
      // Every server reads each page once, so every row measures cached pages.
      for (const origin of cluster.servers.map((server) => server.origin)) {
        for (const routePath of bench.paths) {
          const response = await fetch(origin + routePath);
          if (response.status !== 200) throw new Error(`GET ${origin}${routePath} answered ${response.status}`);
          html[routePath] = await response.text();
        }
      }
      const [first] = cluster.servers;
      // Measured as the one-server rows above were, so the ratio compares like with like.
      if (first) bench.rows.push(await pinnedWhile([first.child.pid], log, () => measureRow(ONE_WITH_REDIS, first.origin, bench.paths, log)));
      bench.rows.push(await measureRow(`${cluster.servers.length} servers behind nginx`, cluster.origin, bench.paths, log));
    } finally {
      await cluster.stop();
    }
    const dir = path.join(ROOT, DIR, "static");
    const files = Object.fromEntries(bench.paths.map((routePath) => [path.join("www", routePath, "index.html"), html[routePath] ?? ""]));
    const reference = await startNginx(ensureNginx(log), {
      dir,
      port: STATIC_PORT,
      files,
      http: `  server {
    listen 127.0.0.1:${STATIC_PORT};
    root ${path.join(dir, "www")};
    default_type "text/html; charset=utf-8";
    location / {
      try_files $uri/index.html =404;
    }
  }`,
    });
    try {
      bench.rows.push(await measureRow("nginx, the same HTML as files", reference.origin, bench.paths, log));
    } finally {
      await reference.stop();
    }
  } catch (error) {
    bench.error = errorText(error);
  }
  const rate = (target: string, index: number) => bench.rows.find((row) => row.target === target)?.results[index]?.figures?.requestsPerSecond;
  bench.withRedisRatio = Object.fromEntries(
    bench.paths.map((routePath, index) => {
      const [withRedis, without] = [rate(ONE_WITH_REDIS, index), rate(ONE_WITHOUT_REDIS, index)];
      return [routePath, withRedis && without ? withRedis / without : null];
    }),
  );
  return bench;
}

const ms = (value: number) => `${Math.round(value)} ms`;

export function formatClusterReport(bench: ClusterBench): string {
  const { servers, connections, durationSeconds } = bench.settings;
  const lines = [`Cluster (${servers} servers, Redis, nginx round robin) on loopback, autocannon, ${connections} connections, ${durationSeconds} s each`];
  if (bench.error) lines.push(`  failed: ${bench.error}`);
  const headers = ["target", ...bench.paths.flatMap((routePath) => [`GET ${routePath} req/s`, "p50", "p99", "non2xx/errors"])];
  const rows = bench.rows.map((row) => [
    row.target,
    ...row.results.flatMap(({ path: measured, figures, error }, index) =>
      figures
        ? [
            `${figures.requestsPerSecond.toFixed(0)}${measured === bench.paths[index] ? "" : ` (${measured})`}`,
            ms(figures.p50Ms),
            ms(figures.p99Ms),
            `${figures.non2xx}/${figures.errors + figures.timeouts}`,
          ]
        : [error ?? "-", "", "", ""],
    ),
  ]);
  lines.push(table(headers, rows));
  for (const [routePath, ratio] of Object.entries(bench.expiryRecordRatio ?? {})) {
    lines.push(
      `  GET ${routePath}, one server reading the expiry record over one that does not: ${ratio == null ? "-" : `${ratio.toFixed(2)}×`} req/s (target ≥ 0.9×)`,
    );
  }
  for (const [routePath, ratio] of Object.entries(bench.withRedisRatio ?? {})) {
    lines.push(`  GET ${routePath}, one server with REDIS_URL over one without: ${ratio == null ? "-" : `${ratio.toFixed(2)}×`} req/s (target ≥ 0.9×)`);
  }
  return lines.join("\n");
}
