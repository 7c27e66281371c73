import { type LiveTarget, parseLiveTarget, type Pointer } from '@radix/release-model';
import { FreshReads } from './fresh';
import type { BucketReads } from './reads';

export { pointerBoundMs, pointerFreshMs } from './fresh';

/** The `live` and `preview` pointers as one isolate knows them (`fresh.ts`: at most once a second). */
export class Pointers {
  private readonly fresh: FreshReads<LiveTarget | undefined>;

  constructor(now: () => number) {
    this.fresh = new FreshReads(now, 2, false);
  }

  /** The next read of a pointer goes to the bucket. */
  forget(pointer: Pointer): void {
    this.fresh.forget(pointer);
  }

  /**
   * The site release `pointer` names, or the stable and canary ones while a canary runs.
   * `background` keeps a refresh alive after the answer (the Workers runtime's `waitUntil`).
   */
  target(pointer: Pointer, reads: BucketReads, background: (work: Promise<unknown>) => void) {
    return this.fresh.read(
      pointer,
      reads,
      async (bucket) => {
        const object = await bucket.get(pointer);
        const text = object ? (await object.text()).trim() : '';
        return text ? parseLiveTarget(text) : undefined;
      },
      background,
    );
  }
}
