import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { calibrateCpuSlowdown, nextCalibrationStep } from "@/bench/calibrate";
import { interleavedPlan, type LighthouseFigures, type LighthouseRoute, medianBenchmarkIndex, workerRun } from "@/bench/lighthouse";
import { failingAudits, figuresFromReport, type ReportFragment } from "@/bench/lighthouse-report";
import { type BenchResults, formatAppliedSlowPhone, formatReport } from "@/bench/report";
import { type AppliedSlowPhone, type SlowPhone, slowPhoneRoute } from "@/bench/slow-phone";

// A real Lighthouse 12 report (CPU ×8) of a page running a script loop, cut to the fields the bench reads.
const report = JSON.parse(readFileSync(path.join(__dirname, "fixtures/lighthouse-report-fragment.json"), "utf8")) as ReportFragment;

describe("the bench's figures from a Lighthouse report", () => {
  it("reads the scores, the metrics, the host's benchmarkIndex and the main-thread breakdown", () => {
    const figures = figuresFromReport(report);

    expect(figures).toMatchObject({ performance: 74, lcpMs: 1686.719, tbtMs: 1309, cls: 0, transferBytes: 957, benchmarkIndex: 1160 });
    expect(figures.accessibility).toBeNull();
    expect(figures.scriptingMs).toBeCloseTo(948.984 + 9.56, 2);
    expect(figures.styleLayoutMs).toBeCloseTo(153.304, 2);
    expect(figures.mainThreadMs).toBeCloseTo(3217.88, 1);
    expect(figures.bootupMs).toBeCloseTo(944.904, 2);
  });

  it("has no main-thread figures when the audits are missing", () => {
    const figures = figuresFromReport({ categories: {}, audits: {} });

    expect(figures.scriptingMs).toBeNull();
    expect(figures.bootupMs).toBeNull();
    expect(figures.benchmarkIndex).toBeNull();
  });

  it("lists the scored audits below 0.9 and none that only inform", () => {
    expect(failingAudits(report)).toEqual(["total-blocking-time", "mainthread-work-breakdown"]);
  });
});

describe("the slow-phone calibration", () => {
  it("starts at Lighthouse's default and stops at the first probe whose median TBT is 300–450 ms", () => {
    expect(nextCalibrationStep([])).toEqual({ done: false, multiplier: 4 });
    expect(nextCalibrationStep([{ multiplier: 4, tbtMs: 348 }])).toEqual({ done: true, multiplier: 4, inWindow: true });
  });

  it("doubles until above the window, then bisects between the two sides", () => {
    expect(nextCalibrationStep([{ multiplier: 4, tbtMs: 90 }])).toEqual({ done: false, multiplier: 8 });
    expect(
      nextCalibrationStep([
        { multiplier: 4, tbtMs: 90 },
        { multiplier: 8, tbtMs: 220 },
        { multiplier: 16, tbtMs: 600 },
      ]),
    ).toEqual({ done: false, multiplier: 12 });
  });

  it("halves when even the default is above the window, never below a multiplier of 1", () => {
    expect(nextCalibrationStep([{ multiplier: 4, tbtMs: 900 }])).toEqual({ done: false, multiplier: 2 });
    expect(
      nextCalibrationStep([
        { multiplier: 4, tbtMs: 900 },
        { multiplier: 2, tbtMs: 700 },
        { multiplier: 1, tbtMs: 500 },
      ]),
    ).toEqual({ done: true, multiplier: 1, inWindow: false });
  });

  it("uses the probe nearest the window when the probes run out", () => {
    const probes = [
      { multiplier: 4, tbtMs: 100 },
      { multiplier: 8, tbtMs: 290 },
      { multiplier: 16, tbtMs: 900 },
      { multiplier: 12, tbtMs: 470 },
      { multiplier: 10, tbtMs: 280 },
      { multiplier: 11, tbtMs: 455 },
    ];

    expect(nextCalibrationStep(probes)).toEqual({ done: true, multiplier: 11, inWindow: false });
  });

  it("skips a probe whose runs all failed", () => {
    expect(nextCalibrationStep([{ multiplier: 4, tbtMs: null }])).toEqual({ done: true, multiplier: 4, inWindow: false });
  });

  it("reaches the window on a host where TBT grows with the slowdown", async () => {
    const measured: number[] = [];
    const result = await calibrateCpuSlowdown(async (multiplier) => {
      measured.push(multiplier);
      return { tbtMs: Math.max(0, 36 * multiplier - 120) };
    });

    expect(measured).toEqual([4, 8, 16, 12]);
    expect(result).toMatchObject({ multiplier: 12, inWindow: true });
    expect(result.probes.map((probe) => probe.tbtMs)).toEqual([24, 168, 456, 312]);
  });
});

const measured = (figures: Partial<LighthouseFigures>, benchmarkIndexes: number[] = []) =>
  ({ median: figures, runs: benchmarkIndexes.map((benchmarkIndex) => ({ benchmarkIndex })) }) as unknown as LighthouseRoute;

