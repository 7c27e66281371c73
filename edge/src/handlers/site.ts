import { notFoundFile, keys, pageFile, sitemapFile } from '@radix/release-model';
import { isTablePage, tablePageFile } from '@radix/site-kit/route-table';
import { runtimeConfigPath, type RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { namedSiteToServe, siteToServe, type Admission } from '../access';
import { chooseArm, withArm, type ArmChoice } from '../canary/arm';
import { variantsOf, type StoredFile } from '../files';
import type { Isolate, RequestContext } from '../isolate';
import type { CacheAnswer } from '../reads';
import { siteHeaders, timedText } from '../responses';
import { measuredArm, withBeaconToken } from './beacon-cookie';
import { servePage } from './pages';
import { rehostConfig, rehostFile, rehostOf, type Rehost } from './preview-origin';
import { runtimeConfig, siteRootFile, siteSitemap } from './site-files';
import type { SiteAnswer } from './site-answer';

/** The site release a request gets (none when its pointer names none), and the canary's arm it was given. */
interface ChosenSite {
  readonly id?: string;
  /** Set when `live` was followed (no pin was served): the canary's arm drawn, or none while no canary runs. */
  readonly arm?: ArmChoice;
}

/**
 * The site release a request gets, as `access.ts` rules: on a named preview's host the candidate
 * its record names; else the one it pins if it may have it (on the site's host, one released now:
 * `pinnable.ts`) and it is still in the store, or the one the
 * host's pointer names (while a canary runs, the visitor's arm's); or a refusal.
 */
async function siteIdFor(
  isolate: Isolate,
  context: RequestContext,
  admission: Admission,
): Promise<ChosenSite | Response> {
  const siteReleaseExists = async (id: string) => (await isolate.siteRelease(context, id)) !== undefined;
  if (admission.pointer === 'preview' && admission.named) {
    const id = await namedSiteToServe(
      context.marks,
      admission.claims,
      await isolate.previews.record(admission.named, context.reads, context.background),
      siteReleaseExists,
    );
    return id instanceof Response ? id : { id };
  }
  const target = () => isolate.pointers.target(admission.pointer, context.reads, context.background);
  let arm: ArmChoice | undefined;
  const id = await siteToServe(
    context.request,
    context.marks,
    admission,
    async () => {
      const pointed = await target();
      if (!pointed || admission.pointer !== 'live') return pointed?.stable;
      arm = await chooseArm(context.request, pointed, context.env.BEACON_SECRET);
      return arm.site;
    },
    siteReleaseExists,
    async (id) => isolate.pinnable.mayPin(id, await target(), context.reads, context.background),
  );
  return id instanceof Response ? id : { id, arm };
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

/**
 * The pages and the files at the root of the site release the request gets, at `origin`, with the
 * cookies of the canary's arm it was given (`withArm`).
 */
export async function answerSiteRelease(
  isolate: Isolate,
  context: RequestContext,
  admission: Admission,
  origin: string,
): Promise<Response> {
  const chosen = await siteIdFor(isolate, context, admission);
  if (chosen instanceof Response) return chosen;
  return withArm(await answerFrom(isolate, context, admission, origin, chosen), chosen.arm);
}

/** The answer of the site release `chosen`, before its arm's cookies. */
async function answerFrom(
  isolate: Isolate,
  context: RequestContext,
  admission: Admission,
  origin: string,
  { id, arm }: ChosenSite,
): Promise<Response> {
  const { reads } = context;
  const { pathname } = context.url;
  const likely = likelyPageFile(pathname);
  const pageKey = (file: string | undefined) => (id && file ? `${keys.site(id)}/pages/${file}` : undefined);
  const likelyKey = pageKey(likely);
  const rehost =
    admission.pointer === 'preview' ? rehostOf(isolate.originsOf(context.env).site.origin, origin) : undefined;
  const [site, config, pageFound] = await Promise.all([
    id ? isolate.siteRelease(context, id) : undefined,
    id ? isolate.siteConfig(context, id) : undefined,
    likelyKey ? findPage(context, likelyKey, rehost) : undefined,
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
  if (pathname === runtimeConfigPath) return runtimeConfig(context, answer);
  if (pathname === `/${sitemapFile}`) return siteSitemap(context, answer);
  if (!likely) return siteRootFile(context, answer);
  // The path's page is known by the table of the site release served, not by a list of the worker's.
  const page = pageOf(config, pathname);
  const key = pageKey(page.file);
  const found = page.file === likely ? pageFound : key ? await findPage(context, key, rehost) : undefined;
  const served = await servePage(context, answer, page.known, found);
  // A preview's visitors are reviewers, not the site's, and a pin is its client's choice: neither is measured.
  const measured = admission.pointer === 'live' && page.known ? measuredArm(arm) : undefined;
  return measured ? withBeaconToken(isolate, served, context, id, measured, isolate.now()) : served;
}

/** A rendered page, in the best encoding this client takes; uncompressed where it is rewritten. */
async function findPage(
  context: RequestContext,
  pageKey: string,
  rehost: Rehost | undefined,
): Promise<{ file: StoredFile; answer: CacheAnswer } | undefined> {
  const { request } = context;
  const variants = rehost ? [{ key: pageKey }] : variantsOf(pageKey, request);
  const encodings = variants.map((variant) => variant.encoding ?? 'identity');
  const found = await context.kept.files.find(
    context.reads,
    `${pageKey}?${encodings.join(',')}`,
    variants,
    request.method === 'GET',
    context.background,
  );
  return found && rehost ? { ...found, file: rehostFile(found.file, rehost) } : found;
}
