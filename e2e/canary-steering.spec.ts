import { request, type APIRequestContext } from '@playwright/test';
import { BucketStore, parseBucketAddress, siteReleaseMeta } from '@radix/platform';
import { siteReleaseHeader, siteReleaseParameter } from '@radix/release-model';
import { armCookieName, vitalsPath } from '@radix/site-kit/vitals/beacon';
import { expect, test } from './support/test';
import { bucketOf, requestAt, startDeploySite, type DeploySite } from './support/deploy-site';
import { runnerOf } from './support/runner';
import { runScript } from '../harness/processes';
import { routes } from './support/site';
import { navigationHeaders, type Arm } from './support/arm';
import { budgets } from './support/budgets';
import { testPort } from '../harness/ports';

/**
 * One client against a canary at the edge: it asks for pages from one IPv6 /64 (half from one
 * address, half from another address of it each time) with another user agent each time, pins the
 * canary (`?dpl=`) every other time and takes the arm the edge draws it otherwise, and sends a beacon
 * for every page: claiming errors where they would roll a healthy canary back, clean where they would
 * hide a broken one. The judge, run as the worker's Cron Trigger on a clock the test sets
 * (`EDGE_JUDGE=manual`), must give the verdict it gives on the honest traffic alone: each case runs a
 * canary of its own with the honest traffic alone, then one with the client too. Honest visitors
 * here are clients of the edge as a browser is (a navigation, then the page's beacon with its
 * token), each from a network of its own. And `npm run rollback`: the site release it left is
 * answered as the live one to a pin, and its release's files are gone.
 */
const port = testPort(8510);
const minute = 60_000;
/** A stage of 10 minutes and 8 page views per arm, then every visitor: the honest traffic brings 10 per arm. */
const stages = '50:10m:8,100';
const honestPerArm = 10;
const hostileViews = 40;

let site: DeploySite;
let store: BucketStore;
let env: Record<string, string>;
let networks = 0;
let builds = 0;

const siteOf = (html: string) => new RegExp(`<meta name="${siteReleaseMeta}" content="([^"]+)"`).exec(html)?.[1];

/** A beacon as a page sends it: a page view of `siteId`, with an error or none. */
const beacon = (siteId: string, error: boolean) =>
  JSON.stringify({
    site: siteId,
    remotes: {},
    path: routes.services.path,
    lcp: 1200,
    inp: 60,
    cls: 0.01,
    errors: error ? 1 : 0,
    federationFailures: 0,
  });

/** One page view of a client, and the beacon its page sends: what the edge answered to each. */
async function pageView(
  client: APIRequestContext,
  headers: Record<string, string>,
  error: (arm: Arm | 'pinned') => boolean,
  pin?: string,
): Promise<{ arm: Arm | 'pinned'; site: string; beacon: number }> {
  const url = `${site.origin}${routes.services.path}${pin ? `?${siteReleaseParameter}=${pin}` : ''}`;
  const page = await client.get(url, { headers: { ...navigationHeaders, ...headers } });
  expect(page.status()).toBe(200);
  const shown = siteOf(await page.text()) ?? '';
  const drawn = (await client.storageState()).cookies.find((cookie) => cookie.name === armCookieName)?.value;
  const arm = pin ? 'pinned' : drawn === 'canary' || drawn === 'stable' ? drawn : undefined;
  if (!arm) throw new Error(`the edge drew ${url} into no arm`);
  const sent = await client.post(`${site.origin}${vitalsPath}`, {
    data: beacon(shown, error(arm)),
    headers: { 'content-type': 'text/plain', origin: site.origin, ...headers },
  });
  return { arm, site: shown, beacon: sent.status() };
}

/** Honest visitors, each from a network of its own with one page view, until each arm has `honestPerArm` at least. */
async function honestTraffic(canaryErrs: boolean): Promise<void> {
  const per = { stable: 0, canary: 0 };
  while (per.stable < honestPerArm || per.canary < honestPerArm) {
    if (networks > 400) throw new Error('400 honest visitors and still an arm without its page views');
    networks += 1;
    const headers = { 'cf-connecting-ip': `2001:db8:${networks.toString(16)}::1` };
    const client = await request.newContext({ extraHTTPHeaders: headers });
    const view = await pageView(client, headers, (arm) => canaryErrs && arm === 'canary');
    await client.dispose();
    if (view.arm === 'pinned') throw new Error('an honest visitor pins nothing');
    expect(view.beacon).toBe(204);
    per[view.arm] += 1;
  }
}

/**
 * The hostile client: `hostileViews` page views from the /64 `2001:db8:bad:1::/64`, with another
 * user agent each, every other one pinning the canary; its beacons hurt the canary (`errors`) or hide
 * it (`clean`). Gives how many of its beacons the edge took (204), by how the page was served.
 */
async function hostileTraffic(canarySite: string, kind: 'errors' | 'clean') {
  const taken: Record<string, number> = {};
  for (let view = 0; view < hostileViews; view += 1) {
    const address = view % 4 < 2 ? '2001:db8:bad:1::7' : `2001:db8:bad:1:${view.toString(16)}::${view + 1}`;
    const headers = { 'cf-connecting-ip': address, 'user-agent': `Mozilla/5.0 (hostile ${view}) Chrome/131.0` };
    // No cookie kept: each page view of its own is a fresh draw, or a pin.
    const client = await request.newContext({ extraHTTPHeaders: headers });
    const hurts = (arm: Arm | 'pinned') => (arm !== 'stable') === (kind === 'errors');
    const served = await pageView(client, headers, hurts, view % 2 === 0 ? canarySite : undefined);
    await client.dispose();
    const key = `${served.arm} ${served.beacon}`;
    taken[key] = (taken[key] ?? 0) + 1;
  }
  return taken;
}

