import {
  defaultPreview,
  type PreviewClaims,
  previewCookieName,
  previewRecordKey,
  previewReviewKey,
  previewTokenHeader,
  type PreviewRecord,
  signPreviewToken,
} from '@radix/release-model';
import { noPreviewApi } from '../handlers/preview-origin';
import { namedPreviewRoute } from '../named-previews';
import { pointerFreshMs } from '../pointers';
import { BucketReads } from '../reads';
import { asBucket, FakeBucket, putSite } from './fake-bucket';
import { isolate, mainA, shellA, siteA, siteB, twoSites } from './isolate';

const productionSecret = 'the production preview secret';
const namedSecret = 'the named previews secret';
const exp = 2_000_000_000;
const candidate = 'site-pppppppppppp';
const newLegal = '20261126T000000Z-pppppp';
const liveServices = '20261120T000000Z-services';
const namedHost = 'pr-7.preview.localhost:8080';

const token = (claims: Partial<PreviewClaims>, secret: string) =>
  signPreviewToken({ preview: 'pr-7', exp, ...claims }, secret);
const cookieOf = async (claims: Partial<PreviewClaims>, secret: string) =>
  `${previewCookieName}=${await token(claims, secret)}`;

/**
 * A worker whose production bucket holds site release A live (`twoSites`) and whose named previews'
 * bucket holds pr-7 alone: its record, its candidate site release (A's releases but a new legal
 * one) with its gate's mark and review, and that new legal release. Its live releases are in SITE
 * only, as a named preview's deploy leaves them.
 */
function withNamedPreview() {
  const edge = isolate(twoSites());
  edge.env.PREVIEW_SECRET = productionSecret;
  edge.env.NAMED_PREVIEW_SECRET = namedSecret;
  const made = new FakeBucket();
  putSite(made, candidate, shellA, 'the pull request');
  for (const [key, content] of made.objects) if (key.startsWith(`sites/${candidate}/`)) edge.previews.put(key, content);
  const site = JSON.parse(String(made.objects.get(`sites/${candidate}/site.json`))) as { releases: object };
  edge.previews.put(
    `sites/${candidate}/site.json`,
    JSON.stringify({ ...site, releases: { ...site.releases, legal: newLegal } }),
  );
  edge.previews.put(`sites/${candidate}/gate.json`, '{}');
  edge.previews.put(`releases/legal/${newLegal}/release.json`, '{}');
  edge.previews.put(`releases/legal/${newLegal}/cleared.json`, '{}');
  edge.previews.putCompressed(`releases/legal/${newLegal}/mf-manifest.json`, '{"name":"legal","of":"pr-7"}');
  const record: PreviewRecord = {
    name: 'pr-7',
    parts: [{ part: 'legal', release: newLegal }],
    site: candidate,
    basedOn: siteA,
    createdAt: '2026-11-26T10:00:00.000Z',
    verdict: 'passed',
  };
  edge.previews.put(previewRecordKey('pr-7'), JSON.stringify(record));
  edge.previews.put(`${previewReviewKey('pr-7', candidate)}/index.html`, '<!doctype html><title>review</title>');
  return edge;
}

type Edge = ReturnType<typeof withNamedPreview>;

const onNamedHost = (edge: Edge, path: string, cookie: string) =>
  edge.ask(path, { host: namedHost, cookie, 'accept-encoding': '' });

