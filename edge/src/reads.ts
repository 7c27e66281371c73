import type { R2Bucket, R2ListOptions, R2Objects } from '@cloudflare/workers-types';

/** The reads of the R2 binding the worker answers visitors with; only the canary's judge writes. */
export type BucketReader = Pick<R2Bucket, 'get' | 'head' | 'list'>;

/**
 * The buckets a key is read from, in order, the first that holds it answering (`namedPreviewRoute`);
 * a listing keeps of each bucket only the objects whose own key it routes there.
 */
export type Route = (key: string) => readonly BucketReader[];

/** Where an answer's file came from: the isolate's memory, the Cache API, or the bucket. */
export type CacheAnswer = 'memory' | 'hit' | 'miss';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long the worker waits for one bucket call, and for a retry after a failed one. */
export interface BucketPatience {
  /** One call's limit: R2 answers a get of a small object in tens of milliseconds. */
  timeoutMs: number;
  /** The first retry waits this long, times 1 to 2 (jitter): the isolates that failed together do not retry together. */
  backoffMs: number;
}

export const bucketPatience: BucketPatience = { timeoutMs: 3000, backoffMs: 50 };

class BucketTimeout extends Error {
  constructor(ms: number) {
    super(`the bucket did not answer within ${ms} ms`);
  }
}

/**
 * The bucket as one request sees it: every call waits `latencyMs` first (a bucket in another region,
 * simulated by `EDGE_BUCKET_LATENCY_MS`), gives up after `timeoutMs`, and a call that fails is tried
 * once more after a backoff with jitter; the calls are counted and timed for the answer's
 * `Server-Timing`. Made with a `Route`, it reads more than one bucket: a get or head asks each in
 * turn until one holds the key, a list lists each in turn.
 */
export class BucketReads implements BucketReader {
  reads = 0;
  /** Milliseconds during which at least one call was in flight. */
  duration = 0;
  /** The age of the last good pointer an answer was given when a refresh failed (stale-if-error). */
  private staleMs: number | undefined;
  private inFlight = 0;
  private since = 0;
  private readonly route: Route;
  /** Whether the reads are routed (more than one bucket may answer): a listing then keeps what each key's route allows. */
  private readonly routed: boolean;

  constructor(
    bucket: BucketReader | Route,
    private readonly latencyMs: number,
    private readonly now: () => number,
    private readonly patience: BucketPatience = bucketPatience,
  ) {
    this.route = typeof bucket === 'function' ? bucket : () => [bucket];
    this.routed = typeof bucket === 'function';
  }

  get = (key: string) => this.first(key, (bucket) => bucket.get(key));
  head = (key: string) => this.first(key, (bucket) => bucket.head(key));
  list = (options: R2ListOptions) => this.listed(options);

  private async first<T>(key: string, read: (bucket: BucketReader) => Promise<T | null>): Promise<T | null> {
    for (const bucket of this.route(key)) {
      const found = await this.call(() => read(bucket));
      if (found !== null) return found;
    }
    return null;
  }

  /**
   * One page of a listing. Of more than one bucket, the last's pages come first, so that where two
   * hold a key, a listing (which keeps the last it is given) keeps the ETag of the bucket a get asks
   * first; the cursor says which bucket it continues in. Of a routed read, each page keeps only the
   * objects whose own key is routed to the bucket that listed them.
   */
  private async listed(options: R2ListOptions): Promise<R2Objects> {
    const buckets = [...this.route(options.prefix ?? '')].reverse();
    const [only] = buckets;
    if (buckets.length === 1 && only) return this.routedOf(only, await this.call(() => only.list(options)));
    const cut = options.cursor?.indexOf(' ') ?? -1;
    const at = cut > 0 ? Number(options.cursor?.slice(0, cut)) : 0;
    const bucket = buckets[at];
    if (!bucket) return { objects: [], delimitedPrefixes: [], truncated: false };
    const cursor = cut > 0 ? options.cursor?.slice(cut + 1) || undefined : undefined;
    const page = this.routedOf(bucket, await this.call(() => bucket.list({ ...options, cursor })));
    if (page.truncated) return { ...page, cursor: `${at} ${page.cursor}` };
    return at + 1 < buckets.length ? { ...page, truncated: true, cursor: `${at + 1} ` } : page;
  }

  /** A page of `bucket`'s listing with the objects a routed read would not read there left out. */
  private routedOf(bucket: BucketReader, page: R2Objects): R2Objects {
    if (!this.routed) return page;
    return { ...page, objects: page.objects.filter((object) => this.route(object.key).includes(bucket)) };
  }

  /** What `work` gives, or undefined once a bucket call would have timed out; no timer outlives the first. */
  async within<T>(work: Promise<T>): Promise<T | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        work,
        new Promise<undefined>((resolve) => {
          timer = setTimeout(resolve, this.patience.timeoutMs, undefined);
        }),
      ]);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
  }

  /** Says the answer used a record `ageMs` old, its refresh having failed. */
  stale(ageMs: number): void {
    this.staleMs = Math.max(ageMs, this.staleMs ?? 0);
  }

  private async call<T>(read: () => Promise<T>): Promise<T> {
    if (this.inFlight++ === 0) this.since = this.now();
    try {
      return await this.attempt(read).catch(async () => {
        await wait(this.patience.backoffMs * (1 + Math.random()));
        return this.attempt(read);
      });
    } finally {
      if (--this.inFlight === 0) this.duration += this.now() - this.since;
    }
  }

  private async attempt<T>(read: () => Promise<T>): Promise<T> {
    this.reads += 1;
    if (this.latencyMs > 0) await wait(this.latencyMs);
    const answer = await this.within(read().then((value) => ({ value })));
    if (!answer) throw new BucketTimeout(this.patience.timeoutMs);
    return answer.value;
  }

  /** `Server-Timing`, as browsers' developer tools show it. */
  serverTiming(cache?: CacheAnswer): string {
    const bucket = `bucket;dur=${this.duration.toFixed(1)};desc="${this.reads} read${this.reads === 1 ? '' : 's'}"`;
    const stale = this.staleMs === undefined ? '' : `, stale;dur=${this.staleMs};desc="last good pointer"`;
    return `${bucket}${stale}${cache ? `, cache;desc="${cache}"` : ''}`;
  }
}

/** The simulated latency a binding names, in milliseconds (0 when unset or not a number). */
export function latencyOf(setting: string | undefined): number {
  const ms = Number(setting ?? 0);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}
