import { expect, type Locator, type Page } from '@playwright/test';
import { budgets } from './budgets';
import { pageReady } from './hydration';

/** Installs Playwright's fake clock, stopped: from now on only `page.clock.runFor` moves the page's timers. */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1000));
}

/**
 * Moves the stopped clock 50 ms at a time until `condition` holds, so whatever it waits for
 * started its timers at most 50 ms of page time ago, however slow the machine is.
 */
export async function runClockUntil(page: Page, condition: () => Promise<boolean>, message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return condition();
      },
      { message, intervals: [50], timeout: budgets.hydration },
    )
    .toBe(true);
}

/**
 * Waits, with the clock stopped, until nothing more arrives that could change the layout (requests,
 * fonts), then runs page time 50 ms, the delay of react-slick's resize handler. react-slick
 * restarts its autoplay interval on every resize, so its count starts here, not at some real moment.
 */
export async function settleLayout(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.clock.runFor(50);
}

/** Opens `path` under a stopped clock and lets page time run only until `ready` is visible and the page hydrated. */
export async function openWithStoppedClock(page: Page, path: string, ready: Locator): Promise<void> {
  await stopClock(page);
  await page.goto(path);
  await runClockUntil(
    page,
    async () => (await ready.isVisible()) && (await pageReady(page)),
    `${path}: waiting for ${ready.toString()}`,
  );
}
