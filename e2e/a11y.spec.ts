import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { runClockUntil, settleLayout, stopClock } from './support/clock';
import { allRoutes, expectPage } from './support/site';
import { waitingIslands } from '@radix/site-kit/islands/protocol';
import { budgets } from './support/budgets';

const widths = [375, 1280];

/** One line per violated rule: rule id, impact and the elements, readable in a test failure. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/** Pages with auto-advancing widgets: home (banners, about, products, clients, testimonials) and the legal pages. */
const sliderRoutes = allRoutes.filter(
  (route) => route.key === 'home' || route.key === 'terms' || route.key === 'privacy',
);

test.describe('axe: WCAG 2.1 A and AA on every route, at each width', () => {
  for (const route of allRoutes) {
    test(route.path, async ({ page }) => {
      test.setTimeout(budgets.axe);
      // Auto-advancing slides are held still, so that a scan never catches one half-way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [index, width] of widths.entries()) {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
        if (index === 0) {
          await page.goto(route.path);
          await expectPage(page, route.title);
          if (!sliderRoutes.includes(route)) {
            await expect
              .soft(
                page.locator('.slick-slider, .carousel'),
                'no slider or carousel: the pause checks below cover the pages that have one',
              )
              .toHaveCount(0);
          }
        }
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
        expect.soft(describe(results.violations), `${width} px`).toEqual([]);
      }
    });
  }
});

/** The index of the shown slide of every slider (react-slick) and carousel (react-bootstrap) on the page. */
function shownSlides(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.slick-slider, .carousel')].map((widget) => {
      const items = [...widget.querySelectorAll('.slick-slide:not(.slick-cloned), .carousel-item')];
      return items.findIndex((item) => item.classList.contains('slick-current') || item.classList.contains('active'));
    }),
  );
}

/**
 * Every slide each widget showed while page time ran `ms` in 1 s steps. Sampling every second
 * sees a slider that moves however many slides it has: one sample at the end could find a
 * looping slider back on its first slide.
 */
async function slidesShownDuring(page: Page, ms: number): Promise<Set<number>[]> {
  const seen = (await shownSlides(page)).map((index) => new Set([index]));
  for (let elapsed = 0; elapsed < ms; elapsed += 1000) {
    await page.clock.runFor(1000);
    (await shownSlides(page)).forEach((index, widget) => seen[widget]?.add(index));
  }
  return seen;
}

test.describe('every carousel can be paused', () => {
  test.describe.configure({ timeout: budgets.carouselPause });
  for (const route of sliderRoutes) {
    test(`${route.path}: sliders are labelled regions; those that move have a visible pause button that stops them`, async ({
      page,
    }) => {
      await stopClock(page);
      await page.goto(route.path);
      await runClockUntil(
        page,
        async () =>
          (await page.getByRole('main').getByRole('heading', { level: 1 }).first().isVisible()) &&
          (await page
            .getByRole('status')
            .filter({ hasText: /^Loading/ })
            .count()) === 0,
        `${route.path} finishes loading`,
      );
      await expectPage(page, route.title);
      const widgets = page.locator('.slick-slider, .carousel');
      const count = await widgets.count();
      expect(count, 'this page shows sliders or carousels').toBeGreaterThan(0);
      // Sliders far below the fold hydrate when the visitor comes to them, as a visitor who scrolls does.
      for (let i = 0; i < count; i += 1) await widgets.nth(i).scrollIntoViewIfNeeded();
      // The legal pages hydrate their carousel a few seconds after the first paint, as page time runs.
      const waitingWidgets = page.locator(waitingIslands, { has: widgets });
      await runClockUntil(
        page,
        async () => (await page.locator('[data-first-paint]').count()) === 0 && (await waitingWidgets.count()) === 0,
        'every slider is hydrated',
      );
      await settleLayout(page);
      for (let i = 0; i < count; i += 1) {
        const region = widgets.nth(i).locator('xpath=ancestor-or-self::*[@role="region"][1]');
        await expect(region, `slider ${i} sits in a labelled region`).toHaveAttribute('aria-label', /\S/);
      }
      const shownAtFirst = await slidesShownDuring(page, 12_000);
      const paused: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const region = widgets.nth(i).locator('xpath=ancestor-or-self::*[@role="region"][1]');
        const pause = region.getByRole('button', { name: /^Pause / });
        const moved = (shownAtFirst[i]?.size ?? 0) > 1;
        if (!moved) {
          // A widget that offers a pause button auto-advances: seeing it still means the check itself is broken.
          await expect(pause, `slider ${i} offers a pause button but did not move in 12 s`).toHaveCount(0);
          continue;
        }
        await expect(pause, `slider ${i} moves by itself, so it needs a pause button`).toBeVisible();
        await pause.click();
        await expect(region.getByRole('button', { name: /^Play / })).toBeVisible();
        paused.push(i);
      }
      // Hovering also holds a slider still: the pointer leaves, so only the buttons can be what stops
      // them. All are watched over one stretch of page time, not one stretch each.
      await page.mouse.move(0, 0);
      await page.clock.runFor(1000);
      const shownWhilePaused = await slidesShownDuring(page, 12_000);
      for (const i of paused) {
        expect([...(shownWhilePaused[i] ?? [])], `slider ${i} stays still once paused`).toHaveLength(1);
      }
    });
  }
});
