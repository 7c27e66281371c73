import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath, serveBuilds } from '@radix/platform';
import { nearestRank } from '@radix/release-model';
import { armCookieName, measuringAttribute } from '@radix/site-kit/vitals/beacon';
import { testPort } from '../../harness/ports';
import { median, spread } from './audit-stats';
import { calibrateIn } from './calibrate';
import { describeCalibration } from './phones';
import { topLevelTasks, type TraceEvent } from './trace-events';

/**
 * What the visitors' measuring costs the main thread of a low-tier phone, per page:
 *   npm run bench:vitals [-- / /contactus] [--runs=3] [--port=8595] [--slowdown=4.5] [--detailed]
 * Serves the production build itself (`npm run build` first) and loads each page in Chromium with
 * the CPU slowed down as the audit slows it for the low-tier phone (this machine's benchmarkIndex
 * over the phone's, both printed), every page view measured (a canary's visitor). Each run traces
 * the page from its load until the measuring has started, a key press (an interaction the measuring
 * observes) and leaving the page (its beacon). A main-thread task is the measuring's when it asks
 * for or evaluates one of its scripts (a `vitals*.js` chunk, or a script the measuring's code asks
 * for), or runs a timer, idle or animation frame callback that the measuring's code asked for: all of
 * its time counts; in any other task, the calls into the measuring's code count (its listeners and
 * observers). The task that asks for the measuring's chunk is the shell's idle callback that starts
 * the measuring: inserting a script costs the main thread too. Prints per page the longest of those and
 * their total, the medians of the runs with their spread.
 *
 * The trace records only what names the tasks and their calls: its detailed categories (stacks,
 * V8's compiler) cost the traced page's main thread as much as a short task's own work. With
 * `--detailed` it records them too, and prints the figures also without the time the trace spends
 * finding the source of the calls it names (`tracerOwn`).
 * `--slowdown=` fixes the slowdown instead of calibrating it, to compare two builds on equal terms.
 *
 * Last, what the browser alone takes for the same kinds of task in the same conditions: a task that
 * runs an empty timer, one that only inserts a script element, one that only sends a beacon. The
 * measuring's shortest possible tasks load its script and send its beacon. Figures, not a test.
 */

const measuringChunk = /\/vitals[\w-]*\.[0-9a-f]+\.js/;
/** The events that ask for a callback, the event that runs it and the argument both name it by. */
const callbacks: Record<string, { fire: string; id: string }> = {
  TimerInstall: { fire: 'TimerFire', id: 'timerId' },
  RequestIdleCallback: { fire: 'FireIdleCallback', id: 'id' },
  RequestAnimationFrame: { fire: 'FireAnimationFrame', id: 'id' },
};
/** A callback's ids count from 1 in each document, so its document names it too. */
const callbackKey = (fire: string, event: TraceEvent, id: string) =>
  `${fire}:${String(event.args?.data?.frame)}:${String(event.args?.data?.[id])}`;

/** The trace's categories: the events that name tasks, scripts, callbacks and calls; `--detailed` adds what is inside them. */
const categories = ['devtools.timeline', 'toplevel'];
const detailedCategories = [
  ...categories,
  'disabled-by-default-devtools.timeline',
  'v8',
  'disabled-by-default-v8.compile',
];

