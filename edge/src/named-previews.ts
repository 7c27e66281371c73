import { parsePreviewRecord, type PreviewRecord, previewRecordKey, releasesKey } from '@radix/release-model';
import { FreshReads } from './fresh';
import type { BucketReader, BucketReads, Route } from './reads';

/**
 * How a named preview reads the buckets: from `PREVIEWS`, which the preview job writes (its record
 * and review, its candidate site releases and their marks, the releases it made), and a release
 * `PREVIEWS` lacks from `SITE`, where the live releases the preview is composed with stay; nothing
 * else of `SITE` (its pointers, its history, its site releases).
 */
export function namedPreviewRoute(previews: BucketReader, site: BucketReader): Route {
  const own = [previews];
  const withLive = [previews, site];
  return (key) => (key.startsWith(`${releasesKey}/`) ? withLive : own);
}

/** How many named previews an isolate remembers at once. */
const rememberedPreviews = 64;

/**
 * The records of the named previews as one isolate knows them: each read from `PREVIEWS` (through
 * `namedPreviewRoute`) at most once a second, as the pointers are (`fresh.ts`), so a deploy or a
 * close of a preview reaches its host within a second or two.
 */
export class PreviewRecords {
  private readonly fresh: FreshReads<PreviewRecord | undefined>;

  constructor(now: () => number) {
    this.fresh = new FreshReads(now, rememberedPreviews);
  }

  /** The next read of a preview's record goes to the bucket. */
  forget(name: string): void {
    this.fresh.forget(name);
  }

  record(name: string, reads: BucketReads, background: (work: Promise<unknown>) => void) {
    const key = previewRecordKey(name);
    return this.fresh.read(
      name,
      reads,
      async (bucket) => {
        const object = await bucket.get(key);
        return object ? parsePreviewRecord(await object.text(), key) : undefined;
      },
      background,
    );
  }
}
