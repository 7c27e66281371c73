import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { compiledCondition, islandsToPointAt, pointAtWaitingIslands } from '@radix/platform';
import { pageFile } from '@radix/release-model';
import { remoteSlotStateSelector, remoteSlotStates } from '@radix/site-kit/route-remotes';
import { islandAttribute, islandSelector } from '@radix/site-kit/islands/protocol';
import { holdFormsScripts } from './support/held-scripts';
import { collectCspViolations } from './support/delivery-checks';
import { allRoutes, expectPage, problems, routes, company } from './support/site';
import { everyServer, everyServerFor } from './support/every-server';

const root = path.resolve(__dirname, '..');
const run = promisify(execFile);

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, '');

/** Marks the `<h1>` the server sent, before any script runs, so the test can tell whether React kept it. */
async function markServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverHeading: document.querySelector('main h1') });
    });
  });
}

test.describe('every page arrives rendered and is hydrated as it is, under the security policy', () => {
  for (const route of allRoutes) {
    test(`${route.path}`, everyServerFor(route.path), async ({ page, request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = decode(html.slice(0, html.indexOf('</head>')));
      const body = decode(html.slice(html.indexOf('<body')));
      const url = new URL(route.path, company.url).href;
      expect(head).toContain(`<title>${route.title} | ${company.name}</title>`);
      expect(head).toContain(`<meta name="description" content="${route.description}"/>`);
      expect(head).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(head).toContain(`<meta property="og:title" content="${route.title} | ${company.name}"/>`);
      expect(head).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
      expect(body).not.toMatch(/<!--\$[!?]-->/);
      for (const className of Object.values(remoteSlotStates)) expect(body).not.toContain(className);

      const found = problems(page);
      const violations = await collectCspViolations(page);
      await markServerHeading(page);
      await page.goto(route.path);
      await expectPage(page, route.title);
      await page.waitForLoadState('networkidle');
      // What the visitor sees after hydration is what the server sent: every heading, remote ones included.
      const headings = await page.locator('main').locator('h1, h2, h3').allTextContents();
      expect(headings.length).toBeGreaterThan(0);
      for (const heading of headings) {
        const text = heading.replace(/\s+/g, ' ').trim();
        expect(body.replace(/<[^>]+>/g, '').replace(/\s+/g, ' '), `the server's HTML shows "${text}"`).toContain(text);
      }
      expect(
        await page.evaluate(
          () => (window as { serverHeading?: Element }).serverHeading === document.querySelector('main h1'),
        ),
      ).toBe(true);
      // React adopted the head the server wrote instead of adding its own copies.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      // The parts that wait for the visitor hydrate as cleanly, once the visitor comes to them and
      // points at them (a form waits for that; an island inside another waits for the outer one).
      await page.waitForFunction(pointAtWaitingIslands, islandsToPointAt, { polling: 250 });
      await page.waitForLoadState('networkidle');
      await expect(page.locator(remoteSlotStateSelector())).toHaveCount(0);
      // Every style sheet the page ends up with came linked in its HTML: no part the server rendered
      // waited for its styles until its code arrived.
      const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
        (match) => new URL(match[1] ?? '', page.url()).href,
      );
      const sheets = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(sheets.filter((href) => !linked.includes(href))).toEqual([]);
      expect(found).toEqual([]);
      expect(await violations()).toEqual([]);
    });
  }

  test('every route is answered with its own page, rendered', everyServer, async ({ request }) => {
    for (const route of allRoutes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      expect(decode(await response.text()), route.path).toContain(`<title>${route.title} | ${company.name}</title>`);
    }
  });

  test('the not-found page arrives rendered with status 404', everyServer, async ({ request }) => {
    const response = await request.get('/no-such-page-here');
    expect(response.status()).toBe(404);
    expect(decode(await response.text())).toContain('Page not found');
  });

  test(
    'a rendered page goes compressed to browsers that accept it, and whole to clients that do not',
    everyServer,
    async ({ baseURL }) => {
      const fetchAs = (encoding: string) =>
        new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
          http
            .get(new URL(routes.leave.path, baseURL), { headers: { 'Accept-Encoding': encoding } }, (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
              );
            })
            .on('error', reject);
        });
      const plain = await fetchAs('identity');
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toContain(`<title>${routes.leave.title} | ${company.name}</title>`);
      const gzip = await fetchAs('gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
      expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    },
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of [routes.leave, routes.webHosting, routes.contact]) {
    test(`${route.path} shows its content`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(`${route.title} | ${company.name}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      if (route === routes.contact) await expect(page.getByRole('form', { name: 'Get in touch' })).toBeVisible();
      if (route === routes.leave) await expect(page.getByRole('form', { name: 'Product inquiry' })).toBeVisible();
    });
  }

  test('a spreadsheet template downloads under its clear name', async ({ page }) => {
    await page.goto(routes.schoolErp.path);
    const link = page.getByRole('link', { name: 'Download the Admission template' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('school-erp-admission-template.xlsx');
  });
});

test.describe('npm run prerender', () => {
  const prerender = (env: Record<string, string>) =>
    run(
      process.execPath,
      [`--conditions=${compiledCondition}`, path.join(root, 'platform', 'dist', 'bin', 'prerender.js')],
      {
        cwd: root,
        env: { ...process.env, PORT: String(new URL(test.info().project.use.baseURL ?? '').port), ...env },
      },
    );

  test('publishes every page, and a failed run names the remote and keeps the last good pages', async ({ baseURL }) => {
    // Two renders of the whole site in fresh processes: on a loaded machine they outlast 30 s.
    test.setTimeout(120_000);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-prerender-'));
    const pagesDir = path.join(work, 'pages');
    try {
      // The live site's configuration, saved as a deployment would keep it.
      const config = JSON.parse(await (await fetch(`${baseURL}/runtime-config.json`)).text()) as {
        remotes: Record<string, string>;
      };
      fs.writeFileSync(path.join(work, 'live.json'), JSON.stringify(config));
      const { stdout } = await prerender({ PAGES_DIR: pagesDir, RUNTIME_CONFIG: path.join(work, 'live.json') });
      expect(stdout).toMatch(/Rendered 25 pages/);
      for (const route of allRoutes) expect(fs.existsSync(path.join(pagesDir, pageFile(route.path)))).toBe(true);
      const before = fs.readFileSync(path.join(pagesDir, 'tearmsandcondition.html'), 'utf8');

      config.remotes.legal = 'http://127.0.0.1:9/mf-manifest.json';
      fs.writeFileSync(path.join(work, 'down.json'), JSON.stringify(config));
      const failed = await prerender({ PAGES_DIR: pagesDir, RUNTIME_CONFIG: path.join(work, 'down.json') }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain('remote "legal"');
      expect(failed?.stderr).toContain(routes.terms.path);
      expect(fs.readFileSync(path.join(pagesDir, 'tearmsandcondition.html'), 'utf8')).toBe(before);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

test.describe('sliders at 375 px', () => {
  /** Where each slide the visitor sees sits, in the home page's products slider and clients strip. */
  async function visibleSlides(page: Page) {
    const boxes: string[] = [];
    for (const name of ['Our products', 'Client logos']) {
      const list = page.getByRole('region', { name, exact: true }).locator('.slick-list');
      const listBox = await list.boundingBox();
      for (const slide of await list.locator('.slick-slide').all()) {
        const box = await slide.boundingBox();
        if (!box || !listBox || box.x + box.width <= listBox.x + 1 || box.x >= listBox.x + listBox.width - 1) continue;
        boxes.push(
          `${name} ${await slide.getAttribute('data-index')}: x ${Math.round(box.x)}, width ${Math.round(box.width)}`,
        );
      }
    }
    return boxes;
  }

  test('show their phone layout from the first paint: the same slides in the same places before and after hydration', async ({
    browser,
    baseURL,
  }) => {
    const open = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(routes.home.path);
      if (javaScriptEnabled) await expectPage(page, routes.home.title);
      const slides = await visibleSlides(page);
      await context.close();
      return slides;
    };
    const beforeScripts = await open(false);
    expect(beforeScripts.filter((slide) => slide.startsWith('Our products'))).toHaveLength(1);
    expect(await open(true)).toEqual(beforeScripts);
  });
});

test.describe('parts below the fold hydrate when the visitor comes to them', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('home loads no script of the forms remote before the visitor reaches a form, and keeps what was typed while it loaded', async ({
    page,
  }) => {
    const { requested: formsScripts, release } = await holdFormsScripts(page);
    const found = problems(page);
    await page.goto(routes.home.path);
    expect(formsScripts).toEqual([]);

    const form = page.getByRole('form', { name: 'Subscribe' });
    const email = form.getByLabel('Your e-mail address');
    await email.fill('visitor@example.com');
    await expect.poll(() => formsScripts.length).toBeGreaterThan(0);
    // Still the server's markup: the button takes a send, which the page holds until the form is hydrated.
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    release();
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(email).toHaveValue('visitor@example.com');
    expect(found).toEqual([]);
  });

  test('a product page loads no script of the forms remote until the visitor uses its inquiry form, though it is in view', async ({
    page,
  }) => {
    const { requested: formsScripts, release } = await holdFormsScripts(page);
    await page.goto(routes.leave.path);
    const form = page.getByRole('form', { name: 'Product inquiry' });
    await form.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(formsScripts).toEqual([]);

    await form.getByLabel('Full name').fill('Liam Brown');
    await expect.poll(() => formsScripts.length).toBeGreaterThan(0);
    release();
    await expect(page.locator(islandSelector(), { has: form }).last()).toHaveAttribute(islandAttribute, 'hydrated');
    await expect(form.getByLabel('Full name')).toHaveValue('Liam Brown');
  });

  test('a move within the page, such as the skip link, leaves a form that waits for the visitor as the server sent it', async ({
    page,
  }) => {
    const { requested: formsScripts } = await holdFormsScripts(page);
    await page.goto(routes.contact.path);
    await expectPage(page, routes.contact.title);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    const form = page.getByRole('form', { name: 'Get in touch' });
    await expect(form.getByRole('button', { name: /send/i })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    expect(formsScripts).toEqual([]);
  });
});
