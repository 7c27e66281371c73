import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openWithStoppedClock, runClockUntil, settleLayout } from './support/clock';
import { countMoves, describePauseOnHover, shownSlide } from './support/carousel-pause';
import { expectPage, routes } from './support/site';
import { pageReady } from './support/hydration';
import {
  clientsHeading,
  contactCopy,
  featuresHeading,
  homeAbout,
  howItWorksHeading,
  testimonials,
  testimonialsHeading,
} from './support/shell-content';

/** The shown slide's text, whitespace collapsed as `toHaveText` compares it. */
async function activeText(carousel: Locator): Promise<string> {
  return ((await shownSlide(carousel).textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function openHome(page: Page) {
  await page.goto(routes.home.path);
  await expectPage(page, routes.home.title);
}

/** Opens home with the page clock stopped, until the first banner's heading is on screen. */
async function openHomeAtRest(page: Page) {
  await openWithStoppedClock(page, routes.home.path, page.getByRole('heading', { level: 1 }));
}

test('the home page shows its sections in the order of the spec', async ({ page }) => {
  // The banner holds its first slide, whose title is the page's h1: on a real clock it turns at 7 s,
  // which a loaded machine reaches before the last check, and a turned banner hides that h1.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await expect(page.getByRole('heading', { level: 2, name: 'OUR PRODUCTS' })).toBeVisible();
  const names: (string | RegExp)[] = [
    /^Web design and development$/,
    /why organisations choose/i,
    'OUR PRODUCTS',
    /^our services$/i,
    /^about radix softech$/i,
    howItWorksHeading,
    featuresHeading,
    clientsHeading,
    testimonialsHeading,
    contactCopy.getInTouch.heading,
  ];
  const main = page.getByRole('main');
  const sections = names.map((name) =>
    main
      .locator('section')
      .filter({ has: page.getByRole('heading', { name, exact: typeof name === 'string' }) })
      .first(),
  );
  for (const [index, section] of sections.entries()) {
    await expect(section, `section ${String(names[index])}`).toBeAttached();
  }
  // Every section's top read at one moment: read one by one while a part still arrives above
  // them, two tops could come from two different layouts.
  const elements = await Promise.all(sections.map((section) => section.elementHandle()));
  const tops = await page.evaluate(
    (all) => all.map((element) => element?.getBoundingClientRect().top ?? Number.NaN),
    elements,
  );
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the h1 is text of the first banner, visible at first paint without any timer', async ({ page }) => {
  await page.clock.install();
  await page.goto(routes.home.path);
  const hero = page.getByRole('region', { name: 'Our offers' });
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Web design and development');
});

test('banner 1 advances at 7 s and not before, and wraps', async ({ page }) => {
  await openHomeAtRest(page);
  const hero = page.getByRole('region', { name: 'Our offers' });
  const first = await activeText(hero);
  await page.clock.runFor(6900);
  await expect(shownSlide(hero)).toHaveText(first);
  await expect(hero.locator('.carousel-item-next')).toHaveCount(0);
  await page.clock.runFor(100);
  await page.clock.runFor(1000);
  await expect(shownSlide(hero)).toContainText('Mobile app development for Android');
  await page.clock.runFor(3 * 8000);
  await expect(shownSlide(hero)).toContainText('Web design and development');
});

/**
 * Runs the stopped clock until `moves` counts one more, then checks the next moves start one
 * `interval` after it, and not a millisecond of a transition later: the first move is seen within
 * 50 ms of page time of its start, so the next one starts between `interval - 50` and `interval`
 * ms after the check.
 */
async function expectMovesEvery(page: Page, moves: () => Promise<number>, interval: number, what: string) {
  const before = await moves();
  await runClockUntil(page, async () => (await moves()) > before, `${what} moves`);
  for (let next = before + 2; next <= before + 3; next += 1) {
    await page.clock.runFor(interval - 51);
    expect(await moves(), `${what}: no move before ${interval} ms`).toBe(next - 1);
    await page.clock.runFor(51);
    await expect.poll(moves, { message: `${what}: a move ${interval} ms after the last one started` }).toBe(next);
  }
}

test('banners 1 and 2 move every 7 and 8 s from the start of one move to the start of the next', async ({ page }) => {
  await openHomeAtRest(page);
  const offers = await countMoves(page.getByRole('region', { name: 'Our offers' }));
  await expectMovesEvery(page, offers, 7000, 'banner 1');
  const reasons = await countMoves(page.getByRole('region', { name: 'Reasons to choose us' }));
  await expectMovesEvery(page, reasons, 8000, 'banner 2');
});

test('the products slider moves every 8 s from the start of one move to the start of the next', async ({ page }) => {
  await openHomeAtRest(page);
  // The section and its slider share the name; the slider is the inner region.
  const slider = page.getByRole('region', { name: 'OUR PRODUCTS' }).last();
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).not.toHaveAttribute('data-first-paint');
  await settleLayout(page);
  // react-slick marks the slides it moves to active as the move starts.
  const firstShown = () => slider.locator('.slick-slide.slick-active').first().getAttribute('data-index').then(Number);
  let last = await firstShown();
  let count = 0;
  const moves = async () => {
    const now = await firstShown();
    if (now !== last) count += 1;
    last = now;
    return count;
  };
  // The first change seen may be react-slick settling its layout rather than a move: the count starts at the next.
  await runClockUntil(page, async () => (await moves()) > 0, 'the products slider changes');
  await expectMovesEvery(page, moves, 8000, 'the products slider');
});

test('banner 2 advances every 8 s, also while hovered', async ({ page }) => {
  await openHomeAtRest(page);
  const banner = page.getByRole('region', { name: 'Reasons to choose us' });
  const first = await activeText(banner);
  await page.clock.runFor(7900);
  await expect(shownSlide(banner)).toHaveText(first);
  await page.clock.runFor(100);
  await page.clock.runFor(1000);
  await expect(shownSlide(banner)).not.toHaveText(first);
  const second = await activeText(banner);

  // The next move starts 8 s after the last one started (at 8 s), not 8 s after it ended.
  await banner.locator('.carousel-inner').hover();
  await page.clock.runFor(5900);
  await expect(shownSlide(banner)).toHaveText(second);
  await page.clock.runFor(100);
  await page.clock.runFor(1000);
  await expect(shownSlide(banner)).not.toHaveText(second);
});

for (const width of [375, 1280]) {
  test(`at ${width} px each carousel keeps one height through all its slides, so nothing below it moves as it turns`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect.poll(() => pageReady(page)).toBe(true);
    for (const name of ['Our offers', 'Reasons to choose us', 'Our values']) {
      const carousel = page.getByRole('region', { name });
      const heights: number[] = [];
      for (let slide = await carousel.locator('.carousel-item').count(); slide > 0; slide -= 1) {
        heights.push(await carousel.evaluate((element) => element.getBoundingClientRect().height));
        const shown = await activeText(carousel);
        await carousel.getByRole('button', { name: 'Next' }).click();
        await expect(shownSlide(carousel)).not.toHaveText(shown);
      }
      expect(new Set(heights).size, `${name}, its height at each slide: ${heights.join(', ')} px`).toBe(1);
    }
  });
}

describePauseOnHover(
  {
    path: routes.home.path,
    name: 'Our offers',
    interval: 7000,
    slideText: (carousel) => carousel.getByRole('heading', { level: 1 }),
  },
  routes.about.path,
);

describePauseOnHover(
  {
    path: routes.home.path,
    name: 'Our values',
    interval: 7000,
    slideText: (carousel) => carousel.getByText(homeAbout.values[0]?.text ?? ''),
  },
  routes.about.path,
);

test('banner 1 stays while focus is on a link of its slide, and moves on once focus leaves', async ({ page }) => {
  await openHomeAtRest(page);
  const hero = page.getByRole('region', { name: 'Our offers' });
  const moves = await countMoves(hero);
  const link = shownSlide(hero).getByRole('link');
  await link.focus();
  await page.clock.runFor(2 * 7000);
  expect(await moves()).toBe(0);
  await link.blur();
  await page.clock.runFor(7000);
  await expect.poll(moves).toBeGreaterThan(0);
});

test("banner 1's arrow keys move it while focus is on a link of its slide", async ({ page }) => {
  await openHome(page);
  const hero = page.getByRole('region', { name: 'Our offers' });
  const first = await activeText(hero);
  await shownSlide(hero).getByRole('link').focus();
  await page.keyboard.press('ArrowRight');
  await expect(shownSlide(hero)).not.toHaveText(first);
});

const clientCounts: [width: number, visible: number, dots: boolean][] = [
  [1280, 6, false],
  [1000, 7, true],
  [800, 5, true],
  [700, 5, true],
  [590, 2, false],
  [470, 1, false],
];

for (const [width, visible, dots] of clientCounts) {
  test(`the clients strip shows ${visible} logos at ${width} px${dots ? ', with dots' : ''}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHome(page);
    const strip = page.getByRole('region', { name: 'Client logos' });
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.locator('.slick-slide.slick-active')).toHaveCount(visible);
    await expect(strip.locator('.slick-slide.slick-active').getByRole('img').first()).toHaveAttribute(
      'aria-label',
      /.+/,
    );
    await expect(strip.locator('.slick-dots')).toHaveCount(dots ? 1 : 0);
  });
}

test('the testimonials slider shows one card at a time with five dots, and moves on by itself', async ({ page }) => {
  await openHomeAtRest(page);
  const slider = page.getByRole('region', { name: 'Client testimonials' });
  await slider.scrollIntoViewIfNeeded();
  // Hydrated once seen: the slider drops the layout it had from the first paint.
  await expect(slider).not.toHaveAttribute('data-first-paint');
  await settleLayout(page);
  await expect(slider.locator('.slick-slide.slick-active')).toHaveCount(1);
  await expect(slider.locator('.slick-dots li')).toHaveCount(testimonials.length);
  const first = testimonials[0];
  const second = testimonials[1];
  if (!first || !second) throw new Error('five testimonials expected');
  await expect(slider.locator('.slick-slide.slick-active')).toContainText(first.name);
  await page.clock.runFor(2900);
  await expect(slider.locator('.slick-slide.slick-active')).toContainText(first.name);
  await page.clock.runFor(1100);
  await expect(slider.locator('.slick-slide.slick-active')).toContainText(second.name);
});
