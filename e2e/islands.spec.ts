import { type Locator, type Page } from '@playwright/test';
import { islandAttribute, islandSelector } from '@radix/site-kit/islands/protocol';
import { islandHydration } from '@radix/site-kit/route-remotes';
import { expect, test } from './support/test';
import { stopClock } from './support/clock';
import { featuresHeading } from '../shell/src/features/home/content/features';
import { aboutIntro } from '../shell/src/features/about/content/about';
import { contactCopy } from '../shell/src/features/contact/content/contact';
import { expectPage, routes } from './support/site';
import { elementHydrated } from './support/hydration';
import { clientsHeading } from './support/shell-content';

/** The innermost island around `part`. */
function islandOf(page: Page, part: Locator): Locator {
  return page.locator(islandSelector(), { has: part }).last();
}

test('static text stays the server HTML after load: React owns the header, not the text', async ({ page }) => {
  await page.goto(routes.home.path);
  await page.waitForLoadState('networkidle');
  expect(await elementHydrated(page.getByRole('heading', { name: featuresHeading }))).toBe(false);
  expect(await elementHydrated(page.getByRole('navigation', { name: 'Main' }))).toBe(true);
  await page.goto(routes.leave.path);
  await page.waitForLoadState('networkidle');
  expect(await elementHydrated(page.getByRole('main').getByRole('heading', { level: 1 }))).toBe(false);
});

test('an island below the fold hydrates when the visitor comes near it', async ({ page }) => {
  await page.goto(routes.home.path);
  const clients = islandOf(page, page.getByRole('heading', { name: clientsHeading }));
  await expect(clients).toHaveAttribute(islandAttribute, 'waiting');
  await page.getByRole('heading', { name: clientsHeading }).scrollIntoViewIfNeeded();
  await expect(clients).toHaveAttribute(islandAttribute, 'hydrated');
});

test('a form hydrates when the visitor uses it, not when it is seen', async ({ page }) => {
  await page.goto(routes.contact.path);
  const form = page.getByRole('form', { name: 'Get in touch' });
  await form.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(islandOf(page, form)).toHaveAttribute(islandAttribute, 'waiting');
  await form.getByLabel('First name').focus();
  await expect(islandOf(page, form)).toHaveAttribute(islandAttribute, 'hydrated');
});

test('an island with a deadline hydrates unused once page time reaches it, not before', async ({ page }) => {
  const hydrate = islandHydration.get('legal/PrivacyPage');
  const deadline = typeof hydrate === 'object' ? hydrate.ms : Number.NaN;
  await stopClock(page);
  await page.goto(routes.privacy.path);
  const legal = islandOf(page, page.getByRole('region', { name: /at a glance$/ }));
  await page.waitForLoadState('networkidle');
  await expect(legal).toHaveAttribute(islandAttribute, 'waiting');
  await page.clock.runFor(deadline);
  await expect(legal).toHaveAttribute(islandAttribute, 'hydrated');
});

test('a link of a static part is followed inside the app: the next page renders and the header marks it', async ({
  page,
}) => {
  await page.goto(routes.websiteDesign.path);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: routes.services.label });
  expect(await elementHydrated(crumb)).toBe(false);
  await crumb.click();
  await expectPage(page, routes.services.title);
  await expect(page).toHaveURL(routes.services.path);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: routes.services.label }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a link far down a static part leads to the next page scrolled to its top', async ({ page }) => {
  await page.goto(routes.leave.path);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const readMore = page.getByRole('link', { name: `Read More about ${routes.timesheet.label}` });
  expect(await elementHydrated(readMore)).toBe(false);
  await readMore.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await readMore.click();
  await expectPage(page, routes.timesheet.title);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a lazy static part's code is not fetched on the page that arrived rendered, and a navigation shows the page with it", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(routes.about.path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: aboutIntro.heading })).toBeVisible();
  expect(scripts.filter((script) => /\/(about-text|footer)\./.test(script))).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: routes.contact.label }).click();
  await expectPage(page, routes.contact.title);
  expect(await page.getByRole('heading', { name: contactCopy.offices.heading }).count()).toBe(1);
  expect(scripts.filter((script) => /\/contact-offices\./.test(script))).toHaveLength(1);
});
