import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { allRoutes, expectPage } from './support/site';

const widths = [375, 1280];

/** One line per violated rule: rule id, impact and the elements, readable in a test failure. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

test.describe('axe: WCAG 2.1 A and AA on every route', () => {
  for (const width of widths) {
    for (const route of allRoutes) {
      test(`${route.path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
        // Auto-advancing slides are held still, so that a scan never catches one half-way.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(route.path);
        await expectPage(page, route.title);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
        expect(describe(results.violations)).toEqual([]);
      });
    }
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

/** Lets auto-advance timers fire, then slide transitions (CSS, in real time) finish. */
async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.waitForTimeout(800);
  await page.clock.runFor(800);
}

/** Pages with auto-advancing widgets: home (banners, about, products, clients, testimonials) and the legal pages. */
const sliderRoutes = allRoutes.filter(
  (route) => route.key === 'home' || route.key === 'terms' || route.key === 'privacy',
);

test('no other page has a slider or carousel, so the pause checks below cover them all', async ({ page }) => {
  test.setTimeout(120_000);
  for (const route of allRoutes.filter((r) => !sliderRoutes.includes(r))) {
    await page.goto(route.path);
    await expectPage(page, route.title);
    await expect(page.locator('.slick-slider, .carousel'), route.path).toHaveCount(0);
  }
});

test.describe('every carousel can be paused', () => {
  for (const route of sliderRoutes) {
    test(`${route.path}: sliders are labelled regions; those that move have a visible pause button that stops them`, async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(route.path);
      await expectPage(page, route.title);
      const widgets = page.locator('.slick-slider, .carousel');
      const count = await widgets.count();
      expect(count, 'this page shows sliders or carousels').toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const region = widgets.nth(i).locator('xpath=ancestor-or-self::*[@role="region"][1]');
        await expect(region, `slider ${i} sits in a labelled region`).toHaveAttribute('aria-label', /\S/);
      }
      const before = await shownSlides(page);
      await advance(page, 12_000);
      const after = await shownSlides(page);
      for (let i = 0; i < count; i += 1) {
        const region = widgets.nth(i).locator('xpath=ancestor-or-self::*[@role="region"][1]');
        const pause = region.getByRole('button', { name: /^Pause / });
        const moved = before[i] !== after[i];
        if (!moved) {
          // A widget that offers a pause button auto-advances: seeing it still means the check itself is broken.
          await expect(pause, `slider ${i} offers a pause button but did not move in 12 s`).toHaveCount(0);
          continue;
        }
        await expect(pause, `slider ${i} moves by itself, so it needs a pause button`).toBeVisible();
        await pause.click();
        await expect(region.getByRole('button', { name: /^Play / })).toBeVisible();
        const paused = (await shownSlides(page))[i];
        await advance(page, 12_000);
        expect((await shownSlides(page))[i], `slider ${i} stays still once paused`).toBe(paused);
      }
    });
  }
});
