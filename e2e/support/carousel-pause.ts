import { type Locator, type Page } from '@playwright/test';
import { stopClock, runClockUntil } from './clock';
import { expect, test } from './test';
import { waitingIslands } from '@radix/site-kit/islands/protocol';
import { remoteSlotStates } from '@radix/site-kit/route-remotes';

/** A carousel whose slides are static parts, and what on a slide the pointer rests on. */
export interface PausingCarousel {
  /** The page it is on. */
  path: string;
  /** Its accessible name. */
  name: string | RegExp;
  /** Its interval, in ms. */
  interval: number;
  /** Text on a slide shown when the page opens (the carousel's `startAt`). */
  slideText: (carousel: Locator) => Locator;
}

/**
 * The slide a Bootstrap carousel shows, one element at every moment: while it moves, the slide it
 * leaves keeps `active` (with `carousel-item-start` or `carousel-item-end`) until the move ends, and
 * for a moment both are `active`.
 */
export function shownSlide(carousel: Locator): Locator {
  return carousel.locator('.carousel-item.active:not(.carousel-item-start):not(.carousel-item-end)');
}

/** The carousel region. */
function carouselOf(page: Page, carousel: PausingCarousel): Locator {
  return page.getByRole('region', { name: carousel.name });
}

/**
 * Counts, in the page, the moves the carousel starts from now on: Bootstrap's carousel marks the
 * slide it moves to `carousel-item-next` or `carousel-item-prev` as a move begins.
 */
export async function countMoves(region: Locator): Promise<() => Promise<number>> {
  const key = `moves${Math.random().toString(36).slice(2)}`;
  type Counters = Record<string, () => number>;
  await region.evaluate((element, counter) => {
    const moving = /\bcarousel-item-(next|prev)\b/;
    let moves = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        const now = record.target instanceof Element ? (record.target.getAttribute('class') ?? '') : '';
        if (moving.test(now) && !moving.test(record.oldValue ?? '')) moves += 1;
      }
    }).observe(element, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    (window as unknown as Counters)[counter] = () => moves;
  }, key);
  return () => region.evaluate((_, counter) => (window as unknown as Counters)[counter]?.() ?? 0, key);
}

/**
 * Resolves once every task the page queued before it has run: what a timer that fired set in motion
 * (React's render and commit are tasks of their own) has reached the page.
 */
async function pageTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Moves the pointer off the carousel, to the page's top left corner (the header). */
async function leave(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
}

/** No island around the carousel waits any more: its own timer runs from now on. */
function hydrated(page: Page, region: Locator): Promise<boolean> {
  return page
    .locator(waitingIslands, { has: region })
    .count()
    .then((count) => count === 0);
}

/**
 * No remote's part above the carousel is still loading: one that arrives makes the page above it
 * taller, and where the browser cannot keep the carousel in place (its scroll anchor was the loading
 * placeholder), the carousel moves from under a pointer resting on it.
 */
function nothingLoadingAbove(region: Locator): Promise<boolean> {
  return region.evaluate(
    (carousel, loading) =>
      [...document.querySelectorAll(`.${loading}`)].every(
        (slot) => !(slot.compareDocumentPosition(carousel) & Node.DOCUMENT_POSITION_FOLLOWING),
      ),
    remoteSlotStates.loading,
  );
}

/** On a stopped clock that only the test moves: the pointer resting on slide text keeps the carousel
 * where it is for two intervals, and once the pointer leaves, the carousel moves on within one. */
async function expectPauseWhileHovered(page: Page, carousel: PausingCarousel): Promise<void> {
  const region = carouselOf(page, carousel);
  await carousel.slideText(region).hover();
  await runClockUntil(page, () => hydrated(page, region), 'the carousel is hydrated');
  const moves = await countMoves(region);
  await page.clock.runFor(2 * carousel.interval);
  await pageTasksRun(page);
  expect(await moves(), 'moves while the pointer rests on the slide').toBe(0);
  await leave(page);
  await page.clock.runFor(carousel.interval - 50);
  await runClockUntil(page, async () => (await moves()) > 0, 'moves once the pointer left');
}

/** Opens the carousel's page with the clock stopped, running page time until its slide text shows and the page is hydrated. */
async function openAtRest(page: Page, carousel: PausingCarousel): Promise<void> {
  await stopClock(page);
  await page.goto(carousel.path);
  await runClockUntil(page, () => carousel.slideText(carouselOf(page, carousel)).isVisible(), carousel.path);
}

/**
 * Opens another page with the clock stopped, then follows a link to the carousel's page inside the
 * app (no new document), so that the carousel's page is rendered in the browser, running page time
 * until it shows.
 */
async function reachInApp(page: Page, carousel: PausingCarousel, from: string): Promise<void> {
  await page.goto(from);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator(`a[href="${carousel.path}"]`).first().click();
  await runClockUntil(page, () => carousel.slideText(carouselOf(page, carousel)).isVisible(), carousel.path);
  await runClockUntil(page, () => nothingLoadingAbove(carouselOf(page, carousel)), 'the parts above it have arrived');
  // The page scrolls back to the top on a timer when the route changes: let it finish before the
  // pointer scrolls down to the carousel, as a visitor's would.
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(carousel.path);
  await expect(carousel.slideText(carouselOf(page, carousel))).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
}

/**
 * The tests of a carousel that pauses while the pointer rests on it, on a clock only the test moves:
 * on the page that arrived rendered, and on the page rendered after a navigation from `from` (what
 * differs after a navigation is how the slides were rendered).
 */
export function describePauseOnHover(carousel: PausingCarousel, from: string): void {
  test.describe(`${String(carousel.name)}: the pointer resting on a slide's text pauses it, leaving resumes`, () => {
    test('on the page that arrived rendered', async ({ page }) => {
      await openAtRest(page, carousel);
      await expectPauseWhileHovered(page, carousel);
    });
    test('after a navigation inside the app', async ({ page }) => {
      await stopClock(page);
      await reachInApp(page, carousel, from);
      await expectPauseWhileHovered(page, carousel);
    });
  });
}
