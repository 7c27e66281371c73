import type { VitalsBeacon } from '@radix/site-kit/vitals/beacon';
import {
  beaconCookie,
  beaconTokenMs,
  binOf,
  ClientLimit,
  createBeaconTaker,
  type PageViewRow,
  signBeaconToken,
} from '@radix/release-model';
import { migrateVitals } from '../migrations';
import { openSqlite } from '../sqlite-database';

const site = 'site-0123456789ab';
const shell = '20261126T100000Z-5e11aa';
const beacon: VitalsBeacon = {
  site,
  remotes: { products: '20261126T090000Z-aa01', forms: '20261120T090000Z-bb02' },
  path: '/products',
  lcp: 1830,
  inp: 120,
  cls: 0.05,
  lcpOwner: 'products',
  inpOwner: 'shell',
  errors: 1,
  federationFailures: 0,
};
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const address = '203.0.113.77';

function post(body: string, headers: Record<string, string> = {}): Request {
  const request = new Request('https://www.example.com/_vitals', {
    method: 'POST',
    body,
    headers: { 'user-agent': phone, 'cf-connecting-ip': address, ...headers },
  });
  Object.defineProperty(request, 'cf', { value: { country: 'IN' } });
  return request;
}

function setUp(limit = new ClientLimit()) {
  const database = openSqlite(':memory:');
  const take = createBeaconTaker({ now: () => 1_764_000_000_000, limit });
  const known = async (id: string) => (id === site ? shell : undefined);
  const migrated = migrateVitals(database);
  const rows = async () => {
    await migrated;
    return (await database.prepare('SELECT * FROM page_views').all<PageViewRow>()).results;
  };
  return { database, take: async (request: Request) => (await migrated, take(request, database, known)), rows };
}

test('a beacon becomes one row: its measures and releases, the shell release of its site release, a device class, a country and the arm', async () => {
  const { take, rows } = setUp();
  const answer = await take(post(JSON.stringify(beacon), { cookie: 'XSRF-TOKEN=x; site_arm=canary' }));
  expect(answer.status).toBe(204);
  expect(await rows()).toEqual([
    {
      id: 1,
      received_at: 1_764_000_000_000,
      site_release: site,
      shell_release: shell,
      remotes: JSON.stringify(beacon.remotes),
      arm: 'canary',
      path: '/products',
      device: 'mobile',
      country: 'IN',
      lcp: 1830,
      inp: 120,
      cls: 0.05,
      lcp_owner: 'products',
      inp_owner: 'shell',
      errors: 1,
      federation_failures: 0,
    },
  ]);
});

test('no row holds the address or the user agent string; without the arm cookie the arm is null', async () => {
  const { take, rows } = setUp();
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
  expect((await take(post(JSON.stringify(beacon), { 'user-agent': desktop }))).status).toBe(204);
  const [row] = await rows();
  expect(row).toMatchObject({ arm: null, device: 'desktop' });
  const stored = JSON.stringify(row);
  for (const secret of [address, desktop, 'Chrome', 'X11']) expect(stored).not.toContain(secret);
});

test.each([
  ['not JSON', '{"site":', /not JSON/],
  ['a field too many', JSON.stringify({ ...beacon, ip: address }), /Unrecognized key/],
  ['a measure of the wrong type', JSON.stringify({ ...beacon, lcp: 'fast' }), /lcp/],
  ['a malformed site release', JSON.stringify({ ...beacon, site: 'site-x' }), /site/],
  ['an unknown part', JSON.stringify({ ...beacon, remotes: { admin: '1' } }), /remotes/],
  [
    'a site release the store does not have',
    JSON.stringify({ ...beacon, site: 'site-ffffffffffff' }),
    /not in the store/,
  ],
])('a beacon with %s is refused with 400 and writes nothing', async (_, body, reason) => {
  const { take, rows } = setUp();
  const answer = await take(post(body));
  expect(answer.status).toBe(400);
  expect(await answer.text()).toMatch(reason);
  expect(await rows()).toEqual([]);
});

