import type { Page } from '@playwright/test';
import { pageReadySelector } from '@radix/site-kit/islands/protocol';
import { testPort } from '../../harness/ports';
import { pageWidths } from '../../shell/src/pages/page-heights';
import { measureServedBuild, routeTableOf } from './served-build';

/** The height of the page's `main` at `url`, once the page has settled. */
async function mainHeight(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(pageReadySelector, { state: 'attached' });
  return Math.round(await page.locator('main').evaluate((main) => main.getBoundingClientRect().height));
}

/**
 * The height of every page a remote draws, at a phone's width and a desktop's, as the shell's slot
 * reserves it while the page loads after a navigation (`shell/src/pages/page-heights.ts`):
 *   npm run measure:heights [-- --port=8790]
 * Serves the production build (run `npm run build` first) and prints the table to paste there.
 */
const port = Number(process.argv.find((arg) => arg.startsWith('--port='))?.split('=')[1] ?? testPort(8790));

measureServedBuild(port, async (origin, browser) => {
  const heights = new Map<string, { narrow: number; wide: number }>();
  const narrow = await browser.newPage({ viewport: { width: pageWidths.narrow, height: 823 } });
  const wide = await browser.newPage({ viewport: { width: pageWidths.wide, height: 800 } });
  await narrow.goto(origin);
  const table = await routeTableOf(narrow);
  for (const route of table.routes.filter((candidate) => candidate.module !== 'shell')) {
    heights.set(route.key, {
      narrow: await mainHeight(narrow, `${origin}${route.path}`),
      wide: await mainHeight(wide, `${origin}${route.path}`),
    });
  }
  console.log(`route                       ${pageWidths.narrow} px   ${pageWidths.wide} px`);
  for (const [key, { narrow: n, wide: w }] of heights)
    console.log(`${key.padEnd(26)} ${String(n).padStart(7)} ${String(w).padStart(8)}`);
  console.log('\nexport const pageHeights = {');
  for (const [key, { narrow: n, wide: w }] of heights) console.log(`  ${key}: { narrow: ${n}, wide: ${w} },`);
  console.log('};');
});
