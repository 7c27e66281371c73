import { previewCookieName, signPreviewToken } from '@radix/release-model';
import { pointerBoundMs, pointerFreshMs } from '../fresh';
import { isolate, siteB, twoSites } from './isolate';

const patience = { timeoutMs: 1000, backoffMs: 10 };

describe('every shared read settles', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a cancelled first request, its pointer read never answering, then 100 concurrent ones for the same key: all answer', async () => {
    const edge = isolate(twoSites(), undefined, { patience });
    edge.bucket.hangNext = 1;
    void edge.ask('/aboutus');
    const many = Array.from({ length: 100 }, () => edge.ask('/aboutus'));
    await jest.advanceTimersByTimeAsync(patience.timeoutMs + 2 * patience.backoffMs);
    const answers = await Promise.all(many);
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    // The shared read was handed to waitUntil: the runtime keeps it alive whoever started it.
    expect(edge.bucket.takeCalls().filter((call) => call === 'get live')).toEqual(['get live', 'get live']);
  });

  test('a bucket that hangs: the page answers from the last good pointer within one call timeout, its age in Server-Timing', async () => {
    const edge = isolate(twoSites(), undefined, { patience });
    const before = await edge.ask('/aboutus');
    const body = await before.text();
    await edge.settle();
    edge.tick(pointerBoundMs + 1000);
    edge.bucket.hangAlways = true;
    let answered: Response | undefined;
    void edge.ask('/aboutus').then((response) => (answered = response));
    await jest.advanceTimersByTimeAsync(patience.timeoutMs - 1);
    expect(answered).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(answered?.status).toBe(200);
    expect(await answered?.text()).toBe(body);
    expect(answered?.headers.get('server-timing')).toContain(
      `stale;dur=${pointerBoundMs + 1000};desc="last good pointer"`,
    );
  });

  test('a pointer refresh that fails answers from the last good pointer, not 503', async () => {
    const edge = isolate(twoSites(), undefined, { patience });
    expect((await edge.ask('/aboutus')).status).toBe(200);
    edge.tick(pointerBoundMs + 1);
    edge.bucket.failAlways = true;
    const asked = edge.ask('/aboutus');
    await jest.advanceTimersByTimeAsync(2 * patience.backoffMs);
    const answer = await asked;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('server-timing')).toMatch(/stale;dur=\d+/);
  });
});

describe('a first switch of live', () => {
  test('reaches the very next request: a site with nothing live is not remembered as such', async () => {
    const bucket = twoSites();
    bucket.put('live', '');
    const edge = isolate(bucket);
    const page = () => edge.ask('/aboutus', { 'accept-encoding': '' });
    expect((await page()).status).toBe(503);
    bucket.put('live', siteB);
    const answer = await page();
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('second');
  });
});

describe('junk is remembered as junk', () => {
  test('1,000 identical junk requests of each kind cost at most one read each', async () => {
    const edge = isolate(twoSites());
    const junkRelease = '/releases/legal/20261127T000000Z-0a0b0c/x.js';
    const junkPin = '/aboutus?dpl=site-0123456789ab';
    const readsOf = async (path: string) => {
      let reads = 0;
      for (let i = 0; i < 1000; i += 1) {
        const answer = await edge.ask(path);
        reads += Number(/desc="(\d+) reads?"/.exec(answer.headers.get('server-timing') ?? '')?.[1]);
        edge.tick(10);
      }
      return reads;
    };
    await edge.ask('/aboutus');
    edge.bucket.takeCalls();
    expect(await readsOf(junkRelease)).toBe(1);
    expect(edge.bucket.takeCalls()).toEqual(['list releases/legal/20261127T000000Z-0a0b0c/']);
    // A pin of a site release not released now reads the history once (`pinnable.ts`), the pinned one never.
    await readsOf(junkPin);
    expect(edge.bucket.takeCalls().filter((call) => !call.endsWith(' live'))).toEqual([
      expect.stringMatching(/^list history\/ after history\/1969-12-/),
    ]);
  });

  test("a preview host's requests read each record at most once a second, as live", async () => {
    const secret = 'a-secret-of-the-worker';
    const bucket = twoSites();
    bucket.put('preview', siteB);
    bucket.put(`sites/${siteB}/gate.json`, '{}');
    const edge = isolate(bucket);
    edge.env.PREVIEW_SECRET = secret;
    const token = await signPreviewToken({ preview: 'preview', exp: 2_000_000_000 }, secret);
    const reviewer = { host: 'preview.localhost:8080', cookie: `${previewCookieName}=${token}` };
    for (let i = 0; i < 50; i += 1) expect((await edge.ask('/aboutus', reviewer)).status).toBe(200);
    const first = edge.bucket.takeCalls().filter((call) => !call.includes('/pages/') && !call.includes('.json'));
    expect(first).toEqual(['get preview']);
    edge.tick(pointerFreshMs);
    for (let i = 0; i < 50; i += 1) await edge.ask('/aboutus', reviewer);
    await edge.settle();
    expect(edge.bucket.takeCalls()).toEqual(['get preview']);
  });
});
