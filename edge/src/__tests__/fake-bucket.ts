import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { remoteNames } from '@radix/site-kit/contracts';
import { specRouteTable } from '@radix/site-kit/route-table';
import type { Cache, D1Database, ExecutionContext, R2Bucket } from '@cloudflare/workers-types';
import type { Env } from '../env';

/** What the fake bucket answers of an object: the fields of R2's objects the worker reads. */
interface BucketObject {
  key: string;
  httpEtag: string;
  size: number;
}

/**
 * An R2 bucket in memory, as the worker's binding answers: every call recorded, and failures or a
 * slow answer on demand.
 */
export class FakeBucket {
  readonly objects = new Map<string, Buffer>();
  readonly calls: string[] = [];
  /** The next this many calls throw. */
  failNext = 0;
  failAlways = false;
  /** While set, every call waits for it. */
  gate?: Promise<void>;
  /** The next this many calls never answer: a request cancelled in workerd leaves its reads so. */
  hangNext = 0;
  hangAlways = false;

  put(key: string, content: string | Buffer): void {
    this.objects.set(key, Buffer.from(content));
  }

  /** A file with its brotli and gzip copies, as the builds publish them. */
  putCompressed(key: string, content: string): void {
    this.put(key, content);
    this.put(`${key}.br`, brotliCompressSync(content));
    this.put(`${key}.gz`, gzipSync(content));
  }

  private describe(key: string): BucketObject | null {
    const content = this.objects.get(key);
    if (!content) return null;
    return { key, size: content.length, httpEtag: `"${createHash('md5').update(content).digest('hex')}"` };
  }

  private async call<T>(what: string, answer: () => T): Promise<T> {
    this.calls.push(what);
    if (this.hangAlways || this.hangNext > 0) {
      this.hangNext = Math.max(0, this.hangNext - 1);
      return new Promise<never>(() => undefined);
    }
    await this.gate;
    if (this.failAlways || this.failNext > 0) {
      this.failNext = Math.max(0, this.failNext - 1);
      throw new Error('R2 get: internal error (10001)');
    }
    return answer();
  }

  get(
    key: string,
  ): Promise<
    (BucketObject & { body: ReadableStream; arrayBuffer(): Promise<ArrayBuffer>; text(): Promise<string> }) | null
  > {
    return this.call(`get ${key}`, () => {
      const described = this.describe(key);
      const content = this.objects.get(key);
      if (!described || !content) return null;
      return {
        ...described,
        body: new Blob([new Uint8Array(content)]).stream(),
        arrayBuffer: async () => new Uint8Array(content).buffer,
        text: async () => content.toString('utf8'),
      };
    });
  }

  head(key: string): Promise<BucketObject | null> {
    return this.call(`head ${key}`, () => this.describe(key));
  }

  list({
    prefix,
    delimiter,
    startAfter,
  }: {
    prefix: string;
    delimiter?: string;
    startAfter?: string;
  }): Promise<{ objects: BucketObject[]; delimitedPrefixes: string[]; truncated: false }> {
    return this.call(`list ${prefix}${startAfter ? ` after ${startAfter}` : ''}`, () => {
      const under = [...this.objects.keys()]
        .filter((key) => key.startsWith(prefix) && (startAfter === undefined || key > startAfter))
        .sort();
      const prefixes = new Set<string>();
      const objects: BucketObject[] = [];
      for (const key of under) {
        const rest = key.slice(prefix.length);
        const cut = delimiter ? rest.indexOf(delimiter) : -1;
        if (cut >= 0) prefixes.add(prefix + rest.slice(0, cut + 1));
        else objects.push(this.describe(key) as BucketObject);
      }
      return { objects, delimitedPrefixes: [...prefixes], truncated: false };
    });
  }

  /** Reads since the last call: gets, heads and lists. */
  takeCalls(): string[] {
    return this.calls.splice(0);
  }
}

/** The Cache API in memory (`caches.default`), shared by the isolates of one data centre. */
export class FakeCache {
  readonly entries = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>();

  async match(request: Request | string): Promise<Response | undefined> {
    const entry = this.entries.get(typeof request === 'string' ? request : request.url);
    return entry && new Response(entry.body.slice(0), { headers: entry.headers });
  }

  async put(request: Request | string, response: Response): Promise<void> {
    this.entries.set(typeof request === 'string' ? request : request.url, {
      body: await response.arrayBuffer(),
      headers: [...response.headers],
    });
  }
}

/**
 * The fakes as the worker's bindings: the answers call the bucket's `get`, `head` and `list` and the
 * cache's `match` and `put` only, which the fakes answer as R2 and the Cache API do; the judge's
 * writes are tested over workerd's own R2 and D1 (`platform/src/local-edge/`).
 */
