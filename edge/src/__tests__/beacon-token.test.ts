import {
  formatLiveTarget,
  previewCookieName,
  signPreviewToken,
  verifyBeaconToken,
  type BeaconClaims,
} from '@radix/release-model';
import { mainA, isolate, siteA, siteB, twoSites } from './isolate';
import { signedDraw } from '../canary/arm';
import { asDatabase, contextOf, rateLimit, siteOrigin } from './fake-bucket';

const secret = 'the beacon secret';

/** What Chromium sends with a navigation to a page (its `Accept`, the Fetch Metadata headers). */
const navigation = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
  'cf-connecting-ip': '203.0.113.7',
};

/** A D1 database that records each statement's first words and values; `RETURNING` gives each visitor's total as the values added. */
function writes() {
  const written: unknown[][] = [];
  const database = asDatabase({
    prepare: (sql: string) => {
      const statement = (values: unknown[]) => ({
        bind: (...more: unknown[]) => statement([...values, ...more]),
        run: async () => written.push([sql.split(' (')[0], ...values]),
        all: async <T>() => {
          written.push([sql.split(' (')[0], ...values]);
          const rows = [];
          for (let at = 0; sql.includes('RETURNING visitor') && at < values.length; at += 5) {
            const [, visitor, site_release, arm, served] = values.slice(at, at + 5);
            rows.push({ visitor, site_release, arm, served });
          }
          return { results: rows as T[] };
        },
      });
      return statement([]);
    },
  });
  return { written, database };
}

/** The page view's token in an answer's `Set-Cookie`s, checked, with the cookie's attributes. */
async function tokenIn(response: Response, now: number) {
  const cookies = response.headers.getSetCookie().filter((cookie) => cookie.startsWith('site_beacon_'));
  if (cookies.length !== 1) return { count: cookies.length };
  const [pair = '', ...attributes] = (cookies[0] ?? '').split('; ');
  const claims = await verifyBeaconToken(pair.split('=')[1] ?? '', secret, now);
  return { count: 1, attributes, claims: claims as BeaconClaims };
}

/** Two sites where A is stable and B a canary for half the visitors. */
function withCanary() {
  const bucket = twoSites();
  const canary = {
    site: siteB,
    id: siteB,
    name: 'services' as const,
    release: '20261126T095000Z-cccccc',
    weight: 50,
    stage: 0,
    stageStartedAt: '2026-11-26T10:00:00.000Z',
  };
  bucket.put('live', formatLiveTarget({ stable: siteA, canary }));
  return bucket;
}

