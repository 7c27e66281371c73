import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { RouteDef } from '@radix/site-kit/routes';
import { allRoutes, expectPage, routes, site } from './support/site';
import { collectCspViolations, remoteOrigins, serveFolder, snapshotFiles } from './support/delivery-checks';
import { buildChangedCopy } from './support/delivery-build';
import { activateRelease, currentLink, prepareRelease } from '../scripts/deploy-remote';
import { serveSite, type ServeOptions } from '../scripts/serve-lib';

const root = path.resolve(__dirname, '..');
const shellDist = process.env.DIST_SHELL ?? path.join(root, 'shell', 'dist');
const hashedFile = (dir: string, pattern: RegExp) => {
  const file = fs.readdirSync(dir).find((name) => pattern.test(name));
  if (!file) throw new Error(`no file like ${pattern} in ${dir}`);
  return file;
};

async function headers(request: APIRequestContext, url: string, encoding = 'br, gzip') {
  const response = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
  return { status: response.status(), headers: response.headers(), body: await response.body() };
}

test.describe('caching, compression and status codes', () => {
  test('pages: known routes 200, unknown paths 404 with the app, missing files plain 404; HTML never cached', async ({
    request,
  }) => {
    for (const route of [routes.home, routes.about, routes.schoolErp, routes.privacy]) {
      const page = await headers(request, route.path);
      expect(page.status, route.path).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toContain('text/html');
    }
    const unknown = await headers(request, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body.toString()).toMatch(/<div id="?root"?>/);
    const missing = await request.get('/no-such-file.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('text/plain');
  });

  test('hashed assets are immutable for a year and precompressed; entry files are revalidated', async ({ request }) => {
    const main = hashedFile(shellDist, /^main\.[0-9a-f]{8}\.js$/);
    for (const encoding of ['br', 'gzip']) {
      const asset = await headers(request, `/${main}`, encoding);
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['vary']).toMatch(/accept-encoding/i);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    }
    const plain = await request.get(`/${main}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await plain.body()).equals(fs.readFileSync(path.join(shellDist, main)))).toBe(true);

    expect((await headers(request, '/runtime-config.json')).headers['cache-control']).toBe('no-cache');
    const remotes = await remoteOrigins(request);
    for (const origin of remotes) {
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const entry = await headers(request, `${origin}/${file}`);
        expect(entry.status, `${origin}/${file}`).toBe(200);
        expect(entry.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  test('CORS only on the remotes, which the shell reads cross-origin', async ({ request, baseURL }) => {
    const shell = await headers(request, '/runtime-config.json');
    expect(shell.headers['access-control-allow-origin']).toBeUndefined();
    for (const origin of await remoteOrigins(request)) {
      const manifest = await request.get(`${origin}/mf-manifest.json`, { headers: { Origin: baseURL ?? '' } });
      expect(manifest.headers()['access-control-allow-origin']).toMatch(/^(\*|http)/);
      expect(manifest.headers()['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

test.describe('security headers', () => {
  test('the shell and every remote send CSP, nosniff, referrer and permissions policies', async ({ request }) => {
    const remotes = await remoteOrigins(request);
    const shell = (await headers(request, '/')).headers;
    const csp = shell['content-security-policy'] ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain("'self'");
    for (const origin of remotes) {
      expect(directive('script-src')).toContain(origin);
      expect(directive('connect-src')).toContain(origin);
    }
    expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    for (const url of ['/', ...remotes.map((origin) => `${origin}/remoteEntry.js`)]) {
      const sent = (await headers(request, url)).headers;
      expect(sent['x-content-type-options'], url).toBe('nosniff');
      expect(sent['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(sent['permissions-policy'], url).toContain('camera=()');
      expect(sent['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  for (const route of allRoutes) {
    test(`${route.path} works under the policy: no CSP violation`, async ({ page }) => {
      const violations = await collectCspViolations(page);
      await page.goto(route.path);
      await expectPage(page, route.title);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe('SEO files from the route table', () => {
  test('sitemap.xml lists every route as an absolute URL, robots.txt names it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(allRoutes.map((route) => new URL(route.path, site.url).href).sort());
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site.url).href}`);
    expect(robots).toMatch(/^User-agent: \*$/m);
  });

  test('favicon, app icons and the web app manifest are served', async ({ request }) => {
    const manifest = (await (await request.get('/site.webmanifest')).json()) as {
      name: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe(site.name);
    for (const href of ['/favicon.svg', '/apple-touch-icon.png', ...manifest.icons.map((icon) => icon.src)]) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/^image\//);
    }
  });

  test('each page has its canonical URL, Open Graph tags and its structured data', async ({ page }) => {
    const expected: [RouteDef, string[]][] = [
      [routes.home, ['Organization']],
      [routes.timesheet, ['BreadcrumbList', 'Product']],
      [routes.webHosting, ['BreadcrumbList', 'Service']],
      [routes.contact, ['BreadcrumbList']],
    ];
    for (const [route, types] of expected) {
      await page.goto(route.path);
      await expectPage(page, route.title);
      const url = new URL(route.path, site.url).href;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        `${route.title} | ${site.name}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.png$/);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      expect(data.map((item) => item['@type'])).toEqual(types);
      if (route === routes.home) expect(data[0]).toMatchObject({ name: site.name, url: site.url });
      else expect(JSON.stringify(data[0])).toContain(url);
    }
  });
});

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

  test('a product page fetches its inquiry form alongside the page, not after it', async ({ page }) => {
    let formRequestedAt = Number.POSITIVE_INFINITY;
    let pageChunkDoneAt = 0;
    page.on('request', (request) => {
      if (/__federation_expose_ProductInquiryForm\./.test(request.url()))
        formRequestedAt = Math.min(formRequestedAt, Date.now());
    });
    page.on('requestfinished', (request) => {
      if (/__federation_expose_ProductPage\./.test(request.url())) pageChunkDoneAt = Date.now();
    });
    await page.goto(routes.leave.path);
    await expectPage(page, routes.leave.title);
    expect(pageChunkDoneAt).toBeGreaterThan(0);
    expect(formRequestedAt).toBeLessThanOrEqual(pageChunkDoneAt);
  });

  test('the Link header of a page starts the manifests of its remotes with the HTML, each file downloaded once', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await page.goto(routes.appraisal.path);
    const link = response?.headers()['link'] ?? '';
    expect(link).toMatch(/mf-manifest\.json>; rel=preload; as=fetch/);
    await expectPage(page, routes.appraisal.title);
    await page.waitForLoadState('networkidle');
    const remotes = await remoteOrigins(page.request);
    const fromRemotes = requested.filter((url) => remotes.some((origin) => url.startsWith(origin)));
    expect(fromRemotes.length).toBeGreaterThan(0);
    expect(fromRemotes.filter((url, i) => fromRemotes.indexOf(url) !== i)).toEqual([]);
  });

  test('pointing at a link preloads the remote module of the page it leads to', async ({ page }) => {
    await page.goto(routes.about.path);
    await expectPage(page, routes.about.title);
    const termsRequested = exposeRequested(page, 'TermsPage');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & conditions' }).hover();
    await termsRequested;
  });
});

/**
 * Serves the site on `port` with the legal remote from a release folder, as scripts/deploy-remote.ts
 * lays it out, with release "a" (this checkout's build) live.
 */
async function serveWithLegalRelease(port: number, pages?: (work: string) => ServeOptions['pages']) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-deploy-'));
  const target = path.join(work, 'legal');
  activateRelease(target, prepareRelease(target, path.join(root, 'mfe-legal', 'dist'), 'a'));
  const previous = process.env.DIST_LEGAL;
  process.env.DIST_LEGAL = currentLink(target);
  const { stop, pagesReady } = await serveSite({ host: '127.0.0.1', port, pages: pages?.(work) });
  return {
    work,
    target,
    pagesReady,
    close: async () => {
      await stop();
      if (previous === undefined) delete process.env.DIST_LEGAL;
      else process.env.DIST_LEGAL = previous;
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

test.describe('independent deployment of one remote', { tag: '@embedded-server' }, () => {
  test.setTimeout(180_000);

  test('a remote moved by editing the served runtime configuration: the CSP follows and the page loads', async ({
    page,
  }) => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-move-'));
    const moved = await serveFolder(path.join(root, 'mfe-legal', 'dist'));
    const port = 8475;
    const config = {
      apiBaseUrl: '/api/',
      remotes: {
        products: `http://127.0.0.1:${port + 1}/mf-manifest.json`,
        services: `http://127.0.0.1:${port + 2}/mf-manifest.json`,
        forms: `http://127.0.0.1:${port + 3}/mf-manifest.json`,
        legal: `${moved.origin}/mf-manifest.json`,
      },
    };
    fs.writeFileSync(path.join(work, 'runtime-config.json'), JSON.stringify(config));
    const previous = process.env.RUNTIME_CONFIG;
    process.env.RUNTIME_CONFIG = path.join(work, 'runtime-config.json');
    const { stop } = await serveSite({ host: '127.0.0.1', port });
    try {
      const violations = await collectCspViolations(page);
      const response = await page.goto(`http://127.0.0.1:${port}${routes.terms.path}`);
      expect(response?.headers()['content-security-policy']).toContain(moved.origin);
      await expectPage(page, routes.terms.title);
      expect(moved.requests.some((url) => url.endsWith('.js'))).toBe(true);
      expect(await violations()).toEqual([]);
    } finally {
      await stop();
      await moved.close();
      if (previous === undefined) delete process.env.RUNTIME_CONFIG;
      else process.env.RUNTIME_CONFIG = previous;
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  test('a remote deployed alone: the served pages follow within 60 s, with no restart; the shell stays byte-identical', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const port = 8480;
    const site = await serveWithLegalRelease(port, (work) => ({ dir: path.join(work, 'pages'), renderEveryMs: 1000 }));
    const page = (route: RouteDef) => request.get(`http://127.0.0.1:${port}${route.path}`).then((r) => r.text());
    try {
      expect(await site.pagesReady).toBe(true);
      const shellBefore = snapshotFiles(shellDist);
      const aboutBefore = await page(routes.about);
      const { dist, changed } = buildChangedCopy('mfe-legal', path.join(site.work, 'build'), `Revised ${Date.now()}.`);
      expect(await page(routes.terms)).not.toContain(changed);

      activateRelease(site.target, prepareRelease(site.target, dist, 'b'));
      const deployedAt = Date.now();
      await expect.poll(() => page(routes.terms), { timeout: 60_000, intervals: [500] }).toContain(changed);
      console.log(`terms page re-rendered ${Date.now() - deployedAt} ms after the deploy`);
      expect(await page(routes.about)).toBe(aboutBefore);
      expect(snapshotFiles(shellDist)).toEqual(shellBefore);
    } finally {
      await site.close();
    }
  });

  test('a rebuilt remote swapped in atomically: reload shows it, the shell is untouched, an open page keeps working', async ({
    browser,
  }) => {
    const port = 8470;
    const { work, target, close } = await serveWithLegalRelease(port);
    const base = `http://127.0.0.1:${port}`;
    const context = await browser.newContext();
    try {
      const shellBefore = snapshotFiles(shellDist);
      // A visitor opens the privacy policy: the old legal remoteEntry now runs in their page.
      const visitor = await context.newPage();
      const failed: string[] = [];
      visitor.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await visitor.goto(`${base}${routes.privacy.path}`);
      await expectPage(visitor, routes.privacy.title);

      const marker = `Revised ${Date.now()}.`;
      const { dist, changed } = buildChangedCopy('mfe-legal', path.join(work, 'build'), marker);
      const oldTermsChunk = fs
        .readdirSync(path.join(target, 'releases', 'a'))
        .find((f) => /^__federation_expose_TermsPage\./.test(f));
      const legalOrigin = `http://127.0.0.1:${port + 4}`;

      // While the switch happens, the old chunk and the entry files answer on every request.
      let swapping = true;
      const statuses: number[] = [];
      const poll = (async () => {
        while (swapping) {
          for (const file of [oldTermsChunk, 'mf-manifest.json', 'remoteEntry.js']) {
            statuses.push((await context.request.get(`${legalOrigin}/${file}`)).status());
          }
        }
      })();
      const release = prepareRelease(target, dist, 'b');
      activateRelease(target, release);
      swapping = false;
      await poll;
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(fs.realpathSync(currentLink(target))).toBe(fs.realpathSync(release));

      // The open page still runs the old remoteEntry: moving to the terms loads an old chunk, still there.
      await visitor.getByRole('contentinfo').getByRole('link', { name: 'Terms & conditions' }).click();
      await expectPage(visitor, routes.terms.title);
      await expect(visitor.getByRole('alert')).toHaveCount(0);
      await expect(visitor.locator('main')).not.toContainText(marker);
      expect(failed).toEqual([]);

      // A reload picks up the new release.
      await visitor.reload();
      await expectPage(visitor, routes.terms.title);
      await expect(visitor.locator('main')).toContainText(changed);
      expect(snapshotFiles(shellDist)).toEqual(shellBefore);
    } finally {
      await context.close();
      await close();
    }
  });
});
