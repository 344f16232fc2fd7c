// `BENCH_BREAKDOWN=1`: each route's main-thread work by kind, from its Lighthouse runs' traces
// (bench/trace-breakdown.mjs), beside the bare page and the styled bare page. Times are the
// report's (multiplied in a simulated pass); counts do not depend on the host's speed.
import { type LighthouseRoute, median } from "./lighthouse";

export type TaskGroup = "parseHTML" | "styleLayout" | "paintCompositeRender" | "scriptEvaluation" | "scriptParseCompile" | "garbageCollection" | "other";

interface Triggered {
  count: number;
  /** Elements styled (style) or objects laid out (layout), summed over the events. */
  elements?: number;
  objects?: number;
  largest: number;
  /** Started by the frame's rendering update, the HTML parser, or a script (forced). */
  byTrigger: { frame: number; parser: number; script: number };
}

export interface TraceBreakdown {
  /** Self time per task group, the whole page. */
  all: Record<TaskGroup, number>;
  /** Self time per task group that Lighthouse charges to the HTML document (`bootup-time`'s page row). */
  document: Record<TaskGroup, number>;
  /** The document's "other" time by trace event name, largest first. */
  otherNames: { name: string; ms: number }[];
  style: Triggered;
  layout: Triggered;
  paint: number;
  prePaint: number;
  layerize: number;
  /** Top-level main-thread tasks. */
  tasks: number;
  domElements: number | null;
}

const med = (breakdowns: TraceBreakdown[], read: (entry: TraceBreakdown) => number | null) => median(breakdowns.map(read));
const ms = (value: number | null) => (value === null ? "—" : `${Math.round(value)}`);
const n = (value: number | null) => (value === null ? "—" : `${Math.round(value * 10) / 10}`);

/** The document's "other" names over the runs: each name's median time, the largest three. */
function otherNames(breakdowns: TraceBreakdown[]): string {
  const names = new Set(breakdowns.flatMap((entry) => entry.otherNames.map((item) => item.name)));
  return [...names]
    .map((name) => ({ name, ms: median(breakdowns.map((entry) => entry.otherNames.find((item) => item.name === name)?.ms ?? 0)) ?? 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((item) => `${item.name} ${Math.round(item.ms)}`)
    .join(", ");
}

const COLUMNS = [
  "page",
  "doc parse",
  "doc style/layout",
  "doc other",
  "doc total",
  "all style/layout",
  "all main",
  "recalcs (frame/parser/script)",
  "elements styled",
  "layouts (frame/parser/script)",
  "objects laid out",
  "paints",
  "tasks",
  "DOM",
  "doc other, by event (ms)",
];

export function breakdownRow(label: string, route: LighthouseRoute | null | undefined): string[] {
  const runs = route?.breakdowns ?? [];
  if (runs.length === 0) return [label, ...COLUMNS.slice(1).map(() => "—")];
  const sum = (times: Record<TaskGroup, number>) => Object.values(times).reduce((total, value) => total + value, 0);
  const triggers = (read: (entry: TraceBreakdown) => Triggered) =>
    `${n(med(runs, (entry) => read(entry).count))} (${["frame", "parser", "script"].map((key) => n(med(runs, (entry) => read(entry).byTrigger[key as "frame"]))).join("/")})`;
  return [
    label,
    ms(med(runs, (entry) => entry.document.parseHTML)),
    ms(med(runs, (entry) => entry.document.styleLayout)),
    ms(med(runs, (entry) => entry.document.other)),
    ms(med(runs, (entry) => sum(entry.document))),
    ms(med(runs, (entry) => entry.all.styleLayout)),
    ms(med(runs, (entry) => sum(entry.all))),
    triggers((entry) => entry.style),
    n(med(runs, (entry) => entry.style.elements ?? 0)),
    triggers((entry) => entry.layout),
    n(med(runs, (entry) => entry.layout.objects ?? 0)),
    n(med(runs, (entry) => entry.paint)),
    n(med(runs, (entry) => entry.tasks)),
    n(med(runs, (entry) => entry.domElements)),
    otherNames(runs) || "—",
  ];
}

function table(rows: string[][]): string {
  const widths = COLUMNS.map((_, column) => Math.max(...[COLUMNS, ...rows].map((row) => (row[column] ?? "").length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(COLUMNS), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** One pass's table: medians over each page's runs; "doc" is the work charged to the HTML document. */
export function formatBreakdown(title: string, pages: { label: string; route: LighthouseRoute | null | undefined }[]): string {
  return `${title}\n${table(pages.map((page) => breakdownRow(page.label, page.route)))}`;
}
