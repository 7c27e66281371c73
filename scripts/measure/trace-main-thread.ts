import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, serveBuilds } from '@radix/platform';
import { throttleAsMobile } from '../../harness/throttle';
import { taskGroups, taskNameToGroup } from 'lighthouse/core/lib/tracehouse/task-groups.js';
import { median } from './audit-stats';
import { pageReadySelector } from '@radix/site-kit/islands/protocol';
import { topLevelTasks, type TraceEvent } from './trace-events';

/**
 * Where a page's main-thread time goes from the first byte until it is hydrated and idle, on a
 * phone as Lighthouse's mobile profile simulates one (4x slower CPU, 150 ms round trips, 1.6 Mbps),
 * in Lighthouse's groups; and what Lighthouse's "Other" is: the time of the browser's own tasks
 * that no script, style, layout, paint, parse or garbage collection event covers, named by the
 * trace event under the task (or, for the task's own time, by the code that posted it).
 *   npm run trace -- / /leave-management-software [--runs=3] [--port=8590]
 * Serves the production build itself (run `npm run build` first); prints the median of the runs.
 */

/** Lighthouse's group of a trace event, by its label; none for the events Lighthouse counts as "Other". */
function groupOf(name: string): string | undefined {
  const group = taskNameToGroup[name];
  return group && group.id !== taskGroups.other.id ? group.label : undefined;
}
const other = taskGroups.other.label;
/** Names "Other" time: the first event under the task that is not a task too, else the code that posted the task. */
function labelOf(event: TraceEvent, parent: string | undefined): string {
  const posted = event.args?.src_func ? `a task posted by ${event.args.src_func}` : undefined;
  if (topLevelTasks.has(event.name))
    return parent && !parent.startsWith('a task') ? parent : (posted ?? parent ?? 'a task');
  return parent && !parent.startsWith('a task') ? parent : event.name;
}

/** Milliseconds per group, and what makes up "Other", for one trace. */
interface Breakdown {
  groups: Map<string, number>;
  others: Map<string, number>;
}

function add(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

/** The renderer main thread's top-level tasks, split as Lighthouse splits them. */
function breakdown(events: TraceEvent[]): Breakdown {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const parses = (thread: TraceEvent) =>
    events.filter((event) => event.name === 'ParseHTML' && event.pid === thread.pid && event.tid === thread.tid).length;
  const main = mains.sort((a, b) => parses(b) - parses(a))[0];
  const complete = events
    .filter((event) => event.ph === 'X' && event.pid === main?.pid && event.tid === main?.tid && event.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const result: Breakdown = { groups: new Map(), others: new Map() };
  const stack: { event: TraceEvent; group: string; childMs: number; label: string }[] = [];
  const close = (until: number) => {
    while (stack.length && (stack.at(-1)?.event.ts ?? 0) + (stack.at(-1)?.event.dur ?? 0) <= until) {
      const done = stack.pop()!;
      const selfMs = (done.event.dur ?? 0) / 1000 - done.childMs;
      add(result.groups, done.group, selfMs);
      if (done.group === other) add(result.others, done.label, selfMs);
      const parent = stack.at(-1);
      if (parent) parent.childMs += (done.event.dur ?? 0) / 1000;
    }
  };
  for (const event of complete) {
    close(event.ts);
    const parent = stack.at(-1);
    if (!parent && !topLevelTasks.has(event.name)) continue;
    const group = groupOf(event.name) ?? parent?.group ?? other;
    stack.push({ event, group, childMs: 0, label: labelOf(event, parent?.label) });
  }
  close(Number.POSITIVE_INFINITY);
  return result;
}

async function traceRoute(port: number, route: string): Promise<Breakdown> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await throttleAsMobile(page);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink.user_timing'],
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'load' });
    await page.waitForSelector(pageReadySelector, { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return breakdown(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

function medianOf(maps: Map<string, number>[]): [string, number][] {
  const keys = new Set(maps.flatMap((map) => [...map.keys()]));
  return [...keys]
    .map((key): [string, number] => [key, median(maps.map((map) => map.get(key) ?? 0))])
    .sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const routes = args.filter((arg) => !arg.startsWith('--'));
  const runs = Number(option('runs') ?? 3);
  const port = Number(option('port') ?? 8590);
  const { stop } = await serveBuilds({ port });
  try {
    for (const route of routes.length ? routes : ['/']) {
      const traces: Breakdown[] = [];
      for (let run = 0; run < runs; run += 1) traces.push(await traceRoute(port, route));
      const byGroup = medianOf(traces.map((trace) => trace.groups));
      const total = byGroup.reduce((sum, [, ms]) => sum + ms, 0);
      console.log(`\n${route}: main thread ${Math.round(total)} ms until hydrated and idle (median of ${runs})`);
      for (const [group, ms] of byGroup) console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${group}`);
      console.log(`  "${other}" is made of:`);
      for (const [what, ms] of medianOf(traces.map((trace) => trace.others)).slice(0, 8)) {
        console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${what}`);
      }
    }
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
