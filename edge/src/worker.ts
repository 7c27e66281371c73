/**
 * The site at the edge: a Cloudflare Worker over the R2 bucket the release commands write. It
 * answers as the release model's headers.ts says, like the Node server and nginx: the site release `live` names on the
 * site's host (while a canary runs, the one of the visitor's arm: `canary/arm.ts`), the one `preview` names on the preview's host (to the holders of a preview token
 * only: `access.ts`), every release's files under `/releases/<name>/<id>/` of the site's own origin once the gate cleared it. What never changes is read from the bucket once
 * and then served from the Cache API and the isolate's memory (files.ts); the pointers are read at
 * most once a second (pointers.ts).
 */
import {
  checkRuntimeConfig,
  runtimeConfigFile,
  runtimeConfigPath,
  xsrfCookieName,
  type RuntimeConfigFile,
} from '@radix/site-kit/runtime-config';
import { site as company } from '@radix/site-kit/site';
import { admit, mayOpenUncleared, namedSiteToServe, sealPreview, siteToServe, type Admission } from './access';
import { PreviewRecords } from './named-previews';
import type { Bucket } from './bucket';
import { ImmutableFiles, memoryLimits, variantsOf, type CacheLike, type Listing } from './files';
import { Loads, Lru } from './memory';
import { Pointers } from './pointers';
import { ShellReleases } from './shell-files';
import { BucketReads, latencyOf } from './reads';
import { fileResponse, notModified, siteHeaders, timedText, unavailable, withCacheControl } from './responses';
import { vitalsPath } from '@radix/site-kit/vitals/beacon';
import {
  cacheControl,
  clearedFile,
  createBeaconTaker,
  earlyHints,
  immutable,
  isDeployable,
  isHashedAsset,
  isKnownPage,
  keys,
  namedPreviewOrigin,
  notFoundFile,
  parseSiteRelease,
  type Pointer,
  previewHeaders,
  previewNameOfHost,
  refusedFile,
  releaseFile,
  remoteHeaders,
  renderedPageFile,
  revalidate,
  shellReleaseParts,
  siteFile,
  type SiteRelease,
  type VitalsDatabase,
} from '@radix/release-model';
import { chooseArm, withArm, type ArmChoice } from './canary/arm';
import { describeJudged, judgeCanary, type WritableBucket } from './canary/scheduled';

export interface Env {
  SITE: Bucket;
  /** The site's origin (`https://www.radixsoftech.example`); requests for another host are refused. */
  SITE_ORIGIN: string;
  /** The preview's origin, a host name of its own. */
  PREVIEW_ORIGIN: string;
  /** Where `/api/` is passed on to: the inquiry API (the local one under `npm run serve:edge`). */
  API_ORIGIN?: string;
  /** A secret binding: the key preview tokens are signed with (`release/preview-token.ts`). */
  PREVIEW_SECRET?: string;
  /** Milliseconds every bucket call waits first: a bucket far away, simulated (`npm run serve:edge`). */
  EDGE_BUCKET_LATENCY_MS?: string;
  /**
   * D1: visitors' measurements (`vitals/schema.ts`), which the canary's judge reads; without it
   * beacons are checked and dropped.
   */
  VITALS?: VitalsDatabase;
}

/** The Workers runtime's `ExecutionContext`: work that goes on after the answer. */
export interface Context {
  waitUntil(work: Promise<unknown>): void;
}

/** What one request works with. */
interface Visit {
  request: Request;
  url: URL;
  env: Env;
  reads: BucketReads;
  files: ImmutableFiles;
  background: (work: Promise<unknown>) => void;
  /** The canary's arm the request was given, if a canary runs or its cookie is to be cleared. */
  arm?: ArmChoice;
}

export interface EdgeOptions {
  /** The clock of the pointers and of the timings (a test's fake clock). */
  now?: () => number;
  /** The Cache API (`caches.default` in the Workers runtime). */
  cache?: () => CacheLike | undefined;
  /** Where a failure's one line goes. */
  log?: (line: string) => void;
}

