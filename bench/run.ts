// `npm run bench`: builds the site, serves it on 127.0.0.1 with the embedded defaults, measures it
// beside its references (a bare Next.js page, nginx serving the same HTML), prints a table and
// writes bench/results.json. A route that does not answer 200 is reported with its status.
import fs from "node:fs";
import path from "node:path";
import { type AppServer, buildNext, type GroupProcess, ROOT, startNextServer } from "@/tests/support/processes";
import { writeBareApp, writeStyledBareApp } from "./bare-app";
import { formatBreakdown } from "./breakdown";
import { type Baseline, type BaselineServer, baselineRoute, startBaseline } from "./baseline";
import { benchCluster, formatClusterReport } from "./cluster";
import { type FirstLoadJs, firstLoadJs } from "./first-load-js";
import { calibrateCpuSlowdown } from "./calibrate";
import { BREAKDOWN, type InterleavedLighthouse, type LighthouseRoute, medianBenchmarkIndex, medianTbtAt, runLighthouseInterleaved } from "./lighthouse";
import { LOAD_SETTINGS, type LoadFigures, loadGet, loadLikes, loadNewsletter } from "./load";
import { machineInfo } from "./machine";
import { formatMailLatency, measureMailLatency } from "./mail-latency";
import { benchNewsletterSend, formatNewsletterSend } from "./newsletter-send";
import { ensureNginx, nginxVersion, startNginx } from "./nginx";
import { type BenchResults, formatReport, type LoadResult, type RouteResult } from "./report";
import { benchRoutes, describeStatus, firstPublishedSlug, probe, probeWrite } from "./routes";
import { type ScriptlessCopy, startScriptlessCopy } from "./scriptless";
import { type SlowPhone, slowPhoneRoute } from "./slow-phone";
import { TARGETS } from "./targets";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3201);
const STYLED_BARE_PORT = Number(process.env.BENCH_STYLED_BARE_PORT ?? 3203);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3290);
const SCRIPTLESS_PORT = Number(process.env.BENCH_SCRIPTLESS_PORT ?? 3204);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Bare-page runs per probe of the slow-phone calibration. */
const CALIBRATION_RUNS = 3;
/**
 * `BENCH_CPU_SLOWDOWN=<n>` runs the slow-phone pass at that multiplier without calibrating (to compare
 * subset runs at one setting); `0` leaves the pass out.
 */
const FIXED_CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN === undefined ? null : Number(process.env.BENCH_CPU_SLOWDOWN);
/**
 * After the slow-phone pass, the same runs at its multiplier applied by DevTools rather than
 * simulated (`slowPhone.applied`): Lantern multiplies every task, so at ×12 React's ~5 ms hydration
 * slices count as long tasks a really slow CPU need not produce. `BENCH_APPLIED=0` leaves it out.
 */
const APPLIED = process.env.BENCH_APPLIED !== "0";
/**
 * Route labels (`home,article`) for a quick run while working on pages: only those routes, only
 * first-load JavaScript and Lighthouse, results in bench/tmp/results-subset.json. Unset: the full run.
 */
const ONLY_ROUTES =
  process.env.BENCH_ROUTES?.split(",")
    .map((label) => label.trim())
    .filter(Boolean) ?? null;
/**
 * `BENCH_SCRIPTLESS=1` also measures every route's HTML with its scripts removed (bench/scriptless.ts),
 * paired with the bare page like the routes: what the markup and stylesheet cost in LCP when no
 * script races the first paint. Off by default: it doubles the Lighthouse part.
 */
const SCRIPTLESS = process.env.BENCH_SCRIPTLESS === "1";
/**
 * `BENCH_BASELINE=<git revision>` also builds that revision and measures every route on it in both
 * Lighthouse passes (beside the route's own runs) and for first-load JavaScript: whether a change
 * made a route heavier than before, in one run (bench/baseline.ts).
 */
const BASELINE_REV = process.env.BENCH_BASELINE || null;
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3205);
/** Write handlers limit each client address; the load test is one address, so the limit is lifted. */
const RATE_LIMIT_SCALE = "10000";
const DATA_DIR = ".data/bench";

const log = (line: string) => console.info(line);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/** Every stylesheet the home page links, read from the build, in the order the page links them. */
function siteStylesheet(homeHtml: string): string {
  const hrefs = [...homeHtml.matchAll(/<link rel="stylesheet" href="\/_next\/(static\/[^"]+\.css)"/g)].map((match) => match[1] ?? "");
  if (hrefs.length === 0) throw new Error("The home page links no stylesheet of the build");
  return hrefs.map((href) => fs.readFileSync(path.join(ROOT, ".next", href), "utf8")).join("\n");
}

