import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { tableRouteOf, type RouteTable, type TableRoute } from '@radix/site-kit/route-table';
import { pageReadyAttribute, pageReadySelector } from '@radix/site-kit/islands/protocol';
import { routes } from '@radix/site-kit/routes';
import { remoteSlotStateSelector } from '@radix/site-kit/route-remotes';
import { testPort } from '../../harness/ports';
import { throttleAsMobile } from '../../harness/throttle';
import { navigatingAttribute } from '../../shell/src/runtime/next-page';
import { settleMs } from '../../shell/src/runtime/preloading';
import { median } from './audit-stats';
import { measureServedBuild, routeTableOf } from './served-build';
import { calibrateIn } from './calibrate';
import { describeCalibration } from './phones';

/**
 * How a tap inside the site shows the next page on the calibrated low-tier phone: for the ten
 * routes the rendered pages link to most, the time from the tap on a link (the finger touching it)
 * to the next page complete (the URL is the route's, the page is switched to, no slot or content
 * shows a loading state, and every image in the first viewport has loaded), and the layout shift
 * from the tap until a second after that (every shift, those right after the tap included), median
 * of 3 runs with their spread; with them, the bytes the visitor's browser fetched while reading the
 * page tapped on (from opening it until the finger touches the link) and that page's Total Blocking
 * Time from its being ready to the tap (what its preparing of the next pages costs it); then the
 * bytes fetched reading home, a product page and a service page until each has settled:
 *   npm run measure:navigation [-- --runs=3 --routes=10 --port=8890 --press=100]
 * Serves the production build (run `npm run build` first). Each run is a new visitor: the page
 * linking to the route is opened and left to settle (`settleMs` and a quiet network: what preloading
 * fetches by then is in the cache), then its link is tapped: touched, held `--press` ms (a tap's
 * length; 0 for a click with no touch before it), released. The CPU is slowed by this machine's
 * benchmarkIndex over the phone's, the network throttled as the audit's mobile runs. The page
 * records what is timed itself, from its first script (`watchReading`, PerformanceObservers of long
 * tasks and layout shifts), and is only read once the next page is complete: nothing waits on a
 * promise inside the page.
 */
const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

const phoneViewport = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
/** How long after the page is complete its layout shifts still count: what arrives late (a font, an island). */
const shiftsAfterMs = 1000;

async function routeTableAt(browser: Browser, origin: string): Promise<RouteTable> {
  const page = await browser.newPage();
  await page.goto(origin);
  const table = await routeTableOf(page);
  await page.close();
  return table;
}

/** How many links of every rendered page (as the server sends it, before any script) lead to each route, and from which pages. */
async function linksTo(
  browser: Browser,
  origin: string,
  table: RouteTable,
): Promise<{ tally: Map<string, number>; sources: Map<string, Set<string>> }> {
  const context = await browser.newContext({ javaScriptEnabled: false, ...phoneViewport });
  const page = await context.newPage();
  const sources = new Map<string, Set<string>>();
  const tally = new Map<string, number>();
  for (const source of table.routes) {
    await page.goto(`${origin}${source.path}`);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      const target = url.origin === new URL(origin).origin ? tableRouteOf(table, url.pathname) : undefined;
      if (!target) continue;
      tally.set(target.key, (tally.get(target.key) ?? 0) + 1);
      if (target.key !== source.key) sources.set(target.key, (sources.get(target.key) ?? new Set()).add(source.key));
    }
  }
  await context.close();
  return { tally, sources };
}

interface Run {
  clickToCompleteMs: number;
  layoutShift: number;
  /** Bytes over the network (headers and compressed bodies) from opening the page read until the tap. */
  bytesRead: number;
  /** Total Blocking Time of the page read, from its being ready to the tap: what its preparing of pages costs it. */
  readingTbtMs: number;
}

/** A tap's length: from the finger touching the link to its lifting, when the browser clicks. */
const pressMs = Number(option('press', '100'));

/** How long the page may take to complete after the tap before the run is called failed. */
const completeWithinMs = 60_000;

/**
 * Opens `path` as a new visitor on the phone, counting the bytes its browser fetches until
 * `bytes.stop()`, lets it settle as `navigate` does, and returns it.
 */
async function openAndSettle(browser: Browser, origin: string, path: string, cpuSlowdown: number) {
  const context = await browser.newContext(phoneViewport);
  const page = await context.newPage();
  await throttleAsMobile(page, cpuSlowdown);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytes = { read: 0, counting: true };
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    if (bytes.counting) bytes.read += encodedDataLength;
  });
  await page.addInitScript(watchReading, pageReadyAttribute);
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForSelector(pageReadySelector, { state: 'attached', timeout: 120_000 });
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState('networkidle');
  return { context, page, cdp, bytes };
}

