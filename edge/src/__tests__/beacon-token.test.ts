import {
  formatLiveTarget,
  previewCookieName,
  signPreviewToken,
  verifyBeaconToken,
  type BeaconClaims,
} from '@radix/release-model';
import { mainA, isolate, siteA, siteB, twoSites } from './isolate';
import { signedBucket } from '../canary/arm';
import { asDatabase, contextOf, siteOrigin } from './fake-bucket';

const secret = 'the beacon secret';

/** The page view's token in an answer's `Set-Cookie`s, checked, with the cookie's attributes. */
async function tokenIn(response: Response, now: number) {
  const cookies = response.headers.getSetCookie().filter((cookie) => cookie.startsWith('site_beacon_'));
  if (cookies.length !== 1) return { count: cookies.length };
  const [pair = '', ...attributes] = (cookies[0] ?? '').split('; ');
  const claims = await verifyBeaconToken(pair.split('=')[1] ?? '', secret, now);
  return { count: 1, attributes, claims: claims as BeaconClaims };
}

describe("the worker's beacon tokens", () => {
  test('each page view of the site gets its own, for the site release and arm it served, in a cookie of the beacon path only', async () => {
    const edge = isolate(twoSites());
    edge.env.BEACON_SECRET = secret;
    const cold = await tokenIn(await edge.ask('/aboutus'), 1_000_000);
    expect(cold).toMatchObject({
      count: 1,
      attributes: ['Path=/_vitals', 'Max-Age=3600', 'HttpOnly', 'SameSite=Strict'],
      claims: { site: siteA, arm: 'none', at: 1_000_000 },
    });
    await edge.settle();
    // The page now comes from the isolate's memory: the token is still its own.
    const warm = await tokenIn(await edge.ask('/aboutus'), 1_000_000);
    expect(warm.claims?.nonce).toMatch(/^[0-9a-f]{24}$/);
    expect(warm.claims?.nonce).not.toBe(cold.claims?.nonce);
    const etag = (await edge.ask('/aboutus')).headers.get('etag') ?? '';
    const confirmed = await edge.ask('/aboutus', { 'if-none-match': etag });
    expect(confirmed.status).toBe(304);
    expect((await tokenIn(confirmed, 1_000_000)).count).toBe(1);
    expect((await tokenIn(await edge.ask('/no-such-page'), 1_000_000)).count).toBe(1);
  });

  test('each page view given a token is counted as served in its minute, for its site release and arm', async () => {
    const edge = isolate(twoSites());
    edge.env.BEACON_SECRET = secret;
    const written: unknown[][] = [];
    edge.env.VITALS = asDatabase({
      prepare: (sql: string) => {
        const statement = (values: unknown[]) => ({
          bind: (...more: unknown[]) => statement([...values, ...more]),
          run: async () => written.push([sql.split(' (')[0], ...values]),
          all: async <T>() => ({ results: [] as T[] }),
        });
        return statement([]);
      },
    });
    await edge.ask('/aboutus');
    await edge.ask(`/${mainA}`);
    await edge.settle();
    expect(written).toEqual([
      ['INSERT INTO vitals_minutes', siteA, Math.floor(1_000_000 / 60_000), 'none', 'served', 0],
    ]);
  });

  test("a canary's visitor's token names the canary's site release and arm", async () => {
    const bucket = twoSites();
    const canary = {
      site: siteB,
      name: 'services' as const,
      release: '20261126T095000Z-cccccc',
      weight: 50,
      stage: 0,
      stageStartedAt: '2026-11-26T10:00:00.000Z',
    };
    bucket.put('live', formatLiveTarget({ stable: siteA, canary }));
    bucket.put(`sites/${siteB}/gate.json`, '{}');
    const edge = isolate(bucket);
    edge.env.BEACON_SECRET = secret;
    const inCanary = await edge.ask('/aboutus', { cookie: `site_bucket=${await signedBucket(siteB, 0, secret)}` });
    expect((await tokenIn(inCanary, 1_000_000)).claims).toMatchObject({ site: siteB, arm: 'canary' });
    const inStable = await edge.ask('/aboutus', {
      cookie: `site_bucket=${await signedBucket(siteB, 9999, secret)}`,
    });
    expect((await tokenIn(inStable, 1_000_000)).claims).toMatchObject({ site: siteA, arm: 'stable' });
  });

  test('no token on a file, on HEAD, on the preview host, nor without the secret; without it no beacon is taken', async () => {
    const edge = isolate(twoSites());
    expect((await tokenIn(await edge.ask('/aboutus'), 1_000_000)).count).toBe(0);
    const refused = await edge.ask('/_vitals', { origin: siteOrigin }, 'POST');
    expect(refused.status).toBe(503);
    expect(await refused.text()).toBe('Beacons are not taken: the worker has no BEACON_SECRET');
    edge.env.BEACON_SECRET = secret;
    edge.env.PREVIEW_SECRET = 'the preview secret';
    expect((await tokenIn(await edge.ask(`/${mainA}`), 1_000_000)).count).toBe(0);
    expect((await tokenIn(await edge.ask('/aboutus', {}, 'HEAD'), 1_000_000)).count).toBe(0);
    const reviewer = `${previewCookieName}=${await signPreviewToken({ preview: 'preview', exp: 2_000_000_000 }, 'the preview secret')}`;
    edge.bucket.put('preview', siteB);
    edge.bucket.put(`sites/${siteB}/gate.json`, '{}');
    const onPreview = await edge.ask('/aboutus', { host: 'preview.localhost:8080', cookie: reviewer });
    expect(onPreview.status).toBe(200);
    expect((await tokenIn(onPreview, 1_000_000)).count).toBe(0);
  });

  test('a beacon from another origin, or with no token, is refused', async () => {
    const edge = isolate(twoSites());
    edge.env.BEACON_SECRET = secret;
    const beacon = JSON.stringify({ site: siteA, remotes: {}, path: '/', errors: 0, federationFailures: 0 });
    const post = (headers: Record<string, string>) =>
      edge.edge.fetch(
        new Request(`${siteOrigin}/_vitals`, {
          method: 'POST',
          body: beacon,
          headers: { host: 'localhost:8080', ...headers },
        }),
        edge.env,
        contextOf(),
      );
    expect((await post({ origin: 'https://forger.example' })).status).toBe(403);
    expect((await post({ origin: siteOrigin })).status).toBe(401);
  });
});
