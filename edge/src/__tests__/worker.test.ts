import {
  defaultPreview,
  type PreviewClaims,
  previewCookieName,
  previewTokenHeader,
  signPreviewToken,
} from '@radix/release-model';
import { pointerBoundMs, pointerFreshMs } from '../pointers';
import { BucketReads } from '../reads';
import { asBucket, contextOf, previewOrigin, putSite, siteOrigin } from './fake-bucket';
import { isolate, mainA, mainB, shellA, shellB, siteA, siteB, twoSites } from './isolate';

const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the edge worker', () => {
  test('a warm page and a warm script read nothing from the bucket, and Server-Timing says so', async () => {
    const edge = isolate(twoSites());
    const cold = await edge.ask('/aboutus');
    expect(cold.status).toBe(200);
    expect(cold.headers.get('content-encoding')).toBe('br');
    expect(cold.headers.get('server-timing')).toMatch(/^bucket;dur=[\d.]+;desc="4 reads", cache;desc="miss"$/);
    expect(edge.bucket.takeCalls().sort()).toEqual(
      [
        'get live',
        `get sites/${siteA}/site.json`,
        `get sites/${siteA}/runtime-config.json`,
        `get sites/${siteA}/pages/aboutus.html.br`,
      ].sort(),
    );
    const coldBody = await bodyOf(cold);
    await edge.settle();
    const warm = await edge.ask('/aboutus');
    expect(await bodyOf(warm)).toEqual(coldBody);
    expect(warm.headers.get('server-timing')).toBe('bucket;dur=0.0;desc="0 reads", cache;desc="memory"');

    const script = await edge.ask(`/${mainA}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    edge.bucket.takeCalls();
    await edge.settle();
    const warmScript = await edge.ask(`/${mainA}`);
    expect(warmScript.status).toBe(200);
    expect(edge.bucket.takeCalls()).toEqual([]);
    expect(warmScript.headers.get('server-timing')).toMatch(/desc="0 reads", cache;desc="memory"$/);
  });

  test('another isolate of the same data centre answers from the Cache API: only the pointer is read', async () => {
    const bucket = twoSites();
    const first = isolate(bucket);
    const cold = await bodyOf(await first.ask('/aboutus'));
    await first.settle();
    bucket.takeCalls();
    const second = isolate(bucket, first.cache);
    const answer = await second.ask('/aboutus');
    expect(await bodyOf(answer)).toEqual(cold);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('server-timing')).toMatch(/desc="1 read", cache;desc="hit"$/);
    expect(bucket.takeCalls()).toEqual(['get live']);
  });

  test('a promote reaches every request within the bound, and the pointer is read at most once a second', async () => {
    const edge = isolate(twoSites());
    const page = async () => (await edge.ask('/', { 'accept-encoding': '' })).text();
    const pointerReads = () => edge.bucket.takeCalls().filter((call) => call === 'get live').length;
    expect(await page()).toContain('first');
    await edge.settle();
    expect(pointerReads()).toBe(1);
    // 60 requests within 900 ms: the pointer is not read again.
    for (let i = 0; i < 60; i += 1) {
      edge.tick(15);
      expect(await page()).toContain('first');
    }
    await edge.settle();
    expect(pointerReads()).toBe(0);

    edge.bucket.put('live', siteB);
    // Within the bound the old site release may still answer; from the bound on, never.
    edge.tick(pointerBoundMs);
    expect(await page()).toContain('second');
    await edge.settle();
    pointerReads();
    for (let i = 0; i < 30; i += 1) {
      edge.tick(100);
      expect(await page()).toContain('second');
      await edge.settle();
    }
    // 3 s of requests every 100 ms: at most one read of the pointer a second.
    expect(pointerReads()).toBeLessThanOrEqual(3);
  });

  test('a pointer older than a second is refreshed in the background: the answer does not wait for the bucket', async () => {
    const edge = isolate(twoSites());
    await edge.ask('/', { 'accept-encoding': '' });
    await edge.settle();
    edge.bucket.put('live', siteB);
    edge.tick(1500);
    let open!: () => void;
    edge.bucket.gate = new Promise((resolve) => (open = resolve));
    const during = await edge.ask('/', { 'accept-encoding': '' });
    expect(await during.text()).toContain('first');
    open();
    edge.bucket.gate = undefined;
    await edge.settle();
    expect(await (await edge.ask('/', { 'accept-encoding': '' })).text()).toContain('second');
  });

  test('If-None-Match with the current ETag gets 304; HEAD reads no body; Vary where a copy may be chosen', async () => {
    const edge = isolate(twoSites());
    for (const path of [
      '/aboutus',
      `/${mainA}`,
      '/runtime-config.json',
      `/releases/legal/20261120T000000Z-legal/mf-manifest.json`,
    ]) {
      const full = await edge.ask(path);
      const etag = full.headers.get('etag') ?? '';
      expect(etag).toMatch(/^".+"$/);
      const again = await edge.ask(path, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await edge.ask(path, { 'if-none-match': '"other"' })).status).toBe(200);
    }
    expect((await edge.ask('/aboutus')).headers.get('vary')).toBe('Accept-Encoding');
    expect((await edge.ask(`/${mainA}`)).headers.get('vary')).toBe('Accept-Encoding');
    expect((await edge.ask('/logo.1a2b3c4d.png')).headers.get('vary')).toBeNull();

    const fresh = isolate(twoSites());
    for (const path of ['/aboutus', `/${mainA}`, '/releases/legal/20261120T000000Z-legal/mf-manifest.json']) {
      const head = await fresh.ask(path, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toMatch(/^".+"$/);
      expect(await head.text()).toBe('');
    }
    const bodies = fresh.bucket
      .takeCalls()
      .filter((call) => call.startsWith('get ') && /pages|web|mf-manifest/.test(call));
    expect(bodies).toEqual([]);
  });

  test('a bucket read that fails once is tried again; one that keeps failing answers 503 and is not remembered', async () => {
    const edge = isolate(twoSites());
    edge.bucket.failNext = 1;
    const retried = await edge.ask('/aboutus');
    expect(retried.status).toBe(200);
    expect(retried.headers.get('server-timing')).toMatch(/desc="5 reads"/);

    const other = isolate(twoSites());
    other.bucket.failAlways = true;
    const failed = await other.ask('/aboutus');
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('5');
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const page = await failed.text();
    expect(page).toContain('Radix Softech');
    expect(page).not.toMatch(/R2|internal error|\bat /);
    expect(other.logged).toEqual([
      expect.stringMatching(/^edge: GET \/aboutus answered 503: R2 get: internal error \(10001\)$/),
    ]);

    other.bucket.failAlways = false;
    const recovered = await other.ask('/aboutus');
    expect(recovered.status).toBe(200);
    expect(await bodyOf(recovered)).toEqual(await bodyOf(await edge.ask('/aboutus')));
  });

  test('a slow bucket: requests for the same cold page share its reads', async () => {
    const edge = isolate(twoSites());
    let open!: () => void;
    edge.bucket.gate = new Promise((resolve) => (open = resolve));
    const asked = Array.from({ length: 20 }, () => edge.ask('/aboutus'));
    open();
    const answers = await Promise.all(asked);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const calls = edge.bucket.takeCalls();
    expect(calls.filter((call) => call === 'get live')).toHaveLength(1);
    expect(calls.filter((call) => call.endsWith('site.json'))).toHaveLength(1);
  });

  test('EDGE_BUCKET_LATENCY_MS: every bucket call waits that long first', async () => {
    jest.useFakeTimers();
    try {
      const bucket = twoSites();
      let settled = false;
      const reads = new BucketReads(asBucket(bucket), 80, () => Date.now());
      const read = reads.get('live').then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(79);
      expect(settled).toBe(false);
      expect(bucket.calls).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await read;
      expect(bucket.calls).toEqual(['get live']);
      expect(reads.serverTiming('miss')).toBe('bucket;dur=80.0;desc="1 read", cache;desc="miss"');
    } finally {
      jest.useRealTimers();
    }
  });

  test('a junk hashed path costs one bucket read on a fresh isolate, none after, and keeps no memory', async () => {
    const beyondTheSite = (calls: string[]) => calls.filter((call) => !/^get (live|sites\/)/.test(call));
    // Site release A is live with the older shell (a rollback): the newer shell B is looked in too.
    const edge = isolate(twoSites());
    expect((await edge.ask('/main.deadbeef.js')).status).toBe(404);
    expect(beyondTheSite(edge.bucket.takeCalls())).toEqual([`list releases/shell/ after releases/shell/${shellA}`]);
    expect((await edge.ask(`/${mainB}`)).status).toBe(200);
    expect(beyondTheSite(edge.bucket.takeCalls())).toEqual([`get releases/shell/${shellB}/web/${mainB}.br`]);

    expect((await edge.ask(`/releases/shell/${shellA}/web/main.deadbeef.js`)).status).toBe(404);
    expect(edge.bucket.takeCalls()).toEqual([`list releases/shell/${shellA}/`]);
    const held = edge.edge.held();
    for (let i = 0; i < 500; i += 1) {
      const junk = `/main.${(0x10000000 + i).toString(16)}.js`;
      expect((await edge.ask(junk)).status).toBe(404);
      expect((await edge.ask(`/releases/shell/${shellA}/web/${junk}`)).status).toBe(404);
    }
    expect(edge.bucket.takeCalls()).toEqual([]);
    expect(edge.edge.held()).toEqual(held);

    // A minute on, the newer shell releases are listed again, once, for the junk that needs them.
    edge.tick(60_000);
    for (let i = 0; i < 20; i += 1)
      expect((await edge.ask(`/main.${(0x20000000 + i).toString(16)}.js`)).status).toBe(404);
    expect(beyondTheSite(edge.bucket.takeCalls())).toEqual([`list releases/shell/ after releases/shell/${shellA}`]);

    // Site release B, with the newest shell, live: one list again, its own tree only.
    const newest = twoSites();
    newest.put('live', siteB);
    const fresh = isolate(newest);
    expect((await fresh.ask('/main.deadbeef.js')).status).toBe(404);
    expect(beyondTheSite(fresh.bucket.takeCalls())).toEqual([`list releases/shell/ after releases/shell/${shellB}`]);
  });

  test('a warm file carries the headers of the site release that answers it, across a switch', async () => {
    const bucket = twoSites();
    const siteC = 'site-cccccccccccc';
    putSite(bucket, siteC, shellA, 'third');
    const config = JSON.parse(bucket.objects.get(`sites/${siteC}/runtime-config.json`)?.toString() ?? '{}');
    bucket.put(
      `sites/${siteC}/runtime-config.json`,
      JSON.stringify({ ...config, apiBaseUrl: 'https://api.example/api/' }),
    );
    const edge = isolate(bucket);
    const policyOf = async () => (await edge.ask(`/${mainA}`)).headers.get('content-security-policy') ?? '';
    expect(await policyOf()).not.toContain('https://api.example');
    await edge.settle();
    expect(await policyOf()).not.toContain('https://api.example');
    bucket.put('live', siteC);
    edge.tick(pointerBoundMs);
    expect(await policyOf()).toContain("connect-src 'self' https://api.example");
    expect(await policyOf()).toContain("connect-src 'self' https://api.example");
    bucket.put('live', siteA);
    edge.tick(pointerBoundMs);
    expect(await policyOf()).not.toContain('https://api.example');
  });

  test('after a rollback, a tab rendered with the newer shell still gets its hashed files', async () => {
    const bucket = twoSites();
    bucket.put('live', siteB);
    const edge = isolate(bucket);
    expect((await edge.ask(`/${mainB}`)).status).toBe(200);
    bucket.put('live', siteA);
    edge.tick(pointerBoundMs);
    expect(await (await edge.ask('/', { 'accept-encoding': '' })).text()).toContain('first');
    const newer = await edge.ask(`/${mainB}`, { 'accept-encoding': '' });
    expect(newer.status).toBe(200);
    expect(await newer.text()).toContain(shellB);
  });

  test("a hashed file the site release's shell lacks comes from the newest public shell release, never a candidate's", async () => {
    const bucket = twoSites();
    bucket.objects.delete(`releases/shell/${shellB}/public.json`);
    const edge = isolate(bucket);
    expect((await edge.ask(`/${mainB}`)).status).toBe(404);
    bucket.put(`releases/shell/${shellB}/public.json`, '{}');
    edge.tick(60_000);
    expect((await edge.ask(`/${mainB}`)).status).toBe(200);
  });

  test('a tree whose upload was cut short (no release.json) is not served', async () => {
    const bucket = twoSites();
    bucket.put('releases/legal/20261126T000000Z-cutcut/mf-manifest.json', '{}');
    bucket.put('releases/legal/20261126T000000Z-cutcut/public.json', '{}');
    const edge = isolate(bucket);
    expect((await edge.ask('/releases/legal/20261126T000000Z-cutcut/mf-manifest.json')).status).toBe(404);
    bucket.put('releases/legal/20261126T000000Z-cutcut/release.json', '{}');
    // An unfinished tree is listed again a second later.
    edge.tick(pointerFreshMs);
    expect((await edge.ask('/releases/legal/20261126T000000Z-cutcut/mf-manifest.json')).status).toBe(200);
  });

  test("a candidate's files: on the site's host to the deploy's check alone until a switch makes them public, on a preview host to a token, uncached; never after a refusal", async () => {
    const secret = 'a-secret-of-the-worker';
    const bucket = twoSites();
    const candidate = 'releases/legal/20261126T000000Z-cccccc';
    bucket.put(`${candidate}/release.json`, '{}');
    bucket.putCompressed(`${candidate}/mf-manifest.json`, '{"name":"legal"}');
    // The candidate's site release: B's releases with this legal one.
    const siteC = 'site-cccccccccccc';
    putSite(bucket, siteC, shellB, 'candidate');
    const ofC = JSON.parse(String(bucket.objects.get(`sites/${siteC}/site.json`))) as { releases: object };
    bucket.put(
      `sites/${siteC}/site.json`,
      JSON.stringify({ ...ofC, releases: { ...ofC.releases, legal: '20261126T000000Z-cccccc' } }),
    );
    const edge = isolate(bucket);
    edge.env.PREVIEW_SECRET = secret;
    const path = `/${candidate}/mf-manifest.json`;
    const tokenOf = (claims: Partial<PreviewClaims>) =>
      signPreviewToken(
        { preview: defaultPreview, site: siteC, check: 'check-1', exp: 2_000_000_000, ...claims },
        secret,
      );
    const asCheck = async (claims: Partial<PreviewClaims> = {}) =>
      edge.ask(path, { [previewTokenHeader]: await tokenOf(claims) });

    expect((await edge.ask(path)).status).toBe(404);
    const checked = await asCheck();
    expect(checked.status).toBe(200);
    expect(checked.headers.get('cache-control')).toBe('private, no-store');
    expect((await asCheck({ check: undefined })).status).toBe(404);
    expect((await asCheck({ exp: 1 })).status).toBe(404);
    // A check token opens its own site release's files only: B's check does not open C's candidate.
    expect((await asCheck({ site: siteB })).status).toBe(404);
    const forged = await signPreviewToken(
      { preview: defaultPreview, site: siteC, check: 'check-1', exp: 2_000_000_000 },
      'another',
    );
    expect((await edge.ask(path, { [previewTokenHeader]: forged })).status).toBe(404);
    expect((await edge.ask(path, { cookie: `${previewCookieName}=${await tokenOf({})}` })).status).toBe(404);
    const reviewer = `${previewCookieName}=${await signPreviewToken({ preview: 'preview', exp: 2_000_000_000 }, secret)}`;
    const onPreview = await edge.ask(path, { host: 'preview.localhost:8080', cookie: reviewer });
    expect(onPreview.status).toBe(200);
    expect(onPreview.headers.get('cache-control')).toBe('private, no-store');
    expect((await edge.ask(path, { host: 'preview.localhost:8080' })).status).toBe(401);
    // The gate's verdict alone does not make them public: a candidate may never go live.
    bucket.put(`${candidate}/cleared.json`, '{}');
    edge.tick(pointerFreshMs);
    expect((await edge.ask(path)).status).toBe(404);

    bucket.put(`${candidate}/refused.json`, '{}');
    edge.tick(pointerFreshMs);
    expect((await asCheck()).status).toBe(404);
    bucket.objects.delete(`${candidate}/refused.json`);
    edge.tick(pointerFreshMs);
    bucket.put(`sites/${siteC}/refused-checks/check-1.json`, '{}');
    expect((await asCheck()).status).toBe(404);

    bucket.put(`${candidate}/public.json`, '{}');
    edge.tick(pointerFreshMs);
    const cleared = await edge.ask(path);
    expect(cleared.status).toBe(200);
    expect(cleared.headers.get('cache-control')).toContain('immutable');
    edge.bucket.takeCalls();
    expect((await edge.ask(path)).status).toBe(200);
    expect(edge.bucket.takeCalls()).toEqual([]);
  });

  test("a preview host names its candidate's release files on its own origin, in the configuration and the pages", async () => {
    const secret = 'a-secret-of-the-worker';
    const bucket = twoSites();
    bucket.put('preview', siteB);
    bucket.put(`sites/${siteB}/gate.json`, '{}');
    const remote = `${siteOrigin}/releases/legal/20261120T000000Z-legal/mf-manifest.json`;
    bucket.putCompressed(`sites/${siteB}/pages/aboutus.html`, `<!doctype html><script src="${remote}"></script>`);
    const edge = isolate(bucket);
    edge.env.PREVIEW_SECRET = secret;
    const reviewer = {
      host: 'preview.localhost:8080',
      cookie: `${previewCookieName}=${await signPreviewToken({ preview: 'preview', exp: 2_000_000_000 }, secret)}`,
    };
    const moved = remote.replace(siteOrigin, previewOrigin);
    const config = await edge.ask('/runtime-config.json', reviewer);
    expect(JSON.parse(await config.text()).remotes.legal).toBe(moved);
    const page = await edge.ask('/aboutus', reviewer);
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(await page.text()).toContain(`<script src="${moved}">`);
    const onSite = await edge.ask('/runtime-config.json');
    expect(JSON.parse(await onSite.text()).remotes.legal).toBe(remote);
  });

  test('the loopback address is sent to the site; a foreign host is refused', async () => {
    const edge = isolate(twoSites());
    const loopback = await edge.edge.fetch(
      new Request('http://127.0.0.1:8080/aboutus?x=1', { headers: { host: '127.0.0.1:8080' } }),
      edge.env,
      contextOf(),
    );
    expect(loopback.status).toBe(308);
    expect(loopback.headers.get('location')).toBe(`${siteOrigin}/aboutus?x=1`);
    expect((await edge.ask('/', { host: 'evil.example:8080' })).status).toBe(400);
    expect((await edge.ask('/', { host: '127.0.0.1.evil.example' })).status).toBe(400);
  });

  test('every answer names its bucket reads in Server-Timing', async () => {
    const edge = isolate(twoSites());
    for (const [path, status] of [
      ['/aboutus', 200],
      ['/no-such-page', 404],
      ['/no-such-file.css', 404],
      ['/runtime-config.json', 200],
      ['/releases/nothing/1/a.js', 404],
    ] as const) {
      const answer = await edge.ask(path);
      expect(answer.status).toBe(status);
      expect(answer.headers.get('server-timing')).toMatch(/^bucket;dur=[\d.]+;desc="\d+ reads?"/);
    }
  });
});
