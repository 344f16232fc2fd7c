/** The targets, reached by fixing what the numbers show, never by changing the measurement. */
export const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1_500,
  tbtMs: 50,
  cls: 0.01,
  firstLoadJsRatio: 1.25,
  loadErrors: 0,
} as const;

export type Verdict = "pass" | "fail" | "n/a";

export const atLeast = (value: number | null | undefined, target: number): Verdict =>
  value == null ? "n/a" : value >= target ? "pass" : "fail";

export const atMost = (value: number | null | undefined, target: number): Verdict =>
  value == null ? "n/a" : value <= target ? "pass" : "fail";

export const mark = (verdict: Verdict): string => (verdict === "pass" ? "✓" : verdict === "fail" ? "✗" : "-");
