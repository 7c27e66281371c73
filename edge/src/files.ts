/**
 * The immutable files the worker serves (release files, and a site release's pages, description and
 * configuration), through three tiers: the isolate's memory, the Cache API of the data centre, then
 * the bucket. Every key names what makes it immutable: the release or site release id is part of
 * the bucket key, and the encoding of a precompressed copy its suffix.
 */
import { isCompressible } from '@radix/site-kit/build-outputs';
import type { Cache } from '@cloudflare/workers-types';
import { Loads, Lru } from './memory';
import type { BucketReader, CacheAnswer } from './reads';
import { pointerFreshMs } from './fresh';

/**
 * How long an id that names nothing in the bucket is remembered as junk: ids are made at upload
 * (a time and random digits), so none is asked for before its tree exists but by a guess.
 */
export const junkMs = 60_000;

/** The precompressed copies a build carries, by content encoding. */
export const copySuffix = { br: '.br', gzip: '.gz' } as const;
export type CopyEncoding = keyof typeof copySuffix;

/** `acceptedEncodings` by header, for the few spellings browsers send. */
const encodingsOf = new Map<string, readonly CopyEncoding[]>();

/**
 * The encodings of a precompressed copy the client accepts, in the client's order: the runtime
 * sends the client the first one it lists and would recompress a copy of another. The edge
 * rewrites a request's Accept-Encoding to what it can decode itself and keeps the client's own in
 * `cf.clientAcceptEncoding`.
 */
export function acceptedEncodings(request: Request): readonly CopyEncoding[] {
  const cf = (request as { cf?: { clientAcceptEncoding?: unknown } }).cf;
  const header =
    typeof cf?.clientAcceptEncoding === 'string'
      ? cf.clientAcceptEncoding
      : (request.headers.get('accept-encoding') ?? '');
  let encodings = encodingsOf.get(header);
  if (!encodings) {
    encodings = header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, weight]) => weight?.trim() !== 'q=0')
      .flatMap(([name]): CopyEncoding[] => (name === 'br' || name === 'gzip' ? [name] : []));
    // A client making up spellings only empties the map, and a long one is not kept.
    if (encodingsOf.size >= 64) encodingsOf.clear();
    if (header.length <= 200) encodingsOf.set(header, encodings);
  }
  return encodings;
}

/** One stored object that may answer: a file, or its precompressed copy. */
export interface Variant {
  key: string;
  encoding?: CopyEncoding;
}

/** The variants of `key` to try for this client, best first. */
export function variantsOf(key: string, request: Request): Variant[] {
  const copies = isCompressible(key)
    ? acceptedEncodings(request).map((encoding) => ({ key: `${key}${copySuffix[encoding]}`, encoding }))
    : [];
  return [...copies, { key }];
}

/** A file as the worker answers with it. `body` is absent when only its description was read (HEAD). */
export interface StoredFile {
  etag: string;
  encoding?: CopyEncoding;
  body?: ArrayBuffer;
}

/** Limits of what an isolate keeps: file bodies by bytes, release listings and site releases by count. */
export const memoryLimits = { fileBytes: 16 * 1024 * 1024, largestFile: 1024 * 1024, listings: 32 };

const encodingHeader = 'X-Edge-Encoding';

/** The listing of one release: each key under its prefix with its ETag. */
export type Listing = Map<string, string>;

export class ImmutableFiles {
  private readonly memory = new Lru<StoredFile>(memoryLimits.fileBytes, (file) => file.body?.byteLength ?? 0);
  private readonly listings: Loads<Listing>;

  constructor(
    private readonly cache: () => Cache | undefined,
    /** The origin the Cache API's keys are made on (the site's own). */
    private readonly cacheOrigin: string,
    now: () => number,
    /** The folder of that origin they are made under: one for each kind of reads an isolate keeps apart. */
    private readonly cacheFolder = '.edge-cache',
  ) {
    this.listings = new Loads(new Lru<Listing>(memoryLimits.listings), undefined, {
      now,
      missingMs: junkMs,
      notHeldMs: pointerFreshMs,
    });
  }

