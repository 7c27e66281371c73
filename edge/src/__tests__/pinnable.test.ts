import {
  formatLiveTarget,
  type HistoryEntry,
  historyKey,
  type RolledBack,
  rolledBackFile,
  previewCookieName,
  signPreviewToken,
} from '@radix/release-model';
import { signedDraw } from '../canary/arm';
import { previousLiveMs } from '../pinnable';
import { putShell, putSite } from './fake-bucket';
import { isolate, mainA, mainB, shellA, shellB, siteA, siteB, twoSites } from './isolate';

const siteOld = 'site-000000000000';
const siteCanary = 'site-cccccccccccc';
const minute = 60_000;

/** The text of the page a request for the home page gets: the site release it was served from. */
const textOf = async (response: Response) => /<p>([^<]*)<\/p>/.exec(await response.text())?.[1];

/**
 * A store where `old` went live, then A, then B 30 minutes ago (the clock's 1,000,000 ms is 1970's);
 * then a canary of C on B, which the judge rolled back.
 */
function history() {
  const bucket = twoSites();
  putSite(bucket, siteOld, shellA, 'old');
  putSite(bucket, siteCanary, shellB, 'canary');
  const now = 1_000_000 + 5 * 60 * minute;
  const entries: [number, HistoryEntry['action'], string, string?][] = [
    [now - 5 * 60 * minute, 'deploy', siteOld],
    [now - 3 * 60 * minute, 'deploy', siteA],
    [now - 30 * minute, 'deploy', siteB],
    [now - 20 * minute, 'canary start', siteB, siteCanary],
  ];
  for (const [at, action, site, canary] of entries)
    bucket.put(
      historyKey(new Date(at), `${at}`),
      JSON.stringify({ at: new Date(at).toISOString(), site, action, ...(canary ? { canary } : {}) }),
    );
  const canary = {
    site: siteCanary,
    id: siteCanary,
    name: 'services' as const,
    release: '20261126T095000Z-cccccc',
    weight: 5,
    stage: 0,
    stageStartedAt: new Date(now - 20 * minute).toISOString(),
  };
  bucket.put('live', formatLiveTarget({ stable: siteB, canary }));
  const edge = isolate(bucket);
  edge.tick(5 * 60 * minute);
  const rollBack = () => {
    const at = now - 10 * minute;
    bucket.put(
      historyKey(new Date(at), `${at}`),
      JSON.stringify({ at: new Date(at).toISOString(), site: siteB, action: 'canary rollback', canary: siteCanary }),
    );
    bucket.put('live', siteB);
    edge.tick(2000);
  };
  return { edge, canary, rollBack };
}

describe('a pin on the production host reaches only what is released now', () => {
  test("while a canary runs: live, the canary's arm and the one live before; nothing older", async () => {
    const { edge, canary } = history();
    edge.env.BEACON_SECRET = 'the beacon secret';
    // A visitor the edge drew into stable (the last of its draws): an unknown pin gets stable's page.
    const stableVisitor = `site_bucket=${await signedDraw(canary.id, 9999, 'the beacon secret')}`;
    const pinned = async (id: string) =>
      textOf(await edge.ask(`/?dpl=${id}`, { 'accept-encoding': 'identity', cookie: stableVisitor }));
    expect(await pinned(siteB)).toBe('second');
    expect(await pinned(siteCanary)).toBe('canary');
    expect(await pinned(siteA)).toBe('first');
    expect(await pinned(siteOld)).toBe('second');
  });

  test('after the rollback the rolled-back canary answers as an unknown release, as does one two deploys old; the one before only for an hour', async () => {
    const { edge, rollBack } = history();
    rollBack();
    const pinned = async (id: string, how: 'dpl' | 'header' = 'dpl') =>
      textOf(
        await edge.ask(how === 'dpl' ? `/?dpl=${id}` : '/', {
          'accept-encoding': 'identity',
          ...(how === 'header' ? { 'x-site-release': id } : {}),
        }),
      );
    expect(await pinned(siteCanary)).toBe('second');
    expect(await pinned(siteCanary, 'header')).toBe('second');
    expect(await pinned(siteOld)).toBe('second');
    expect(await pinned('site-ffffffffffff')).toBe('second');
    expect(await pinned(siteA)).toBe('first');
    expect(await pinned(siteA, 'header')).toBe('first');
    // B went live 30 minutes before the clock's start (2 s ago): A stays reachable for an hour from then.
    edge.tick(previousLiveMs - 30 * minute - 3000);
    expect(await pinned(siteA)).toBe('first');
    edge.tick(2000);
    expect(await pinned(siteA)).toBe('second');
  });
});

/**
 * A store where A went live 3 hours ago, then B (shell B) 30 minutes ago; `rollBack` is what
 * `npm run rollback` writes a minute ago: live back on A, the history's line, the mark beside B's
 * shell release.
 */
