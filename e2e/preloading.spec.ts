import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectPage, routes } from './support/site';
import { remoteOrigins } from './support/delivery-checks';
import { everyServer } from './support/every-server';
import { settleMs } from '../shell/src/runtime/preloading';

test.describe('preloading', () => {
  const exposeRequested = (page: Page, module: string) =>
    page.waitForRequest((request) =>
      new RegExp(`__federation_expose_${module}\\.[0-9a-f]{8}\\.js$`).test(request.url()),
    );

  test('every script index.html preloads is one the page runs: no download is wasted', async ({ page }) => {
    // Records every script element the page gets, in HTML or inserted by webpack's chunk loading.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { scriptsRun: seen });
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          mutation.addedNodes.forEach((node) => {
            if (node instanceof HTMLScriptElement && node.src) seen.push(new URL(node.src).pathname);
          });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(routes.home.path);
    await expectPage(page, routes.home.title);
    await page.waitForLoadState('networkidle');
    const { preloaded, run } = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].map(
        (link) => new URL(link.href).pathname,
      ),
      run: (window as unknown as { scriptsRun: string[] }).scriptsRun,
    }));
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((file) => !run.includes(file))).toEqual([]);
  });

  test('a rendered page carries its runtime configuration: the browser fetches none', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/runtime-config.json')) fetched.push(request.url());
    });
    await page.goto(routes.home.path);
    await expectPage(page, routes.home.title);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await expect(page.locator('link[href="/runtime-config.json"]')).toHaveCount(0);
  });

  test("a product page's HTML links its inquiry form's style sheets: the form it shows rendered is styled at first paint", async ({
    page,
  }) => {
    const config = (await (await page.request.get('/runtime-config.json')).json()) as { remotes: { forms: string } };
    const manifestUrl = config.remotes.forms;
    const manifest = (await (await page.request.get(manifestUrl)).json()) as {
      exposes: { name: string; assets: { css: { sync: string[] } } }[];
    };
    const sheets = manifest.exposes.find((expose) => expose.name === 'ProductInquiryForm')?.assets.css.sync ?? [];
    expect(sheets.length).toBeGreaterThan(0);
    const html = (await (await page.goto(routes.leave.path))?.text()) ?? '';
    for (const sheet of sheets)
      expect(html).toContain(`<link rel="stylesheet" href="${new URL(sheet, manifestUrl).href}">`);
  });

  test(
    'a page connects to its remotes from its Link header and starts their manifests with the HTML, each file downloaded once',
    everyServer,
    async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const response = await page.goto(routes.appraisal.path);
      const link = response?.headers()['link'] ?? '';
      expect(link).toMatch(/>; rel=preconnect; crossorigin/);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<link rel="preload" href="[^"]+\/mf-manifest\.json" as="fetch" crossorigin="anonymous">/);
      await expectPage(page, routes.appraisal.title);
      await page.waitForLoadState('networkidle');
      const remotes = await remoteOrigins(page.request);
      const fromRemotes = requested.filter((url) => remotes.some((origin) => url.startsWith(origin)));
      expect(fromRemotes.length).toBeGreaterThan(0);
      expect(fromRemotes.filter((url, i) => fromRemotes.indexOf(url) !== i)).toEqual([]);
    },
  );

  test('pointing at a link preloads the remote module of the page it leads to', async ({ page }) => {
    await page.goto(routes.about.path);
    await expectPage(page, routes.about.title);
    const termsRequested = exposeRequested(page, 'TermsPage');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & conditions' }).hover();
    await termsRequested;
  });

  test(
    'once the page has settled it fetches the pages the header leads to, without applying their styles',
    everyServer,
    async ({ page }) => {
      const aboutFiles = /\/page-about\.[0-9a-f]{8}\.(css|js)$/;
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (aboutFiles.test(request.url())) fetched.push(new URL(request.url()).pathname);
      });
      const stylesheets = () =>
        page
          .locator('link[rel="stylesheet"]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname).sort());
      const fromNetwork: string[] = [];
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.responseReceived', ({ response }) => {
        const cached = response.fromDiskCache || response.fromPrefetchCache;
        if (aboutFiles.test(response.url) && !cached) fromNetwork.push(new URL(response.url).pathname);
      });
      await page.clock.install();
      await page.goto(routes.home.path);
      await expectPage(page, routes.home.title);
      const linked = await stylesheets();
      await page.clock.runFor(settleMs - 100);
      expect(fetched).toEqual([]);
      const aboutFetched = page.waitForRequest((request) => aboutFiles.test(request.url()));
      await page.clock.runFor(100 + 5000);
      await aboutFetched;
      await expect.poll(() => fetched.length).toBe(2);
      await page.waitForLoadState('networkidle');
      expect(await stylesheets()).toEqual(linked);
      expect(linked.filter((href) => aboutFiles.test(href))).toEqual([]);
      // Following the link shows the page with its own styles, from the files fetched ahead.
      await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
      await expectPage(page, routes.about.title);
      await expect.poll(async () => (await stylesheets()).filter((href) => aboutFiles.test(href))).toHaveLength(1);
      // Each file crossed the network once: the page's own load took it from the browser's cache.
      expect(fromNetwork.sort()).toEqual(fetched.slice(0, 2).sort());
    },
  );
});
