import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath, serveBuilds } from '@radix/platform';
import { renderedWithId } from '@radix/site-kit/renderer';
import type { RouteTable } from '@radix/site-kit/route-table';

/**
 * Runs a measurement against the production build served on `port`, in Debian's Chromium: serves
 * the build, launches the browser, and stops both however `measure` ends; a failure prints and
 * exits 1.
 */
export function measureServedBuild(port: number, measure: (origin: string, browser: Browser) => Promise<void>): void {
  const run = async () => {
    const { stop } = await serveBuilds({ port });
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      await measure(`http://127.0.0.1:${port}`, browser);
    } finally {
      await browser.close();
      await stop();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** The route table of the site release a rendered page was rendered with (its `rendered-with` configuration). */
export async function routeTableOf(page: Page): Promise<RouteTable> {
  const config = await page.evaluate((id) => document.getElementById(id)?.textContent ?? '{}', renderedWithId);
  return (JSON.parse(config) as { routes: RouteTable }).routes;
}
