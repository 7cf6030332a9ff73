// Where a page load's main-thread time goes, read from a Chromium trace (issue 29: "find where the
// time goes"). `npm run bench` prints it for one cold dashboard visit when BENCH_BREAKDOWN=1
// (dashboard-startup.ts). Each trace event's self time (its duration less its children's) is
// put in a category, so nested events are not counted twice; the long tasks are listed in order
// with their biggest parts. The figures are the throttled ones (the tab runs at 4x CPU).
import type { Page } from 'playwright-core';

/** A complete ("X") trace event, as far as this breakdown reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

/** The trace categories the breakdown needs: the timeline's, the loader's and V8's. */
export const BREAKDOWN_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
];

/** The category an event's self time is counted in (the names are Chromium's). */
function categoryOf(name: string): string {
  if (
    /^(EvaluateScript|v8\.evaluateModule|v8\.run|v8\.callFunction|FunctionCall|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|V8\.|BlinkScheduler_PerformMicrotaskCheckpoint)/.test(
      name,
    )
  )
    return 'script: running';
  if (/compile|Compile|Parse(Script|Function)/.test(name)) return 'script: compiling';
  if (
    /^ResourceFetcher::requestResource|^ThrottlingURLLoader|^ResourceLoad|^ResponseBodyLoader|^Resource::/.test(
      name,
    )
  )
    return 'loading resources';
  if (
    /^(UpdateLayoutTree|Layout|LocalFrameView::performLayout|Document::recalcStyle|Document::rebuildLayoutTree|ParseAuthorStyleSheet|CSSParserImpl|InlineNode::)/.test(
      name,
    )
  )
    return 'style and layout';
  if (/Paint|Layerize|Commit|PrePaint|UpdateLifecycle|BeginMainFrame|Composite/.test(name))
    return 'paint';
  if (/GC|Scavenge|MarkCompact|MinorMS/.test(name)) return 'garbage collection';
  if (/^(ParseHTML|DecodedDataDocumentParser)/.test(name)) return 'parsing HTML';
  if (/^(DocumentLoader|FrameLoader|LocalWindowProxy|ContextCreatedNotification)/.test(name))
    return 'document and context set-up';
  return 'other (tasks, messages)';
}

/** A short label of one event: its name, and the script or handler it ran. */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const file = String(data.url ?? '').replace(/^.*\//, '');
  if (event.name === 'FunctionCall') return `${data.functionName || 'function'} (${file})`;
  if (event.name === 'EventDispatch') return `${data.type} event`;
  return file ? `${event.name} ${file}` : event.name;
}

export interface Breakdown {
  /** Busy time of the main thread: its top-level tasks, summed (ms). */
  busyMs: number;
  /** Self time per category, largest first (ms). */
  categories: [string, number][];
  /** Resource requests the renderer made (scripts, styles, fetches, images). */
  requests: number;
  /** Tasks of 50 ms or more, in order: start (ms from the first task), length, biggest parts. */
  longTasks: { startMs: number; durationMs: number; parts: string[] }[];
}

/** The breakdown of the renderer main thread that ran the page's scripts. */
export function mainThreadBreakdown(events: TraceEvent[]): Breakdown {
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
  // The page's main thread: the one that dispatched its events and ran its scripts.
  const counts = new Map<string, number>();
  for (const e of complete)
    if (/^(EventDispatch|FunctionCall|EvaluateScript|v8\.evaluateModule)$/.test(e.name))
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const thread = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const main = complete
    .filter((e) => `${e.pid}:${e.tid}` === thread)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  const tasks: TraceEvent[] = [];
  for (const event of main) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop();
    const parent = stack.at(-1);
    self.set(event, event.dur!);
    if (parent) self.set(parent, self.get(parent)! - event.dur!);
    else tasks.push(event);
    stack.push(event);
  }
  const byCategory = new Map<string, number>();
  for (const [event, us] of self)
    byCategory.set(categoryOf(event.name), (byCategory.get(categoryOf(event.name)) ?? 0) + us);
  const first = tasks[0]?.ts ?? 0;
  const longTasks = tasks
    .filter((task) => task.dur! >= 50_000)
    .map((task) => ({
      startMs: (task.ts - first) / 1000,
      durationMs: task.dur! / 1000,
      parts: main
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!)
        .sort((a, b) => self.get(b)! - self.get(a)!)
        .slice(0, 3)
        .map((e) => `${labelOf(e)} ${Math.round(self.get(e)! / 1000)} ms`),
    }));
  return {
    busyMs: tasks.reduce((sum, task) => sum + task.dur!, 0) / 1000,
    categories: [...byCategory]
      .map(([name, us]): [string, number] => [name, us / 1000])
      .sort((a, b) => b[1] - a[1]),
    requests: main.filter((e) => e.name === 'ResourceFetcher::requestResource').length,
    longTasks,
  };
}

/** Loads `url` in `page` while tracing, and prints where its main-thread time went. */
export async function printMainThreadBreakdown(
  page: Page,
  load: () => Promise<unknown>,
  title: string,
): Promise<void> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: BREAKDOWN_CATEGORIES });
  await load();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  const { busyMs, categories, requests, longTasks } = mainThreadBreakdown(trace.traceEvents);
  console.log(`\n  Main thread of one ${title} (throttled ms, from a Chromium trace):`);
  console.log(`    busy ${Math.round(busyMs)} ms; ${requests} resource requests made`);
  for (const [name, ms] of categories)
    console.log(`    ${name.padEnd(30)} ${String(Math.round(ms)).padStart(6)} ms`);
  console.log(`    tasks of 50 ms or more:`);
  for (const task of longTasks)
    console.log(
      `      at ${String(Math.round(task.startMs)).padStart(5)} ms, ${Math.round(task.durationMs)} ms: ${task.parts.join('; ')}`,
    );
}
