import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { calibrateCpuSlowdown, nextCalibrationStep } from "@/bench/calibrate";
import { interleavedPlan, workerRun } from "@/bench/lighthouse";
import { failingAudits, figuresFromReport, type ReportFragment } from "@/bench/lighthouse-report";

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
});
