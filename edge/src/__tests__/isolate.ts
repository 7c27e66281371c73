import { createEdge, type EdgeOptions, type Env } from '../worker';
import { asCache, contextOf, envOf, FakeBucket, FakeCache, putShell, putSite, siteOrigin } from './fake-bucket';

export const shellA = '20261120T000000Z-aaaaaa';
export const shellB = '20261125T000000Z-bbbbbb';
export const mainA = 'main.aaaaaaaa.js';
export const mainB = 'main.bbbbbbbb.js';
export const siteA = 'site-aaaaaaaaaaaa';
export const siteB = 'site-bbbbbbbbbbbb';

/**
 * One isolate of the worker over a fake bucket and Cache API, on a clock the test moves; `previews`
 * is its named previews' bucket (`PREVIEWS`), empty until a test fills it.
 */
export function isolate(bucket = new FakeBucket(), cache = new FakeCache(), options: EdgeOptions = {}) {
  let clock = 1_000_000;
  const logged: string[] = [];
  const edge = createEdge({
    now: () => clock,
    cache: () => asCache(cache),
    log: (line) => logged.push(line),
    ...options,
  });
  const previews = new FakeBucket();
  const env: Env = envOf(bucket, previews);
  const background: Promise<unknown>[] = [];
  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    edge.fetch(
      new Request(`${siteOrigin}${path}`, {
        method,
        headers: { host: 'localhost:8080', 'accept-encoding': 'br, gzip', ...headers },
      }),
      env,
      contextOf((work) => background.push(work)),
    );
  return {
    bucket,
    previews,
    cache,
    edge,
    env,
    logged,
    ask,
    /** The work the answers left running (the Cache API's writes, a pointer's refresh). */
    settle: () => Promise.all(background.splice(0)),
    tick: (ms: number) => (clock += ms),
  };
}

/** A bucket with site release A (shell A) live, and site release B (shell B, newer) written but not live. */
export function twoSites() {
  const bucket = new FakeBucket();
  putShell(bucket, shellA, mainA);
  putShell(bucket, shellB, mainB, [mainA]);
  putSite(bucket, siteA, shellA, 'first');
  putSite(bucket, siteB, shellB, 'second');
  bucket.put('live', siteA);
  return bucket;
}
