import type { BucketReads } from './reads';
import { Lru } from './memory';

/** A record read less than this long ago is used as it is. */
export const pointerFreshMs = 1000;
/**
 * Up to this age it is still used, while a read in the background refreshes it; older, a request
 * waits for a new read. A switch of `live` or `preview` therefore reaches every request that starts
 * this long after the switch was written (reads after writes are strongly consistent in R2).
 */
export const pointerBoundMs = 2000;

interface Read<V> {
  value: V;
  /** When the read that gave it started. */
  at: number;
}

/**
 * Records that change (the pointers, the named previews' records) as one isolate knows them: each
 * read from the bucket at most once a second, whatever the traffic. A read is shared by the requests
 * that want it and handed to `background` (the Workers runtime's `waitUntil`), so a request that is
 * cancelled cannot leave it unsettled for the others; every bucket call has a timeout
 * (`reads.ts`). When a read fails, or takes longer than a bucket call may, the last good value
 * answers (stale-if-error), its age told to the request's `Server-Timing`.
 */
export class FreshReads<V> {
  private readonly known: Lru<Read<V>>;
  private readonly reading = new Map<string, Promise<V>>();

  constructor(
    private readonly now: () => number,
    limit: number,
    /**
     * Whether a record found absent is remembered like one found present. A named preview that does
     * not exist is (junk costs one read a second); `live` is not: the first switch of a site must
     * reach the very next request, not one up to `pointerBoundMs` later.
     */
    private readonly remembersAbsence = true,
  ) {
    this.known = new Lru<Read<V>>(limit);
  }

  async read(
    key: string,
    reads: BucketReads,
    load: (reads: BucketReads) => Promise<V>,
    background: (work: Promise<unknown>) => void,
  ): Promise<V> {
    const remembered = this.known.get(key);
    const known = remembered?.value === undefined && !this.remembersAbsence ? undefined : remembered;
    const age = known ? this.now() - known.at : Infinity;
    if (known && age < pointerFreshMs) return known.value;
    const pending = this.refresh(key, reads, load, background);
    if (known && age < pointerBoundMs) return known.value;
    if (!known) return pending;
    const answered = await reads.within(
      pending.then(
        (value) => ({ value }),
        () => undefined,
      ),
    );
    if (answered) return answered.value;
    reads.stale(this.now() - known.at);
    return known.value;
  }

  /** Forgets a record: the next request reads it afresh (a link that must show what was just written). */
  forget(key: string): void {
    this.known.delete(key);
  }

  private refresh(
    key: string,
    reads: BucketReads,
    load: (reads: BucketReads) => Promise<V>,
    background: (work: Promise<unknown>) => void,
  ): Promise<V> {
    let pending = this.reading.get(key);
    if (!pending) {
      const at = this.now();
      const started = load(reads).then((value) => {
        this.known.set(key, { value, at });
        return value;
      });
      pending = started.finally(() => this.reading.delete(key));
      this.reading.set(key, pending);
      background(pending.catch(() => undefined));
    }
    return pending;
  }
}
