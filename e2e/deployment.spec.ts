import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import type { RouteDef } from '@radix/site-kit/routes';
import { expectPage, routes } from './support/site';
import { collectCspViolations, serveFolder, shellDist, snapshotFiles } from './support/delivery-checks';
import { buildChangedCopy } from './support/delivery-build';
import { activateRelease, currentLink, prepareRelease, serveSite, type ServeOptions } from '@radix/platform';

const root = path.resolve(__dirname, '..');

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
