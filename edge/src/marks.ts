import { wentLiveFile } from '@radix/release-model';
import { junkMs } from './files';
import { pointerFreshMs } from './fresh';
import { Loads, Lru } from './memory';
import type { BucketReads } from './reads';

/** Whether the bucket holds a mark (`gate.json`, `went-live.json`, a refused check's), its body unread. */
export interface MarkReader {
  has(key: string): Promise<boolean>;
}

/** A mark read from the bucket on every call (the tests of `access.ts`, a bucket without memory). */
export const marksOf = (bucket: { head(key: string): Promise<unknown> }): MarkReader => ({
  has: async (key) => (await bucket.head(key)) !== null,
});

/**
 * The marks as one isolate knows them: a mark, once there, stays (it goes only with its site
 * release), so it is remembered; its absence is asked again a second later, as `live` is, so a
 * preview host's request reads each at most once a second. The absence of `went-live.json` is
 * remembered for `junkMs`: a request pins a site release (`?dpl=`) that went live, and one that
 * pins anything else is answered from `live` whatever the bucket says.
 */
export class Marks {
  private readonly marks: Loads<true>;
  private readonly pins: Loads<true>;

  constructor(now: () => number) {
    const remembered = (missingMs: number) =>
      new Loads<true>(new Lru(256), undefined, { now, missingMs, notHeldMs: missingMs });
    this.marks = remembered(pointerFreshMs);
    this.pins = remembered(junkMs);
  }

  reader(reads: BucketReads, background: (work: Promise<unknown>) => void): MarkReader {
    return {
      has: async (key) => {
        const loads = key.endsWith(`/${wentLiveFile}`) ? this.pins : this.marks;
        const found = await loads.load(
          key,
          async () => ((await reads.head(key)) ? true : undefined),
          undefined,
          background,
        );
        return found === true;
      },
    };
  }
}
