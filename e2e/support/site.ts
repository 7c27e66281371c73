import { expect, type Page } from '@playwright/test';
import { pageReadySelector } from '@radix/site-kit/islands/protocol';
import { site } from '@radix/site-kit/site';

export { allRoutes, routes, redirects } from '@radix/site-kit/routes';
export { site };

/** The shell marks the document once React has taken it over: a rendered page is hydrated from then on. */
export async function isHydrated(page: Page): Promise<boolean> {
  return (await page.locator(pageReadySelector).count()) === 1;
}

/** Waits until the routed page has rendered its own heading (not a loading or failure state) and is hydrated. */
export async function expectPage(page: Page, title: string): Promise<void> {
  await expect.poll(() => isHydrated(page), { message: 'the page is hydrated' }).toBe(true);
  await expect(page).toHaveTitle(`${title} | ${site.name}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
}

/** Records what goes wrong in a page: uncaught errors and console errors (React reports hydration mismatches there). */
export function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('pageerror', (error) => found.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(`console: ${message.text()}`);
  });
  return found;
}
