import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { editBrowserConfig } from './support/browser-config';
import { expectPage, redirects, routes } from './support/site';
import { everyServer } from './support/every-server';

// Each route's page, its status and its hydration: rendering.spec.ts, one visit per route for all its checks.
test.describe('routing', () => {
  test('an unknown path shows the not-found page with links, and answers 404', everyServer, async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: routes.services.label }).click();
    await expect(page).toHaveURL(routes.services.path);
  });

  for (const { from, to } of redirects) {
    test(`${from} redirects to ${routes[to].path}`, everyServer, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(routes[to].path);
      await expectPage(page, routes[to].title);
    });
  }
});

test('the browser holds one copy of React, shared by the shell and the remotes', async ({ page }) => {
  await page.goto(routes.products.path);
  await expectPage(page, routes.products.title);
  const shared = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__: { __INSTANCES__: { shareScopeMap: Record<string, Record<string, Record<string, unknown>>> }[] };
      }
    ).__FEDERATION__;
    const scope = federation.__INSTANCES__[0]!.shareScopeMap.default!;
    return {
      react: Object.keys(scope.react ?? {}),
      reactDom: Object.keys(scope['react-dom'] ?? {}),
      router: Object.keys(scope['react-router-dom'] ?? {}),
    };
  });
  expect(shared.react).toHaveLength(1);
  expect(shared.reactDom).toHaveLength(1);
  expect(shared.router).toHaveLength(1);
});

test.describe('header', () => {
  test('the active link is marked as the current page', async ({ page }) => {
    await page.goto(routes.about.path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('on a small screen the menu is collapsed, opens with the toggle and collapses after a link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' });
    await expect(services).toBeHidden();
    expect(await announcedExpanded(page, '.navbar-toggler')).toBe(false);
    await toggle.click();
    await expect(services).toBeVisible();
    expect(await announcedExpanded(page, '.navbar-toggler')).toBe(true);
    await services.click();
    await expect(page).toHaveURL(routes.services.path);
    await expect(services).toBeHidden();
    expect(await announcedExpanded(page, '.navbar-toggler')).toBe(false);
  });
});

/** The expanded state the browser gives assistive technology for an element (Playwright reads only `aria-expanded`). */
async function announcedExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector(${JSON.stringify(selector)})`,
  });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId,
    fetchRelatives: false,
  });
  const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
  return expanded ? Boolean(expanded.value.value) : undefined;
}

test('a route change scrolls back to the top', async ({ page }) => {
  await page.goto(routes.about.path);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: routes.contact.label }).click();
  await expect(page).toHaveURL(routes.contact.path);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
});

test.describe('failure isolation', () => {
  test('a blocked remote shows a fallback with retry in its slot; the rest of the site keeps working', async ({
    page,
  }) => {
    let blocked = true;
    await page.goto('/');
    const legalManifest = await page.evaluate(
      async () => (await (await fetch('/runtime-config.json')).json()).remotes.legal as string,
    );
    const origin = new URL(legalManifest).origin;
    await page.route(`${origin}/**`, (route) => (blocked ? route.abort('connectionrefused') : route.fallback()));

    await page.goto(routes.terms.path);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be loaded');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expectPage(page, routes.services.title);
    await page.goBack();
    await expect(page.getByRole('alert')).toBeVisible();

    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectPage(page, routes.terms.title);
  });

  test('a remote that never answers times out into the fallback', async ({ page }) => {
    await page.goto('/');
    const manifest = await page.evaluate(
      async () => (await (await fetch('/runtime-config.json')).json()).remotes.legal as string,
    );
    await page.route(manifest, () => undefined);
    await editBrowserConfig(page, { remoteTimeoutMs: 1500 });
    await page.goto(routes.privacy.path);
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('moving a remote', () => {
  // Only the browser's copy of the configuration changes here, so the server's CSP does not list the
  // new origin yet; deployment.spec.ts moves a remote through the served file, CSP included.
  test.use({ bypassCSP: true });

  test('a remote moved to another address is found through the runtime configuration alone', async ({ page }) => {
    const dir = path.resolve(__dirname, '..', 'mfe-legal', 'dist');
    const server = http.createServer((request, response) => {
      const file = path.join(dir, new URL(request.url ?? '/', 'http://x').pathname);
      if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        response.writeHead(404).end();
        return;
      }
      const types: Record<string, string> = {
        '.json': 'application/json',
        '.css': 'text/css',
        '.svg': 'image/svg+xml',
      };
      const type = types[path.extname(file)] ?? 'text/javascript';
      response.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' });
      fs.createReadStream(file).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const moved = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await editBrowserConfig(page, { remotes: { legal: `${moved}/mf-manifest.json` } });
      await page.goto(routes.terms.path);
      await expectPage(page, routes.terms.title);
      // The legal page's code comes when the visitor reaches for it.
      await page.getByRole('region', { name: /at a glance$/ }).hover();
      await expect.poll(() => requested.some((url) => url.startsWith(moved) && url.endsWith('.js'))).toBe(true);
      expect(requested.some((url) => url.startsWith(`${moved}/mf-manifest.json`))).toBe(true);
    } finally {
      server.close();
    }
  });
});
