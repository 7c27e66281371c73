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

/**
 * Loads of immutable things: one load at a time per key, shared by the requests that want it; what
 * `keep` accepts is remembered in `kept`. A failed load and a missing thing are never remembered,
 * so the next request tries again and junk keys cost no memory.
 */
export class Loads<V> {
  private readonly loading = new Map<string, Promise<V | undefined>>();

  constructor(
    readonly kept: Lru<V>,
    private readonly keep: (value: V) => boolean = () => true,
  ) {}

  /** The value kept under `key`, or the one `load` gives, kept when `keep` says so (by default, the constructor's rule). */
  load(key: string, load: () => Promise<V | undefined>, keep = this.keep): Promise<V | undefined> {
    const known = this.kept.get(key);
    if (known !== undefined) return Promise.resolve(known);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          if (value !== undefined && keep(value)) this.kept.set(key, value);
          return value;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Requests waiting on a load: bounded by the requests in flight. */
  get inFlight(): number {
    return this.loading.size;
  }
}
