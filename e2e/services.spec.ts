import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectPage, routes } from './support/site';
import { serviceKeys } from '@radix/site-kit/routes';

/** Where the services remote is served: the manifest URL from the shell's runtime configuration. */
async function servicesOrigin(page: Page): Promise<string> {
  const manifest = await page.evaluate(
    async () => (await (await fetch('/runtime-config.json')).json()).remotes.services as string,
  );
  return new URL(manifest).origin;
}

test.describe('services pages', () => {
  for (const key of serviceKeys) {
    test(`${routes[key].path} is the services remote's page: its styles come with it, its code once the visitor reaches for it`, async ({
      page,
    }) => {
      await page.goto('/runtime-config.json');
      const origin = await servicesOrigin(page);
      const fromRemote: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.url().startsWith(origin)) fromRemote.push(request.url());
      });
      await page.goto(routes[key].path);
      await expectPage(page, routes[key].title);
      await expect(page.getByRole('heading', { level: 1, name: routes[key].title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'All services', exact: true }).getByRole('link')).toHaveCount(
        10,
      );
      await expect(page.getByRole('region', { name: /need help/i })).toBeVisible();
      expect(fromRemote.some((url) => url.endsWith('.css'))).toBe(true);
      await page.getByRole('heading', { level: 1 }).hover();
      await expect.poll(() => fromRemote.some((url) => url.endsWith('.js'))).toBe(true);
    });
  }

  test('the services list shows nine cards and a card leads to its page', async ({ page }) => {
    await page.goto(routes.services.path);
    await expectPage(page, routes.services.title);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(9);
    await cards.getByRole('link', { name: routes.mobileApps.label }).click();
    await expect(page).toHaveURL(routes.mobileApps.path);
    await expectPage(page, routes.mobileApps.title);
  });

  test('the side menu moves between services, marks the current one and scrolls back to the top', async ({ page }) => {
    await page.goto(routes.seo.path);
    await expectPage(page, routes.seo.title);
    const menu = page.getByRole('navigation', { name: 'All services', exact: true });
    await expect(menu.getByRole('link', { name: routes.seo.label })).toHaveAttribute('aria-current', 'page');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await menu.getByRole('link', { name: routes.networking.label }).click();

    await expect(page).toHaveURL(routes.networking.path);
    await expectPage(page, routes.networking.title);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
    await expect(menu.getByRole('link', { name: routes.networking.label })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: routes.seo.label })).not.toHaveAttribute('aria-current', 'page');
  });

  test('Contact Us in the help box leads to the contact page', async ({ page }) => {
    await page.goto(routes.graphicalDesign.path);
    await expectPage(page, routes.graphicalDesign.title);
    await page
      .getByRole('region', { name: /need help/i })
      .getByRole('link', { name: routes.contact.label })
      .click();
    await expect(page).toHaveURL(routes.contact.path);
    await expectPage(page, routes.contact.title);
  });

  test('the hosting plans are fully visible at 375 px without horizontal page scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(routes.webHosting.path);
    await expectPage(page, routes.webHosting.title);
    const plans = page.getByRole('region', { name: /hosting plans/i }).getByRole('article');
    await expect(plans).toHaveCount(6);
    for (const plan of await plans.all()) {
      await plan.scrollIntoViewIfNeeded();
      const box = await plan.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await expect(plan.getByText(/^₹/)).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the home page shows the services grid with its own heading and nine cards', async ({ page }) => {
    await page.goto(routes.home.path);
    const section = page.getByRole('region', { name: 'Our services', exact: true });
    await expect(section.getByRole('heading', { level: 2, name: 'Our services' })).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(9);
  });
});