/** Whether every call of a bucket was for a release's files: what a named preview may read of SITE. */
const releasesOnly = (calls: string[]) => calls.filter((call) => !/^(get|head|list) releases\//.test(call));

describe('a named preview', () => {
  test('is served on its host to a NAMED_PREVIEW_SECRET token from PREVIEWS, its live releases from SITE', async () => {
    const edge = withNamedPreview();
    const reviewer = await cookieOf({}, namedSecret);
    edge.bucket.takeCalls();
    const page = await onNamedHost(edge, '/aboutus', reviewer);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('the pull request');
    const config = JSON.parse(await (await onNamedHost(edge, '/runtime-config.json', reviewer)).text());
    expect(config.remotes.services).toBe(
      `http://pr-7.preview.localhost:8080/releases/services/${liveServices}/mf-manifest.json`,
    );
    const own = await onNamedHost(edge, `/releases/legal/${newLegal}/mf-manifest.json`, reviewer);
    expect([own.status, own.headers.get('cache-control'), await own.text()]).toEqual([
      200,
      'private, no-store',
      '{"name":"legal","of":"pr-7"}',
    ]);
    const live = await onNamedHost(edge, `/releases/services/${liveServices}/mf-manifest.json`, reviewer);
    expect([live.status, live.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    expect((await onNamedHost(edge, `/${mainA}`, reviewer)).status).toBe(200);
    const review = await onNamedHost(edge, '/_review/', reviewer);
    expect([review.status, await review.text()]).toEqual([200, '<!doctype html><title>review</title>']);
    // Of SITE, only the releases PREVIEWS lacks were read: no pointer, no site release, no record.
    expect(releasesOnly(edge.bucket.takeCalls())).toEqual([]);
    expect(edge.previews.takeCalls()).toContain(`get ${previewRecordKey('pr-7')}`);
  });

  test("refuses the same token signed with PREVIEW_SECRET, on its host, its review and the site's host", async () => {
    const edge = withNamedPreview();
    const production = await cookieOf({}, productionSecret);
    const page = await onNamedHost(edge, '/', production);
    expect([page.status, (await page.text()).trim()]).toEqual([
      401,
      'This preview link is not valid: open the link the deploy printed.',
    ]);
    expect((await onNamedHost(edge, '/_review/', production)).status).toBe(401);
    const linked = await edge.ask(`/?preview-token=${await token({}, productionSecret)}`, { host: namedHost });
    expect([linked.status, linked.headers.get('set-cookie')]).toEqual([401, null]);
    const path = `/releases/legal/${newLegal}/mf-manifest.json`;
    const check = { site: candidate, check: 'check-1' };
    expect((await edge.ask(path, { [previewTokenHeader]: await token(check, productionSecret) })).status).toBe(404);
    expect((await edge.ask(path, { [previewTokenHeader]: await token(check, namedSecret) })).status).toBe(200);
  });

  test("gives its deploy's checks on the site's host its candidate's release files from PREVIEWS and the live ones from SITE, privately, until the check is refused in PREVIEWS", async () => {
    const edge = withNamedPreview();
    const asCheck = async (path: string) =>
      edge.ask(path, { [previewTokenHeader]: await token({ site: candidate, check: 'check-1' }, namedSecret) });
    const own = `/releases/legal/${newLegal}/mf-manifest.json`;
    const live = `/releases/services/${liveServices}/mf-manifest.json`;
    expect((await edge.ask(own)).status).toBe(404);
    const checked = await asCheck(own);
    expect([checked.status, checked.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    const fromSite = await asCheck(live);
    expect([fromSite.status, fromSite.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    expect((await edge.ask(live)).headers.get('cache-control')).toContain('immutable');
    // The site's pages are answered as a visitor's: the token opens release files alone.
    const page = await edge.ask('/aboutus', {
      'accept-encoding': '',
      [previewTokenHeader]: await token({ site: candidate, check: 'check-1' }, namedSecret),
    });
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('first')]);
    // A release of another site release than the token's: B's shell is not the candidate's.
    expect((await asCheck(`/releases/shell/20261125T000000Z-bbbbbb/web/main.bbbbbbbb.js`)).status).toBe(404);
    // The candidate's marks are PREVIEWS's: one in SITE is not read.
    edge.bucket.put(`sites/${candidate}/refused-checks/check-1.json`, '{}');
    edge.tick(pointerFreshMs);
    expect((await asCheck(own)).status).toBe(200);
    edge.previews.put(`sites/${candidate}/refused-checks/check-1.json`, '{}');
    edge.tick(pointerFreshMs);
    expect((await asCheck(own)).status).toBe(404);
  });

  test('answers 503 on its host without NAMED_PREVIEW_SECRET, saying so, while the unnamed preview still answers', async () => {
    const edge = withNamedPreview();
    edge.env.NAMED_PREVIEW_SECRET = undefined;
    edge.bucket.put('preview', siteB);
    edge.bucket.put(`sites/${siteB}/gate.json`, '{}');
    for (const path of ['/', '/_review/']) {
      const answer = await onNamedHost(edge, path, await cookieOf({}, namedSecret));
      expect([answer.status, (await answer.text()).trim()]).toEqual([
        503,
        'The preview is not set up: the worker has no NAMED_PREVIEW_SECRET.',
      ]);
    }
    const unnamed = await edge.ask('/', {
      host: 'preview.localhost:8080',
      cookie: await cookieOf({ preview: defaultPreview }, productionSecret),
    });
    expect(unnamed.status).toBe(200);
  });

  test('answers 503 on its host without the PREVIEWS bucket, never reading SITE for it', async () => {
    const edge = withNamedPreview();
    delete (edge.env as { PREVIEWS?: unknown }).PREVIEWS;
    edge.bucket.takeCalls();
    const answer = await onNamedHost(edge, '/', await cookieOf({}, namedSecret));
    expect([answer.status, (await answer.text()).trim()]).toEqual([
      503,
      'The preview is not set up: the worker has no PREVIEWS bucket.',
    ]);
    expect(edge.bucket.takeCalls()).toEqual([]);
  });
});

describe("production's reads", () => {
  /** A production candidate in SITE: B's releases with a legal release the gate has not cleared. */
  function withCandidate() {
    const edge = withNamedPreview();
    const siteC = 'site-cccccccccccc';
    const release = 'releases/legal/20261126T000000Z-cccccc';
    edge.bucket.put(`${release}/release.json`, '{}');
    edge.bucket.putCompressed(`${release}/mf-manifest.json`, '{"name":"legal"}');
    putSite(edge.bucket, siteC, shellA, 'candidate');
    const ofC = JSON.parse(String(edge.bucket.objects.get(`sites/${siteC}/site.json`))) as { releases: object };
    edge.bucket.put(
      `sites/${siteC}/site.json`,
      JSON.stringify({ ...ofC, releases: { ...ofC.releases, legal: '20261126T000000Z-cccccc' } }),
    );
    edge.bucket.put('preview', siteC);
    edge.bucket.put(`sites/${siteC}/gate.json`, '{}');
    return { edge, siteC, path: `/${release}/mf-manifest.json` };
  }

  test("refuse a production candidate's token signed with NAMED_PREVIEW_SECRET, and never read PREVIEWS for one", async () => {
    const { edge, siteC, path } = withCandidate();
    const check = { preview: defaultPreview, site: siteC, check: 'check-1' };
    edge.previews.takeCalls();
    expect((await edge.ask(path, { [previewTokenHeader]: await token(check, namedSecret) })).status).toBe(404);
    expect((await edge.ask(path, { [previewTokenHeader]: await token(check, productionSecret) })).status).toBe(200);
    const onPreview = (cookie: string) => edge.ask('/', { host: 'preview.localhost:8080', cookie });
    expect((await onPreview(await cookieOf({ preview: defaultPreview }, namedSecret))).status).toBe(401);
    expect((await onPreview(await cookieOf({ preview: defaultPreview }, productionSecret))).status).toBe(200);
    expect(edge.previews.takeCalls()).toEqual([]);
  });

  test("a visitor's requests on the site's host never call PREVIEWS, whatever they carry but a check's token", async () => {
    const { edge } = withCandidate();
    const named = await cookieOf({}, namedSecret);
    edge.previews.takeCalls();
    for (const [path, headers] of [
      ['/', {}],
      ['/aboutus', { cookie: named }],
      [`/${mainA}`, {}],
      ['/runtime-config.json', {}],
      ['/sitemap.xml', {}],
      [`/releases/legal/${newLegal}/mf-manifest.json`, {}],
      [`/releases/legal/${newLegal}/mf-manifest.json`, { cookie: named }],
      [`/releases/services/${liveServices}/mf-manifest.json`, {}],
      [`/?dpl=${candidate}`, {}],
      ['/no-such-page', {}],
    ] as const) {
      await edge.ask(path, headers);
    }
    expect((await edge.ask(`/releases/legal/${newLegal}/mf-manifest.json`)).status).toBe(404);
    expect(edge.previews.calls).toEqual([]);
  });

  test('are never answered with what PREVIEWS holds under the same keys, nor is a named preview check', async () => {
    const edge = withNamedPreview();
    const file = `releases/shell/${shellA}/web/${mainA}`;
    edge.previews.put(`releases/shell/${shellA}/release.json`, '{}');
    edge.previews.put(file, 'the preview job wrote this');
    const byCheck = await edge.ask(`/${file}`, {
      'accept-encoding': '',
      [previewTokenHeader]: await token({ site: candidate, check: 'check-1' }, namedSecret),
    });
    expect(await byCheck.text()).toBe(`console.log(${JSON.stringify(shellA)});`);
    await edge.settle();
    for (const path of [`/${file}`, `/${mainA}`]) {
      const visitor = await edge.ask(path, { 'accept-encoding': '' });
      expect([visitor.status, await visitor.text()]).toEqual([200, `console.log(${JSON.stringify(shellA)});`]);
    }
  });
});

describe("a named preview's reads of the buckets", () => {
  test('read a release from SITE, and from PREVIEWS only one of its own SITE lacks; a listing keeps what each key is read from; anything else from PREVIEWS alone', async () => {
    const site = new FakeBucket();
    const previews = new FakeBucket();
    const own = 'releases/shell/20261126T000000Z-pppppp';
    const others = 'releases/shell/20261127T000000Z-oooooo';
    site.put(`releases/shell/${shellA}/release.json`, '{"of":"production"}');
    previews.put(`releases/shell/${shellA}/release.json`, '{"of":"another preview"}');
    previews.put(`${own}/release.json`, '{}');
    previews.put(`${others}/release.json`, '{}');
    previews.put(`sites/${candidate}/site.json`, '{}');
    site.put(`sites/${siteA}/site.json`, '{}');
    const reads = new BucketReads(
      namedPreviewRoute(asBucket(previews), asBucket(site), () => new Set([own])),
      0,
      () => 0,
    );
    const keysUnder = async (prefix: string) => {
      const keys: string[][] = [];
      let cursor: string | undefined;
      do {
        const page = await reads.list({ prefix, cursor });
        keys.push(page.objects.map((object) => object.key));
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return keys;
    };
    expect(await keysUnder('releases/shell/')).toEqual([
      [`${own}/release.json`],
      [`releases/shell/${shellA}/release.json`],
    ]);
    expect(await keysUnder(`${others}/`)).toEqual([[]]);
    expect(await keysUnder('sites/')).toEqual([[`sites/${candidate}/site.json`]]);
    expect(await reads.get(`sites/${siteA}/site.json`)).toBeNull();
    expect(await (await reads.get(`releases/shell/${shellA}/release.json`))?.text()).toBe('{"of":"production"}');
    expect(await reads.head(`${own}/release.json`)).not.toBeNull();
    expect(await reads.head(`${others}/release.json`)).toBeNull();
  });
});

describe('one pull request against the others', () => {
  const liveShell = `releases/shell/${shellA}`;
  const poisoned = 'alert("pull request A")';
  /** pr-7 as `withNamedPreview` makes it, and pr-8, whose objects were written into PREVIEWS behind the apply's back: its own legal release, and A's copy of the live shell release, its record claiming both. */
  function withPoisonedPreviews() {
    const edge = withNamedPreview();
    const ofA = '20261126T000000Z-aaaaaa';
    edge.previews.put(`${liveShell}/release.json`, '{}');
    edge.previews.putCompressed(`${liveShell}/web/${mainA}`, poisoned);
    edge.previews.put(`releases/legal/${ofA}/release.json`, '{}');
    edge.previews.putCompressed(`releases/legal/${ofA}/mf-manifest.json`, '{"name":"legal","of":"pr-8"}');
    const record: PreviewRecord = {
      name: 'pr-8',
      parts: [
        { part: 'shell', release: shellA },
        { part: 'legal', release: ofA },
      ],
      site: candidate,
      basedOn: siteA,
      createdAt: '2026-11-26T10:00:00.000Z',
      verdict: 'passed',
    };
    edge.previews.put(previewRecordKey('pr-8'), JSON.stringify(record));
    return { edge, ofA };
  }

  test("B's preview serves production's shell when A wrote a live release's id into PREVIEWS, and none of A's own releases", async () => {
    const { edge, ofA } = withPoisonedPreviews();
    const reviewer = await cookieOf({}, namedSecret);
    const production = `console.log(${JSON.stringify(shellA)});`;
    for (const path of [`/${mainA}`, `/${liveShell}/web/${mainA}`]) {
      const answer = await onNamedHost(edge, path, reviewer);
      expect([path, answer.status, await answer.text()]).toEqual([path, 200, production]);
    }
    expect((await onNamedHost(edge, `/releases/legal/${ofA}/mf-manifest.json`, reviewer)).status).toBe(404);
    const own = await onNamedHost(edge, `/releases/legal/${newLegal}/mf-manifest.json`, reviewer);
    expect([own.status, await own.text()]).toEqual([200, '{"name":"legal","of":"pr-7"}']);
    // A's own host, whose record claims the live shell, gets production's too: SITE answers a release it holds.
    const onA = await edge.ask(`/${liveShell}/web/${mainA}`, {
      host: 'pr-8.preview.localhost:8080',
      cookie: await cookieOf({ preview: 'pr-8' }, namedSecret),
      'accept-encoding': '',
    });
    expect([onA.status, await onA.text()]).toEqual([200, production]);
  });
});

describe("a named preview's /api/", () => {
  const inquiry = '/api/Home/AddInquiryForRadixWebsite';
  const asked: Request[] = [];
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    asked.length = 0;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new Request(input, init));
      return new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const post = async (edge: Edge) =>
    edge.ask(
      inquiry,
      {
        host: namedHost,
        cookie: `${await cookieOf({}, namedSecret)}; XSRF-TOKEN=abc`,
        'content-type': 'application/json',
      },
      'POST',
    );

  test("is refused as the inquiry API refuses (403, a JSON error the form shows and does not send again) without a previews' API, never reaching production's", async () => {
    const edge = withNamedPreview();
    edge.env.API_ORIGIN = 'https://api.production.example';
    const answer = await post(edge);
    expect([answer.status, answer.headers.get('content-type')]).toEqual([403, 'application/json']);
    expect(await answer.json()).toEqual({ error: noPreviewApi });
    expect(asked).toEqual([]);
    // The site's host still passes its /api/ on to production's.
    await edge.ask(inquiry, {}, 'POST');
    expect(asked.map((request) => new URL(request.url).origin)).toEqual(['https://api.production.example']);
  });

  test("goes to the previews' API PREVIEW_API_ORIGIN names, without the preview's cookie", async () => {
    const edge = withNamedPreview();
    edge.env.API_ORIGIN = 'https://api.production.example';
    edge.env.PREVIEW_API_ORIGIN = 'https://api.previews.example';
    const answer = await post(edge);
    expect(answer.status).toBe(200);
    expect(asked.map((request) => [request.method, request.url, request.headers.get('cookie')])).toEqual([
      ['POST', `https://api.previews.example${inquiry}`, 'XSRF-TOKEN=abc'],
    ]);
  });
});
