import type { CalibrationProbe } from "./calibrate";
import type { LighthouseRoute } from "./lighthouse";

export interface SlowPhoneRoute {
  label: string;
  path: string;
  perf: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  scriptingMs: number | null;
  styleLayoutMs: number | null;
  bootupMs: number | null;
  ratios: { tbt: number | null; lcpToStyledBare: number | null; scripting: number | null; styleLayout: number | null; bootup: number | null };
  lighthouse: LighthouseRoute | null;
  bareLighthouse: LighthouseRoute | null;
}

/** The pass at a CPU slowdown calibrated so the bare page's median TBT is what a mid-range phone gives it. */
export interface SlowPhone {
  cpuSlowdownMultiplier: number;
  /** Whether a probe's median TBT of the bare page fell in the window, or the nearest was used. */
  calibratedInWindow: boolean;
  calibration: CalibrationProbe[];
  /** Median of Lighthouse's benchmarkIndex over every run of the pass. */
  benchmarkIndex: number | null;
  bare: LighthouseRoute | null;
  styledBare: LighthouseRoute | null;
  routes: SlowPhoneRoute[];
  /** The same multiplier applied by DevTools instead of simulated; null when left out (`BENCH_APPLIED=0`). */
  applied?: AppliedSlowPhone | null;
}

/**
 * The routes and the bare page at the slow pass's multiplier, with DevTools slowing the CPU while
 * the page loads: a comparison for the simulated pass, whose figures the targets are judged on.
 * No styled bare page, so each route's `lcpToStyledBare` is null.
 */
export interface AppliedSlowPhone {
  /** Median of Lighthouse's benchmarkIndex over every run of the pass. */
  benchmarkIndex: number | null;
  bare: LighthouseRoute | null;
  routes: SlowPhoneRoute[];
}

export const ratioOf = (ours: number | null | undefined, reference: number | null | undefined): number | null =>
  ours == null || reference == null || reference <= 0 ? null : ours / reference;

/** A route of the pass: its medians, over the bare runs paired with it (and the styled bare page's median LCP). */
export function slowPhoneRoute(
  label: string,
  path: string,
  lighthouse: LighthouseRoute | null,
  bareLighthouse: LighthouseRoute | null,
  styledBare: LighthouseRoute | null,
): SlowPhoneRoute {
  const ours = lighthouse?.median;
  const bare = bareLighthouse?.median;
  return {
    label,
    path,
    perf: ours?.performance ?? null,
    lcpMs: ours?.lcpMs ?? null,
    tbtMs: ours?.tbtMs ?? null,
    scriptingMs: ours?.scriptingMs ?? null,
    styleLayoutMs: ours?.styleLayoutMs ?? null,
    bootupMs: ours?.bootupMs ?? null,
    ratios: {
      tbt: ratioOf(ours?.tbtMs, bare?.tbtMs),
      lcpToStyledBare: ratioOf(ours?.lcpMs, styledBare?.median.lcpMs),
      scripting: ratioOf(ours?.scriptingMs, bare?.scriptingMs),
      styleLayout: ratioOf(ours?.styleLayoutMs, bare?.styleLayoutMs),
      bootup: ratioOf(ours?.bootupMs, bare?.bootupMs),
    },
    lighthouse,
    bareLighthouse,
  };
}
