import type { R2Bucket, R2ListOptions } from '@cloudflare/workers-types';

/** The reads of the R2 binding the worker answers visitors with; only the canary's judge writes. */
export type BucketReader = Pick<R2Bucket, 'get' | 'head' | 'list'>;

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
 * `Server-Timing`.
 */
export class BucketReads implements BucketReader {
  reads = 0;
  /** Milliseconds during which at least one call was in flight. */
  duration = 0;
  /** The age of the last good pointer an answer was given when a refresh failed (stale-if-error). */
  private staleMs: number | undefined;
  private inFlight = 0;
  private since = 0;

  constructor(
    private readonly bucket: BucketReader,
    private readonly latencyMs: number,
    private readonly now: () => number,
    private readonly patience: BucketPatience = bucketPatience,
  ) {}

  get = (key: string) => this.call(() => this.bucket.get(key));
  head = (key: string) => this.call(() => this.bucket.head(key));
  list = (options: R2ListOptions) => this.call(() => this.bucket.list(options));

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
