/**
 * What the worker keeps in an isolate's memory: bounded, so that no request, however many keys it
 * makes up, grows it past its limit.
 */

/** A map that forgets its least recently used entries beyond `limit` (entries, or bytes by `sizeOf`). */
export class Lru<V> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly limit: number,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.limit) return;
    this.delete(key);
    this.entries.set(key, value);
    this.total += size;
    for (const [oldest, kept] of this.entries) {
      if (this.total <= this.limit) break;
      this.entries.delete(oldest);
      this.total -= this.sizeOf(kept);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= this.sizeOf(value);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** How long a load's answer that is not kept is remembered: nothing found, or not kept yet. */
export interface Remember {
  now: () => number;
  /** Nothing under the key (a junk id): the second identical junk request reads nothing. */
  missingMs: number;
  /** Found but not kept (`keep` said no): a candidate's listing, until the switch marks it public. */
  unkeptMs: number;
}

/**
 * Loads of immutable things: one load at a time per key, shared by the requests that want it and
 * handed to `background` (`waitUntil`) so that a cancelled request cannot leave it unsettled; what
 * `keep` accepts is remembered in `kept`. A failed load is never remembered, so the next request
 * tries again; a missing or unkept one only as long as `remember` says, in a bounded map.
 */
export class Loads<V> {
  private readonly loading = new Map<string, Promise<V | undefined>>();
  private readonly recent: Lru<{ value: V | undefined; until: number }>;

  constructor(
    readonly kept: Lru<V>,
    private readonly keep: (value: V) => boolean = () => true,
    private readonly remember?: Remember,
  ) {
    this.recent = new Lru(256);
  }

  /** The value kept under `key`, or the one `load` gives, kept when `keep` says so (by default, the constructor's rule). */
  load(
    key: string,
    load: () => Promise<V | undefined>,
    keep = this.keep,
    background?: (work: Promise<unknown>) => void,
  ): Promise<V | undefined> {
    const known = this.kept.get(key);
    if (known !== undefined) return Promise.resolve(known);
    const recent = this.remember && this.recent.get(key);
    if (recent && recent.until > this.remember.now()) return Promise.resolve(recent.value);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          if (value !== undefined && keep(value)) this.kept.set(key, value);
          else if (this.remember) {
            const ms = value === undefined ? this.remember.missingMs : this.remember.unkeptMs;
            this.recent.set(key, { value, until: this.remember.now() + ms });
          }
          return value;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
      background?.(pending.catch(() => undefined));
    }
    return pending;
  }

  /** Forgets what was remembered of `key` but not kept. */
  forget(key: string): void {
    this.recent.delete(key);
  }

  /** Requests waiting on a load: bounded by the requests in flight. */
  get inFlight(): number {
    return this.loading.size;
  }
}
