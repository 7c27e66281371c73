import type { Browser, Page } from '@playwright/test';
import { tableRouteOf, type RouteTable, type TableRoute } from '@radix/site-kit/route-table';
import { pageReadySelector } from '@radix/site-kit/islands/protocol';
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
 * How a click inside the site shows the next page on the calibrated low-tier phone: for the ten
 * routes the rendered pages link to most, the time from a click on a link to the next page complete
 * (the URL is the route's, the page is switched to, no slot or content shows a loading state, and
 * every image in the first viewport has loaded), and the layout shift from the click until a second
 * after that (every shift, those right after the click included), median of 3 runs:
 *   npm run measure:navigation [-- --runs=3 --routes=10 --port=8890]
 * Serves the production build (run `npm run build` first). Each run is a new visitor: the page
 * linking to the route is opened and left to settle (`settleMs` and a quiet network: what preloading
 * fetches by then is in the cache), then its link is clicked. The CPU is slowed by this machine's
 * benchmarkIndex over the phone's, the network throttled as the audit's mobile runs.
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
}

/** One visitor: opens `source`, lets it settle, clicks its first visible link to `target` and times the next page. */
async function navigate(
  browser: Browser,
  origin: string,
  source: TableRoute,
  target: TableRoute,
  cpuSlowdown: number,
): Promise<Run> {
  const context = await browser.newContext(phoneViewport);
  const page = await context.newPage();
  try {
    await throttleAsMobile(page, cpuSlowdown);
    await page.goto(`${origin}${source.path}`, { waitUntil: 'load' });
    await page.waitForSelector(pageReadySelector, { state: 'attached', timeout: 120_000 });
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle');
    const link = linkOn(page, target.path);
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(watchNavigation, {
      path: target.path,
      navigating: navigatingAttribute,
      loading: remoteSlotStateSelector(),
      shiftsAfterMs,
    });
    await link.click();
    return await page.evaluate(() => (window as unknown as { navigationMeasured: Promise<Run> }).navigationMeasured);
  } finally {
    await context.close();
  }
}

/** The first link to `path` on screen or below it: in the page, else the footer, else the header. */
function linkOn(page: Page, path: string) {
  const selector = `a[href="${path}"]:visible`;
  return page.locator(`main ${selector}, footer ${selector}, header ${selector}`).first();
}

/**
 * In the page: from the next click on, watches for the page at `path` to be complete and the layout
 * shifts until `shiftsAfterMs` after it; `window.navigationMeasured` resolves with both.
 */
function watchNavigation(options: { path: string; navigating: string; loading: string; shiftsAfterMs: number }) {
  let clickedAt = 0;
  let layoutShift = 0;
  const shifts = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      if (clickedAt && entry.startTime >= clickedAt) layoutShift += entry.value;
  });
  shifts.observe({ type: 'layout-shift' });
  const complete = () => {
    if (window.location.pathname !== options.path || document.documentElement.hasAttribute(options.navigating))
      return false;
    const loading = [...document.querySelectorAll(`${options.loading}, main [role="status"]`)].some(
      (element) => element.matches(options.loading) || /^\s*Loading/.test(element.textContent ?? ''),
    );
    return (
      !loading &&
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0 || image.complete;
      })
    );
  };
  const measured = new Promise((resolve) => {
    document.addEventListener(
      'click',
      () => {
        clickedAt = performance.now();
        const check = () => {
          if (!complete()) {
            requestAnimationFrame(check);
            return;
          }
          const clickToCompleteMs = performance.now() - clickedAt;
          setTimeout(() => {
            shifts.takeRecords().forEach((entry) => {
              if (entry.startTime >= clickedAt) layoutShift += (entry as PerformanceEntry & { value: number }).value;
            });
            resolve({ clickToCompleteMs, layoutShift });
          }, options.shiftsAfterMs);
        };
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  });
  Object.assign(window, { navigationMeasured: measured });
}

const runs = Number(option('runs', '3'));
const routeCount = Number(option('routes', '10'));

measureServedBuild(Number(option('port', String(testPort(8890)))), async (origin, browser) => {
  const calibration = await calibrateIn(await browser.newContext(), 'low');
  console.error(`Measured as a ${describeCalibration(calibration)}`);
  const table = await routeTableAt(browser, origin);
  const links = await linksTo(browser, origin, table);
  const ranked = [...links.tally].sort((a, b) => b[1] - a[1]).slice(0, routeCount);
  const rows: { route: string; links: number; from: string; ms: number; shift: number; spread: string }[] = [];
  for (const [key, count] of ranked) {
    const target = table.routes.find((route) => route.key === key);
    const sources = links.sources.get(key) ?? new Set<string>();
    const sourceKey = sources.has('home') ? 'home' : [...sources][0];
    const source = table.routes.find((route) => route.key === sourceKey);
    if (!target || !source) continue;
    const measured: Run[] = [];
    for (let run = 0; run < runs; run += 1)
      measured.push(await navigate(browser, origin, source, target, calibration.cpuSlowdown));
    const times = measured.map((run) => run.clickToCompleteMs);
    rows.push({
      route: target.path,
      links: count,
      from: source.path,
      ms: median(times),
      shift: median(measured.map((run) => run.layoutShift)),
      spread: `${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)}`,
    });
    console.error(`${target.path} from ${source.path}: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  }
  console.log(`\nClick to the next page complete on the ${describeCalibration(calibration)}; median of ${runs}\n`);
  console.log('| route | links to it | clicked on | click to complete (ms) | spread (ms) | layout shift |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(
      `| ${row.route} | ${row.links} | ${row.from} | ${row.ms.toFixed(0)} | ${row.spread} | ${row.shift.toFixed(3)} |`,
    );
});