/** Runs the worker's Cron Trigger as if it fired at `time`. */
async function judgeAt(time: number): Promise<void> {
  const answer = await fetch(
    `${new URL(parseBucketAddress(env.SITE_STORE ?? '').endpoint).origin}/cdn-cgi/handler/scheduled?time=${time}&cron=${encodeURIComponent('* * * * *')}`,
  );
  expect(await answer.text()).toBe('ok');
}

const judgement = async () =>
  JSON.parse((await store.readText('canary-judgement.json')) ?? '{}') as {
    decision?: string;
    reason?: string;
    figures?: unknown;
  };

/**
 * A canary of a new services build on `stages`; the honest traffic (its canary's pages erring or
 * not), the hostile client's if given; the judge at the stage's end. Gives its verdict: what `live`
 * became and the judgement's decision.
 */
async function canaryJudged(broken: boolean, hostile?: 'errors' | 'clean') {
  builds += 1;
  const runner = runnerOf('mfe-services', `steered canary ${builds}`);
  const deploy = await runScript(
    ['deploy', '--', 'services', '--canary', `--canary-stages=${stages}`, '--skip-browser-check', '--from', runner],
    env,
  );
  expect(deploy.code, deploy.output).toBe(0);
  const started = await store.pointer('live');
  const canary = started?.canary;
  if (!started || !canary) throw new Error(`no canary after the deploy:\n${deploy.output}`);
  await honestTraffic(broken);
  const taken = hostile ? await hostileTraffic(canary.site, hostile) : undefined;
  await judgeAt(Date.parse(canary.stageStartedAt) + 10 * minute);
  const after = await store.pointer('live');
  const judged = await judgement();
  const verdict = {
    decision: judged.decision,
    live: after?.site === canary.site ? 'canary' : after?.site === started.site ? 'stable' : after?.site,
    running: after?.canary !== undefined,
  };
  console.log(
    `${broken ? 'broken' : 'healthy'} canary, ${hostile ? `with the client (${hostile}): its beacons by answer ${JSON.stringify(taken)}` : 'honest traffic alone'}: ${JSON.stringify(verdict)}, ${judged.reason ?? ''} ${JSON.stringify(judged.figures)}`,
  );
  if (after?.canary) expect((await runScript(['rollback', '--', 'services'], env)).code).toBe(0);
  return verdict;
}

test.describe('one client against a canary at the edge', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(budgets.canaryJudged);

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site = await startDeploySite('edge', port, 'canary-steering', { EDGE_JUDGE: 'manual' });
    env = site.env;
    store = bucketOf(site);
  });
  test.afterAll(() => site?.stop());

  // First: the judge's history lines below are stamped by the clock it is run on, minutes ahead.
  test('npm run rollback: the site release it left is answered as the live one to a pin, and its release files are gone', async () => {
    const before = (await site.live()) ?? '';
    builds += 1;
    const deploy = await runScript(
      ['deploy', '--', 'services', '--skip-browser-check', '--from', runnerOf('mfe-services', `rolled back ${builds}`)],
      env,
    );
    expect(deploy.code, deploy.output).toBe(0);
    const left = (await site.live()) ?? '';
    expect(left).not.toBe(before);
    const services = async (id: string) =>
      (JSON.parse((await store.readText(`sites/${id}/site.json`)) ?? '{}') as { releases: { services: string } })
        .releases.services;
    const manifest = `${site.origin}/releases/services/${await services(left)}/mf-manifest.json`;
    const pinned = async (id: string) => ({
      byParameter: siteOf(
        (await requestAt(`${site.origin}${routes.services.path}?${siteReleaseParameter}=${id}`)).body.toString(),
      ),
      byHeader: siteOf(
        (await requestAt(`${site.origin}${routes.services.path}`, { [siteReleaseHeader]: id })).body.toString(),
      ),
    });
    // Before the rollback: the one live before is pinned for its hour, the new one's files are public.
    await expect.poll(() => pinned(before)).toEqual({ byParameter: before, byHeader: before });
    expect((await requestAt(manifest)).status).toBe(200);

    const rollback = await runScript(['rollback', '--', 'services'], env);
    expect(rollback.code, rollback.output).toBe(0);
    expect(await site.live()).toBe(before);
    // The edge reads live at most once a second: then a pin of what was left is answered as live.
    await expect.poll(() => pinned(left)).toEqual({ byParameter: before, byHeader: before });
    await expect.poll(async () => (await requestAt(manifest)).status).toBe(404);
    expect(siteOf((await requestAt(`${site.origin}${routes.services.path}`)).body.toString())).toBe(before);
  });

  test('error-claiming beacons from one /64, pinning the canary or drawn, do not roll back a healthy canary: the verdict is the honest traffic alone', async () => {
    const honest = await canaryJudged(false);
    expect(honest).toEqual({ decision: 'done', live: 'canary', running: false });
    expect(await canaryJudged(false, 'errors')).toEqual(honest);
  });

  test('clean beacons from one /64, pinning the canary or drawn (and errors on stable), do not hide a broken canary: the verdict is the honest traffic alone', async () => {
    const honest = await canaryJudged(true);
    expect(honest).toEqual({ decision: 'rollback', live: 'stable', running: false });
    expect(await canaryJudged(true, 'clean')).toEqual(honest);
  });
});
