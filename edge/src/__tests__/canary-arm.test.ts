import { canaryPolicy, formatLiveTarget, type LiveTarget } from '@radix/release-model';
import { pointerBoundMs } from '../pointers';
import { createEdge, type Env } from '../worker';
import { chooseArm } from '../canary/arm';
import { FakeBucket, FakeCache, previewOrigin, putShell, putSite, siteOrigin } from './fake-bucket';

const stable = 'site-aaaaaaaaaaaa';
const canary = 'site-bbbbbbbbbbbb';
const shellA = '20261120T000000Z-aaaaaa';
const shellB = '20261125T000000Z-bbbbbb';

const target = (weight: number): LiveTarget => ({
  stable,
  canary: {
    site: canary,
    name: 'services',
    release: '20261126T095000Z-cccccc',
    weight,
    stage: 0,
    stageStartedAt: '2026-11-26T10:00:00.000Z',
  },
});

const request = (cookie?: string, origin = siteOrigin) =>
  new Request(`${origin}/aboutus`, { headers: cookie ? { cookie } : {} });

describe('a visitor of a canary', () => {
  test('without the cookie is drawn by the weight and given a first-party cookie that keeps the arm', () => {
    const drawn = chooseArm(request(), target(25), () => 24.9);
    expect(drawn).toEqual({
      site: canary,
      arm: 'canary',
      cookie: `site_arm=canary; Path=/; Max-Age=${canaryPolicy.armCookieSeconds}; SameSite=Lax`,
    });
    expect(chooseArm(request(), target(25), () => 25)).toMatchObject({ site: stable, arm: 'stable' });
    expect(chooseArm(request(undefined, 'https://www.example.com'), target(25), () => 0).cookie).toMatch(/; Secure$/);
  });

  test('with the cookie keeps the arm whatever the weight; an unknown value is drawn again', () => {
    expect(chooseArm(request('a=1; site_arm=canary'), target(5), () => 99)).toEqual({ site: canary, arm: 'canary' });
    expect(chooseArm(request('site_arm=stable'), target(50), () => 0)).toEqual({ site: stable, arm: 'stable' });
    expect(chooseArm(request('site_arm=other'), target(50), () => 0).cookie).toMatch(/^site_arm=canary;/);
  });

  test('once no canary runs gets the live release and the cookie cleared; a visitor without it gets no cookie', () => {
    expect(chooseArm(request('site_arm=canary'), { stable })).toEqual({
      site: stable,
      cookie: 'site_arm=; Path=/; Max-Age=0; SameSite=Lax',
    });
    expect(chooseArm(request(), { stable })).toEqual({ site: stable });
  });

  test('at the worker: the page and the runtime configuration come from the arm; a rollback moves canary visitors back', async () => {
    const bucket = new FakeBucket();
    putShell(bucket, shellA, 'main.aaaaaaaa.js');
    putShell(bucket, shellB, 'main.bbbbbbbb.js');
    putSite(bucket, stable, shellA, 'stable page');
    putSite(bucket, canary, shellB, 'canary page');
    const config = `sites/${canary}/runtime-config.json`;
    bucket.put(
      config,
      JSON.stringify({ ...JSON.parse(String(bucket.objects.get(config))), apiBaseUrl: '/canary/api/' }),
    );
    bucket.put('live', formatLiveTarget(target(50)));
    let clock = 1_000_000;
    const edge = createEdge({ now: () => clock, cache: () => new FakeCache() });
    const env: Env = { SITE: bucket, SITE_ORIGIN: siteOrigin, PREVIEW_ORIGIN: previewOrigin };
    const ask = (path: string, cookie?: string) =>
      edge.fetch(
        new Request(`${siteOrigin}${path}`, { headers: { host: 'localhost:8080', ...(cookie ? { cookie } : {}) } }),
        env,
        { waitUntil: () => undefined },
      );
    const page = await ask('/aboutus', 'site_arm=canary');
    expect(await page.text()).toContain('canary page');
    expect(page.headers.get('vary')).toMatch(/Cookie/);
    expect(await (await ask('/runtime-config.json', 'site_arm=canary')).json()).toMatchObject({
      apiBaseUrl: '/canary/api/',
    });
    expect(await (await ask('/aboutus', 'site_arm=stable')).text()).toContain('stable page');

    const fresh = await ask('/aboutus');
    const arm = /^site_arm=(stable|canary);/.exec(fresh.headers.get('set-cookie') ?? '')?.[1];
    expect(arm).toBeDefined();
    expect(await fresh.text()).toContain(`${arm} page`);

    bucket.put('live', stable);
    clock += pointerBoundMs;
    const back = await ask('/aboutus', 'site_arm=canary');
    expect(await back.text()).toContain('stable page');
    expect(back.headers.get('set-cookie')).toBe('site_arm=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
