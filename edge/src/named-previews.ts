import { keys, parsePreviewRecord, type PreviewRecord, previewRecordKey, releasesKey } from '@radix/release-model';
import { FreshReads } from './fresh';
import type { BucketReader, BucketReads, Route } from './reads';

/**
 * The releases a named preview may read from `PREVIEWS`: those its record names as its own (each
 * `releases/<part>/<id>`), or, for a deploy's check (its candidate, even its record, may not be
 * written yet), any `SITE` lacks.
 */
export type OwnReleases = ReadonlySet<string> | 'any';

/** The releases a preview's record names as its own; none without a record. */
export const ownReleasesOf = (record: PreviewRecord | undefined): ReadonlySet<string> =>
  new Set((record?.parts ?? []).map(({ part, release }) => keys.release(part, release)));

/**
 * How a named preview reads the buckets: from `PREVIEWS`, which the preview job writes (its record
 * and review, its candidate site releases and their marks), but a release from `SITE`, production's
 * (whatever `PREVIEWS` holds under the same key), and from `PREVIEWS` only one of its own (`own`,
 * asked at each read: the record is read after the request's reads are made) that `SITE` lacks.
 * Nothing else of `SITE` is read (its pointers, its history, its site releases). Another preview
 * that wrote a live release's id into `PREVIEWS` is never read for this one's.
 */
export function namedPreviewRoute(previews: BucketReader, site: BucketReader, own: () => OwnReleases): Route {
  const fromPreviews = [previews];
  const fromSite = [site];
  const fromBoth = [site, previews];
  return (key) => {
    if (!key.startsWith(`${releasesKey}/`)) return fromPreviews;
    const [, part, id] = key.split('/');
    // A listing of a part's releases names no release: each object it finds is routed by its own key.
    if (!id) return fromBoth;
    const owned = own();
    return owned === 'any' || owned.has(`${releasesKey}/${part}/${id}`) ? fromBoth : fromSite;
  };
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
