import type { BrowserContext, Page } from '@playwright/test';
import { BucketStore } from '@radix/platform';
import { expect, test } from './support/test';
import { bucketOf, startDeploySite, type DeploySite } from './support/deploy-site';
import { runnerOf } from './support/runner';
import { runScript } from '../harness/processes';
import { routes } from './support/site';
import { testPort } from '../harness/ports';

/**
 * No team waits for another's canary: while a canary of services runs at the edge, a deploy of
 * products goes to both arms, and each arm's visitors, those drawn before it as after, see the new
 * products copy with their own arm's services. One edge server for the file.
 */
const port = testPort(8450);
const newCopy = 'OUR PRODUCTS, NEW';
let site: DeploySite;
let store: BucketStore;

const releaseOf = async (siteId: string, part: 'services' | 'products') =>
  (
    JSON.parse((await store.readText(`sites/${siteId}/site.json`)) ?? '{}') as {
      releases: Record<string, string>;
    }
  ).releases[part];

interface Visitor {
  context: BrowserContext;
  page: Page;
  arm: string;
  /** The services releases its pages loaded chunks from. */
  services: Set<string>;
}

async function visitor(context: BrowserContext): Promise<Visitor> {
  const page = await context.newPage();
  const services = new Set<string>();
  page.on('request', (request) => {
    const release = /\/releases\/services\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (release) services.add(release);
  });
  await page.goto(`${site.origin}${routes.services.path}`);
  const arm = (await context.cookies()).find((cookie) => cookie.name === 'site_arm')?.value ?? 'none';
  return { context, page, arm, services };
}

test.describe("a deploy during another team's canary", () => {
  test.setTimeout(300_000);

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site = await startDeploySite('edge', port, 'canary-deploys');
    store = bucketOf(site);
  });
  test.afterAll(() => site?.stop());

  test('a products deploy during a services canary reaches both arms: each visitor sees the new products copy and its own arm services', async ({
    browser,
  }) => {
    // Half the visitors, for as long as the test needs: the judge moves nothing in that time.
    const canaryRun = await runScript(
      [
        'deploy',
        '--',
        'services',
        '--canary',
        '--canary-stages=50:1h:100000,100',
        '--skip-browser-check',
        '--from',
        runnerOf('mfe-services', 'a services canary'),
      ],
      site.env,
    );
    expect(canaryRun.code, canaryRun.output).toBe(0);
    const started = await store.pointer('live');
    const tried = started?.canary;
    if (!started || !tried) throw new Error('no canary after the deploy');

    const before: Visitor[] = [];
    while (!['stable', 'canary'].every((arm) => before.some((one) => one.arm === arm)) && before.length < 30)
      before.push(await visitor(await browser.newContext()));

    const products = await runScript(
      [
        'deploy',
        '--',
        'products',
        '--from',
        runnerOf('mfe-products', 'new products copy', { from: 'OUR PRODUCTS', to: newCopy }),
      ],
      site.env,
    );
    expect(products.code, products.output).toBe(0);
    expect(products.output).toContain('a canary of services runs: both arms get products');
    const after = await store.pointer('live');
    const canary = after?.canary;
    if (!after || !canary) throw new Error('the canary ended with the products deploy');
    expect(canary).toMatchObject({ id: tried.site, release: tried.release, weight: 50, stage: 0 });
    const services = {
      stable: await releaseOf(after.site, 'services'),
      canary: await releaseOf(canary.site, 'services'),
    };
    expect(services).toEqual({
      stable: await releaseOf(started.site, 'services'),
      canary: await releaseOf(tried.site, 'services'),
    });
    const newProducts = await releaseOf(after.site, 'products');
    expect(await releaseOf(canary.site, 'products')).toBe(newProducts);
    expect(newProducts).not.toBe(await releaseOf(started.site, 'products'));

    for (const one of before) {
      one.services.clear();
      await one.page.goto(`${site.origin}${routes.home.path}`);
      await expect(one.page.getByRole('heading', { level: 2, name: newCopy })).toBeVisible();
      await one.page.goto(`${site.origin}${routes.services.path}`);
      // The draw made before the deploy keeps its arm: its services are its arm's, as before.
      expect((await one.context.cookies()).find((cookie) => cookie.name === 'site_arm')?.value).toBe(one.arm);
      expect([...one.services]).toEqual([services[one.arm as 'stable' | 'canary']]);
    }
    await Promise.all(before.map((one) => one.context.close()));
  });
});
