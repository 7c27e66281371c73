import { expect, test as base } from '@playwright/test';
import { budgets } from './budgets';
import { pageReady } from './hydration';

/**
 * Playwright's `test` with one difference: `page.goto` and `page.reload` of one of the site's pages
 * return once React has taken the page over. A page arrives rendered, so it is on screen before its
 * scripts run; a test that clicked or typed before hydration would race them.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const settle = async (response: Awaited<ReturnType<typeof page.goto>>) => {
      const html = response?.headers()['content-type']?.startsWith('text/html');
      if (javaScriptEnabled !== false && html) {
        await expect
          .poll(() => pageReady(page), { message: 'React has taken the page over', timeout: budgets.hydration })
          .toBe(true);
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => settle(await goto(...args));
    page.reload = async (...args) => settle(await reload(...args));
    await provide(page);
  },
});

export { expect };