function largestPrerenderedHtml(): { path: string; bytes: number } | null {
  const root = path.join(ROOT, ".next/server/app");
  let largest: { path: string; bytes: number } | null = null;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) {
        const bytes = fs.statSync(full).size;
        if (!largest || bytes > largest.bytes) largest = { path: path.relative(root, full), bytes };
      }
    }
  };
  if (fs.existsSync(root)) walk(root);
  return largest;
}

async function measureLoad(label: string, request: string, run: () => Promise<LoadFigures>): Promise<LoadResult> {
  log(`Load: ${label} (${request})...`);
  try {
    return { label, request, status: "measured", figures: await run() };
  } catch (error) {
    return { label, request, status: "failed", figures: null, error: errorText(error) };
  }
}

async function main() {
  const started = Date.now();
  const processes: GroupProcess[] = [];
  try {
    const env = { DATA_DIR, RATE_LIMIT_SCALE, SITE_URL: `http://127.0.0.1:${PORT}` };
    fs.rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
    // Data cached by an earlier build would outlive the database it came from.
    fs.rmSync(path.join(ROOT, ".next/cache/fetch-cache"), { recursive: true, force: true });

    log("Building the site (next build)...");
    const build = buildNext(env);
    log(`  built in ${(build.wallMs / 1000).toFixed(1)} s`);
    const homeHtml = fs.readFileSync(path.join(ROOT, ".next/server/app/index.html"));
    const largestHtml = largestPrerenderedHtml();

    log("Building the bare Next.js page, and the same page with the site's stylesheet...");
    const bareDir = writeBareApp();
    buildNext({}, bareDir);
    const styledBareDir = writeStyledBareApp(siteStylesheet(homeHtml.toString()));
    buildNext({}, styledBareDir);
    let baselineServer: BaselineServer | null = null;
    let baselineBuildMs = 0;
    if (BASELINE_REV) {
      const started = await startBaseline(BASELINE_REV, BASELINE_PORT, { DATA_DIR, RATE_LIMIT_SCALE }, log);
      baselineServer = started.server;
      baselineBuildMs = started.buildWallMs;
      processes.push(baselineServer);
    }

    log(`Serving the site on 127.0.0.1:${PORT} and the bare page on 127.0.0.1:${BARE_PORT}...`);
    const server: AppServer = await startNextServer(PORT, env);
    processes.push(server);
    const bare = await startNextServer(BARE_PORT, {}, { dir: bareDir });
    processes.push(bare);
    const bareJs = await firstLoadJs(bare.origin, "/");
    const styledBare = await startNextServer(STYLED_BARE_PORT, {}, { dir: styledBareDir });
    processes.push(styledBare);

    const sqlitePath = path.join(ROOT, DATA_DIR, "lexor.sqlite");
    const routes = (await benchRoutes(server.origin, sqlitePath)).filter((route) => !ONLY_ROUTES || ONLY_ROUTES.includes(route.label));
    if (routes.length === 0) throw new Error(`BENCH_ROUTES names no route of the bench: ${ONLY_ROUTES?.join(", ")}`);
    const routeResults: RouteResult[] = [];
    for (const route of routes) {
      if (!route.path) {
        routeResults.push({ ...route, status: "not found", ok: false, lighthouse: null, firstLoadJs: null, firstLoadJsRatio: null, error: route.note });
        continue;
      }
      const status = await probe(server.origin, route.path);
      routeResults.push({
        label: route.label,
        path: route.path,
        status: describeStatus(status),
        ok: status.status === 200,
        lighthouse: null,
        firstLoadJs: null,
        firstLoadJsRatio: null,
      });
    }

    for (const route of routeResults.filter((entry) => entry.ok && entry.path)) {
      const js = await firstLoadJs(server.origin, route.path ?? "/");
      route.firstLoadJs = js;
      route.firstLoadJsRatio = js.gzipBytes / bareJs.gzipBytes;
    }
    const baselineOrigin = baselineServer?.origin;
    const baselineStatus = new Map<string, number>();
    const baselineJs = new Map<string, FirstLoadJs>();
    if (baselineOrigin) {
      for (const route of routeResults.filter((entry) => entry.ok && entry.path)) {
        const routePath = route.path ?? "/";
        const status = await probe(baselineOrigin, routePath);
        baselineStatus.set(routePath, status.status ?? 0);
        if (status.status === 200) baselineJs.set(routePath, await firstLoadJs(baselineOrigin, routePath));
      }
    }
    const baselineUrl = (url: string) => {
      const routePath = url.startsWith(server.origin) ? url.slice(server.origin.length) : null;
      return baselineOrigin && routePath !== null && baselineJs.has(routePath) ? baselineOrigin + routePath : null;
    };

    log(`Lighthouse: ${LIGHTHOUSE_RUNS} runs per route, each after a run of the bare page...`);
    const measured = routeResults.filter((entry) => entry.ok && entry.path);
    // The bare page under the same Lighthouse, in the same run, right before each route: the floor
    // this machine allows at that moment.
    // The styled bare page goes through the same pairing, as one more page: what a stylesheet
    // alone costs, which every route pays before anything of ours.
    let bareLighthouse: BenchResults["bare"]["lighthouse"] = null;
    let styledBareLighthouse: BenchResults["styledBare"] = null;
    const styledBareUrl = `${styledBare.origin}/`;
    let scriptless: ScriptlessCopy | null = null;
    let defaultPass = new Map<string, LighthouseRoute>();
    let slowPass = new Map<string, LighthouseRoute>();
    let appliedPass = new Map<string, LighthouseRoute>();
    const routeUrls = measured.map((route) => server.origin + route.path);
    /** Each route's medians in a slow pass, over the bare runs paired with it. */
    const slowPhoneRoutes = (pass: InterleavedLighthouse, styled: LighthouseRoute | null) =>
      measured.map((route) => {
        const url = server.origin + route.path;
        return slowPhoneRoute(route.label, route.path ?? "/", pass.routes.get(url) ?? null, pass.pairedReference.get(url) ?? null, styled);
      });
    try {
      if (SCRIPTLESS) {
        scriptless = await startScriptlessCopy(
          server.origin,
          measured.map((route) => route.path ?? "/"),
          SCRIPTLESS_PORT,
        );
        log(`  and every route without its scripts, from 127.0.0.1:${SCRIPTLESS_PORT}`);
      }
      const scriptlessOrigin = scriptless?.origin;
      const scriptlessUrls = scriptlessOrigin ? measured.map((route) => scriptlessOrigin + route.path) : [];
      const lighthouse = await runLighthouseInterleaved(
        `${bare.origin}/`,
        [...routeUrls, styledBareUrl, ...scriptlessUrls],
        LIGHTHOUSE_RUNS,
        log,
        undefined,
        baselineUrl,
      );
      defaultPass = lighthouse.routes;
      bareLighthouse = lighthouse.reference;
      for (const route of measured) {
        route.lighthouse = lighthouse.routes.get(server.origin + route.path) ?? null;
        route.bareLighthouse = lighthouse.pairedReference.get(server.origin + route.path) ?? null;
        if (scriptlessOrigin) {
          const url = scriptlessOrigin + route.path;
          route.scriptless = { lighthouse: lighthouse.routes.get(url) ?? null, bareLighthouse: lighthouse.pairedReference.get(url) ?? null };
        }
      }
      styledBareLighthouse = {
        lighthouse: lighthouse.routes.get(styledBareUrl) ?? null,
        bareLighthouse: lighthouse.pairedReference.get(styledBareUrl) ?? null,
      };
    } catch (error) {
      for (const route of measured) route.error = `Lighthouse failed: ${errorText(error)}`;
    }
    await scriptless?.stop();

    let slowPhone: SlowPhone | null = null;
    try {
      if (FIXED_CPU_SLOWDOWN === 0) throw new Error("left out (BENCH_CPU_SLOWDOWN=0)");
      if (!FIXED_CPU_SLOWDOWN) log(`Slow phone: calibrating the CPU slowdown on the bare page (${CALIBRATION_RUNS} runs per probe)...`);
      const calibration = FIXED_CPU_SLOWDOWN
        ? { multiplier: FIXED_CPU_SLOWDOWN, inWindow: false, probes: [] }
        : await calibrateCpuSlowdown((multiplier) => medianTbtAt(`${bare.origin}/`, { multiplier }, CALIBRATION_RUNS, log));
      const multiplier = calibration.multiplier;
      log(`Slow phone: ${LIGHTHOUSE_RUNS} runs per route at CPU ×${multiplier}, each after a run of the bare page...`);
      const slow = await runLighthouseInterleaved(`${bare.origin}/`, [...routeUrls, styledBareUrl], LIGHTHOUSE_RUNS, log, { multiplier }, baselineUrl);
      slowPass = slow.routes;
      const styled = slow.routes.get(styledBareUrl) ?? null;
      slowPhone = {
        cpuSlowdownMultiplier: multiplier,
        calibratedInWindow: calibration.inWindow,
        calibration: calibration.probes,
        benchmarkIndex: medianBenchmarkIndex(slow),
        bare: slow.reference,
        styledBare: styled,
        routes: slowPhoneRoutes(slow, styled),
        applied: null,
      };
    } catch (error) {
      log(`Slow phone pass failed: ${errorText(error)}`);
    }
    if (slowPhone && APPLIED) {
      // The routes and the bare page only: a comparison for the simulated pass, which the targets
      // (the styled bare page's LCP among them) and the baseline are judged on.
      const multiplier = slowPhone.cpuSlowdownMultiplier;
      try {
        log(`Slow phone, applied: ${LIGHTHOUSE_RUNS} runs per route at CPU ×${multiplier} applied by DevTools, each after a run of the bare page...`);
        const applied = await runLighthouseInterleaved(`${bare.origin}/`, routeUrls, LIGHTHOUSE_RUNS, log, { multiplier, applied: true });
        appliedPass = applied.routes;
        slowPhone.applied = { benchmarkIndex: medianBenchmarkIndex(applied), bare: applied.reference, routes: slowPhoneRoutes(applied, null) };
      } catch (error) {
        log(`Applied slow phone pass failed: ${errorText(error)}`);
      }
    }
    await bare.stop();
    await styledBare.stop();
    await baselineServer?.stop();
    const baseline: Baseline | null = baselineServer && {
      rev: baselineServer.rev,
      commit: baselineServer.commit,
      buildWallMs: Math.round(baselineBuildMs),
      routes: measured.map((route) => {
        const routePath = route.path ?? "/";
        const url = server.origin + routePath;
        const other = baselineOrigin + routePath;
        return baselineRoute(
          { label: route.label, path: routePath, status: baselineStatus.get(routePath) ?? 0 },
          { ours: route.firstLoadJs, baseline: baselineJs.get(routePath) ?? null },
          { ours: defaultPass.get(url) ?? null, baseline: defaultPass.get(other) ?? null },
          { ours: slowPass.get(url) ?? null, baseline: slowPass.get(other) ?? null },
        );
      }),
    };

    /** Each pass's main-thread breakdown (`BENCH_BREAKDOWN=1`): the routes, their baseline, the styled bare and the bare page. */
    const breakdowns = () => {
      const pages = (pass: Map<string, LighthouseRoute>, reference: LighthouseRoute | null | undefined, styled: LighthouseRoute | null | undefined) =>
        [
          ...measured.flatMap((route) => {
            const url = server.origin + route.path;
            const other = baselineUrl(url);
            return [{ label: route.label, route: pass.get(url) }, ...(other ? [{ label: `${route.label} (baseline)`, route: pass.get(other) }] : [])];
          }),
          { label: "bare page + site stylesheet", route: styled },
          { label: "bare Next.js page", route: reference },
        ].filter((page) => page.route);
      const multiplier = slowPhone?.cpuSlowdownMultiplier;
      return [
        formatBreakdown(
          "Main thread by kind, default pass (ms as Lighthouse reports them; medians of the runs)",
          pages(defaultPass, bareLighthouse, styledBareLighthouse?.lighthouse),
        ),
        ...(slowPhone
          ? [formatBreakdown(`Main thread by kind, slow phone simulated ×${multiplier}`, pages(slowPass, slowPhone.bare, slowPhone.styledBare))]
          : []),
        ...(slowPhone?.applied
          ? [formatBreakdown(`Main thread by kind, slow phone applied ×${multiplier}`, pages(appliedPass, slowPhone.applied.bare, null))]
          : []),
      ].join("\n\n");
    };

    if (ONLY_ROUTES) {
      const subset: BenchResults = {
        date: new Date().toISOString(),
        wallSeconds: Math.round((Date.now() - started) / 1000),
        machine: machineInfo(null),
        settings: {
          rateLimitScale: Number(RATE_LIMIT_SCALE),
          lighthouseRuns: LIGHTHOUSE_RUNS,
          load: LOAD_SETTINGS,
          dataDir: DATA_DIR,
          routes: ONLY_ROUTES,
          scriptless: SCRIPTLESS,
          cpuSlowdown: FIXED_CPU_SLOWDOWN ?? "calibrated",
          applied: APPLIED,
        },
        build: { wallMs: Math.round(build.wallMs), largestHtml },
        bare: { firstLoadJs: bareJs, lighthouse: bareLighthouse },
        styledBare: styledBareLighthouse,
        slowPhone,
        baseline,
        routes: routeResults,
        load: [],
        nginx: null,
        targets: TARGETS,
      };
      fs.writeFileSync(path.join(ROOT, "bench/tmp/results-subset.json"), `${JSON.stringify(subset, null, 2)}\n`);
      log("");
      log(formatReport(subset));
      if (BREAKDOWN) log(`\n${breakdowns()}\n`);
      log("Routes limited by BENCH_ROUTES: no load, mail or cluster part; wrote bench/tmp/results-subset.json");
      return;
    }

    const article = routeResults.find((route) => route.label === "article");
    const slug = await firstPublishedSlug(sqlitePath);
    const load: LoadResult[] = [];
    const loadIfServed = async (label: string, routePath: string | null | undefined) => {
      if (!routePath) return load.push({ label, request: "GET", status: "no route to measure", figures: null });
      const status = await probe(server.origin, routePath);
      if (status.status !== 200) {
        return load.push({ label, request: `GET ${routePath}`, status: describeStatus(status), figures: null });
      }
      load.push(await measureLoad(label, `GET ${routePath}`, () => loadGet(server.origin, routePath)));
    };
    await loadIfServed("home", "/");
    await loadIfServed("article", article?.path);
    await loadIfServed("careers", "/careers");
    const newsletterRoute = await probeWrite(server.origin, "/api/newsletter");
    load.push(
      newsletterRoute
        ? { label: "newsletter", request: "POST /api/newsletter", status: newsletterRoute, figures: null }
        : await measureLoad("newsletter", "POST /api/newsletter (fresh address)", () => loadNewsletter(server.origin)),
    );
    const likeRoute = slug ? await probeWrite(server.origin, `/api/blog/${encodeURIComponent(slug)}/like`) : null;
    if (slug && likeRoute) {
      load.push({ label: "like toggle", request: `POST /api/blog/${slug}/like`, status: likeRoute, figures: null });
    } else if (slug) {
      load.push(await measureLoad("like toggle", `POST /api/blog/${slug}/like (1000 visitors)`, () => loadLikes(server.origin, slug)));
    } else {
      load.push({ label: "like toggle", request: "POST /api/blog/{slug}/like", status: "no published post", figures: null });
    }
    await server.stop();
    const mailLatency = await measureMailLatency(log);
    const newsletterSend = await benchNewsletterSend(log);

    let nginx: BenchResults["nginx"] = null;
    let nginxName: string | null = null;
    try {
      const binary = ensureNginx(log);
      nginxName = nginxVersion(binary);
      log(`Load: nginx ${nginxName} serving the pre-rendered home page on 127.0.0.1:${NGINX_PORT}...`);
      const reference = await startNginx(binary, NGINX_PORT, homeHtml);
      processes.push(reference);
      const figures = await loadGet(reference.origin, "/");
      await reference.stop();
      const home = load.find((entry) => entry.label === "home")?.figures;
      nginx = {
        figures,
        requestsPerSecondRatio: home ? home.requestsPerSecond / figures.requestsPerSecond : null,
        p50Ratio: home && figures.p50Ms > 0 ? home.p50Ms / figures.p50Ms : null,
      };
    } catch (error) {
      load.push({ label: "nginx (reference)", request: "GET /", status: "failed", figures: null, error: errorText(error) });
    }

    const cluster = await benchCluster(log);

    const results: BenchResults = {
      date: new Date().toISOString(),
      wallSeconds: Math.round((Date.now() - started) / 1000),
      machine: machineInfo(nginxName),
      settings: {
        rateLimitScale: Number(RATE_LIMIT_SCALE),
        lighthouseRuns: LIGHTHOUSE_RUNS,
        load: LOAD_SETTINGS,
        dataDir: DATA_DIR,
        mail: "outbox (embedded default)",
        scriptless: SCRIPTLESS,
        applied: APPLIED,
      },
      build: { wallMs: Math.round(build.wallMs), largestHtml },
      bare: { firstLoadJs: bareJs, lighthouse: bareLighthouse },
      styledBare: styledBareLighthouse,
      slowPhone,
      baseline,
      routes: routeResults,
      load,
      nginx,
      targets: TARGETS,
    };
    fs.writeFileSync(path.join(ROOT, "bench/results.json"), `${JSON.stringify({ ...results, cluster, mailLatency, newsletterSend }, null, 2)}\n`);
    log("");
    log(formatReport(results));
    if (BREAKDOWN) log(`\n${breakdowns()}\n`);
    log(formatMailLatency(mailLatency));
    log("");
    log(formatNewsletterSend(newsletterSend));
    log("");
    log(formatClusterReport(cluster));
    log("");
    log("Wrote bench/results.json");
  } finally {
    for (const child of processes) await child.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
