import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localEdgeDatabaseFile, pageViewsIn } from '@radix/platform';
import { type PageViewRow } from '@radix/release-model';
import { measuringAttribute, vitalsPath } from '@radix/site-kit/vitals/beacon';
import { expect, test } from './support/test';
import { startDeploySite, type DeploySite } from './support/deploy-site';
import { routes } from './support/site';
import { e2eSiteRoot } from './support/site-root';
import { testPort } from '../harness/ports';
import { runScript } from '../harness/processes';

/**
 * Visitors' measurements at the edge (`npm run serve:edge`): the beacons pages send when they are
 * closed reach D1 with their measures and releases, and nothing else is written there.
 */
const root = path.resolve(__dirname, '..');
const port = testPort(8470);
const state = e2eSiteRoot('vitals-edge');
let site: DeploySite;
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

const pageViews = async (): Promise<PageViewRow[]> => {
  try {
    return await pageViewsIn(localEdgeDatabaseFile(state));
  } catch {
    return [];
  }
};

test.describe("visitors' measurements at the edge", () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // Every page view measured, as a canary's visitors are.
    const config = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitals-config-')), 'runtime-config.json');
    const shellConfig = JSON.parse(fs.readFileSync(path.join(root, 'shell', 'config', 'runtime-config.json'), 'utf8'));
    fs.writeFileSync(config, JSON.stringify({ ...shellConfig, vitalsSampleRate: 1 }));
    site = await startDeploySite('edge', port, 'vitals', { RUNTIME_CONFIG: config });
  });

  test.afterAll(() => site?.stop());

  test('npm run vitals on a store with no page views prints an empty table and exits 0, with no warning', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'vitals-empty-'));
    const html = path.join(empty, 'report.html');
    const { code, output } = await runScript(['vitals', '--', '--html', html], { EDGE_STATE: empty });
    expect(output.trim().split('\n')).toEqual([
      'site release  page views  p75 LCP  p75 INP  p75 CLS  errors/100  federation failures',
      `No page view has reported yet (${empty} (no D1 database yet)).`,
      `The report: ${html}`,
    ]);
    expect(code).toBe(0);
    expect(fs.readFileSync(html, 'utf8')).toContain('<p>No page view has reported yet.</p>');
  });

  test('pages closed right after they load still deliver their beacon, with LCP and the releases they ran', async ({
    browser,
  }) => {
    const live = await site.live();
    const paths = [routes.home.path, routes.about.path, routes.products.path, routes.privacy.path];
    const visits = paths.flatMap((pathname) => [
      { pathname, userAgent: undefined },
      { pathname, userAgent: phone },
    ]);
    for (const { pathname, userAgent } of visits) {
      const context = await browser.newContext(userAgent ? { userAgent } : {});
      const page = await context.newPage();
      await page.goto(`${site.origin}${pathname}`);
      await expect(page.locator(`html[${measuringAttribute}]`)).toBeAttached({ timeout: 30_000 });
      await page.close();
      await context.close();
    }
    await expect.poll(async () => (await pageViews()).length, { timeout: 30_000 }).toBe(visits.length);
    const rows = await pageViews();
    const arrived = rows.filter((row) => row.lcp !== null && row.site_release === live && row.shell_release);
    console.log(
      `vitals: ${arrived.length} of ${visits.length} page views closed right after load arrived with LCP and releases`,
    );
    expect(arrived).toHaveLength(visits.length);
    expect(rows.map((row) => row.path).sort()).toEqual(visits.map((visit) => visit.pathname).sort());
    expect(rows.filter((row) => row.device === 'mobile')).toHaveLength(paths.length);
    for (const row of rows) {
      expect(Object.keys(JSON.parse(row.remotes ?? '{}')).sort()).toEqual(['forms', 'legal', 'products', 'services']);
      expect(row).toMatchObject({ arm: null, errors: 0, federation_failures: 0 });
      expect(['shell', 'products', 'services', 'forms', 'legal']).toContain(row.lcp_owner);
    }
  });

  test('npm run vitals reads those page views back and rates them, split by route, device and owning part', async ({
    browser,
  }) => {
    const html = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitals-report-')), 'report.html');
    const { code, output } = await runScript(['vitals', '--', '--html', html], { EDGE_STATE: state });
    expect(output).not.toMatch(/Warning/);
    expect(code).toBe(0);
    expect(output).toMatch(new RegExp(`^${(await site.live()) ?? ''} +8 +\\d+ ms`, 'm'));
    // A file with no script: the page fixture's wait for React does not apply.
    const page = await browser.newPage();
    await page.goto(`file://${html}`);
    const releaseRow = page.getByRole('table', { name: 'Per site release' }).locator('tbody tr').first();
    await expect(releaseRow.locator('td').nth(1)).toHaveText(/^\d+ ms (good|needs improvement|poor) · 8 values$/);
    for (const caption of ['By route', 'By device class', 'LCP by the part that owned its element']) {
      await expect(page.getByRole('table', { name: caption })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: 'By device class' }).locator('tbody th')).toHaveText([
      'desktop',
      'mobile',
    ]);
    await page.close();
  });

  test('a malformed or oversized beacon is refused with 400, one without a token with 401, and they store nothing', async ({
    request,
  }) => {
    const before = (await pageViews()).length;
    const good = {
      site: (await site.live()) ?? '',
      remotes: {},
      path: '/',
      lcp: 900,
      errors: 0,
      federationFailures: 0,
    };
    for (const data of [
      '{"site":',
      JSON.stringify({ ...good, lcp: 'fast' }),
      JSON.stringify({ ...good, ip: '203.0.113.5' }),
      JSON.stringify({ ...good, path: `/${'x'.repeat(5000)}` }),
    ]) {
      const answer = await request.post(`${site.origin}${vitalsPath}`, {
        data,
        headers: { 'content-type': 'text/plain', origin: site.origin },
      });
      expect(answer.status(), data.slice(0, 40)).toBe(400);
    }
    const unasked = await request.post(`${site.origin}${vitalsPath}`, {
      data: JSON.stringify(good),
      headers: { 'content-type': 'text/plain', origin: site.origin },
    });
    expect(unasked.status(), 'a beacon without the token of a page view').toBe(401);
    // A page view of the site gives the token its beacon brings back.
    await request.get(`${site.origin}/`, { headers: { accept: 'text/html', 'sec-fetch-dest': 'document' } });
    const accepted = await request.post(`${site.origin}${vitalsPath}`, {
      data: JSON.stringify(good),
      headers: { 'content-type': 'text/plain', origin: site.origin },
    });
    expect(accepted.status()).toBe(204);
    await expect.poll(async () => (await pageViews()).length).toBe(before + 1);
  });

  test('no stored row holds an IP address or a user agent string', async ({ page }) => {
    await page.goto(site.origin);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const stored = JSON.stringify(await pageViews());
    expect(stored.length).toBeGreaterThan(100);
    for (const secret of [userAgent, phone, 'Mozilla', 'Chrome', 'localhost', '127.0.0.1', '::1']) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}\b/);
  });
});
