import type { BrowserContext, Page } from '@playwright/test';
import { BucketStore, localEdgeDatabaseFile, openSqlite, siteReleaseMeta } from '@radix/platform';
import { vitalsPath } from '@radix/site-kit/vitals/beacon';
import { expect, test } from './support/test';
import { runnerOf } from './support/runner';
import { bucketOf, startDeploySite, type DeploySite } from './support/deploy-site';
import { runScript } from '../harness/processes';
import { routes } from './support/site';
import { clientInArm, type Arm } from './support/arm';
import { e2eSiteRoot } from './support/site-root';
import { testPort } from '../harness/ports';

/**
 * A canary at the edge (`npm run deploy -- services --canary`), as visitors get it: each fresh
 * browser is drawn into an arm by the weight, keeps it across navigations and chunks, and a rollback
 * moves the canary's visitors back while the stable ones see no change. One edge server for the file.
 */
const port = testPort(8480);
let site: DeploySite;
let store: BucketStore;

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** The services releases its pages loaded chunks from. */
  chunks: Set<string>;
}

const siteReleaseOn = (page: Page) => page.locator(`meta[name="${siteReleaseMeta}"]`).getAttribute('content');

async function visit(context: BrowserContext): Promise<Visitor> {
  const page = await context.newPage();
  const chunks = new Set<string>();
  page.on('request', (request) => {
    const release = /\/releases\/services\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (release) chunks.add(release);
  });
  await page.goto(`${site.origin}${routes.services.path}`);
  return { context, page, chunks };
}

const servicesOf = async (siteId: string) =>
  (JSON.parse((await store.readText(`sites/${siteId}/site.json`)) ?? '{}') as { releases: { services: string } })
    .releases.services;

