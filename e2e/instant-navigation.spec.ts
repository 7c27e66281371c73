import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openWithStoppedClock, runClockUntil } from './support/clock';
import { expectPage, routes } from './support/site';
import { expectNavigatedTo, footerLink, readRecording, recordNavigations, startRecording } from './support/navigation';
import { navigatingAttribute } from '../shell/src/runtime/next-page';
import { pointerRestMs, settleMs } from '../shell/src/runtime/preloading';

/** A file of code, style or data (a module, a chunk, a manifest, a page's text): what showing a page can wait for. */
const codeFile = /\.(js|css|json)(\?|$)/;

/**
 * Counts the page's requests in flight from now on; `quiet` resolves once none is in flight and
 * none started since the last look, a quarter of a second apart: what a visitor's pointing at a
 * link set off has arrived.
 */
function watchRequests(page: Page) {
  let inFlight = 0;
  let started = 0;
  page.on('request', () => {
    inFlight += 1;
    started += 1;
  });
  const done = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  let seen = -1;
  return {
    quiet: () =>
      expect
        .poll(
          () => {
            const quiet = inFlight === 0 && started === seen;
            seen = started;
            return quiet;
          },
          { message: 'the requests the pointing set off have arrived', intervals: [250] },
        )
        .toBe(true),
  };
}

/**
 * In the page: from the next click until the page is switched to (`data-navigating` leaves
 * `<html>`), the code files fetched; what the page fetches once shown (an effect's) is not counted.
 * `readBetweenClickAndSwitch` reads them.
 */
async function recordClickToSwitch(page: Page): Promise<void> {
  await page.evaluate(
    ({ navigating, files }) => {
      const record = { clickedAt: 0, switchedAt: 0 };
      document.addEventListener('click', () => (record.clickedAt = performance.now()), { capture: true, once: true });
      const switched = new MutationObserver(() => {
        if (!record.clickedAt || document.documentElement.hasAttribute(navigating)) return;
        record.switchedAt = performance.now();
        switched.disconnect();
      });
      switched.observe(document.documentElement, { attributes: true, attributeFilter: [navigating] });
      Object.assign(window, {
        clickToSwitch: () =>
          performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                entry.startTime >= record.clickedAt &&
                entry.startTime <= record.switchedAt &&
                new RegExp(files).test(entry.name),
            )
            .map((entry) => new URL(entry.name).pathname),
      });
    },
    { navigating: navigatingAttribute, files: codeFile.source },
  );
}

const readBetweenClickAndSwitch = (page: Page) =>
  page.evaluate(() => (window as unknown as { clickToSwitch: () => string[] }).clickToSwitch());

/** The label of a route's link in the footer. */
function footerLabel(route: { label: string; listed?: { footer?: object } }): string {
  const footer = route.listed?.footer;
  return footer && 'label' in footer && typeof footer.label === 'string' ? footer.label : route.label;
}

