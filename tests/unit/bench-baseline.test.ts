import { describe, expect, it } from "vitest";
import { baselineRoute } from "@/bench/baseline";
import { interleavedPlan, type LighthouseRoute } from "@/bench/lighthouse";
import { formatBaseline } from "@/bench/report";

const lighthouse = (tbtMs: number, scriptingMs: number) => ({ median: { tbtMs, scriptingMs } }) as LighthouseRoute;
const js = (gzipBytes: number) => ({ gzipBytes, rawBytes: gzipBytes * 3, scripts: 9 });

describe("the bench's baseline build (BENCH_BASELINE)", () => {
  it("runs each route's baseline in the same round, first in every other round, sharing the route's reference run", () => {
    const plan = interleavedPlan("bare/", ["a", "b"], 2, { multiplier: 4 }, (url) => (url === "a" ? "old/a" : null));

    expect(plan.map((step) => `${step.run}:${step.key}`)).toEqual([
      "1:reference a",
      "1:a",
      "1:old/a",
      "1:reference b",
      "1:b",
      "2:reference a",
      "2:old/a",
      "2:a",
      "2:reference b",
      "2:b",
    ]);
    expect(plan.every((step) => step.cpu?.multiplier === 4)).toBe(true);
  });

  it("compares each route's first-load JavaScript, TBT and scripting with the baseline's, ours over theirs", () => {
    const route = baselineRoute(
      { label: "home", path: "/", status: 200 },
      { ours: js(900), baseline: js(1000) },
      { ours: lighthouse(300, 600), baseline: lighthouse(200, 600) },
      { ours: lighthouse(800, 1200), baseline: null },
    );

    expect(route.firstLoadJs).toEqual({ gzipBytes: 900, baselineGzipBytes: 1000, ratio: 0.9 });
    expect(route.defaultPass?.ratios).toEqual({ tbt: 1.5, scripting: 1 });
    expect(route.slowPhone).toBeNull();
    expect(formatBaseline({ rev: "v1", commit: "0123456789abcdef", buildWallMs: 1, routes: [route] })).toMatch(
      /home\s+200\s+0\.9 kB \/ 1\.0 kB\s+0\.900×\s+300 ms \/ 200 ms\s+1\.50×\s+1\.00×\s+-/,
    );
  });
});
