import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { remoteNames } from '@radix/site-kit/contracts';
import type { Bucket, BucketListing, BucketObject, BucketObjectBody } from '../bucket';
import type { CacheLike } from '../files';

/**
 * An R2 bucket in memory, as the worker's binding answers: every call recorded, and failures or a
 * slow answer on demand.
 */
export class FakeBucket implements Bucket {
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

  get(key: string): Promise<BucketObjectBody | null> {
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
  }): Promise<BucketListing> {
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
export class FakeCache implements CacheLike {
  readonly entries = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>();

  async match(request: Request): Promise<Response | undefined> {
    const entry = this.entries.get(request.url);
    return entry && new Response(entry.body.slice(0), { headers: entry.headers });
  }

  async put(request: Request, response: Response): Promise<void> {
    this.entries.set(request.url, { body: await response.arrayBuffer(), headers: [...response.headers] });
  }
}

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
  bucket.put(`sites/${id}/runtime-config.json`, JSON.stringify({ apiBaseUrl: '/api/', remotes }));
  for (const page of ['index.html', 'aboutus.html', '404.html'])
    bucket.putCompressed(`sites/${id}/pages/${page}`, `<!doctype html><title>${page}</title><p>${text}</p>`);
  bucket.put(`sites/${id}/site.json`, JSON.stringify({ id, createdAt: '2026-11-26T10:00:00.000Z', releases }));
}