test('a beacon over 4 KB is refused, whether it says its length or not', async () => {
  const { take, rows } = setUp();
  const big = JSON.stringify({ ...beacon, path: `/${'a'.repeat(5000)}` });
  const declared = await take(post(big));
  expect(declared.status).toBe(400);
  expect(await declared.text()).toBe('A beacon is at most 4096 bytes');
  const streamed = new Request('https://www.example.com/_vitals', {
    method: 'POST',
    body: new Blob([big]).stream(),
    duplex: 'half',
  } as RequestInit);
  expect(streamed.headers.get('content-length')).toBeNull();
  const undeclared = await take(streamed);
  expect(undeclared.status).toBe(400);
  expect(await undeclared.text()).toBe('A beacon is at most 4096 bytes');
  expect(await rows()).toEqual([]);
});

test('only POST is taken', async () => {
  const { take } = setUp();
  const answer = await take(new Request('https://www.example.com/_vitals'));
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toBe('POST');
});

test('a client over its limit gets 429 and writes nothing; other clients are not held; the limit remembers a bounded number of clients', async () => {
  const limit = new ClientLimit(2, 60_000, 3);
  const { take, rows } = setUp(limit);
  const statuses = [];
  for (let i = 0; i < 3; i += 1) statuses.push((await take(post(JSON.stringify(beacon)))).status);
  expect(statuses).toEqual([204, 204, 429]);
  expect((await take(post(JSON.stringify(beacon), { 'cf-connecting-ip': '198.51.100.1' }))).status).toBe(204);
  expect(await rows()).toHaveLength(3);
  for (const other of ['198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5']) await limit.allows(other);
  expect(limit.size).toBe(3);
});

test('a beacon claiming 100,000 errors is stored as one page view with an error', async () => {
  const { take, rows } = setUp();
  const answer = await take(post(JSON.stringify({ ...beacon, errors: 100_000, federationFailures: 3 })));
  expect(answer.status).toBe(204);
  expect(await rows()).toEqual([expect.objectContaining({ errors: 1, federation_failures: 1 })]);
});

test("with the site's origins given, a beacon from another origin, from no page, or cross-site is refused and writes nothing", async () => {
  const database = openSqlite(':memory:');
  await migrateVitals(database);
  const take = createBeaconTaker({ origins: ['https://www.example.com'] });
  const known = async (id: string) => (id === site ? shell : undefined);
  const send = (headers: Record<string, string>) => take(post(JSON.stringify(beacon), headers), database, known);
  expect((await send({ origin: 'https://forger.example' })).status).toBe(403);
  expect(await (await send({})).text()).toBe('a beacon comes from a page of the site, not no origin');
  expect(await (await send({ origin: 'https://www.example.com', 'sec-fetch-site': 'cross-site' })).text()).toBe(
    'a beacon comes from a page of the site, not a cross-site one',
  );
  expect((await send({ origin: 'https://www.example.com', 'sec-fetch-site': 'same-origin' })).status).toBe(204);
  expect((await database.prepare('SELECT * FROM page_views').all()).results).toHaveLength(1);
});

