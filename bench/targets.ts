/**
 * What a page may cost beside a bare Next.js page measured in the same run: reached by fixing what
 * the numbers show, never by changing the measurement.
 */
export const TARGETS = {
  /** Points a route's median performance score may fall below the bare page's median. */
  performanceBelowBare: 5,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** A route's median over the median of the bare-page runs taken just before it. */
  lcpRatio: 1.5,
  tbtRatio: 1.5,
  /** Main-thread scripting time over the paired bare runs', in the slow-phone pass. */
  scriptingRatio: 1.5,
  cls: 0,
  firstLoadJsRatio: 1.1,
  loadErrors: 0,
} as const;

export type Verdict = "pass" | "fail" | "n/a";

export const atLeast = (value: number | null | undefined, target: number): Verdict => (value == null ? "n/a" : value >= target ? "pass" : "fail");

export const atMost = (value: number | null | undefined, target: number): Verdict => (value == null ? "n/a" : value <= target ? "pass" : "fail");

export const mark = (verdict: Verdict): string => (verdict === "pass" ? "✓" : verdict === "fail" ? "✗" : "-");
