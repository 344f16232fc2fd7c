/** The part of a Lighthouse report (LHR) the bench reads; the worker sends only this much of each. */
export interface ReportFragment {
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        details?: { items?: Array<{ group?: string; duration?: number }> };
      }
    | undefined
  >;
}

/** Audits whose items the bench reads; every other audit travels without its details. */
export const DETAILED_AUDITS = ["mainthread-work-breakdown", "bootup-time"];

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferBytes: number | null;
  /** Lighthouse's measure of the host's speed at the start of the run (higher: faster). */
  benchmarkIndex: number | null;
  /** Main-thread time in script evaluation, parsing and compilation (`mainthread-work-breakdown`). */
  scriptingMs: number | null;
  /** Main-thread time in style and layout (`mainthread-work-breakdown`). */
  styleLayoutMs: number | null;
  /** All main-thread time (`mainthread-work-breakdown`). */
  mainThreadMs: number | null;
  /** Script execution time attributed to the page's scripts (`bootup-time`). */
  bootupMs: number | null;
}

const SCRIPTING_GROUPS = new Set(["scriptEvaluation", "scriptParseCompile"]);

export function figuresFromReport(report: ReportFragment): LighthouseFigures {
  const numeric = (id: string) => report.audits[id]?.numericValue ?? null;
  const score = (id: string) => {
    const value = report.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const groups = report.audits["mainthread-work-breakdown"]?.details?.items;
  const groupTime = (keep: (group: string) => boolean) =>
    groups ? groups.filter((item) => keep(item.group ?? "")).reduce((sum, item) => sum + (item.duration ?? 0), 0) : null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferBytes: numeric("total-byte-weight"),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    scriptingMs: groupTime((group) => SCRIPTING_GROUPS.has(group)),
    styleLayoutMs: groupTime((group) => group === "styleLayout"),
    mainThreadMs: numeric("mainthread-work-breakdown"),
    bootupMs: numeric("bootup-time"),
  };
}

/** Audits scored below 0.9, so the table says what to fix. */
export function failingAudits(report: ReportFragment): string[] {
  return Object.entries(report.audits)
    .filter(([, audit]) => audit && audit.score !== null && audit.score < 0.9)
    .filter(([, audit]) => audit && !["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode))
    .map(([id]) => id);
}