/** One visitor: opens `source`, lets it settle, taps its first visible link to `target` and times the next page. */
async function navigate(
  browser: Browser,
  origin: string,
  source: TableRoute,
  target: TableRoute,
  cpuSlowdown: number,
): Promise<Run> {
  const { context, page, cdp, bytes } = await openAndSettle(browser, origin, source.path, cpuSlowdown);
  try {
    const link = await linkOn(page, target.path);
    await link.scrollIntoViewIfNeeded();
    bytes.counting = false;
    await tap(page, cdp, link);
    const clicked = await page.waitForFunction(
      () => (window as unknown as { navigationReading: Reading }).navigationReading.clickedPath,
      undefined,
      { timeout: clickWithinMs },
    );
    const clickedPath = await clicked.jsonValue();
    if (clickedPath !== target.path) throw new MissedTap(`the tap on a link to ${target.path} clicked ${clickedPath}`);
    await page.waitForFunction(
      isComplete,
      { path: target.path, navigating: navigatingAttribute, loading: remoteSlotStateSelector() },
      {
        polling: 'raf',
        timeout: completeWithinMs,
      },
    );
    await page.waitForTimeout(shiftsAfterMs);
    return { ...(await page.evaluate(readRun)), bytesRead: bytes.read };
  } finally {
    await context.close();
  }
}

/** Touches the link, holds it `pressMs`, lifts: the browser clicks it then. Without a press, a plain click. */
async function tap(page: Page, cdp: CDPSession, link: Locator): Promise<void> {
  if (pressMs <= 0) {
    await link.click();
    return;
  }
  const box = await link.boundingBox();
  if (!box) throw new Error('the link to tap is not on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(pressMs);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * The first link to `path` on screen or below it: in the page, else the footer, else the header;
 * one in a carousel or slider only when there is no other, as its slide moves under the finger.
 */
async function linkOn(page: Page, path: string): Promise<Locator> {
  const selector = `a[href="${path}"]:visible`;
  const links = page.locator(`main ${selector}, footer ${selector}, header ${selector}`);
  const still = await links.evaluateAll((found) =>
    found.findIndex((link) => !link.closest('.carousel, .slick-slider')),
  );
  return links.nth(Math.max(0, still));
}

/** A tap that clicked no link, or another than the one aimed at (a page that moved under it). */
class MissedTap extends Error {}

/** How long the click may take after the finger lifts before the tap is taken as missed. */
const clickWithinMs = 15_000;

/** How many times a run whose tap missed is made again, as a new visitor. */
const missedTapRetries = 2;

/** `navigate`, made again as a new visitor when its tap missed. */
async function navigateTapping(...args: Parameters<typeof navigate>): Promise<Run> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await navigate(...args);
    } catch (error) {
      const missed = error instanceof MissedTap || (error instanceof Error && error.name === 'TimeoutError');
      if (!missed || attempt >= missedTapRetries) throw error;
      console.error(`${error.message}: made again`);
    }
  }
}

/** What the page records from its first script on, for `readRun`: nothing in it waits on the page. */
interface Reading {
  longTasks: { startTime: number; duration: number }[];
  shifts: { startTime: number; value: number }[];
  readyAt: number;
  tappedAt: number;
  clickedAt: number;
  /** The path of the link the first click followed, or '' for a click on no link. */
  clickedPath?: string;
  completeAt: number;
}

/**
 * In the page, from its first script (`addInitScript`): records its long tasks and layout shifts
 * with PerformanceObservers, the moment it became ready (`readyAttribute` on `<html>`), and the first
 * touch or press and click after that. `isComplete` adds the moment the next page is complete.
 */
