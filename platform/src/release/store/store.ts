import { type Canary, type Pointer } from '@radix/release-model';

/**
 * Every read and write of the release model goes through a store: a folder on the machine that
 * serves it (`FolderStore`, what `npm run serve` and nginx serve), or a bucket behind the edge
 * (`BucketStore`, over the S3 API). Keys are `/`-separated paths of the release layout
 * (`releases/legal/<id>/mf-manifest.json`, `sites/<id>/site.json`). A tree is written whole
 * before anything names it; only the pointers are ever overwritten, by compare-and-swap.
 */
export interface SiteStore {
  /** Where the store is, for messages: a folder, or the bucket's address. */
  readonly address: string;
  /** The text of one object, or nothing when there is none. */
  readText(key: string): Promise<string | undefined>;
  /** The texts of several objects, in the order of `keys` (nothing for one there is none of), read several at a time. */
  readTexts(keys: readonly string[]): Promise<(string | undefined)[]>;
  /** The names directly under `prefix` (`releases/legal` -> the release ids), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Copies every file under `key` into the local folder `into` (created), keeping their paths; `only` filters by path. */
  fetchTree(key: string, into: string, only?: (file: string) => boolean): Promise<void>;
  /**
   * Adds the finished local folder `finished` under `key`. `marker` is the file that says the tree
   * is whole (`release.json`, `site.json`): it is written last, and a tree that has it is never
   * replaced. Symbolic links inside `finished` are a folder's own shortcuts for its servers and do
   * not travel to a bucket.
   */
  putTree(finished: string, key: string, marker: string): Promise<void>;
  /** Writes `text` to each of `keys` that holds nothing yet: a mark, written once and never rewritten. */
  putMissing(keys: readonly string[], text: string): Promise<void>;
  /** Writes one small object (a gate record), replacing what was there. */
  putFile(key: string, text: string): Promise<void>;
  /** The site release a pointer names and the version of that pointer, for a later compare-and-swap. */
  pointer(pointer: Pointer): Promise<PointerState | undefined>;
  /**
   * Points `live` or `preview` at a site release in one atomic switch, only if the pointer is still
   * `expected` (`null`: not set yet; omitted: whatever it is). Throws `PointerMoved` otherwise.
   * With `canary`, `siteId` is the stable site release and `canary` gets a share of visitors
   * (a bucket only: the edge splits visitors, the Node server and nginx do not).
   */
  setPointer(pointer: Pointer, siteId: string, expected?: PointerState | null, canary?: Canary): Promise<void>;
  /** Appends one line to the history of switches. */
  appendHistory(line: string): Promise<void>;
  /** Every line of the history, oldest first. */
  history(): Promise<string[]>;
  /** Removes a release or a site release (every key under `key`). */
  remove(key: string): Promise<void>;
  /**
   * Holds the store for one release command; refuses with `StoreLocked` while another holds it.
   * While held, every write first checks that this command still holds it, and refuses with
   * `LeaseLost` once it does not. Resolves to the function that lets it go.
   */
  lock(): Promise<LetGo>;
  /**
   * Ends the lease another command holds (a runner that died) and holds the store in its place;
   * refuses when no command holds it. Resolves to the holder it ended and the function that
   * lets go of the lease taken in its place.
   */
  takeOver(): Promise<{ ended: string; letGo: LetGo }>;
}

/** Lets go of a store's lease, unless another command took it over meanwhile. */
export type LetGo = () => Promise<void>;

export interface PointerState {
  /** The site release it names; while a canary runs, the stable one. */
  site: string;
  canary?: Canary;
  /** What the compare-and-swap compares: the link's target for a folder, the object's ETag in a bucket. */
  version: string;
}

/** A refusal of a release command that says what to do: printed as it is, without a stack trace. */
export class ReleaseRefusal extends Error {
  override name = 'ReleaseRefusal';
}

/** Another release command holds the store. */
export class StoreLocked extends ReleaseRefusal {
  override name = 'StoreLocked';
}

/** This command no longer holds the store's lease: it stops before its next write. */
export class LeaseLost extends ReleaseRefusal {
  override name = 'LeaseLost';
}

/** A pointer was switched by someone else between reading it and switching it. */
export class PointerMoved extends ReleaseRefusal {
  override name = 'PointerMoved';
}

/** Runs `work` over `items` with at most `limit` at once, keeping the order of the results. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
