import {
  gateFile,
  keys,
  type PreviewClaims,
  previewCookieName,
  previewHeaders,
  type PreviewRecord,
  refusedChecksDir,
  signPreviewToken,
  siteFile,
  wentLiveFile,
} from '@radix/release-model';
import { admit, namedSiteToServe, sealPreview, siteToServe, type Admission } from '../access';
import type { BucketReader } from '../reads';
import { asBucket } from './fake-bucket';
import { marksOf } from '../marks';

const secret = 'the worker secret';
const now = new Date('2026-11-26T12:00:00Z');
const exp = Math.floor(now.getTime() / 1000) + 3600;
const live = 'site-00000000000a';
const earlier = 'site-00000000000b';
const candidate = 'site-00000000000c';
const refused = 'site-00000000000d';
const pruned = 'site-00000000000e';

/** A bucket holding the site releases of a store some deploys went through. */
function bucketOf(objects: Record<string, string>): BucketReader & { reads: string[] } {
  const reads: string[] = [];
  return Object.assign(
    asBucket({
      get: async (key: string) => {
        reads.push(key);
        const text = objects[key];
        if (text === undefined) return null;
        const bytes = new TextEncoder().encode(text);
        return {
          key,
          size: bytes.byteLength,
          body: new Blob([bytes]).stream(),
          httpEtag: '"e"',
          text: async () => text,
          arrayBuffer: async () => bytes.buffer,
        };
      },
      head: async (key: string) => {
        reads.push(key);
        const text = objects[key];
        return text === undefined ? null : { key, size: text.length, httpEtag: '"e"' };
      },
      list: async () => ({ objects: [], delimitedPrefixes: [], truncated: false }),
    }),
    { reads },
  );
}

const at = (id: string, file: string) => `${keys.site(id)}/${file}`;
const store = () =>
  bucketOf({
    [at(live, siteFile)]: '{}',
    [at(live, gateFile)]: '{}',
    [at(live, wentLiveFile)]: '{}',
    [at(earlier, siteFile)]: '{}',
    [at(earlier, gateFile)]: '{}',
    [at(earlier, wentLiveFile)]: '{}',
    [at(candidate, siteFile)]: '{}',
    [at(candidate, gateFile)]: '{}',
    [at(refused, siteFile)]: '{}',
    [at(refused, `${refusedChecksDir}/check-1.json`)]: '{}',
    [at(pruned, wentLiveFile)]: '{}',
  });

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://preview.example.com${path}`, { headers });
/** Whether the bucket holds a site release (`exists`). */
const siteReleaseIn = (bucket: BucketReader) => async (id: string) => (await bucket.get(at(id, siteFile))) !== null;
/** On the site's host, the site releases released now (`pinnable.ts`): here the live one and the one before. */
const releasedNow = async (id: string) => [live, earlier, pruned].includes(id);
const serve = (bucket: BucketReader, admission: Admission, path: string, pointed: string, headers = {}) =>
  siteToServe(
    request(path, headers),
    marksOf(bucket),
    admission,
    async () => pointed,
    siteReleaseIn(bucket),
    releasedNow,
  );
const visitor: Admission = { pointer: 'live' };
const reviewer = (claims: Partial<PreviewClaims> = {}): Admission => ({
  pointer: 'preview',
  claims: { preview: 'preview', exp, ...claims },
});
const token = (claims: Partial<PreviewClaims> = {}) => signPreviewToken({ preview: 'preview', exp, ...claims }, secret);

describe('a pin on the site host', () => {
  it('is followed to a site release released now, still kept', async () => {
    expect(await serve(store(), visitor, `/?dpl=${earlier}`, live)).toBe(earlier);
    expect(await serve(store(), visitor, '/', live, { 'X-Site-Release': earlier })).toBe(earlier);
  });

  it('names the live site release for one not released now (a candidate, one the gate refused), one pruned, or an unknown id', async () => {
    for (const id of [candidate, refused, pruned, 'site-ffffffffffff', 'not-an-id']) {
      expect(await serve(store(), visitor, `/?dpl=${id}`, live)).toBe(live);
    }
  });

  it('reads nothing of a pinned site release not released now', async () => {
    const bucket = store();
    await serve(bucket, visitor, `/?dpl=${candidate}`, live);
    expect(bucket.reads).toEqual([]);
  });
});