export const asBucket = (bucket: FakeBucket | object) => bucket as unknown as R2Bucket;
export const asCache = (cache: FakeCache) => cache as unknown as Cache;
export const asDatabase = (database: object) => database as unknown as D1Database;

/** The `ExecutionContext` of one request: only `waitUntil` is used. */
export const contextOf = (waitUntil: (work: Promise<unknown>) => void = () => undefined) =>
  ({ waitUntil }) as unknown as ExecutionContext;

/** A D1 database that records each statement run with its values, and finds no rows. */
export function recordingDatabase(written: unknown[][] = []) {
  const statement = (sql: string, values: unknown[]) => ({
    bind: (...more: unknown[]) => statement(sql, [...values, ...more]),
    run: async () => {
      written.push([sql, ...values]);
      return { results: [], success: true, meta: {} };
    },
    all: async <T>() => ({ results: [] as T[], success: true, meta: {} }),
    first: async () => null,
  });
  return { written, database: asDatabase({ prepare: (sql: string) => statement(sql, []) }) };
}

/** The Rate Limiting binding as Cloudflare's runs it: `limit` calls a key a minute, each counted (the test's clock moves no minute on). */
export function rateLimit(limit = 60) {
  const counts = new Map<string, number>();
  return {
    counts,
    binding: {
      limit: async ({ key }: { key: string }) => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { success: (counts.get(key) ?? 0) <= limit };
      },
    },
  };
}

/**
 * The bindings of a worker over `bucket` (production's) and `previews` (the named previews'), as
 * `wrangler.toml` declares them: no API, a database that keeps nothing.
 */
export const envOf = (
  bucket: FakeBucket | object,
  previews: FakeBucket | object = new FakeBucket(),
  site = siteOrigin,
  preview = previewOrigin,
): Env => ({
  SITE: asBucket(bucket),
  PREVIEWS: asBucket(previews),
  SITE_ORIGIN: site,
  PREVIEW_ORIGIN: preview,
  API_ORIGIN: '',
  VITALS: recordingDatabase().database,
  VISITS_LIMIT: rateLimit().binding,
  FORMS_LIMIT: rateLimit(5).binding,
});

export const siteOrigin = 'http://localhost:8080';
export const previewOrigin = 'http://preview.localhost:8080';

const releaseJson = (name: string, id: string) => JSON.stringify({ name, id });

/** A shell release with its hashed main script and index.html; `extra` more hashed files. */
export function putShell(bucket: FakeBucket, id: string, main: string, extra: string[] = []): void {
  bucket.putCompressed(`releases/shell/${id}/web/${main}`, `console.log(${JSON.stringify(id)});`);
  bucket.putCompressed(`releases/shell/${id}/web/index.html`, '<!doctype html><div id=root></div>');
  bucket.put(`releases/shell/${id}/web/logo.1a2b3c4d.png`, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  for (const file of extra) bucket.putCompressed(`releases/shell/${id}/web/${file}`, `/* ${file} */`);
  bucket.put(`releases/shell/${id}/server/server.js`, 'module.exports = {};');
  bucket.put(`releases/shell/${id}/release.json`, releaseJson('shell', id));
  bucket.put(`releases/shell/${id}/cleared.json`, '{}');
  bucket.put(`releases/shell/${id}/public.json`, '{}');
}

/** A site release made of `shell` and one release of each remote, its pages rendered with `text`. */
export function putSite(bucket: FakeBucket, id: string, shell: string, text: string): void {
  const releases = Object.fromEntries([
    ['shell', shell],
    ...remoteNames.map((name) => [name, `20261120T000000Z-${name}`]),
  ]);
  for (const name of remoteNames) {
    bucket.putCompressed(`releases/${name}/${releases[name]}/mf-manifest.json`, JSON.stringify({ name }));
    bucket.put(`releases/${name}/${releases[name]}/release.json`, releaseJson(name, releases[name] ?? ''));
    bucket.put(`releases/${name}/${releases[name]}/cleared.json`, '{}');
    bucket.put(`releases/${name}/${releases[name]}/public.json`, '{}');
  }
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, `${siteOrigin}/releases/${name}/${releases[name]}/mf-manifest.json`]),
  );
  bucket.put(
    `sites/${id}/runtime-config.json`,
    JSON.stringify({ apiBaseUrl: '/api/', remotes, routes: specRouteTable() }),
  );
  for (const page of ['index.html', 'aboutus.html', '404.html'])
    bucket.putCompressed(`sites/${id}/pages/${page}`, `<!doctype html><title>${page}</title><p>${text}</p>`);
  bucket.put(`sites/${id}/site.json`, JSON.stringify({ id, createdAt: '2026-11-26T10:00:00.000Z', releases }));
}
