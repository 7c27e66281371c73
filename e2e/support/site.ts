import { expect, type Page } from '@playwright/test';
import { company } from '@radix/site-kit/company';
import { budgets } from './budgets';
import { pageReady } from './hydration';

export { allRoutes, routes, redirects } from '@radix/site-kit/routes';
export { company };

/** Waits until the routed page has rendered its own heading (not a loading or failure state) and is hydrated. */
export async function expectPage(page: Page, title: string): Promise<void> {
  await expect
    .poll(() => pageReady(page), { message: 'React has taken the page over', timeout: budgets.hydration })
    .toBe(true);
  await expect(page).toHaveTitle(`${title} | ${company.name}`);
  // Rendered, not necessarily shown: home's h1 is the first banner slide's title, hidden while the
  // banner shows another slide, from 7 s on a real clock (before this check on a loaded machine).
  await expect(page.getByRole('main').getByRole('heading', { level: 1, includeHidden: true }).first()).toBeAttached({
    timeout: budgets.hydration,
  });
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
