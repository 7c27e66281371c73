import type { Bucket } from './bucket';

/** Where an answer's file came from: the isolate's memory, the Cache API, or the bucket. */
export type CacheAnswer = 'memory' | 'hit' | 'miss';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The bucket as one request sees it: every call waits `latencyMs` first (a bucket in another region,
 * simulated by `EDGE_BUCKET_LATENCY_MS`), a call that fails is tried once more, and the calls are
 * counted and timed for the answer's `Server-Timing`.
 */
export class BucketReads implements Bucket {
  reads = 0;
  /** Milliseconds during which at least one call was in flight. */
  duration = 0;
  private inFlight = 0;
  private since = 0;

  constructor(
    private readonly bucket: Bucket,
    private readonly latencyMs: number,
    private readonly now: () => number,
  ) {}

  get: Bucket['get'] = (key) => this.call(() => this.bucket.get(key));
  head: Bucket['head'] = (key) => this.call(() => this.bucket.head(key));
  list: Bucket['list'] = (options) => this.call(() => this.bucket.list(options));

  private async call<T>(read: () => Promise<T>): Promise<T> {
    if (this.inFlight++ === 0) this.since = this.now();
    try {
      return await this.attempt(read).catch(() => this.attempt(read));
    } finally {
      if (--this.inFlight === 0) this.duration += this.now() - this.since;
    }
  }

  private async attempt<T>(read: () => Promise<T>): Promise<T> {
    this.reads += 1;
    if (this.latencyMs > 0) await wait(this.latencyMs);
    return read();
  }

  /** `Server-Timing`, as browsers' developer tools show it. */
  serverTiming(cache?: CacheAnswer): string {
    const bucket = `bucket;dur=${this.duration.toFixed(1)};desc="${this.reads} read${this.reads === 1 ? '' : 's'}"`;
    return cache ? `${bucket}, cache;desc="${cache}"` : bucket;
  }
}

/** The simulated latency a binding names, in milliseconds (0 when unset or not a number). */
export function latencyOf(setting: string | undefined): number {
  const ms = Number(setting ?? 0);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}