function rolledBackByHand() {
  const bucket = twoSites();
  const now = 1_000_000 + 3 * 60 * minute;
  const line = (at: number, action: HistoryEntry['action'], site: string) =>
    bucket.put(historyKey(new Date(at), `${at}`), JSON.stringify({ at: new Date(at).toISOString(), site, action }));
  line(now - 3 * 60 * minute, 'deploy', siteA);
  line(now - 30 * minute, 'deploy', siteB);
  bucket.put('live', siteB);
  const edge = isolate(bucket);
  edge.tick(3 * 60 * minute);
  const rollBack = () => {
    line(now - minute, 'rollback', siteA);
    bucket.put('live', siteA);
    const record: RolledBack = {
      at: new Date(now - minute).toISOString(),
      site: siteB,
      stable: siteA,
      reason: 'rolled back by npm run rollback',
      by: 'hand',
    };
    bucket.put(`releases/shell/${shellB}/${rolledBackFile}`, JSON.stringify(record));
    edge.tick(2000);
  };
  const pinned = async (id: string, how: 'dpl' | 'header' = 'dpl') =>
    textOf(
      await edge.ask(how === 'dpl' ? `/?dpl=${id}` : '/', {
        'accept-encoding': 'identity',
        ...(how === 'header' ? { 'x-site-release': id } : {}),
      }),
    );
  const status = async (path: string) => (await edge.ask(path)).status;
  return { bucket, edge, rollBack, pinned, status };
}

describe('a site release rolled back is gone', () => {
  test('by hand: no pin reaches it from the moment live is back, though it went live less than an hour ago; live and what was live before stay', async () => {
    const { edge, rollBack, pinned } = rolledBackByHand();
    // Before the rollback, A is the one live before: a pin reaches it.
    expect(await pinned(siteA)).toBe('first');
    expect(await pinned(siteB)).toBe('second');
    rollBack();
    expect(await pinned(siteB)).toBe('first');
    expect(await pinned(siteB, 'header')).toBe('first');
    expect(await pinned(siteA)).toBe('first');
    expect(await textOf(await edge.ask('/', { 'accept-encoding': 'identity' }))).toBe('first');
  });

  test("by hand: its releases' files are not found on the site's host, nor its shell's hashed files at the root, unless a site release still served names them", async () => {
    const { bucket, edge, rollBack, status } = rolledBackByHand();
    expect(await status(`/releases/shell/${shellB}/web/${mainB}`)).toBe(200);
    rollBack();
    expect(await status(`/releases/shell/${shellB}/web/${mainB}`)).toBe(404);
    expect(await status(`/releases/shell/${shellB}/web/${mainA}`)).toBe(404);
    expect(await status(`/${mainB}`)).toBe(404);
    // What is live is served as before, and so is a release the rolled-back site release shared with it.
    expect(await status(`/releases/shell/${shellA}/web/${mainA}`)).toBe(200);
    expect(await status(`/releases/services/20261120T000000Z-services/mf-manifest.json`)).toBe(200);
    // Made live again (a deploy with --force), its files are served again, its mark kept.
    bucket.put('live', siteB);
    edge.tick(2000);
    expect(await status(`/releases/shell/${shellB}/web/${mainB}`)).toBe(200);
  });

  test("by the judge: the canary's own release is not found once it ended; a release it shares with stable is", async () => {
    // A canary whose shell release is its own (the judge's mark is beside the release it tried).
    const { edge, canary, rollBack } = history();
    const shellC = '20261126T000000Z-cccccc';
    putShell(edge.bucket, shellC, 'main.cccccccc.js');
    putSite(edge.bucket, siteCanary, shellC, 'canary');
    edge.tick(2000);
    expect((await edge.ask(`/releases/shell/${shellC}/web/main.cccccccc.js`)).status).toBe(200);
    rollBack();
    const record: RolledBack = { at: '1970-01-01T00:00:00.000Z', site: canary.site, stable: siteB, reason: 'errors' };
    edge.bucket.put(`releases/shell/${shellC}/${rolledBackFile}`, JSON.stringify(record));
    edge.tick(2000);
    expect((await edge.ask(`/releases/shell/${shellC}/web/main.cccccccc.js`)).status).toBe(404);
    expect((await edge.ask(`/releases/shell/${shellB}/web/${mainB}`)).status).toBe(200);
  });
});

describe("a deploy's printed link", () => {
  test('shows what the deploy just switched the preview to, though the isolate read the pointer a moment before', async () => {
    const bucket = twoSites();
    bucket.put('preview', siteA);
    bucket.put(`sites/${siteA}/gate.json`, '{}');
    bucket.put(`sites/${siteB}/gate.json`, '{}');
    const edge = isolate(bucket);
    edge.env.PREVIEW_SECRET = 'the preview secret';
    const token = await signPreviewToken({ preview: 'preview', exp: 2_000_000_000 }, 'the preview secret');
    const onPreview = { host: 'preview.localhost:8080', 'accept-encoding': 'identity' };
    const reviewer = { ...onPreview, cookie: `${previewCookieName}=${token}` };
    expect(await textOf(await edge.ask('/', reviewer))).toBe('first');
    bucket.put('preview', siteB);
    // Within the second the isolate trusts its read, a page without the link still shows the old one.
    expect(await textOf(await edge.ask('/', reviewer))).toBe('first');
    const link = await edge.ask(`/?preview-token=${token}`, onPreview);
    expect([link.status, link.headers.get('location')]).toEqual([303, '/']);
    expect(await textOf(await edge.ask('/', reviewer))).toBe('second');
  });
});
