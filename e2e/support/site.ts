import { expect, type Page } from '@playwright/test';
import { site } from '../../libs/site-kit/src/site';

export { allRoutes, routes, redirects } from '../../libs/site-kit/src/routes';
export { site };

/** Waits until the routed page has rendered its own heading (not a loading or failure state). */
export async function expectPage(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(`${title} | ${site.name}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
}
