import { beaconTokenMs, historyPrefix, type HistoryEntry, type LiveTarget } from '@radix/release-model';
import { Lru } from './memory';
import type { BucketReads } from './reads';

/**
 * How long the site release `live` named before the current one stays reachable by a pin
 * (`?dpl=`, `X-Site-Release`) on the site's host after the switch away from it: an hour, the time
 * the edge already gives a page it served to still be open (its beacon token's, `beaconTokenMs`).
 * An open tab needs no pin for its lazy chunks (they are release files, public once live, and
 * content-hashed shell files any kept shell answers); the hour is for whoever compares the page
 * they had before a switch with the new one.
 */
export const previousLiveMs = beaconTokenMs;

/** The history read back for the previous live: the retention of site releases, 7 days, bounds it. */
const historyLookbackMs = 7 * 24 * 60 * 60_000;
/** The entries read back at most, newest first (canary stages name the same stable one). */
const entriesRead = 50;
/**
 * What a live site release's predecessor is never changes once found; none found is read again after
 * this long (the history's line is written just after the switch), so junk pins cost a read a minute.
 */
const noneFoundMs = 60_000;

/** When a history object's key says it was written (`historyKey`). */
const timeOfKey = (key: string) => Date.parse(key.slice(historyPrefix.length + 1, historyPrefix.length + 25));

/**
 * The site releases a request on the site's host may pin: the live one, the running canary's arm,
 * and the one live before for `previousLiveMs` after the switch away from it, unless that switch
 * rolled it back (`npm run rollback`). Nothing else: a rolled-back canary or site release and a
 * release two deploys old answer as an unknown release (the live one). The previous one is read
 * from the history (one `list` and the last entries) once per live site release. The same site
 * releases are those whose releases' files stay public once rolled back (`servable`).
 */
export class PinnableSites {
  private readonly known = new Lru<{ previous?: { site: string; until: number }; at: number }>(4);
  private readonly reading = new Map<string, Promise<{ site: string; until: number } | undefined>>();

  constructor(private readonly now: () => number) {}

  async mayPin(
    id: string,
    target: LiveTarget | undefined,
    reads: BucketReads,
    background: (work: Promise<unknown>) => void,
  ): Promise<boolean> {
    if (!target) return false;
    if (id === target.stable || id === target.canary?.site) return true;
    const previous = await this.previousOf(target.stable, reads, background);
    return previous?.site === id && this.now() < previous.until;
  }

  /** Every site release a request on the site's host may be served now: `live`'s, its canary's, and a pinnable previous one. */
  async servable(
    target: LiveTarget | undefined,
    reads: BucketReads,
    background: (work: Promise<unknown>) => void,
  ): Promise<string[]> {
    if (!target) return [];
    const previous = await this.previousOf(target.stable, reads, background);
    return [
      target.stable,
      ...(target.canary ? [target.canary.site] : []),
      ...(previous && this.now() < previous.until ? [previous.site] : []),
    ];
  }

  /** Read once per stable site release and shared by the requests that want it, in `background`. */
  private async previousOf(stable: string, reads: BucketReads, background: (work: Promise<unknown>) => void) {
    const known = this.known.get(stable);
    if (known && (known.previous || this.now() - known.at < noneFoundMs)) return known.previous;
    let pending = this.reading.get(stable);
    if (!pending) {
      const at = this.now();
      pending = previousOf(reads, stable, at)
        .then((previous) => {
          this.known.set(stable, { ...(previous ? { previous } : {}), at });
          return previous;
        })
        .finally(() => this.reading.delete(stable));
      this.reading.set(stable, pending);
      background(pending.catch(() => undefined));
    }
    return pending;
  }
}

/**
 * The site release live before `stable`, and until when it may be pinned; none beyond the lookback,
 * and none when the switch to `stable` (the oldest of its entries in a row) rolled it back.
 */
async function previousOf(reads: BucketReads, stable: string, now: number) {
  const keys: string[] = [];
  let cursor: string | undefined;
  const startAfter = `${historyPrefix}/${new Date(now - historyLookbackMs).toISOString()}`;
  do {
    const listed = await reads.list({ prefix: `${historyPrefix}/`, startAfter, ...(cursor ? { cursor } : {}) });
    keys.push(...listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  let switched: { at: number; action?: HistoryEntry['action'] } | undefined;
  for (const key of keys.sort().reverse().slice(0, entriesRead)) {
    const entry = JSON.parse((await (await reads.get(key))?.text()) ?? '{}') as Partial<HistoryEntry>;
    if (entry.site === stable) switched = { at: timeOfKey(key), action: entry.action };
    else if (switched !== undefined && typeof entry.site === 'string')
      return switched.action === 'rollback' ? undefined : { site: entry.site, until: switched.at + previousLiveMs };
    else return undefined;
  }
  return undefined;
}