describe('the preview host', () => {
  const body = async (answer: Admission | Response) => (answer instanceof Response ? answer.text() : answer);

  it('answers 401 with one line, noindex and private, no-store, without a token or with a bad one', async () => {
    const expired = await signPreviewToken({ preview: 'preview', exp: exp - 7200 }, secret);
    const tampered = (await token()).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const foreign = await signPreviewToken({ preview: 'preview', exp }, 'another secret');
    for (const [cookie, line] of [
      ['', 'This preview is private: open the link the deploy printed.'],
      [`${previewCookieName}=${tampered}`, 'This preview link is not valid: open the link the deploy printed.'],
      [`${previewCookieName}=${foreign}`, 'This preview link is not valid: open the link the deploy printed.'],
      [`${previewCookieName}=${expired}`, 'This preview link has expired: ask for a new one.'],
      [`${previewCookieName}=${await token({ preview: 'pr-7' })}`, 'This preview link is for another preview.'],
    ] as const) {
      const answer = await admit(request('/about', { cookie }), secret, 'preview', now);
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect([response.status, await body(response)]).toEqual([401, `${line}\n`]);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('refuses every token when the worker has no secret', async () => {
    const answer = (await admit(
      request('/', { cookie: `${previewCookieName}=${await token()}` }),
      undefined,
      'preview',
      now,
    )) as Response;
    expect(answer.status).toBe(503);
  });

  it("admits the link's token, setting it as a cookie and sending the visitor to the page without it", async () => {
    const signed = await token();
    const answer = (await admit(request(`/about?x=1&preview-token=${signed}`), secret, 'preview', now)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/about?x=1');
    expect(answer.headers.get('set-cookie')).toBe(
      `__Host-radix-preview=${signed}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    const plain = (await admit(
      new Request(`http://preview.localhost:8080/?preview-token=${signed}`),
      secret,
      'preview',
      now,
    )) as Response;
    // `__Host-` takes only a Secure cookie: browsers take one over plain http on localhost hosts.
    expect(plain.headers.get('set-cookie')).toMatch(/^__Host-radix-preview=[^;]+; Path=\/; [^]*; Secure$/);
    expect(plain.headers.get('set-cookie')).not.toMatch(/Domain=/i);
    const bad = (await admit(request(`/?preview-token=${signed}x`), secret, 'preview', now)) as Response;
    expect([bad.status, bad.headers.get('set-cookie')]).toEqual([401, null]);
  });

  it("admits the cookie's token", async () => {
    const cookie = `xsrf=1; ${previewCookieName}=${await token({ site: candidate })}`;
    expect(await admit(request('/', { cookie }), secret, 'preview', now)).toEqual(reviewer({ site: candidate }));
    expect(await admit(request('/'), secret, 'live', now)).toEqual(visitor);
  });

  it('shows a candidate that passed its checks, or the one a check signed its token for, and nothing else', async () => {
    expect(await serve(store(), reviewer(), '/', candidate)).toBe(candidate);
    expect(await serve(store(), reviewer({ site: refused }), '/', refused)).toBe(refused);
    const notPassed = (await serve(store(), reviewer(), '/', refused)) as Response;
    expect([notPassed.status, await notPassed.text()]).toEqual([
      403,
      'The candidate in preview has not passed its checks.\n',
    ]);
    const moved = (await serve(store(), reviewer({ site: refused }), '/', candidate)) as Response;
    expect(moved.status).toBe(401);
  });

  it('shows nothing to the token of a check that failed, while a new check of the same candidate sees it', async () => {
    const failed = (await serve(store(), reviewer({ site: refused, check: 'check-1' }), '/', refused)) as Response;
    expect([failed.status, await failed.text()]).toEqual([403, 'The candidate in preview failed its checks.\n']);
    expect(await serve(store(), reviewer({ site: refused, check: 'check-2' }), '/', refused)).toBe(refused);
  });

  it('follows a pin to a site release that passed its checks or went live, within what the token grants', async () => {
    expect(await serve(store(), reviewer(), `/?dpl=${earlier}`, candidate)).toBe(earlier);
    expect(await serve(store(), reviewer(), `/?dpl=${refused}`, candidate)).toBe(candidate);
    expect(await serve(store(), reviewer({ site: candidate }), `/?dpl=${earlier}`, candidate)).toBe(candidate);
  });

  it('marks every answer noindex and private, no-store, even one whose headers cannot change', async () => {
    const own = sealPreview(new Response('page', { headers: { 'Cache-Control': 'no-cache' } }));
    const passedOn = sealPreview(Response.redirect('https://example.com/', 302));
    for (const answer of [own, passedOn]) {
      expect(Object.fromEntries(Object.keys(previewHeaders).map((name) => [name, answer.headers.get(name)]))).toEqual(
        previewHeaders,
      );
    }
  });
});

describe("a named preview's host", () => {
  const record = (fields: Partial<PreviewRecord> = {}): PreviewRecord => ({
    name: 'pr-7',
    parts: [{ part: 'services', release: 'r2' }],
    site: candidate,
    basedOn: live,
    createdAt: now.toISOString(),
    verdict: 'passed',
    ...fields,
  });
  const named = (claims: Partial<PreviewClaims> = {}) => ({ preview: 'pr-7', exp, ...claims });
  const answerOf = async (answer: string | Response) => {
    if (typeof answer === 'string') return answer;
    return `${answer.status} ${(await answer.text()).trim()}`;
  };

  it("admits only a token for its own name: the unnamed preview's and another name's are refused", async () => {
    const own = await signPreviewToken(named(), secret);
    const cookie = (value: string) => ({ cookie: `${previewCookieName}=${value}` });
    expect(await admit(request('/', cookie(own)), secret, 'preview', now, 'pr-7')).toEqual({
      pointer: 'preview',
      claims: named(),
      named: 'pr-7',
    });
    for (const other of [await token(), await signPreviewToken(named({ preview: 'pr-8' }), secret)]) {
      const answer = (await admit(request('/', cookie(other)), secret, 'preview', now, 'pr-7')) as Response;
      expect(answer.status).toBe(401);
    }
  });

  it('shows the candidate its record names once the gate passed it, and says in one line why not otherwise', async () => {
    const bucket = store();
    expect(await answerOf(await namedSiteToServe(marksOf(bucket), named(), record(), siteReleaseIn(bucket)))).toBe(
      candidate,
    );
    expect(await answerOf(await namedSiteToServe(marksOf(bucket), named(), undefined, siteReleaseIn(bucket)))).toBe(
      '404 There is no such preview: it was closed, or never deployed.',
    );
    expect(
      await answerOf(
        await namedSiteToServe(
          marksOf(bucket),
          named(),
          record({ site: undefined, verdict: 'refused at contract' }),
          siteReleaseIn(bucket),
        ),
      ),
    ).toBe('403 The last deploy of this preview was refused at contract.');
    expect(
      await answerOf(
        await namedSiteToServe(marksOf(bucket), named(), record({ site: refused }), siteReleaseIn(bucket)),
      ),
    ).toBe('403 The candidate in preview has not passed its checks.');
  });

  it("shows a check's token the candidate it was signed for, until that check failed", async () => {
    const bucket = store();
    const checking = named({ site: refused, check: 'check-2' });
    expect(await answerOf(await namedSiteToServe(marksOf(bucket), checking, record(), siteReleaseIn(bucket)))).toBe(
      refused,
    );
    const failed = named({ site: refused, check: 'check-1' });
    expect(await answerOf(await namedSiteToServe(marksOf(bucket), failed, record(), siteReleaseIn(bucket)))).toBe(
      '403 The candidate in preview failed its checks.',
    );
  });
});