test.describe('a canary at the edge', () => {
  // One edge server for the file: its tests take turns.
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(300_000);

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site = await startDeploySite('edge', port, 'canary');
    store = bucketOf(site);
  });
  test.afterAll(() => site?.stop());

  test('visitors split by weight and keep their arm across navigations and chunks; a rollback moves only the canary visitors', async ({
    browser,
  }) => {
    const stable = (await site.live()) ?? '';
    // A team's runner with the same code in a new build: a new release, a new site release.
    const runner = runnerOf('mfe-services', 'canary build');
    const deploy = await runScript(['deploy', '--', 'services', '--canary', '--from', runner], site.env);
    expect(deploy.output).toMatch(/✓ browser[\s\S]*✓ canary +live -> site-[0-9a-f]+, canary site-[0-9a-f]+ for 5%/);
    expect(deploy.code).toBe(0);
    const started = await store.pointer('live');
    const canary = started?.canary;
    if (!started || !canary) throw new Error('no canary after the deploy');
    expect(started.site).toBe(stable);

    // A later stage's weight, so that a few dozen visitors fill both arms.
    const release = await store.lock();
    try {
      await store.setPointer('live', started.site, started, { ...canary, weight: 50 });
    } finally {
      await release();
    }
    const services = { [stable]: await servicesOf(stable), [canary.site]: await servicesOf(canary.site) };
    expect(services[stable]).not.toBe(services[canary.site]);

    const arms: Record<'stable' | 'canary', Visitor[]> = { stable: [], canary: [] };
    for (let visits = 0; visits < 40 && (arms.stable.length < 3 || arms.canary.length < 3); visits++) {
      const visitor = await visit(await browser.newContext());
      const arm = (await visitor.context.cookies()).find((cookie) => cookie.name === 'site_arm');
      expect(arm?.value).toMatch(/^(stable|canary)$/);
      expect(arm).toMatchObject({ path: '/', sameSite: 'Lax' });
      const shown = await siteReleaseOn(visitor.page);
      expect(shown).toBe(arm?.value === 'canary' ? canary.site : stable);
      // A later navigation, and the chunks of both pages, stay on the arm's site release.
      await visitor.page.goto(`${site.origin}${routes.about.path}`);
      await visitor.page.goto(`${site.origin}${routes.services.path}`);
      expect(await siteReleaseOn(visitor.page)).toBe(shown);
      expect([...visitor.chunks]).toEqual([services[shown ?? '']]);
      if (arm?.value === 'canary' || arm?.value === 'stable') arms[arm.value].push(visitor);
      else await visitor.context.close();
    }
    expect(arms.stable.length).toBeGreaterThanOrEqual(3);
    expect(arms.canary.length).toBeGreaterThanOrEqual(3);

    const rollback = await runScript(['rollback', '--', 'services'], site.env);
    expect(rollback.output).toContain(`rollback: end the canary of services ${canary.release} (${canary.site})`);
    expect(rollback.code).toBe(0);
    for (const visitor of arms.canary) {
      await expect.poll(async () => (await visitor.page.reload(), siteReleaseOn(visitor.page))).toBe(stable);
      expect((await visitor.context.cookies()).some((cookie) => cookie.name === 'site_arm')).toBe(false);
    }
    for (const visitor of arms.stable) {
      visitor.chunks.clear();
      await visitor.page.reload();
      expect(await siteReleaseOn(visitor.page)).toBe(stable);
      expect([...visitor.chunks]).toEqual([services[stable]]);
    }
    await Promise.all([...arms.stable, ...arms.canary].map((visitor) => visitor.context.close()));
  });

  test("a forged beacon changes nothing the judge reads: without a token, with the other arm's, spent, or from another origin; 100,000 errors weigh one page view", async ({
    playwright,
  }) => {
    const runner = runnerOf('mfe-services', 'a build forgers aim at');
    const deploy = await runScript(['deploy', '--', 'services', '--canary', '--from', runner], site.env);
    expect(deploy.code, deploy.output).toBe(0);
    const canary = (await store.pointer('live'))?.canary;
    if (!canary) throw new Error(`no canary after the deploy:\n${deploy.output}`);
    // What the judge reads of the canary's site release: its beacons, errors and values per minute.
    const counted = async () => {
      const database = openSqlite(localEdgeDatabaseFile(e2eSiteRoot('canary-edge')), { readOnly: true });
      const { results } = await database
        .prepare(
          "SELECT measure, SUM(count) AS count FROM vitals_minutes WHERE site_release = ? AND measure != 'served' GROUP BY measure",
        )
        .bind(canary.site)
        .all<{ measure: string; count: number }>();
      database.close();
      return Object.fromEntries(results.map((row) => [row.measure, row.count]));
    };
    /** A client that loaded a page of the arm the edge drew it (so holds that page view's token), or none. */
    const forger = async (arm?: Arm) =>
      arm ? clientInArm(`${site.origin}${routes.services.path}`, arm) : playwright.request.newContext();
    const beacon = JSON.stringify({
      site: canary.site,
      remotes: {},
      path: '/',
      lcp: 900,
      errors: 100_000,
      federationFailures: 0,
    });
    const send = async (client: Awaited<ReturnType<typeof forger>>, origin = site.origin) => {
      const answer = await client.post(`${site.origin}${vitalsPath}`, {
        data: beacon,
        headers: { 'content-type': 'text/plain', origin },
      });
      return `${answer.status()} ${await answer.text()}`;
    };
    const before = await counted();
    expect(await send(await forger())).toBe(
      '401 a beacon brings the token of the page view it measures, and this one brings none',
    );
    expect(await send(await forger('stable'))).toBe(
      `403 no valid token of a page view of ${canary.site} came with this beacon`,
    );
    const visitor = await forger('canary');
    expect(await send(visitor, 'https://forger.example')).toBe(
      '403 a beacon comes from a page of the site, not https://forger.example',
    );
    expect(await counted()).toEqual(before);
    expect(await send(visitor)).toBe('204 ');
    const once = await counted();
    expect(once).toMatchObject({ beacons: (before.beacons ?? 0) + 1, errors: (before.errors ?? 0) + 1 });
    expect(await send(visitor)).toBe("403 this page view's token was spent already: a page view counts once");
    expect(await counted()).toEqual(once);
  });
});
