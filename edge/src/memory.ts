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
    for (const [oldest, oldestValue] of this.entries) {
      if (this.total <= this.limit) break;
      this.entries.delete(oldest);
      this.total -= this.sizeOf(oldestValue);
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

/** How long a load's answer that is not held is remembered: nothing found, or not held yet. */
export interface Remember {
  now: () => number;
  /** Nothing under the key (a junk id): the second identical junk request reads nothing. */
  missingMs: number;
  /** Found but not held (`hold` said no): a candidate's listing, until the switch marks it public. */
  notHeldMs: number;
}

/**
 * Loads of immutable things: one load at a time per key, shared by the requests that want it and
 * handed to `background` (`waitUntil`) so that a cancelled request cannot leave it unsettled; what
 * `hold` accepts is held in `held`. A failed load is never remembered, so the next request
 * tries again; a missing or unheld one only as long as `remember` says, in a bounded map.
 */
export class Loads<V> {
  private readonly loading = new Map<string, Promise<V | undefined>>();
  private readonly recent: Lru<{ value: V | undefined; until: number }>;

  constructor(
    readonly held: Lru<V>,
    private readonly hold: (value: V) => boolean = () => true,
    private readonly remember?: Remember,
  ) {
    this.recent = new Lru(256);
  }

  /** The value held under `key`, or the one `load` gives, held when `hold` says so (by default, the constructor's rule). */
  load(
    key: string,
    load: () => Promise<V | undefined>,
    hold = this.hold,
    background?: (work: Promise<unknown>) => void,
  ): Promise<V | undefined> {
    const known = this.held.get(key);
    if (known !== undefined) return Promise.resolve(known);
    const recent = this.remember && this.recent.get(key);
    if (recent && recent.until > this.remember.now()) return Promise.resolve(recent.value);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          if (value !== undefined && hold(value)) this.held.set(key, value);
          else if (this.remember) {
            const ms = value === undefined ? this.remember.missingMs : this.remember.notHeldMs;
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

  /** Forgets what was remembered of `key` but not held. */
  forget(key: string): void {
    this.recent.delete(key);
  }

  /** Requests waiting on a load: bounded by the requests in flight. */
  get inFlight(): number {
    return this.loading.size;
  }
}
