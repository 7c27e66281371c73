import { notFoundFile, keys, pageFile, sitemapFile } from '@radix/release-model';
import { isTablePage, tablePageFile } from '@radix/site-kit/route-table';
import { runtimeConfigPath, type RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { namedSiteToServe, siteToServe, type Admission } from '../access';
import { chooseArm } from '../canary/arm';
import { variantsOf, type StoredFile } from '../files';
import type { Isolate, Visit } from '../isolate';
import type { CacheAnswer } from '../reads';
import { siteHeaders, timedText } from '../responses';
import { withBeaconToken } from './beacon-cookie';
import { servePage } from './pages';
import { rehostConfig, rehostFile, rehostOf, type Rehost } from './preview-origin';
import { runtimeConfig, siteRootFile, siteSitemap } from './site-files';
import type { SiteAnswer } from './site-answer';

/**
 * The site release a request gets, as `access.ts` rules: on a named preview's host the candidate
 * its record names; else the one it pins if it may have it (on the site's host, one released now:
 * `pinnable.ts`) and it is still in the store, or the one the
 * host's pointer names (while a canary runs, the visitor's arm's); or a refusal.
 */
async function siteIdFor(isolate: Isolate, visit: Visit, admission: Admission) {
  const siteReleaseExists = async (id: string) => (await isolate.siteRelease(visit, id)) !== undefined;
  if (admission.pointer === 'preview' && admission.named)
    return namedSiteToServe(
      visit.marks,
      admission.claims,
      await isolate.previews.record(admission.named, visit.reads, visit.background),
      siteReleaseExists,
    );
  const target = () => isolate.pointers.target(admission.pointer, visit.reads, visit.background);
  return siteToServe(
    visit.request,
    visit.marks,
    admission,
    async () => {
      const pointed = await target();
      if (!pointed || admission.pointer !== 'live') return pointed?.stable;
      visit.arm = await chooseArm(visit.request, pointed, visit.env.BEACON_SECRET);
      return visit.arm.site;
    },
    siteReleaseExists,
    async (id) => isolate.pinnable.mayPin(id, await target(), visit.reads, visit.background),
  );
}

/**
 * The rendered file a page's path would have, fetched while the site release's table is read: a
 * path with a file extension is no page.
 */
function likelyPageFile(pathname: string): string | undefined {
  if (/\.[^/]*$/.test(pathname)) return undefined;
  return pageFile(pathname.replace(/(.)\/$/, '$1'));
}

/**
 * The page of a path by the site release's route table: its rendered file, the not-found page's,
 * or none for a page not rendered (an old spelling the app redirects).
 */
function pageOf(config: RuntimeConfigFile, pathname: string): { known: boolean; file?: string } {
  const known = isTablePage(config.routes, pathname);
  return { known, file: known ? tablePageFile(config.routes, pathname) : notFoundFile };
}

/** The pages and the files at the root of the site release the request gets, at `origin`. */
export async function answerSiteRelease(
  isolate: Isolate,
  visit: Visit,
  admission: Admission,
  origin: string,
): Promise<Response> {
  const { reads } = visit;
  const { pathname } = visit.url;
  const likely = likelyPageFile(pathname);
  const id = await siteIdFor(isolate, visit, admission);
  if (id instanceof Response) return id;
  const pageKey = (file: string | undefined) => (id && file ? `${keys.site(id)}/pages/${file}` : undefined);
  const likelyKey = pageKey(likely);
  const rehost =
    admission.pointer === 'preview' ? rehostOf(isolate.originsOf(visit.env).site.origin, origin) : undefined;
  const [site, config, pageFound] = await Promise.all([
    id ? isolate.siteRelease(visit, id) : undefined,
    id ? isolate.siteConfig(visit, id) : undefined,
    likelyKey ? findPage(visit, likelyKey, rehost) : undefined,
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
  const shown = rehost ? rehostConfig(config, rehost) : config;
  const answer: SiteAnswer = { id, site, config: shown, headers: siteHeaders(shown, origin), origin, rehost };
  if (pathname === runtimeConfigPath) return runtimeConfig(visit, answer);
  if (pathname === `/${sitemapFile}`) return siteSitemap(visit, answer);
  if (!likely) return siteRootFile(isolate, visit, answer);
  // The path's page is known by the table of the site release served, not by a list of the worker's.
  const page = pageOf(config, pathname);
  const key = pageKey(page.file);
  const found = page.file === likely ? pageFound : key ? await findPage(visit, key, rehost) : undefined;
  const served = await servePage(isolate, visit, answer, page.known, found);
  // A preview's visitors are reviewers, not the site's: their page views are not measured.
  return admission.pointer === 'live' && page.known
    ? withBeaconToken(isolate, served, visit, id, isolate.now())
    : served;
}

/** A rendered page, in the best encoding this client takes; uncompressed where it is rewritten. */
async function findPage(
  visit: Visit,
  pageKey: string,
  rehost: Rehost | undefined,
): Promise<{ file: StoredFile; answer: CacheAnswer } | undefined> {
  const { request } = visit;
  const variants = rehost ? [{ key: pageKey }] : variantsOf(pageKey, request);
  const encodings = variants.map((variant) => variant.encoding ?? 'identity');
  const found = await visit.files.find(
    visit.reads,
    `${pageKey}?${encodings.join(',')}`,
    variants,
    request.method === 'GET',
    visit.background,
  );
  return found && rehost ? { ...found, file: rehostFile(found.file, rehost) } : found;
}
