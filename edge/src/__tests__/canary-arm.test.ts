import { canaryPolicy, formatLiveTarget, type LiveTarget } from '@radix/release-model';
import { pointerBoundMs } from '../pointers';
import { createEdge, type Env } from '../worker';
import { chooseArm, signedDraw } from '../canary/arm';
import { asCache, contextOf, envOf, FakeBucket, FakeCache, putShell, putSite, siteOrigin } from './fake-bucket';

const stable = 'site-aaaaaaaaaaaa';
const canary = 'site-bbbbbbbbbbbb';
const shellA = '20261120T000000Z-aaaaaa';
const shellB = '20261125T000000Z-bbbbbb';

const target = (weight: number): LiveTarget => ({
  stable,
  canary: {
    site: canary,
    id: canary,
    name: 'services',
    release: '20261126T095000Z-cccccc',
    weight,
    stage: 0,
    stageStartedAt: '2026-11-26T10:00:00.000Z',
  },
});

const request = (cookie?: string, origin = siteOrigin) =>
  new Request(`${origin}/aboutus`, { headers: cookie ? { cookie } : {} });

const day = canaryPolicy.armCookieSeconds;
const set = (name: string, value: string) => `${name}=${value}; Path=/; Max-Age=${day}; SameSite=Lax`;
const secret = 'the edge secret';
/** The cookie of a visitor the edge drew `drawn` for in the canary `of`. */
const withDraw = async (drawn: number, of = canary, key = secret) => `site_bucket=${await signedDraw(of, drawn, key)}`;
/** The draw's cookie the edge sets for `drawn`. */
const setDraw = async (drawn: number) => set('site_bucket', await signedDraw(canary, drawn, secret));

describe('a visitor of a canary', () => {
  test('without a draw is drawn one, tied to the canary, and told the arm it gives', async () => {
    expect(await chooseArm(request(), target(25), secret, () => 24.995)).toEqual({
      site: canary,
      arm: 'canary',
      cookies: [await setDraw(2499), set('site_arm', 'canary')],
    });
    expect(await chooseArm(request(), target(25), secret, () => 25)).toMatchObject({ site: stable, arm: 'stable' });
    expect(
      (await chooseArm(request(undefined, 'https://www.example.com'), target(25), secret, () => 0)).cookies?.[0],
    ).toMatch(/; Secure$/);
  });

  test('with a draw of this canary keeps it: the arm follows the weight, and only its own draws move', async () => {
    const never = () => {
      throw new Error('a visitor with a draw is not drawn again');
    };
    expect(await chooseArm(request(`a=1; ${await withDraw(499)}; site_arm=canary`), target(5), secret, never)).toEqual({
      site: canary,
      arm: 'canary',
    });
    // The share raised from 5% to 25%: draw 2000 moves to the canary, draw 2500 stays stable.
    expect(await chooseArm(request(`${await withDraw(2000)}; site_arm=stable`), target(25), secret, never)).toEqual({
      site: canary,
      arm: 'canary',
      cookies: [set('site_arm', 'canary')],
    });
    expect(await chooseArm(request(`${await withDraw(2500)}; site_arm=stable`), target(25), secret, never)).toEqual({
      site: stable,
      arm: 'stable',
    });
  });

  test('the cookies of an earlier canary join no new one: the visitor is drawn again, whatever site_arm says', async () => {
    const earlier = `${await withDraw(0, 'site-cccccccccccc')}; site_arm=canary`;
    expect(await chooseArm(request(earlier), target(5), secret, () => 50)).toEqual({
      site: stable,
      arm: 'stable',
      cookies: [await setDraw(5000), set('site_arm', 'stable')],
    });
    expect((await chooseArm(request('site_arm=canary'), target(50), secret, () => 99)).arm).toBe('stable');
  });

  test('with a draw cookie the edge did not sign is a fresh visitor: no client picks its arm', async () => {
    const forged = [
      `site_bucket=${canary}.0`,
      `site_bucket=${canary}.0.${'0'.repeat(32)}`,
      await withDraw(0, canary, 'another secret'),
      `${await withDraw(0)}`.replace(/\.0\./, '.1.'),
    ];
    for (const cookie of forged) {
      const choice = await chooseArm(request(`${cookie}; site_arm=canary`), target(5), secret, () => 50);
      expect(choice).toEqual({
        site: stable,
        arm: 'stable',
        cookies: [await setDraw(5000), set('site_arm', 'stable')],
      });
    }
    // One client sending the canary's first draw, unsigned, 1,000 times lands where the draw puts it.
    let onCanary = 0;
    for (let sent = 0; sent < 1000; sent += 1)
      if ((await chooseArm(request(`site_bucket=${canary}.0`), target(5), secret)).arm === 'canary') onCanary += 1;
    expect(onCanary).toBeLessThan(100);
  });

  test('keeps its draw and arm when a deploy of another part recomposed the canary: the draw is tied to its id', async () => {
    const { stable: same, canary: running } = target(25);
    if (!running) throw new Error('the target has a canary');
    const recomposed: LiveTarget = { stable: same, canary: { ...running, id: canary, site: 'site-dddddddddddd' } };
    expect(await chooseArm(request(`${await withDraw(2000)}; site_arm=canary`), recomposed, secret, () => 99)).toEqual({
      site: 'site-dddddddddddd',
      arm: 'canary',
    });
  });

  test('once no canary runs gets the live release and its cookies cleared; a visitor without them gets none', async () => {
    expect(await chooseArm(request(`site_arm=canary; ${await withDraw(1)}`), { stable }, secret)).toEqual({
      site: stable,
      cookies: ['site_arm=; Path=/; Max-Age=0; SameSite=Lax', 'site_bucket=; Path=/; Max-Age=0; SameSite=Lax'],
    });
    expect(await chooseArm(request(), { stable }, secret)).toEqual({ site: stable });
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
    const edge = createEdge({ now: () => clock, cache: () => asCache(new FakeCache()) });
    const env: Env = { ...envOf(bucket), BEACON_SECRET: secret };
    const ask = (path: string, cookie?: string) =>
      edge.fetch(
        new Request(`${siteOrigin}${path}`, { headers: { host: 'localhost:8080', ...(cookie ? { cookie } : {}) } }),
        env,
        contextOf(),
      );
    const page = await ask('/aboutus', await withDraw(0));
    expect(await page.text()).toContain('canary page');
    expect(page.headers.get('vary')).toMatch(/Cookie/);
    expect(await (await ask('/runtime-config.json', await withDraw(0))).json()).toMatchObject({
      apiBaseUrl: '/canary/api/',
    });
    expect(await (await ask('/aboutus', await withDraw(9999))).text()).toContain('stable page');

    const fresh = await ask('/aboutus');
    const arm = /site_arm=(stable|canary);/.exec(fresh.headers.get('set-cookie') ?? '')?.[1];
    expect(arm).toBeDefined();
    expect(await fresh.text()).toContain(`${arm} page`);

    bucket.put('live', stable);
    clock += pointerBoundMs;
    const back = await ask('/aboutus', `site_arm=canary; ${await withDraw(0)}`);
    expect(await back.text()).toContain('stable page');
    expect(back.headers.get('set-cookie')).toContain(
      'site_arm=; Path=/; Max-Age=0; SameSite=Lax, site_bucket=; Path=/; Max-Age=0; SameSite=Lax',
    );
  });
});