const urlsOf = (event: TraceEvent) => JSON.stringify(event.args ?? {}).match(/https?:\/\/[^"]+/g) ?? [];

/** A task the measuring took part in: its main-thread milliseconds, and what made it the measuring's. */
interface MeasuringTask {
  ms: number;
  /** Of them, the time the trace itself took to locate a call in the source (see `tracerOwn`). */
  tracer: number;
  what: string;
}

/**
 * What the tracing costs the page, not the measuring: an event that names the function that asked
 * for it (a timer, a script request) makes V8 collect that function's source positions, which it
 * does not keep otherwise, by parsing it once more. No visitor's browser does it.
 */
const tracerOwn = 'V8.CollectSourcePositions';

const describe = (event: TraceEvent) => {
  const name = event.args?.data?.functionName ?? event.args?.data?.type;
  return typeof name === 'string' && name ? `${event.name} ${name}` : event.name;
};

/** The tasks of one page load that the measuring took part in. */
function measuringTasks(events: TraceEvent[]): MeasuringTask[] {
  /** The scripts the measuring's code asked for, beside its own chunks. */
  const askedScripts = new Set<string>();
  const namesChunk = (event: TraceEvent) =>
    urlsOf(event).some((url) => measuringChunk.test(url) || askedScripts.has(url));
  const evaluation = events.find((event) => event.name === 'EvaluateScript' && namesChunk(event));
  if (!evaluation) throw new Error('the trace holds no evaluation of a measuring chunk');
  const onThread = events
    .filter((event) => event.pid === evaluation.pid && event.tid === evaluation.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const fireIds = new Map(Object.values(callbacks).map(({ fire, id }) => [fire, id]));
  const askedFor = new Set<string>();
  const tasks: MeasuringTask[] = [];
  let task:
    | {
        end: number;
        totalMs: number;
        ms: number;
        whole: boolean;
        callEnd: number;
        what: string;
        tracer: { end: number; ms: number; inCall: number };
      }
    | undefined;
  const close = () => {
    if (task && task.ms > 0)
      tasks.push({ ms: task.ms, tracer: task.whole ? task.tracer.ms : task.tracer.inCall, what: task.what });
    task = undefined;
  };
  for (const event of onThread) {
    if (event.ph === 'X' && topLevelTasks.has(event.name) && (!task || event.ts >= task.end)) {
      close();
      const totalMs = (event.dur ?? 0) / 1000;
      task = {
        end: event.ts + (event.dur ?? 0),
        totalMs,
        ms: 0,
        whole: false,
        callEnd: 0,
        what: '',
        tracer: { end: 0, ms: 0, inCall: 0 },
      };
      continue;
    }
    if (!task || event.ts >= task.end) continue;
    const inCall = event.ts < task.callEnd;
    if (event.name === tracerOwn && event.ph === 'X' && event.ts >= task.tracer.end) {
      const ms = (event.dur ?? 0) / 1000;
      task.tracer = {
        end: event.ts + (event.dur ?? 0),
        ms: task.tracer.ms + ms,
        inCall: task.tracer.inCall + (inCall ? ms : 0),
      };
    }
    const loads = (event.name === 'EvaluateScript' || event.name === 'ResourceSendRequest') && namesChunk(event);
    const fireId = fireIds.get(event.name);
    const calledBack = fireId !== undefined && askedFor.has(callbackKey(event.name, event, fireId));
    if (!task.whole && (loads || calledBack)) {
      task.whole = true;
      task.ms = task.totalMs;
      task.what = describe(event);
    }
    const asks = callbacks[event.name];
    if (asks && (task.whole || inCall)) askedFor.add(callbackKey(asks.fire, event, asks.id));
    if (event.name === 'ResourceSendRequest' && (task.whole || inCall))
      urlsOf(event).forEach((url) => askedScripts.add(url));
    if (!task.whole && !inCall && event.ph === 'X' && namesChunk(event)) {
      task.ms += (event.dur ?? 0) / 1000;
      task.what ||= describe(event);
      task.callEnd = event.ts + (event.dur ?? 0);
    }
  }
  close();
  return tasks;
}

/** Waits until the page's main thread has been idle once more. */
const idle = `new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10000 }))`;

/** A phone-sized browser context with one page, its CPU slowed down by `cpuSlowdown`. */
async function slowPhone(browser: Browser, cpuSlowdown: number) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

async function traceRun(
  browser: Browser,
  origin: string,
  route: string,
  cpuSlowdown: number,
  traceCategories: string[],
): Promise<MeasuringTask[]> {
  const { context, page } = await slowPhone(browser, cpuSlowdown);
  try {
    await context.addCookies([{ name: armCookieName, value: 'canary', url: origin }]);
    await browser.startTracing(page, { categories: traceCategories });
    await page.goto(`${origin}${route}`);
    await page.locator(`html[${measuringAttribute}]`).waitFor({ state: 'attached', timeout: 120_000 });
    await page.evaluate(idle);
    await page.keyboard.press('Tab');
    await page.evaluate(idle);
    await page.goto('about:blank');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return measuringTasks(trace.traceEvents);
  } finally {
    await context.close();
  }
}

/** The kinds of task the browser alone runs, each a named function the trace's calls name. */
const floorTasks = {
  emptyTimer: 'an empty timer',
  insertScript: 'inserting a script element',
  sendBeacon: 'sending a beacon',
} as const;

/** Runs each kind of `floorTasks` `times` times, a timer apart, in a loaded page. */
const runFloorTasks = (times: number) =>
  new Promise<void>((resolve) => {
    const kinds: (() => void)[] = [
      function emptyTimer() {},
      function insertScript() {
        const script = document.createElement('script');
        script.src = `/bench-floor-${String(Math.random()).slice(2)}.js`;
        script.onerror = () => script.remove();
        document.head.append(script);
      },
      function sendBeacon() {
        navigator.sendBeacon('/bench-floor', '');
      },
    ];
    const queue = Array.from({ length: times }, () => kinds).flat();
    const next = () => {
      const task = queue.shift();
      if (!task) return void setTimeout(resolve, 200);
      setTimeout(task);
      setTimeout(next, 30);
    };
    next();
  });

/** The durations of the tasks that called a function named `name`, shortest first. */
function tasksCalling(events: TraceEvent[], name: string): number[] {
  const calls = events.filter((event) => event.name === 'FunctionCall' && event.args?.data?.functionName === name);
  return calls
    .map((call) => {
      const task = events.find(
        (event) =>
          event.ph === 'X' &&
          topLevelTasks.has(event.name) &&
          event.pid === call.pid &&
          event.tid === call.tid &&
          event.ts <= call.ts &&
          event.ts + (event.dur ?? 0) >= call.ts + (call.dur ?? 0),
      );
      return (task?.dur ?? 0) / 1000;
    })
    .sort((a, b) => a - b);
}

/** What the browser alone takes for each of `floorTasks`, traced as the measuring is, in the loaded home page. */
async function floor(browser: Browser, origin: string, cpuSlowdown: number, traceCategories: string[]): Promise<void> {
  const { context, page } = await slowPhone(browser, cpuSlowdown);
  try {
    await page.goto(`${origin}/`);
    await page.evaluate(idle);
    await browser.startTracing(page, { categories: traceCategories });
    await page.evaluate(runFloorTasks, 20);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const figures = Object.entries(floorTasks).map(([name, what]) => {
      const durations = tasksCalling(traceEvents, name);
      const p90 = nearestRank(durations, 0.9) ?? 0;
      return `${what} ${median(durations).toFixed(1)} ms (p90 ${p90.toFixed(1)}, longest ${(durations.at(-1) ?? 0).toFixed(1)}, of ${durations.length})`;
    });
    console.log(`The browser alone, a task of each kind in the same conditions: ${figures.join('; ')}.`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const routes = args.filter((arg) => !arg.startsWith('--'));
  const runs = Number(option('runs') ?? 3);
  const port = Number(option('port') ?? testPort(8595));
  const fixedSlowdown = option('slowdown');
  const detailed = args.includes('--detailed');
  const traceCategories = detailed ? detailedCategories : categories;
  const { stop, hosting } = await serveBuilds({ port });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const cpuSlowdown = fixedSlowdown
      ? Number(fixedSlowdown)
      : await calibrateIn(await browser.newContext(), 'low').then((calibration) => {
          console.log(`Measured as a ${describeCalibration(calibration)}.`);
          return calibration.cpuSlowdown;
        });
    if (fixedSlowdown) console.log(`Measured at a fixed CPU slowdown of ${cpuSlowdown}x.`);
    for (const route of routes.length ? routes : ['/']) {
      const measured: Record<'longest' | 'total' | 'longestUntraced' | 'totalUntraced' | 'tasks', number>[] = [];
      for (let run = 0; run < runs; run += 1) {
        const tasks = await traceRun(browser, hosting.siteOrigin, route, cpuSlowdown, traceCategories);
        const untraced = tasks.map((task) => task.ms - task.tracer);
        measured.push({
          longest: Math.max(0, ...tasks.map((task) => task.ms)),
          total: tasks.reduce((sum, task) => sum + task.ms, 0),
          longestUntraced: Math.max(0, ...untraced),
          totalUntraced: untraced.reduce((sum, ms) => sum + ms, 0),
          tasks: tasks.length,
        });
        const described = (task: MeasuringTask) =>
          `${task.ms.toFixed(1)} ms${task.tracer >= 0.05 ? ` (tracer ${task.tracer.toFixed(1)})` : ''} ${task.what}`;
        console.error(`${route} run ${run + 1}: ${tasks.map(described).join(', ')}`);
      }
      const figure = (key: keyof (typeof measured)[number]) => {
        const values = measured.map((run) => run[key]);
        const { min, max } = spread(values);
        return `${median(values).toFixed(1)} ms (${min.toFixed(1)}-${max.toFixed(1)})`;
      };
      const tasks = median(measured.map((run) => run.tasks));
      const untracedFigures = detailed
        ? `; without the tracer's own source lookups: longest ${figure('longestUntraced')}, in all ${figure('totalUntraced')}`
        : '';
      console.log(
        `${route}: longest task ${figure('longest')}, in all ${figure('total')} over ${tasks} tasks (median of ${runs})${untracedFigures}`,
      );
    }
    await floor(browser, hosting.siteOrigin, cpuSlowdown, traceCategories);
  } finally {
    await browser.close();
    await stop();
    fs.rmSync(hosting.siteRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
