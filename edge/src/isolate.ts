/**
 * What one isolate of the worker keeps between requests (the pointers, the named previews' records,
 * and of the buckets as each kind of request reads them, `Kept`), and what one request works with
 * (`RequestContext`). The handlers (`handlers/`) read through it.
 */
import { checkRuntimeConfig, runtimeConfigFile, type RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import {
  keys,
  parseSiteRelease,
  type Pointer,
  previewNameOfHost,
  VisitorKeys,
  publicFile,
  releaseFile,
  siteFile,
  type SiteRelease,
} from '@radix/release-model';
import type { Cache } from '@cloudflare/workers-types';
import type { Env } from './env';
import { ServedBatch } from './canary/page-views';
import { ImmutableFiles, memoryLimits, type Listing } from './files';
import { Marks, type MarkReader } from './marks';
import { Loads, Lru } from './memory';
import { PreviewRecords } from './named-previews';
import { PinnableSites } from './pinnable';
import { Refusals } from './refusals';
import { Pointers } from './pointers';
import { pointerFreshMs } from './fresh';
import type { BucketReads } from './reads';
import { ShellReleases } from './shell-files';

/**
 * What an isolate keeps of the buckets as one kind of request reads them: the file tiers, the site
 * releases and their configurations, the marks, the shell releases. Production's (`SITE` alone) and
 * the named previews' (`PREVIEWS`, and `SITE` for every release but one of the preview's own: `named-previews.ts`) are
 * kept apart, in memory and in the Cache API, so that nothing read for a named preview ever answers
 * a request that reads production's.
 */
export interface Kept {
  readonly files: ImmutableFiles;
  readonly marks: Marks;
  readonly shells: ShellReleases;
  readonly sites: Loads<SiteRelease>;
  readonly configs: Loads<RuntimeConfigFile>;
}

/** The Cache API's folder of each kind of reads (`ImmutableFiles`). */
const cacheFolders = { production: '.edge-cache', named: '.edge-cache-previews' } as const;

function keep(now: () => number, cache: () => Cache | undefined, cacheOrigin: string, folder: string): Kept {
  // A site release id that names nothing is remembered as such for a second, as `live` is.
  const missing = { now, missingMs: pointerFreshMs, notHeldMs: pointerFreshMs };
  return {
    files: new ImmutableFiles(cache, cacheOrigin, now, folder),
    marks: new Marks(now),
    shells: new ShellReleases(now, memoryLimits.listings),
    sites: new Loads(new Lru<SiteRelease>(memoryLimits.listings), undefined, missing),
    configs: new Loads(new Lru<RuntimeConfigFile>(memoryLimits.listings), undefined, missing),
  };
}

/** What one request works with, the same from its start to its answer. */
export interface RequestContext {
  readonly request: Request;
  readonly url: URL;
  readonly env: Env;
  /**
   * The request's bucket calls: production's (`SITE`), or, for a request that reads as the named
   * preview `named`, that preview's (`namedPreviewRoute`).
   */
  readonly reads: BucketReads;
  /** What the isolate keeps of what `reads` reads: production's, or the named previews'. */
  readonly kept: Kept;
  /** The marks beside site releases, as this isolate knows them (`marks.ts`). */
  readonly marks: MarkReader;
  /** The named preview the request reads as: its host's, or the one a deploy check's token names. */
  readonly named?: string;
  readonly background: (work: Promise<unknown>) => void;
}

/** The pointer a host serves: the site's host `live`, the preview host and a named preview's host `preview`. */
export interface Served {
  pointer?: Pointer;
  named?: string;
}

export function createIsolate(now: () => number, cache: () => Cache | undefined) {
  const kept: { production?: Kept; named?: Kept } = {};
  let origins: { of: string; site: URL; preview: URL } | undefined;

  /** A JSON file of a site release, through the file tiers, checked by `parse`; undefined when missing. */
  async function readJson<T>(context: RequestContext, key: string, parse: (text: string) => T): Promise<T | undefined> {
    const found = await context.kept.files.find(context.reads, key, [{ key }], true, context.background);
    return found?.file.body ? parse(new TextDecoder().decode(found.file.body)) : undefined;
  }

  const isolate = {
    now,
    pointers: new Pointers(now),
    pinnable: new PinnableSites(now),
    previews: new PreviewRecords(now),
    /** The page views served in the minutes not yet written (`canary/page-views.ts`), and the day's visitor key. */
    served: new ServedBatch(),
    visitors: new VisitorKeys(),
    /** The clients the Rate Limiting binding refused this minute (`refusals.ts`). */
    refusals: new Refusals(),

    /** The site's and the preview's origins, parsed once. */
    originsOf(env: Env): { site: URL; preview: URL } {
      const of = `${env.SITE_ORIGIN} ${env.PREVIEW_ORIGIN}`;
      if (origins?.of !== of) origins = { of, site: new URL(env.SITE_ORIGIN), preview: new URL(env.PREVIEW_ORIGIN) };
      return origins;
    },

    servedBy(host: string, env: Env): Served {
      const { site, preview } = isolate.originsOf(env);
      if (host === site.host) return { pointer: 'live' };
      const named = previewNameOfHost(host, preview.host);
      return host === preview.host || named ? { pointer: 'preview', named } : {};
    },

    /** What the isolate keeps of production's reads, or of the named previews' (`Kept`). */
    keptOf(env: Env, named: boolean): Kept {
      const kind = named ? 'named' : 'production';
      return (kept[kind] ??= keep(now, cache, isolate.originsOf(env).site.origin, cacheFolders[kind]));
    },

    siteRelease: (context: RequestContext, id: string) =>
      context.kept.sites.load(
        id,
        () =>
          readJson(context, `${keys.site(id)}/${siteFile}`, (json) =>
            parseSiteRelease(json, `${keys.site(id)}/${siteFile}`),
          ),
        undefined,
        context.background,
      ),

    siteConfig: (context: RequestContext, id: string) =>
      context.kept.configs.load(
        id,
        () =>
          readJson(context, `${keys.site(id)}/${runtimeConfigFile}`, (json): RuntimeConfigFile =>
            checkRuntimeConfig(JSON.parse(json)),
          ),
        undefined,
        context.background,
      ),

    /**
     * The files of one release: only a whole tree (its `release.json` written last) is served, and it
     * is listed once per isolate once it is public (until then the mark may come any time).
     */
    releaseListing: (context: RequestContext, name: Parameters<typeof keys.release>[0], id: string) =>
      context.kept.files.listing(
        context.reads,
        `${keys.release(name, id)}/`,
        (listing: Listing) => listing.has(releaseFile),
        (listing: Listing) => listing.has(publicFile),
        context.background,
      ),

    /** How many entries the isolate holds (what its memory is bounded by), production's and the named previews' together. */
    held: () => {
      const held = { files: 0, listings: 0, loading: 0, sites: 0, sitesLoading: 0, views: 0, viewsLoading: 0 };
      for (const { files, sites, configs, shells } of Object.values(kept)) {
        held.files += files.held.files;
        held.listings += files.held.listings;
        held.loading += files.held.loading;
        held.sites += sites.held.size + configs.held.size;
        held.sitesLoading += sites.inFlight + configs.inFlight;
        held.views += shells.held.views;
        held.viewsLoading += shells.held.loading;
      }
      return held;
    },
  };
  return isolate;
}

export type Isolate = ReturnType<typeof createIsolate>;