describe("with the edge's token secret, a beacon needs the token of a page view of its site release", () => {
  const secret = 'the edge secret';
  const now = 1_764_000_000_000;
  const origin = 'https://www.example.com';

  async function tokenSetUp() {
    const database = openSqlite(':memory:');
    await migrateVitals(database);
    const take = createBeaconTaker({ now: () => now, origins: [origin], tokenSecret: secret, perMinute: true });
    const known = async (id: string) => (id === site || id === otherSite ? shell : undefined);
    const send = async (cookie: string | undefined, body: VitalsBeacon = beacon) => {
      const answer = await take(
        post(JSON.stringify(body), { origin, ...(cookie === undefined ? {} : { cookie }) }),
        database,
        known,
      );
      return { status: answer.status, text: await answer.text() };
    };
    const rows = async () => (await database.prepare('SELECT * FROM page_views').all<PageViewRow>()).results;
    const counts = async () =>
      (
        await database
          .prepare('SELECT site_release, minute, arm, measure, bin, count FROM vitals_minutes ORDER BY measure')
          .all<Record<string, unknown>>()
      ).results;
    return { send, rows, counts };
  }
  const otherSite = 'site-ba5eba5eba5e';
  const cookieOf = (token: string) => beaconCookie(token, '/_vitals', true).split(';')[0] ?? '';

  test('none: 401, nothing stored', async () => {
    const { send, rows } = await tokenSetUp();
    expect(await send(undefined)).toEqual({
      status: 401,
      text: 'a beacon brings the token of the page view it measures, and this one brings none',
    });
    expect(await send('site_arm=canary')).toMatchObject({ status: 401 });
    expect(await rows()).toEqual([]);
  });

  test("another site release's, another key's, a forged or an expired one: 403, nothing stored", async () => {
    const { send, rows } = await tokenSetUp();
    const tokens = [
      await signBeaconToken({ site: otherSite, arm: 'canary', at: now }, secret),
      await signBeaconToken({ site, arm: 'canary', at: now }, 'another secret'),
      `${site}.canary.${now}.${'a'.repeat(24)}.${'0'.repeat(32)}`,
      await signBeaconToken({ site, arm: 'canary', at: now - beaconTokenMs - 1 }, secret),
    ];
    for (const token of tokens)
      expect(await send(cookieOf(token))).toEqual({
        status: 403,
        text: `no valid token of a page view of ${site} came with this beacon`,
      });
    expect(await rows()).toEqual([]);
  });

  test("a valid one counts once, with its page view's arm whatever the arm cookie says; two page views' tokens, two beacons", async () => {
    const { send, rows } = await tokenSetUp();
    const first = await signBeaconToken({ site, arm: 'stable', at: now - 2000 }, secret, `0${'a'.repeat(23)}`);
    expect(await send(`site_arm=canary; ${cookieOf(first)}`)).toEqual({ status: 204, text: '' });
    expect(await send(cookieOf(first))).toEqual({
      status: 403,
      text: "this page view's token was spent already: a page view counts once",
    });
    const second = await signBeaconToken({ site, arm: 'stable', at: now - 1000 }, secret, `1${'b'.repeat(23)}`);
    // The next page's answer set its token before this page left: the oldest unspent one is spent.
    expect(await send(`${cookieOf(first)}; ${cookieOf(second)}`)).toMatchObject({ status: 204 });
    expect(await send(`${cookieOf(first)}; ${cookieOf(second)}`)).toMatchObject({ status: 403 });
    expect((await rows()).map((row) => row.arm)).toEqual(['stable', 'stable']);
  });

  test('100,000 errors claimed with a valid token weigh as one page view with an error, in the row and in the minute', async () => {
    const { send, rows, counts } = await tokenSetUp();
    const token = await signBeaconToken({ site, arm: 'canary', at: now }, secret);
    expect(await send(cookieOf(token), { ...beacon, errors: 100_000 })).toMatchObject({ status: 204 });
    expect(await rows()).toEqual([expect.objectContaining({ arm: 'canary', errors: 1 })]);
    const minute = Math.floor(now / 60_000);
    const counted = (measure: string, bin = 0) => ({
      site_release: site,
      minute,
      arm: 'canary',
      measure,
      bin,
      count: 1,
    });
    expect(await counts()).toEqual([
      counted('beacons'),
      counted('cls', binOf('cls', 0.05)),
      counted('errors'),
      counted('inp', binOf('inp', 120)),
      counted('lcp', binOf('lcp', 1830)),
    ]);
    expect(await send(undefined, { ...beacon, errors: 100_000 })).toMatchObject({ status: 401 });
    expect(await counts()).toHaveLength(5);
  });
});
