import { type LiveTarget, parseLiveTarget, type Pointer } from '@radix/release-model';
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
  target: LiveTarget | undefined;
  /** When the read that gave it started. */
  at: number;
}

/**
 * The `live` and `preview` pointers as one isolate knows them: each read from the bucket at most
 * once a second, whatever the traffic.
 */
export class Pointers {
  private readonly known = new Map<Pointer, Read>();
  private readonly reading = new Map<Pointer, Promise<LiveTarget | undefined>>();

  constructor(private readonly now: () => number) {}

  /**
   * The site release `pointer` names, or the stable and canary ones while a canary runs.
   * `background` keeps a refresh alive after the answer (the Workers runtime's `waitUntil`).
   */
  async target(
    pointer: Pointer,
    bucket: Bucket,
    background: (work: Promise<unknown>) => void,
  ): Promise<LiveTarget | undefined> {
    const known = this.known.get(pointer);
    const age = known ? this.now() - known.at : Infinity;
    if (known && age < pointerFreshMs) return known.target;
    if (known && age < pointerBoundMs) {
      background(this.read(pointer, bucket).catch(() => undefined));
      return known.target;
    }
    return this.read(pointer, bucket);
  }

  private read(pointer: Pointer, bucket: Bucket): Promise<LiveTarget | undefined> {
    let pending = this.reading.get(pointer);
    if (!pending) {
      const at = this.now();
      pending = bucket
        .get(pointer)
        .then(async (object) => {
          const text = object ? (await object.text()).trim() : '';
          const target = text ? parseLiveTarget(text) : undefined;
          this.known.set(pointer, { target, at });
          return target;
        })
        .finally(() => this.reading.delete(pointer));
      this.reading.set(pointer, pending);
    }
    return pending;
  }
}
