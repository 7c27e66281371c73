import { cacheControl, isHashedAsset, keys, revalidate, shellReleaseParts, sitemapFile } from '@radix/release-model';
import { runtimeConfigFile } from '@radix/site-kit/runtime-config';
import type { RequestContext } from '../isolate';
import { fileResponse, timedText, withCacheControl } from '../responses';
import { listedFile } from './listed-file';
import { rehostFile } from './preview-origin';
import type { SiteAnswer } from './site-answer';

/** `/runtime-config.json`: the site release's configuration, revalidated. */
export async function runtimeConfig(context: RequestContext, { id, headers, rehost }: SiteAnswer): Promise<Response> {
  const { request, reads } = context;
  const key = `${keys.site(id)}/${runtimeConfigFile}`;
  const found = await context.kept.files.find(reads, key, [{ key }], request.method === 'GET', context.background);
  if (!found) return timedText(reads, 404, 'Not found', headers);
  return fileResponse(
    request,
    rehost ? rehostFile(found.file, rehost) : found.file,
    runtimeConfigFile,
    { ...headers, 'Cache-Control': revalidate },
    reads.serverTiming(found.answer),
  );
}

/** `/sitemap.xml`: the sitemap of the site release's route table, beside its pages, revalidated. */
export async function siteSitemap(context: RequestContext, { id, headers }: SiteAnswer): Promise<Response> {
  const { request, reads } = context;
  const key = `${keys.site(id)}/pages/${sitemapFile}`;
  const found = await context.kept.files.find(reads, key, [{ key }], request.method === 'GET', context.background);
  if (!found) return timedText(reads, 404, 'Not found', headers);
  return fileResponse(
    request,
    found.file,
    sitemapFile,
    { ...headers, 'Cache-Control': revalidate },
    reads.serverTiming(found.answer),
  );
}

/** A file at the site's root, from the site release's shell release or, when hashed, a newer one (`shell-files.ts`). */
export async function shellFile(context: RequestContext, shell: string, file: string, headers: Record<string, string>) {
  const web = `${shellReleaseParts.web}/${file}`;
  const view = await context.kept.shells.view(context.reads, shell, context.background);
  const own =
    view?.own && (await listedFile(context, `${keys.release('shell', shell)}/`, view.own, web, file, headers));
  if (own || !isHashedAsset(file)) return own;
  const newest = (await context.kept.shells.view(context.reads, shell, context.background, { refresh: true }))?.newest;
  return (
    newest && (await listedFile(context, `${keys.release('shell', newest.id)}/`, newest.listing, web, file, headers))
  );
}

/** A path with an extension at the site's root: the shell's file of that name. */
export async function siteRootFile(context: RequestContext, { site, headers }: SiteAnswer): Promise<Response> {
  const file = context.url.pathname.slice(1);
  const answer =
    file && !file.includes('..')
      ? await shellFile(context, site.releases.shell, file, withCacheControl(headers, cacheControl(file)))
      : undefined;
  return answer ?? timedText(context.reads, 404, 'Not found', headers);
}