const loopbackHost = /^(127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/;

/** The edge worker's handler, with what an isolate keeps between requests. */
export function createEdge({
  now = Date.now,
  cache = () => undefined,
  log = (line) => console.error(line),
}: EdgeOptions = {}) {
  const pointers = new Pointers(now);
  const previews = new PreviewRecords(now);
  const sites = new Loads(new Lru<SiteRelease>(memoryLimits.listings));
  const configs = new Loads(new Lru<RuntimeConfigFile>(memoryLimits.listings));
  let files: ImmutableFiles | undefined;
  const shells = new ShellReleases(now, memoryLimits.listings);
  let origins: { of: string; site: URL; preview: URL } | undefined;

  /** The site's and the preview's origins, parsed once. */
  function originsOf(env: Env): { site: URL; preview: URL } {
    const of = `${env.SITE_ORIGIN} ${env.PREVIEW_ORIGIN}`;
    if (origins?.of !== of) origins = { of, site: new URL(env.SITE_ORIGIN), preview: new URL(env.PREVIEW_ORIGIN) };
    return origins;
  }
  const takeBeacon = createBeaconTaker({ now });

  /** A JSON file of a site release, through the file tiers, checked by `parse`; undefined when missing. */
  async function readJson<T>(visit: Visit, key: string, parse: (text: string) => T): Promise<T | undefined> {
    const found = await visit.files.find(visit.reads, key, [{ key }], true, visit.background);
    return found?.file.body ? parse(new TextDecoder().decode(found.file.body)) : undefined;
  }

  const siteRelease = (visit: Visit, id: string) =>
    sites.load(id, () =>
      readJson(visit, `${keys.site(id)}/${siteFile}`, (json) => parseSiteRelease(json, `${keys.site(id)}/${siteFile}`)),
    );

  const siteConfig = (visit: Visit, id: string) =>
    configs.load(id, () =>
      readJson(visit, `${keys.site(id)}/${runtimeConfigFile}`, (json): RuntimeConfigFile =>
        checkRuntimeConfig(JSON.parse(json)),
      ),
    );

  /**
   * The files of one release: only a whole tree (its `release.json` written last) is served, and it
   * is listed once per isolate after the gate cleared it (until then the mark may come any time).
   */
  const releaseListing = (visit: Visit, name: Parameters<typeof keys.release>[0], id: string) =>
    visit.files.listing(
      visit.reads,
      `${keys.release(name, id)}/`,
      (listing) => listing.has(releaseFile),
      (listing) => listing.has(clearedFile),
    );

  /**
   * The site release a request gets, as `access.ts` rules: the one it pins if it may have it and it
   * is still kept, or else the one the host's pointer names; or a refusal.
   */
  const siteIdFor = (visit: Visit, admission: Admission) =>
    siteToServe(
      visit.request,
      visit.reads,
      admission,
      async () => {
        const target = await pointers.target(admission.pointer, visit.reads, visit.background);
        if (!target || admission.pointer !== 'live') return target?.stable;
        visit.arm = chooseArm(visit.request, target);
        return visit.arm.site;
      },
      async (pinned) => (await siteRelease(visit, pinned)) !== undefined,
    );

  /** On a named preview's host: the candidate its record names, as `access.ts` rules; or a refusal. */
  const namedSiteFor = async (visit: Visit, admission: Admission & { pointer: 'preview' }, name: string) =>
    namedSiteToServe(
      visit.reads,
      admission.claims,
      await previews.record(name, visit.reads),
      async (id) => (await siteRelease(visit, id)) !== undefined,
    );

  /** A file listed in a release, answered from its listing (304, HEAD) or the file tiers. */
  async function listedFile(
    visit: Visit,
    prefix: string,
    listing: Listing,
    file: string,
    name: string,
    headers: Record<string, string>,
  ): Promise<Response | undefined> {
    const chosen = ImmutableFiles.chosen(listing, file, visit.request);
    if (!chosen) return undefined;
    const { request, reads } = visit;
    if (request.method === 'HEAD' || notModified(request, chosen.etag)) {
      return fileResponse(request, chosen, name, headers, reads.serverTiming(reads.reads ? 'miss' : 'memory'));
    }
    const key = `${prefix}${chosen.key}`;
    const found = await visit.files.find(reads, key, [{ key, encoding: chosen.encoding }], true, visit.background);
    return found && fileResponse(request, found.file, name, headers, reads.serverTiming(found.answer));
  }

  /**
   * `/releases/<name>/<id>/<file>`: a release's files, immutable; a shell release's browser files
   * only. To anyone once the gate cleared the release; before, to a deploy's browser check alone, so
   * a release the gate refused is never served.
   */
  async function serveRelease(visit: Visit, pathname: string): Promise<Response> {
    const [name, id, ...rest] = pathname.slice('/releases/'.length).split('/');
    const file = rest.join('/');
    const browserFile = name === 'shell' ? file.startsWith(`${shellReleaseParts.web}/`) : true;
    const notFound = () => timedText(visit.reads, 404, 'Not found');
    if (!isDeployable(name) || !id || !file || !browserFile || file.includes('..')) return notFound();
    const listing = await releaseListing(visit, name, id);
    if (!listing) return notFound();
    const cleared = listing.has(clearedFile);
    if (
      !cleared &&
      (listing.has(refusedFile) ||
        !(await mayOpenUncleared(visit.request, visit.env.PREVIEW_SECRET, visit.reads, new Date(now()))))
    )
      return notFound();
    const headers = withCacheControl(remoteHeaders, cleared ? immutable : previewHeaders['Cache-Control']);
    return (await listedFile(visit, `${keys.release(name, id)}/`, listing, file, file, headers)) || notFound();
  }

  /** A file at the site's root, from the site release's shell release or, when hashed, a newer one (`shell-files.ts`). */
  async function shellFile(visit: Visit, shell: string, file: string, headers: Record<string, string>) {
    const web = `${shellReleaseParts.web}/${file}`;
    const view = await shells.view(visit.reads, shell);
    const own =
      view?.own && (await listedFile(visit, `${keys.release('shell', shell)}/`, view.own, web, file, headers));
    if (own || !isHashedAsset(file)) return own;
    const newest = (await shells.view(visit.reads, shell, { refresh: true }))?.newest;
    return (
      newest && (await listedFile(visit, `${keys.release('shell', newest.id)}/`, newest.listing, web, file, headers))
    );
  }

  async function serveSite(visit: Visit, admission: Admission, origin: string): Promise<Response> {
    const { request, reads } = visit;
    const { pathname } = visit.url;
    const isPage = !/\.[^/]*$/.test(pathname);
    const known = isPage && isKnownPage(pathname);
    const page = isPage ? (known ? renderedPageFile(pathname) : notFoundFile) : undefined;
    const id =
      admission.pointer === 'preview' && admission.named
        ? await namedSiteFor(visit, admission, admission.named)
        : await siteIdFor(visit, admission);
    if (id instanceof Response) return id;
    const pageKey = id && page ? `${keys.site(id)}/pages/${page}` : undefined;
    const [site, config, pageFound] = await Promise.all([
      id ? siteRelease(visit, id) : undefined,
      id ? siteConfig(visit, id) : undefined,
      pageKey
        ? visit.files.find(
            reads,
            `${pageKey}?${variantsOf('.html', request)
              .map((variant) => variant.encoding ?? 'identity')
              .join(',')}`,
            variantsOf(pageKey, request),
            request.method === 'GET',
            visit.background,
          )
        : undefined,
    ]);
    if (!id || !site || !config) {
      return timedText(
        reads,
        503,
        admission.pointer === 'live'
          ? 'The site is being deployed: try again in a few seconds.'
          : 'Nothing is in preview: deploy with --preview.',
        { 'Retry-After': '5' },
      );
    }
    const headers = siteHeaders(config, origin);
    if (pathname === runtimeConfigPath) {
      const key = `${keys.site(id)}/${runtimeConfigFile}`;
      const found = await visit.files.find(reads, key, [{ key }], request.method === 'GET', visit.background);
      if (!found) return timedText(reads, 404, 'Not found', headers);
      return fileResponse(
        request,
        found.file,
        runtimeConfigFile,
        { ...headers, 'Cache-Control': revalidate },
        reads.serverTiming(found.answer),
      );
    }
    if (!isPage) {
      const file = pathname.slice(1);
      const answer =
        file && !file.includes('..')
          ? await shellFile(visit, site.releases.shell, file, withCacheControl(headers, cacheControl(file)))
          : undefined;
      return answer ?? timedText(reads, 404, 'Not found', headers);
    }
    const pageHeaders = () => {
      const hints = earlyHints(pathname, config, origin);
      const cookie = visit.env.API_ORIGIN ? xsrfCookie(request) : undefined;
      return {
        ...headers,
        'Cache-Control': revalidate,
        ...(hints ? { Link: hints } : {}),
        ...(cookie ? { 'Set-Cookie': cookie } : {}),
      };
    };
    const status = known ? 200 : 404;
    if (pageFound) {
      return fileResponse(
        request,
        pageFound.file,
        'page.html',
        pageHeaders(),
        reads.serverTiming(pageFound.answer),
        status,
      );
    }
    // A page not rendered (an old spelling the app redirects): the shell's index.html.
    const listing = (await shells.view(reads, site.releases.shell))?.own;
    const index =
      listing &&
      (await listedFile(
        visit,
        `${keys.release('shell', site.releases.shell)}/`,
        listing,
        `${shellReleaseParts.web}/index.html`,
        'page.html',
        pageHeaders(),
      ));
    if (!index) return timedText(reads, 404, 'Not found', headers);
    if (status === 200) return index;
    return new Response(index.body, { status, headers: index.headers, encodeBody: 'manual' } as ResponseInit);
  }

  /** The pointer a host serves: the site's host `live`, the preview host and a named preview's host `preview`. */
  function pointerOfHost(host: string, env: Env): { pointer?: Pointer; named?: string } {
    const { site, preview } = originsOf(env);
    if (host === site.host) return { pointer: 'live' };
    const named = previewNameOfHost(host, preview.host);
    return host === preview.host || named ? { pointer: 'preview', named } : {};
  }

  async function answer(
    request: Request,
    url: URL,
    host: string,
    { pointer, named }: ReturnType<typeof pointerOfHost>,
    env: Env,
    context: Context,
    reads: BucketReads,
  ): Promise<Response> {
    const { site, preview } = originsOf(env);
    const { pathname, search } = url;
    if (!pointer) {
      // The local edge's site is http://localhost:<port>; the other servers print the loopback address.
      if (site.hostname === 'localhost' && loopbackHost.test(host)) {
        return new Response(null, {
          status: 308,
          headers: { Location: `${site.origin}${pathname}${search}`, 'Server-Timing': reads.serverTiming() },
        });
      }
      return timedText(reads, 400, 'Bad Host header');
    }
    const admission = await admit(request, env.PREVIEW_SECRET, pointer, undefined, named);
    if (admission instanceof Response) return admission;
    if (env.API_ORIGIN && pathname.startsWith('/api/')) {
      const answered = await fetch(new Request(`${new URL(env.API_ORIGIN).origin}${pathname}${search}`, request));
      const response = new Response(answered.body, answered);
      response.headers.set('Server-Timing', reads.serverTiming());
      return response;
    }
    files ??= new ImmutableFiles(cache, site.origin);
    const visit: Visit = { request, url, env, reads, files, background: (work) => context.waitUntil(work) };
    if (pathname === vitalsPath) {
      // A preview's visitors are reviewers, not the site's: their page views are not measured.
      if (pointer === 'preview') return new Response(null, { status: 204 });
      return takeBeacon(request, env.VITALS, async (id) => (await siteRelease(visit, id))?.releases.shell);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return timedText(reads, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (pathname.startsWith('/releases/')) return serveRelease(visit, pathname);
    const origin = named
      ? namedPreviewOrigin(preview.origin, named)
      : pointer === 'live'
        ? site.origin
        : preview.origin;
    return withArm(await serveSite(visit, admission, origin), visit.arm);
  }

  /** Every answer names its bucket reads; the preview host's are for the holders of a token only. */
  async function answerOf(request: Request, env: Env, context: Context): Promise<Response> {
    const reads = new BucketReads(env.SITE, latencyOf(env.EDGE_BUCKET_LATENCY_MS), now);
    const url = new URL(request.url);
    const host = request.headers.get('host') ?? url.host;
    const served = pointerOfHost(host, env);
    let response = await answer(request, url, host, served, env, context, reads);
    if (!response.headers.has('Server-Timing')) {
      response = new Response(response.body, response);
      response.headers.set('Server-Timing', reads.serverTiming());
    }
    return served.pointer === 'preview' ? sealPreview(response) : response;
  }

  return {
    /** How many entries the isolate keeps (what its memory is bounded by). */
    kept: () => ({
      ...(files?.kept ?? { files: 0, listings: 0, loading: 0 }),
      sites: sites.kept.size + configs.kept.size,
      sitesLoading: sites.inFlight + configs.inFlight,
      ...shells.kept,
    }),
    /** The Cron Trigger: the canary's judge (`canary/scheduled.ts`). */
    scheduled(controller: { scheduledTime: number }, env: Env, context: Context): void {
      // The R2 binding writes as well as reads; only the judge writes with it.
      const bucket = env.SITE as WritableBucket;
      context.waitUntil(
        judgeCanary({ SITE: bucket, VITALS: env.VITALS }, controller.scheduledTime)
          .then((judged) => {
            if (judged.outcome !== 'judged' || judged.decision.kind !== 'wait')
              log(`canary judge: ${describeJudged(judged)}`);
          })
          .catch((error: unknown) =>
            log(`canary judge failed: ${error instanceof Error ? error.message : String(error)}`),
          ),
      );
    },
    async fetch(request: Request, env: Env, context: Context): Promise<Response> {
      try {
        return await answerOf(request, env, context);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        log(`edge: ${request.method} ${new URL(request.url).pathname} answered 503: ${reason}`);
        return unavailable(company.name);
      }
    },
  };
}

/**
 * The anti-forgery cookie of the inquiry API, set on a page for a browser that has none, as the Node
 * server's API does: the forms echo it in a header, which another site cannot read.
 */
function xsrfCookie(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  if (cookies.split(';').some((cookie) => cookie.trim().startsWith(`${xsrfCookieName}=`))) return undefined;
  const token = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${xsrfCookieName}=${token}; Path=/; SameSite=Strict${secure}`;
}

export default createEdge({
  cache: () => (globalThis as unknown as { caches?: { default: CacheLike } }).caches?.default,
});
