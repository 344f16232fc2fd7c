/** The bare page's median TBT the slow-phone pass is calibrated to: what a mid-range phone gives it. */
export const SLOW_PHONE_TBT_MS = { low: 300, high: 450 } as const;

export interface CalibrationProbe {
  multiplier: number;
  /** The bare page's median TBT at that multiplier; null when every run failed. */
  tbtMs: number | null;
  benchmarkIndex?: number | null;
}

export interface CalibrationLimits {
  start: number;
  min: number;
  max: number;
  maxProbes: number;
}

export const CALIBRATION_LIMITS: CalibrationLimits = { start: 4, min: 1, max: 64, maxProbes: 6 };

export type CalibrationStep = { done: false; multiplier: number } | { done: true; multiplier: number; inWindow: boolean };

const inWindow = (tbtMs: number) => tbtMs >= SLOW_PHONE_TBT_MS.low && tbtMs <= SLOW_PHONE_TBT_MS.high;
const distance = (tbtMs: number) => Math.max(SLOW_PHONE_TBT_MS.low - tbtMs, tbtMs - SLOW_PHONE_TBT_MS.high, 0);
const roundMultiplier = (value: number) => Math.round(value * 10) / 10;

/**
 * The next CPU slowdown to try, or the one to use: Lighthouse's default first, then doubling (or
 * halving) until the bare page's median TBT has been seen on both sides of the window, then
 * bisecting. TBT grows with the multiplier, so the window is found in a few probes; when the probes
 * run out, or the interval cannot shrink further, the probe nearest the window is used.
 */
export function nextCalibrationStep(probes: CalibrationProbe[], limits: CalibrationLimits = CALIBRATION_LIMITS): CalibrationStep {
  const measured = probes.filter((probe): probe is CalibrationProbe & { tbtMs: number } => probe.tbtMs !== null);
  const hit = measured.find((probe) => inWindow(probe.tbtMs));
  if (hit) return { done: true, multiplier: hit.multiplier, inWindow: true };
  if (probes.length === 0) return { done: false, multiplier: limits.start };
  const nearest = () => {
    const best = [...measured].sort((a, b) => distance(a.tbtMs) - distance(b.tbtMs) || a.multiplier - b.multiplier)[0];
    return { done: true as const, multiplier: best?.multiplier ?? limits.start, inWindow: false };
  };
  if (probes.length >= limits.maxProbes || measured.length === 0) return nearest();
  const below = measured.filter((probe) => probe.tbtMs < SLOW_PHONE_TBT_MS.low).map((probe) => probe.multiplier);
  const above = measured.filter((probe) => probe.tbtMs > SLOW_PHONE_TBT_MS.high).map((probe) => probe.multiplier);
  const lower = below.length ? Math.max(...below) : null;
  const upper = above.length ? Math.min(...above) : null;
  let next: number;
  if (upper === null) next = Math.min(limits.max, roundMultiplier((lower ?? limits.start) * 2));
  else if (lower === null) next = Math.max(limits.min, roundMultiplier(upper / 2));
  else next = roundMultiplier((lower + upper) / 2);
  if (probes.some((probe) => probe.multiplier === next)) return nearest();
  return { done: false, multiplier: next };
}

/** Probes until a multiplier is chosen; `measure` gives the bare page's median TBT at a multiplier. */
export async function calibrateCpuSlowdown(
  measure: (multiplier: number) => Promise<{ tbtMs: number | null; benchmarkIndex?: number | null }>,
  limits: CalibrationLimits = CALIBRATION_LIMITS,
): Promise<{ multiplier: number; inWindow: boolean; probes: CalibrationProbe[] }> {
  const probes: CalibrationProbe[] = [];
  for (;;) {
    const step = nextCalibrationStep(probes, limits);
    if (step.done) return { multiplier: step.multiplier, inWindow: step.inWindow, probes };
    probes.push({ multiplier: step.multiplier, ...(await measure(step.multiplier)) });
  }
}
