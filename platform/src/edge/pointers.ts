import type { Pointer } from '../release/layout';
import type { Bucket } from './bucket';

/** A pointer read less than this long ago is used as it is. */
export const pointerFreshMs = 1000;
/**
 * Up to this age it is still used, while a read in the background refreshes it; older, a request
 * waits for a new read. A switch of `live` or `preview` therefore reaches every request that starts
 * this long after the switch was written (reads after writes are strongly consistent in R2).
 */
export const pointerBoundMs = 2000;

interface Read {
  siteId: string | undefined;
  /** When the read that gave it started. */
  at: number;
}

/**
 * The `live` and `preview` pointers as one isolate knows them: each read from the bucket at most
 * once a second, whatever the traffic.
 */
export class Pointers {
  private readonly known = new Map<Pointer, Read>();
  private readonly reading = new Map<Pointer, Promise<string | undefined>>();

  constructor(private readonly now: () => number) {}

  /**
   * The site release `pointer` names. `background` keeps a refresh alive after the answer (the
   * Workers runtime's `waitUntil`).
   */
  async siteId(
    pointer: Pointer,
    bucket: Bucket,
    background: (work: Promise<unknown>) => void,
  ): Promise<string | undefined> {
    const known = this.known.get(pointer);
    const age = known ? this.now() - known.at : Infinity;
    if (known && age < pointerFreshMs) return known.siteId;
    if (known && age < pointerBoundMs) {
      background(this.read(pointer, bucket).catch(() => undefined));
      return known.siteId;
    }
    return this.read(pointer, bucket);
  }

  private read(pointer: Pointer, bucket: Bucket): Promise<string | undefined> {
    let pending = this.reading.get(pointer);
    if (!pending) {
      const at = this.now();
      pending = bucket
        .get(pointer)
        .then(async (object) => {
          const siteId = object ? (await object.text()).trim() || undefined : undefined;
          this.known.set(pointer, { siteId, at });
          return siteId;
        })
        .finally(() => this.reading.delete(pointer));
      this.reading.set(pointer, pending);
    }
    return pending;
  }
}
