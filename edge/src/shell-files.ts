/**
 * The files a site release answers at the site's root: its shell release's, and, for a
 * content-hashed file it lacks (asked for by a tab rendered with a newer shell, after a rollback),
 * the newest public shell release's (never a candidate's, nor one rolled back since), which carries every kept shell release's hashed files. Both come from
 * one listing of the bucket, from the site release's shell release on: shell release ids sort by
 * the time they were made, so that listing holds its own tree and every newer one, and a request
 * for a file no shell release has (a junk `/main.deadbeef.js`) costs one list on a fresh isolate,
 * and none after.
 */
import { isReleaseOrSiteId, keys, publicFile, releaseFile, rolledBackFile } from '@radix/release-model';
import type { BucketReader } from './reads';
import type { Listing } from './files';
import { Loads, Lru } from './memory';

/** How long the newer shell releases of a listing are trusted for a file its own lacks. */
export const newerShellsMs = 60_000;

/** The shell releases of the bucket, from one on. */
export interface ShellView {
  /** Its own files, keyed as under its release's prefix, when its tree is whole. */
  own?: Listing;
  /** The newest whole shell release after it that is public (went live, or a canary's arm) and not rolled back, if any. */
  newest?: { id: string; listing: Listing };
  /** When the listing started. */
  at: number;
}

const prefix = `${keys.releases('shell')}/`;

export class ShellReleases {
  private readonly views: Loads<ShellView>;

  constructor(
    private readonly now: () => number,
    limit: number,
  ) {
    this.views = new Loads(new Lru<ShellView>(limit), (view) => view.own !== undefined || view.newest !== undefined);
  }

  /**
   * The view from `shell` on: listed once, and again (at most once a minute) only when `stale` is
   * asked for, by a file its own release lacks.
   */
  async view(
    bucket: BucketReader,
    shell: string,
    background: (work: Promise<unknown>) => void,
    { refresh = false } = {},
  ): Promise<ShellView | undefined> {
    const known = await this.views.load(shell, () => this.list(bucket, shell), undefined, background);
    if (!refresh || !known || this.now() - known.at < newerShellsMs) return known;
    if (this.views.held.get(shell) === known) this.views.held.delete(shell);
    return this.views.load(shell, () => this.list(bucket, shell), undefined, background);
  }

  get held(): { views: number; loading: number } {
    return { views: this.views.held.size, loading: this.views.inFlight };
  }

  private async list(bucket: BucketReader, shell: string): Promise<ShellView> {
    const at = this.now();
    const trees = new Map<string, Listing>();
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, startAfter: `${prefix}${shell}`, cursor });
      for (const object of page.objects) {
        const rest = object.key.slice(prefix.length);
        const cut = rest.indexOf('/');
        const id = rest.slice(0, cut);
        if (cut <= 0 || !isReleaseOrSiteId(id)) continue;
        let tree = trees.get(id);
        if (!tree) trees.set(id, (tree = new Map()));
        tree.set(rest.slice(cut + 1), object.httpEtag);
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    const whole = [...trees].filter(([, tree]) => tree.has(releaseFile));
    const own = whole.find(([id]) => id === shell)?.[1];
    const [newestId, newestListing] =
      whole
        .filter(([id, tree]) => id > shell && tree.has(publicFile) && !tree.has(rolledBackFile))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .at(-1) ?? [];
    return { own, newest: newestId && newestListing ? { id: newestId, listing: newestListing } : undefined, at };
  }
}