  /** The URL a file is kept under in the Cache API (a URL rather than a `Request`: the same GET to the Cache API). */
  private cacheKey = (key: string) => `${this.cacheOrigin}/${this.cacheFolder}/${encodeURI(key)}`;

  /**
   * The first variant that exists, by `cacheKey` (what makes the answer immutable, for this
   * client's encodings). Memory, then the Cache API, then the bucket; a file read from the bucket
   * is kept in both. HEAD (`withBody` false) reads descriptions only and keeps nothing.
   */
  async find(
    bucket: BucketReader,
    cacheKey: string,
    variants: Variant[],
    withBody: boolean,
    background: (work: Promise<unknown>) => void,
  ): Promise<{ file: StoredFile; answer: CacheAnswer } | undefined> {
    const inMemory = this.memory.get(cacheKey);
    if (inMemory) return { file: inMemory, answer: 'memory' };
    const cache = this.cache();
    const cached = await cache?.match(this.cacheKey(cacheKey));
    if (cached) {
      const file: StoredFile = {
        etag: cached.headers.get('ETag') ?? '',
        encoding: (cached.headers.get(encodingHeader) as CopyEncoding | null) ?? undefined,
        body: await cached.arrayBuffer(),
      };
      this.remember(cacheKey, file);
      return { file, answer: 'hit' };
    }
    for (const variant of variants) {
      if (!withBody) {
        const object = await bucket.head(variant.key);
        if (object) return { file: { etag: object.httpEtag, encoding: variant.encoding }, answer: 'miss' };
        continue;
      }
      const object = await bucket.get(variant.key);
      if (!object) continue;
      const file: StoredFile = { etag: object.httpEtag, encoding: variant.encoding, body: await object.arrayBuffer() };
      this.remember(cacheKey, file);
      if (cache) {
        const headers = new Headers({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: file.etag });
        if (file.encoding) headers.set(encodingHeader, file.encoding);
        background(cache.put(this.cacheKey(cacheKey), new Response(file.body, { headers })).catch(() => undefined));
      }
      return { file, answer: 'miss' };
    }
    return undefined;
  }

  /** How many entries the isolate holds: file bodies, listings, listings being read. */
  get held(): { files: number; listings: number; loading: number } {
    return { files: this.memory.size, listings: this.listings.held.size, loading: this.listings.inFlight };
  }

  private remember(key: string, file: StoredFile): void {
    if ((file.body?.byteLength ?? 0) <= memoryLimits.largestFile) this.memory.set(key, file);
  }

  /**
   * Every object under `prefix` (one release's tree) with its ETag, when `complete` says the tree is
   * whole; listed once per isolate when `final` says nothing more will be written under it, else
   * listed again a second later. A listing of nothing is remembered as nothing for `junkMs`.
   */
  async listing(
    bucket: BucketReader,
    prefix: string,
    complete: (listing: Listing) => boolean,
    final: (listing: Listing) => boolean,
    background: (work: Promise<unknown>) => void,
  ): Promise<Listing | undefined> {
    const listing = await this.listings.load(
      prefix,
      async () => {
        const listing: Listing = new Map();
        let cursor: string | undefined;
        do {
          const page = await bucket.list({ prefix, cursor });
          for (const object of page.objects) listing.set(object.key.slice(prefix.length), object.httpEtag);
          cursor = page.truncated ? page.cursor : undefined;
        } while (cursor);
        return listing.size ? listing : undefined;
      },
      (listing) => complete(listing) && final(listing),
      background,
    );
    return listing && complete(listing) ? listing : undefined;
  }

  /** The variant of `file` in `listing` to send this client, best first, with its ETag. */
  static chosen(listing: Listing, file: string, request: Request): (Variant & { etag: string }) | undefined {
    for (const variant of variantsOf(file, request)) {
      const etag = listing.get(variant.key);
      if (etag) return { ...variant, etag };
    }
    return undefined;
  }
}