function watchReading(readyAttribute: string) {
  const reading: Reading = {
    longTasks: [],
    shifts: [],
    readyAt: Number.POSITIVE_INFINITY,
    tappedAt: 0,
    clickedAt: 0,
    completeAt: 0,
  };
  Object.assign(window, { navigationReading: reading });
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries()) reading.longTasks.push({ startTime, duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      reading.shifts.push({ startTime: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
  // An init script runs before the document has an element: the observer watches the document itself.
  const ready = new MutationObserver(() => {
    if (!document.documentElement?.hasAttribute(readyAttribute)) return;
    reading.readyAt = performance.now();
    ready.disconnect();
  });
  ready.observe(document, { subtree: true, attributes: true, attributeFilter: [readyAttribute] });
  const tapped = () => {
    if (!reading.tappedAt && reading.readyAt < Number.POSITIVE_INFINITY) reading.tappedAt = performance.now();
  };
  for (const type of ['touchstart', 'pointerdown'])
    document.addEventListener(type, tapped, { capture: true, passive: true });
  document.addEventListener(
    'click',
    (event) => {
      tapped();
      if (reading.clickedAt) return;
      reading.clickedAt = performance.now();
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      reading.clickedPath = link instanceof HTMLAnchorElement ? link.pathname : '';
    },
    { capture: true },
  );
}

/**
 * In the page, polled every frame after the tap: whether the page at `path` is complete (the URL is
 * its, the page is switched to, no slot or content shows a loading state, every image in the first
 * viewport has loaded); the first time it is, notes when.
 */
function isComplete(options: { path: string; navigating: string; loading: string }): boolean {
  const reading = (window as unknown as { navigationReading: Reading }).navigationReading;
  if (reading.completeAt) return true;
  if (!reading.clickedAt) return false;
  if (window.location.pathname !== options.path || document.documentElement.hasAttribute(options.navigating))
    return false;
  const loading = [...document.querySelectorAll(`${options.loading}, main [role="status"]`)].some(
    (element) => element.matches(options.loading) || /^\s*Loading/.test(element.textContent ?? ''),
  );
  const imagesLoaded = [...document.images].every((image) => {
    const box = image.getBoundingClientRect();
    return box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0 || image.complete;
  });
  if (loading || !imagesLoaded) return false;
  reading.completeAt = performance.now();
  return true;
}

/**
 * In the page, once complete and `shiftsAfterMs` later: the time from the tap to complete, the layout
 * shift from the tap on, and the Total Blocking Time (each long task's time beyond 50 ms) of the
 * tasks that started between the page's being ready and the tap.
 */
function readRun(): Omit<Run, 'bytesRead'> {
  const reading = (window as unknown as { navigationReading: Reading }).navigationReading;
  return {
    clickToCompleteMs: reading.completeAt - reading.tappedAt,
    layoutShift: reading.shifts
      .filter((shift) => shift.startTime >= reading.tappedAt)
      .reduce((sum, shift) => sum + shift.value, 0),
    readingTbtMs: reading.longTasks
      .filter((task) => task.startTime >= reading.readyAt && task.startTime < reading.tappedAt)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
  };
}

/** The bytes a visitor fetches reading `path` until it has settled: with the page's own, what preparing fetched ahead. */
async function bytesReading(browser: Browser, origin: string, path: string, cpuSlowdown: number): Promise<number> {
  const { context, bytes } = await openAndSettle(browser, origin, path, cpuSlowdown);
  await context.close();
  return bytes.read;
}

const runs = Number(option('runs', '3'));
const routeCount = Number(option('routes', '10'));
/** The pages whose reading's bytes are stated: home, a product page and a service page. */
const pagesRead = [routes.home, routes.schoolErp, routes.websiteDesign];

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const spreadOf = (values: number[], format = (value: number) => value.toFixed(0)) =>
  `${format(Math.min(...values))}-${format(Math.max(...values))}`;

measureServedBuild(Number(option('port', String(testPort(8890)))), async (origin, browser) => {
  const calibration = await calibrateIn(await browser.newContext(), 'low');
  console.error(`Measured as a ${describeCalibration(calibration)}`);
  const table = await routeTableAt(browser, origin);
  const links = await linksTo(browser, origin, table);
  const ranked = [...links.tally].sort((a, b) => b[1] - a[1]).slice(0, routeCount);
  const rows: string[] = [];
  for (const [key, count] of ranked) {
    const target = table.routes.find((route) => route.key === key);
    const sources = links.sources.get(key) ?? new Set<string>();
    const sourceKey = sources.has('home') ? 'home' : [...sources][0];
    const source = table.routes.find((route) => route.key === sourceKey);
    if (!target || !source) continue;
    const measured: Run[] = [];
    for (let run = 0; run < runs; run += 1)
      measured.push(await navigateTapping(browser, origin, source, target, calibration.cpuSlowdown));
    const times = measured.map((run) => run.clickToCompleteMs);
    const tbt = measured.map((run) => run.readingTbtMs);
    rows.push(
      [
        target.path,
        count,
        source.path,
        median(times).toFixed(0),
        spreadOf(times),
        median(measured.map((run) => run.layoutShift)).toFixed(3),
        kb(median(measured.map((run) => run.bytesRead))),
        median(tbt).toFixed(0),
        spreadOf(tbt),
      ].join(' | '),
    );
    console.error(
      `${target.path} from ${source.path}: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms; TBT reading ${tbt.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
  }
  const reads: string[] = [];
  for (const page of pagesRead) {
    const bytes: number[] = [];
    for (let run = 0; run < runs; run += 1)
      bytes.push(await bytesReading(browser, origin, page.path, calibration.cpuSlowdown));
    reads.push(`| ${page.path} | ${kb(median(bytes))} | ${spreadOf(bytes, kb)} |`);
  }
  const gesture = pressMs > 0 ? `a tap held ${pressMs} ms` : 'a click';
  console.log(
    `\nFrom ${gesture} to the next page complete on the ${describeCalibration(calibration)}; median of ${runs}\n`,
  );
  console.log(
    '| route | links to it | tapped on | tap to complete (ms) | spread (ms) | layout shift | KB fetched reading the page tapped on | its TBT while it prepares (ms) | TBT spread (ms) |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(`| ${row} |`);
  console.log(
    `\nKB a visitor fetches reading a page, from opening it until it has settled (${settleMs / 1000} s after load, the network quiet): its own and what it prepared ahead; median of ${runs}\n`,
  );
  console.log('| page | KB | spread (KB) |');
  console.log('| --- | ---: | ---: |');
  for (const read of reads) console.log(read);
});