describe("the worker's beacon tokens", () => {
  test('each page view of the site gets its own, for the site release and arm it served, in a cookie of the beacon path only', async () => {
    const edge = isolate(twoSites());
    edge.env.BEACON_SECRET = secret;
    const cold = await tokenIn(await edge.ask('/aboutus', navigation), 1_000_000);
    expect(cold).toMatchObject({
      count: 1,
      attributes: ['Path=/_vitals', 'Max-Age=3600', 'HttpOnly', 'SameSite=Strict'],
      claims: { site: siteA, arm: 'none', at: 1_000_000 },
    });
    await edge.settle();
    // The page now comes from the isolate's memory: the token is still its own.
    const warm = await tokenIn(await edge.ask('/aboutus', navigation), 1_000_000);
    expect(warm.claims?.nonce).toMatch(/^[0-9a-f]{24}$/);
    expect(warm.claims?.nonce).not.toBe(cold.claims?.nonce);
    const etag = (await edge.ask('/aboutus')).headers.get('etag') ?? '';
    const confirmed = await edge.ask('/aboutus', { ...navigation, 'if-none-match': etag });
    expect(confirmed.status).toBe(304);
    expect((await tokenIn(confirmed, 1_000_000)).count).toBe(1);
    // A browser that predates the Fetch Metadata headers sends none: its navigation is one still.
    const old = Object.fromEntries(Object.entries(navigation).filter(([name]) => !name.startsWith('sec-fetch-')));
    expect((await tokenIn(await edge.ask('/aboutus', old), 1_000_000)).count).toBe(1);
  });

  test('a 404, a script, HEAD, a fetch, a prefetch and a prerender are no page view: no token, nothing counted', async () => {
    const edge = isolate(twoSites());
    edge.env.BEACON_SECRET = secret;
    const { written, database } = writes();
    edge.env.VITALS = database;
    const none = async (path: string, headers: Record<string, string>, method = 'GET') => {
      const answer = await edge.ask(path, headers, method);
      return { status: answer.status, tokens: (await tokenIn(answer, 1_000_000)).count };
    };
    expect(await none('/no-such-page', navigation)).toEqual({ status: 404, tokens: 0 });
    expect(await none(`/${mainA}`, { ...navigation, accept: '*/*', 'sec-fetch-dest': 'script' })).toEqual({
      status: 200,
      tokens: 0,
    });
    expect(await none('/aboutus', navigation, 'HEAD')).toEqual({ status: 200, tokens: 0 });
    expect(await none('/aboutus', { ...navigation, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' })).toEqual({
      status: 200,
      tokens: 0,
    });
    expect(await none('/aboutus', { accept: '*/*' })).toEqual({ status: 200, tokens: 0 });
    // A speculation rule's prefetch is a navigation's request, Sec-Fetch-Dest and all: Sec-Purpose says it is one.
    expect(await none('/aboutus', { ...navigation, 'sec-purpose': 'prefetch' })).toEqual({ status: 200, tokens: 0 });
    expect(await none('/aboutus', { ...navigation, 'sec-purpose': 'prefetch;prerender' })).toEqual({
      status: 200,
      tokens: 0,
    });
    expect(await none('/aboutus', { ...navigation, purpose: 'prefetch' })).toEqual({ status: 200, tokens: 0 });
    edge.tick(60_000);
    await edge.ask('/aboutus', { accept: '*/*' });
    await edge.settle();
    expect(written).toEqual([]);
  });

  test('a client past the rate limit is served its pages with no token, and they are not counted, whichever address of its network and user agent it takes; once refused, the binding is not asked again that minute', async () => {
    const edge = isolate(twoSites());
    edge.env.BEACON_SECRET = secret;
    const limit = rateLimit(2);
    edge.env.VISITS_LIMIT = limit.binding;
    const tokens = [];
    for (let view = 0; view < 4; view += 1)
      tokens.push(
        (
          await tokenIn(
            await edge.ask('/aboutus', {
              ...navigation,
              'cf-connecting-ip': `203.0.113.${7 + view}`,
              'user-agent': `browser ${view}`,
            }),
            1_000_000,
          )
        ).count,
      );
    expect(tokens).toEqual([1, 1, 0, 0]);
    expect([...limit.counts]).toEqual([['page 203.0.113.0/24', 3]]);
  });

  test("the page views served are written once their minute is over, by the next request or the Cron Trigger, a statement for the minute's visitors and one for its counts", async () => {
    const edge = isolate(twoSites());
    edge.env.BEACON_SECRET = secret;
    const { written, database } = writes();
    edge.env.VITALS = database;
    // One client's five page views, each with another user agent and address of its network; another network's one.
    for (let view = 0; view < 5; view += 1)
      await edge.ask('/aboutus', {
        ...navigation,
        'cf-connecting-ip': `2001:db8:85a3:${view}::${view + 1}`,
        'user-agent': `browser ${view}`,
      });
    await edge.ask('/', { ...navigation, 'cf-connecting-ip': '2001:db8:85a4::1' });
    await edge.ask(`/${mainA}`);
    await edge.settle();
    expect(written).toEqual([]);
    edge.tick(60_000);
    await edge.ask(`/${mainA}`);
    await edge.settle();
    const minute = Math.floor(1_000_000 / 60_000);
    expect(written.map(([sql]) => sql)).toEqual(['INSERT INTO canary_visitors', 'INSERT INTO vitals_minutes']);
    const [visitors = [], counts = []] = written;
    const day = new Date(1_000_000).toISOString().slice(0, 10);
    expect(visitors).toEqual([
      'INSERT INTO canary_visitors',
      day,
      expect.stringMatching(/^[0-9a-f]{32}$/),
      siteA,
      'none',
      5,
      day,
      expect.stringMatching(/^[0-9a-f]{32}$/),
      siteA,
      'none',
      1,
    ]);
    // Five page views of one visitor weigh its cap (3), the other's one: 4 served, by 2 visitors.
    expect(counts).toEqual([
      'INSERT INTO vitals_minutes',
      ...[siteA, minute, 'none', 'served', 0, 4],
      ...[siteA, minute, 'none', 'visitors', 0, 2],
    ]);
    await edge.ask('/aboutus', navigation);
    edge.tick(60_000);
    const judged: Promise<unknown>[] = [];
    edge.edge.scheduled(
      { scheduledTime: 1_120_000, cron: '* * * * *', noRetry: () => undefined },
      edge.env,
      contextOf((work) => judged.push(work)),
    );
    await Promise.all(judged);
    expect(written.filter(([sql]) => sql === 'INSERT INTO canary_visitors')).toHaveLength(2);
  });

  test("a canary's visitor's token names the canary's site release and arm", async () => {
    const bucket = withCanary();
    bucket.put(`sites/${siteB}/gate.json`, '{}');
    const edge = isolate(bucket);
    edge.env.BEACON_SECRET = secret;
    const inCanary = await edge.ask('/aboutus', {
      ...navigation,
      cookie: `site_bucket=${await signedDraw(siteB, 0, secret)}`,
    });
    expect((await tokenIn(inCanary, 1_000_000)).claims).toMatchObject({ site: siteB, arm: 'canary' });
    const inStable = await edge.ask('/aboutus', {
      ...navigation,
      cookie: `site_bucket=${await signedDraw(siteB, 9999, secret)}`,
    });
    expect((await tokenIn(inStable, 1_000_000)).claims).toMatchObject({ site: siteA, arm: 'stable' });
  });

  test('a page a request pinned (`?dpl=`, `X-Site-Release`) gets no token: its client chose its site release, in a canary or not', async () => {
    const bucket = withCanary();
    const edge = isolate(bucket);
    edge.env.BEACON_SECRET = secret;
    const { written, database } = writes();
    edge.env.VITALS = database;
    const stableDraw = `site_bucket=${await signedDraw(siteB, 9999, secret)}`;
    const pinned = [
      await edge.ask(`/aboutus?dpl=${siteB}`, navigation),
      await edge.ask(`/aboutus?dpl=${siteB}`, { ...navigation, cookie: stableDraw, 'accept-encoding': 'identity' }),
      await edge.ask('/aboutus', { ...navigation, 'x-site-release': siteB, cookie: stableDraw }),
      await edge.ask(`/aboutus?dpl=${siteA}`, { ...navigation, cookie: stableDraw }),
    ];
    for (const answer of pinned) {
      expect(answer.status).toBe(200);
      expect(await tokenIn(answer, 1_000_000)).toEqual({ count: 0 });
    }
    // A stable visitor's pin of the canary is served the canary's page.
    expect(await (pinned[1] as Response).text()).toContain('<p>second</p>');
    // None of them is counted as served either; the page served by the stable arm is.
    expect(
      (await tokenIn(await edge.ask('/aboutus', { ...navigation, cookie: stableDraw }), 1_000_000)).claims,
    ).toMatchObject({ site: siteA, arm: 'stable' });
    edge.tick(60_000);
    await edge.ask(`/${mainA}`);
    await edge.settle();
    const [visitors = []] = written;
    expect(visitors.filter((value) => value === siteA || value === siteB)).toEqual([siteA]);
    // Once the canary ended, a pinned page of the live site release gets none; one the pointer served does.
    bucket.put('live', siteA);
    edge.tick(2000);
    expect(await tokenIn(await edge.ask(`/aboutus?dpl=${siteA}`, navigation), 1_062_000)).toEqual({ count: 0 });
    expect((await tokenIn(await edge.ask('/aboutus', navigation), 1_062_000)).claims).toMatchObject({
      site: siteA,
      arm: 'none',
    });
  });

  test('no token on a file, on HEAD, on the preview host, nor without the secret; without it no beacon is taken', async () => {
    const edge = isolate(twoSites());
    expect((await tokenIn(await edge.ask('/aboutus', navigation), 1_000_000)).count).toBe(0);
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
    const onPreview = await edge.ask('/aboutus', { ...navigation, host: 'preview.localhost:8080', cookie: reviewer });
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
