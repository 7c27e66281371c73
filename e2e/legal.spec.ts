import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { islandSelector } from '@radix/site-kit/islands/protocol';
import { islandHydration } from '@radix/site-kit/route-remotes';
import { openWithStoppedClock, runClockUntil } from './support/clock';
import { describePauseOnHover, shownSlide } from './support/carousel-pause';
import { remoteOrigin } from './support/held-scripts';
import { expectPage, routes } from './support/site';

const pages = [
  { route: routes.terms, policy: /Google Play Services terms of service/ },
  { route: routes.privacy, policy: /Google Play Services privacy policy/ },
];

function glance(page: Page) {
  return page.getByRole('region', { name: /at a glance$/ });
}

/** Exactly the slide at `shown` (0-based) is on screen, and its indicator is the current one. */
async function expectSlide(page: Page, shown: number) {
  const slides = glance(page).locator('.carousel-item');
  await expect(slides).toHaveCount(3);
  for (let position = 0; position < 3; position += 1) {
    if (position === shown) await expect(slides.nth(position)).toBeVisible();
    else await expect(slides.nth(position)).toBeHidden();
  }
  await expect(glance(page).getByRole('button', { name: `Slide ${shown + 1}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

/**
 * Opens a page with its clock stopped, then lets page time run until the legal page is hydrated (at
 * the latest 3 s after the page shows, used or not): the carousel's 7 s interval then started at
 * most 50 ms of page time ago. The fake clock has no paint timing, so the interval counts from there.
 */
async function openWithFrozenClock(page: Page, path: string) {
  await openWithStoppedClock(page, path, glance(page));
  await runClockUntil(
    page,
    async () => (await page.locator(islandSelector('hydrated'), { has: glance(page) }).count()) === 1,
    'the legal page hydrates unused',
  );
}

describePauseOnHover(
  {
    path: routes.privacy.path,
    name: /at a glance$/,
    interval: 7000,
    slideText: (carousel) => shownSlide(carousel).locator('.lgl-slide__title'),
  },
  routes.about.path,
);

test('the privacy policy names every cookie the site set in the browser, and says what the device keeps and what is measured', async ({
  page,
  context,
}) => {
  await page.goto(routes.contact.path);
  await page.goto(routes.privacy.path);
  const title = 'What your browser keeps, and what our pages measure';
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(title) });
  await expect(heading).toBeInViewport();
  const section = page.locator('section', { has: heading });
  const cookies = await context.cookies();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) await expect(section).toContainText(cookie.name);
  await expect(section).toContainText('after 7 days it is removed unsent');
  await expect(section).toContainText('not your IP address');
});

for (const { route, policy } of pages) {
  test.describe(route.label, () => {
    test('renders from the remote with its breadcrumb, effective date and policy link', async ({ page }) => {
      await page.goto(route.path);
      await expectPage(page, route.title);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.title);
      const breadcrumb = main.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('listitem')).toHaveText([routes.home.label, route.label]);
      await expect(main.getByText(/^Effective date:/).locator('time')).toHaveAttribute('datetime', '2023-10-17');
      await expect(main.getByText(/not knowingly .*children under 13\b/)).toBeVisible();
      const link = main.getByRole('link', { name: policy });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await breadcrumb.getByRole('link', { name: routes.home.label }).click();
      await expect(page).toHaveURL(routes.home.path);
    });

    for (const width of [375, 1280]) {
      test(`fits ${width} px without scrolling sideways`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route.path);
        await expectPage(page, route.title);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }

    test('a table-of-contents link brings its section into view', async ({ page }) => {
      await page.goto(route.path);
      const last = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').last();
      const title = (await last.textContent()) ?? '';
      await last.click();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeInViewport();
    });

    test('the carousel starts at slide two and advances 7 s after it starts, not before', async ({ page }) => {
      await openWithFrozenClock(page, route.path);
      await expectSlide(page, 1);
      await page.clock.runFor(6900);
      await expectSlide(page, 1);
      await page.clock.runFor(100);
      await page.clock.runFor(1500);
      await expectSlide(page, 2);
    });
  });
}

test('a legal page loads its script only a few seconds after it shows, and its carousel moves 7 s after it shows', async ({
  page,
}) => {
  const hydrate = islandHydration.get('legal/PrivacyPage');
  const deadline = typeof hydrate === 'object' ? hydrate.ms : undefined;
  expect(typeof deadline).toBe('number');
  const legal = await remoteOrigin(page, 'legal');
  await page.goto(routes.privacy.path);
  await expectPage(page, routes.privacy.title);
  await expectSlide(page, 1);
  // Page time, from the first paint, when the third slide becomes the current one: no fake clock, as
  // the page's own paint timing is what the carousel counts from.
  const movedAt = await page.waitForFunction(
    () => {
      const current = document.querySelector('[aria-roledescription=carousel] [aria-current=true]');
      const [paint] = performance.getEntriesByName('first-contentful-paint');
      return current?.getAttribute('aria-label') === 'Slide 3' && paint ? performance.now() - paint.startTime : false;
    },
    null,
    { polling: 'raf', timeout: 15_000 },
  );
  expect(await movedAt.jsonValue()).toBeGreaterThanOrEqual(7000);
  expect(await movedAt.jsonValue()).toBeLessThan(9000);
  // When each of the legal remote's scripts was asked for, in page time from the first paint.
  const legalScripts = await page.evaluate((origin) => {
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(origin) && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime - (paint?.startTime ?? 0));
  }, legal);
  expect(legalScripts.length).toBeGreaterThan(0);
  expect(Math.min(...legalScripts)).toBeGreaterThanOrEqual(deadline as number);
});
