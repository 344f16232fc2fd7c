// What the main thread did during one Lighthouse run, read from its trace artifact with Lighthouse's
// own task tree (the one `mainthread-work-breakdown` and `bootup-time` sum), so the groups match the
// report's: self time per group, for the whole page and for the work Lighthouse charges to the HTML
// document itself (`bootup-time`'s row for the page's URL), in milliseconds as the report gives
// them (the simulated pass multiplies by its CPU multiplier). Beside the times, counts that do not
// depend on how fast the host was: style recalculations and the elements they styled, layouts, the
// objects they laid out and what started them, paints, and the trace event names of "other".
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { NetworkRecords } from "lighthouse/core/computed/network-records.js";
import { getAttributableURLForTask, getJavaScriptURLs } from "lighthouse/core/lib/tracehouse/task-summary.js";

const GROUPS = ["parseHTML", "styleLayout", "paintCompositeRender", "scriptEvaluation", "scriptParseCompile", "garbageCollection", "other"];
const SCRIPT_EVENTS = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "RunMicrotasks",
  "EventDispatch",
  "V8.Execute",
]);

const argsOf = (task) => ({
  ...(task.event.args?.beginData ?? {}),
  ...(task.event.args?.data ?? {}),
  ...(task.event.args ?? {}),
  ...(task.endEvent?.args ?? {}),
});

/** What started a layout or a style recalculation: a script (a forced, synchronous one), the HTML parser, or the frame's rendering update. */
function triggerOf(task) {
  for (let parent = task.parent; parent; parent = parent.parent) {
    if (SCRIPT_EVENTS.has(parent.event.name)) return "script";
    if (parent.event.name === "ParseHTML") return "parser";
  }
  return "frame";
}

const round = (ms) => Math.round(ms * 10) / 10;

export async function traceBreakdown(artifacts, multiplier) {
  const context = { computedCache: new Map() };
  const tasks = await MainThreadTasks.request(artifacts.Trace, context);
  const records = await NetworkRecords.request(artifacts.DevtoolsLog, context);
  const jsURLs = getJavaScriptURLs(records);
  const documentUrl = artifacts.URL?.mainDocumentUrl ?? artifacts.URL?.finalDisplayedUrl;
  const all = Object.fromEntries(GROUPS.map((group) => [group, 0]));
  const document = Object.fromEntries(GROUPS.map((group) => [group, 0]));
  const otherNames = new Map();
  const style = { count: 0, elements: 0, largest: 0, byTrigger: { frame: 0, parser: 0, script: 0 } };
  const layout = { count: 0, objects: 0, largest: 0, byTrigger: { frame: 0, parser: 0, script: 0 } };
  const counts = { paint: 0, prePaint: 0, layerize: 0, tasks: 0 };
  for (const task of tasks) {
    const ms = task.selfTime * multiplier;
    all[task.group.id] += ms;
    if (!task.parent) counts.tasks += 1;
    if (getAttributableURLForTask(task, jsURLs) === documentUrl) {
      document[task.group.id] += ms;
      if (task.group.id === "other") otherNames.set(task.event.name, (otherNames.get(task.event.name) ?? 0) + ms);
    }
    const name = task.event.name;
    if (name === "UpdateLayoutTree") {
      const elements = Number(argsOf(task).elementCount ?? 0);
      style.count += 1;
      style.elements += elements;
      style.largest = Math.max(style.largest, elements);
      style.byTrigger[triggerOf(task)] += 1;
    } else if (name === "Layout") {
      const objects = Number(argsOf(task).dirtyObjects ?? 0);
      layout.count += 1;
      layout.objects += objects;
      layout.largest = Math.max(layout.largest, objects);
      layout.byTrigger[triggerOf(task)] += 1;
    } else if (name === "Paint") counts.paint += 1;
    else if (name === "PrePaint") counts.prePaint += 1;
    else if (name === "Layerize") counts.layerize += 1;
  }
  const rounded = (times) => Object.fromEntries(Object.entries(times).map(([group, ms]) => [group, round(ms)]));
  return {
    all: rounded(all),
    document: rounded(document),
    otherNames: [...otherNames]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => ({ name, ms: round(ms) })),
    style,
    layout,
    ...counts,
    domElements: artifacts.DOMStats?.totalBodyElements ?? null,
  };
}