/** The code files the page requests from now on. */
function codeRequestsFrom(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (codeFile.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

/** The visitor rests the mouse on a link long enough for its page to be prepared, and what that fetches arrives. */
async function pointAt(page: Page, link: Locator): Promise<void> {
  const requests = watchRequests(page);
  await link.hover();
  await page.clock.runFor(pointerRestMs);
  await requests.quiet();
}

test.describe('a link the visitor points at is prepared: its click shows the next page at once', () => {
  test('from home, a product page, the services page and a service page: the click waits for nothing and shows the page whole, without a loading state or a layout shift', async ({
    page,
  }) => {
    await recordNavigations(page);
    const product = page.getByRole('region', { name: 'OUR PRODUCTS' }).locator('.slick-slide.slick-active').first();
    await openWithStoppedClock(page, routes.home.path, product);
    await expectPage(page, routes.home.title);

    const header = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
    const steps: [link: Locator, path: string, title: string][] = [
      [product.getByRole('link'), routes.schoolErp.path, routes.schoolErp.title],
      [header('Services'), routes.services.path, routes.services.title],
      [
        page.getByRole('main').locator(`a[href="${routes.mobileApps.path}"]`).first(),
        routes.mobileApps.path,
        routes.mobileApps.title,
      ],
      [header('About'), routes.about.path, routes.about.title],
    ];
    for (const [link, path, title] of steps) {
      await pointAt(page, link);
      await recordClickToSwitch(page);
      await startRecording(page);
      await link.click();
      await expectNavigatedTo(page, path, title);
      expect(await readRecording(page), `the click to ${path}`).toEqual({ loadingStates: [], layoutShift: 0 });
      expect(await readBetweenClickAndSwitch(page), `what the click to ${path} waited for`).toEqual([]);
      // The page has scrolled to the top, in its steps, before the visitor reaches for the next link.
      await runClockUntil(page, async () => (await page.evaluate(() => window.scrollY)) === 0, 'back at the top');
    }
  });

  test('Back and Forward put each page where the visitor had scrolled it', async ({ page }) => {
    const product = page.getByRole('region', { name: 'OUR PRODUCTS' }).locator('.slick-slide.slick-active').first();
    await openWithStoppedClock(page, routes.home.path, product);
    await expectPage(page, routes.home.title);
    await product.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const homeScroll = await page.evaluate(() => window.scrollY);

    await pointAt(page, product.getByRole('link'));
    await product.getByRole('link').click();
    await expectNavigatedTo(page, routes.schoolErp.path, routes.schoolErp.title);
    // The page scrolls to the top in steps, 20 px every 12 ms.
    await page.clock.runFor(Math.ceil(homeScroll / 20) * 12 + 12);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const productScroll = await page.evaluate(() => window.scrollY);

    await page.goBack();
    await expectNavigatedTo(page, routes.home.path, routes.home.title);
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => window.scrollY)).toBe(homeScroll);

    await page.goForward();
    await expectNavigatedTo(page, routes.schoolErp.path, routes.schoolErp.title);
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => window.scrollY)).toBe(productScroll);
  });

  test("a link to a page whose part fails shows that part's failure in its slot, as without preparing, and its retry works", async ({
    page,
  }) => {
    // A real clock: the slot's failure and its retry go through React's own timers.
    await page.goto(routes.mobileApps.path);
    await expectPage(page, routes.mobileApps.title);
    const legal = await page.evaluate(
      async () => (await (await fetch('/runtime-config.json')).json()).remotes.legal as string,
    );
    let blocked = true;
    await page.route(`${new URL(legal).origin}/**`, (route) =>
      blocked ? route.abort('connectionrefused') : route.fallback(),
    );
    const terms = footerLink(page, footerLabel(routes.terms));
    const requests = watchRequests(page);
    await terms.hover();
    await requests.quiet();
    await terms.click();
    await expect(page).toHaveURL((url) => url.pathname === routes.terms.path);
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectPage(page, routes.terms.title);
  });
});

/** What Chromium reports of the connection (`navigator.connection`). */
const reportedConnection = (page: Page) =>
  page.evaluate(() => {
    const { saveData, effectiveType } = (
      navigator as Navigator & {
        connection: { saveData: boolean; effectiveType: string };
      }
    ).connection;
    return { saveData, effectiveType };
  });

/** Emulates a 2G connection, or takes the emulation off, through the DevTools protocol. */
async function emulate2G(page: Page, on: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Chromium reports a round trip of 1,420 to 2,010 ms as `2g` (`effectiveType`), a longer one as `slow-2g`.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? 1800 : 0,
    downloadThroughput: on ? 50_000 : -1,
    uploadThroughput: on ? 50_000 : -1,
  });
}

async function saveData(page: Page, on: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: on });
}

test.describe('where the visitor saves data or the connection is 2G', () => {
  for (const [name, slow, reported] of [
    ['Save-Data', saveData, { saveData: true }],
    ['a 2G connection', emulate2G, { effectiveType: expect.stringMatching(/2g$/) }],
  ] as const) {
    test(`with ${name}, pointing at links and reading fetch nothing beyond what a click fetches`, async ({ page }) => {
      await openWithStoppedClock(page, routes.about.path, page.getByRole('heading', { level: 1 }));
      await expectPage(page, routes.about.title);
      await slow(page, true);
      await expect.poll(() => reportedConnection(page)).toMatchObject(reported);
      const requests = watchRequests(page);
      const fetched = codeRequestsFrom(page);
      for (const route of [routes.terms, routes.mobileApps]) {
        const link = footerLink(page, footerLabel(route));
        await link.hover();
        await link.focus();
        await page.clock.runFor(pointerRestMs);
      }
      // Past the moment the page has settled, when it would fetch the header's pages and those of the links in view.
      await page.clock.runFor(settleMs + 5000);
      await requests.quiet();
      expect(fetched).toEqual([]);

      // The same reaching for a link, on a connection that allows it, fetches its page.
      await slow(page, false);
      await expect.poll(() => reportedConnection(page)).not.toMatchObject(reported);
      await pointAt(page, footerLink(page, footerLabel(routes.seo)));
      expect(fetched.length).toBeGreaterThan(0);
    });
  }
});