describe("the applied slow-phone pass", () => {
  it("carries the multiplier, applied, to every run of the pass, the bare page's included", () => {
    const plan = interleavedPlan("bare/", ["a", "b"], 3, { multiplier: 12, applied: true }, () => null);

    expect(plan).toHaveLength(12);
    expect(plan.filter((step) => step.url === "bare/")).toHaveLength(6);
    expect(plan.every((step) => step.cpu?.multiplier === 12 && step.cpu.applied === true)).toBe(true);
  });

  it("has the worker apply the throttling for the applied runs only, never in the default or simulated passes", () => {
    const worker = (cpu?: { multiplier: number; applied?: boolean }) => interleavedPlan("bare/", ["a"], 2, cpu, () => "old/a").map(workerRun);

    expect(worker({ multiplier: 12, applied: true })).toContainEqual({ key: "a", url: "a", run: 1, cpuSlowdownMultiplier: 12, appliedThrottling: true });
    expect(worker({ multiplier: 12, applied: true }).every((run) => run.appliedThrottling === true)).toBe(true);
    expect(worker({ multiplier: 12 }).every((run) => run.cpuSlowdownMultiplier === 12 && !("appliedThrottling" in run))).toBe(true);
    expect(worker(undefined).every((run) => !("appliedThrottling" in run) && !("cpuSlowdownMultiplier" in run))).toBe(true);
  });

  it("takes the median benchmarkIndex over every run of a pass, the bare page's included", () => {
    const pass = { routes: new Map([["a", measured({}, [700, 900])]]), pairedReference: new Map(), reference: measured({}, [1000, 1100, 1200]) };

    expect(medianBenchmarkIndex(pass)).toBe(1000);
  });

  const applied: AppliedSlowPhone = {
    benchmarkIndex: 1150,
    bare: measured({ performance: 90, tbtMs: 300, scriptingMs: 450, lcpMs: 1500 }),
    routes: [
      slowPhoneRoute("home", "/", measured({ performance: 71, tbtMs: 600, scriptingMs: 990, lcpMs: 2480 }), measured({ tbtMs: 240, scriptingMs: 450 }), null),
    ],
  };

  it("prints each route's TBT and scripting beside their ratios to the paired bare runs, and says the targets stay on the simulated pass", () => {
    const text = formatAppliedSlowPhone(applied, 12);

    expect(applied.routes[0]?.ratios.lcpToStyledBare).toBeNull();
    expect(text).toMatch(/CPU ×12 applied by DevTools/);
    expect(text).toMatch(/median benchmarkIndex 1150/);
    expect(text).toMatch(/targets are judged on the simulated pass/);
    expect(text).toMatch(/home\s+71\s+600 ms\s+2\.50×\s+990 ms\s+2\.20×\s+2480 ms/);
    expect(text).toMatch(/bare Next\.js page \(every run\)\s+90\s+300 ms\s+450 ms\s+1500 ms/);
  });

  const results = (slowPhone: SlowPhone): BenchResults => ({
    date: "2026-01-01T00:00:00.000Z",
    machine: {},
    settings: { lighthouseRuns: 1, load: { connections: 50, durationSeconds: 10 } },
    build: { wallMs: 1000, largestHtml: null },
    bare: { firstLoadJs: { gzipBytes: 1000, rawBytes: 3000, scripts: 9 }, lighthouse: null },
    slowPhone,
    routes: [],
    load: [],
    nginx: null,
    targets: {} as BenchResults["targets"],
  });
  const slowPhone: SlowPhone = {
    cpuSlowdownMultiplier: 12,
    calibratedInWindow: true,
    calibration: [],
    benchmarkIndex: 1100,
    bare: null,
    styledBare: null,
    routes: [],
  };

  it("prints the applied table after the slow phone's when the pass ran", () => {
    const text = formatReport(results({ ...slowPhone, applied }));

    expect(text.indexOf("Slow phone: ")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("Slow phone, applied: ")).toBeGreaterThan(text.indexOf("Slow phone: "));
    expect(text).toMatch(/home\s+71\s+600 ms\s+2\.50×/);
  });

  it("formats results without the applied pass: older results, or BENCH_APPLIED=0", () => {
    for (const slow of [slowPhone, { ...slowPhone, applied: null }]) {
      const text = formatReport(results(slow));

      expect(text).toMatch(/Slow phone: the same runs at CPU slowdown ×12/);
      expect(text).not.toMatch(/Slow phone, applied/);
    }
  });

  it("says a multiplier set with BENCH_CPU_SLOWDOWN was not calibrated, and lists the probes of a calibrated one", () => {
    expect(formatReport(results(slowPhone))).toMatch(/×12, set with BENCH_CPU_SLOWDOWN \(not calibrated\)/);
    const calibrated = {
      ...slowPhone,
      calibration: [
        { multiplier: 4, tbtMs: 200, benchmarkIndex: 1100 },
        { multiplier: 12, tbtMs: 350, benchmarkIndex: 1100 },
      ],
    };
    expect(formatReport(results(calibrated))).toMatch(/calibrated so the bare page's median TBT is 300–450 ms \(probes: ×4: 200 ms, ×12: 350 ms\)/);
  });
});
