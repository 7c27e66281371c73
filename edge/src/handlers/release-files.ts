import {
  type Deployable,
  immutable,
  isDeployable,
  keys,
  previewHeaders,
  publicFile,
  refusedFile,
  remoteHeaders,
  shellReleaseParts,
} from '@radix/release-model';
import { mayOpenUncleared } from '../access';
import type { Listing } from '../files';
import type { Isolate, Served, RequestContext } from '../isolate';
import { timedText, withCacheControl } from '../responses';
import { listedFile } from './listed-file';

/**
 * Who may have a release's files: on the site's host anyone once the switch made it public (a site
 * release holding it went live or is a canary's arm), and before that only a deploy's own checks
 * (their token in `previewTokenHeader`), privately, and once the site release it was signed for is
 * written, only that site release's releases; on a preview host the reviewer `admit` let in,
 * privately. A release the gate refused reaches nobody.
 */
async function access(
  isolate: Isolate,
  context: RequestContext,
  { pointer }: Served,
  listing: Listing,
  release: Release,
) {
  if (listing.has(refusedFile)) return undefined;
  if (pointer === 'live' && listing.has(publicFile)) return immutable;
  if (pointer === 'preview') return previewHeaders['Cache-Control'];
  const { request, env } = context;
  // A site release is written after its pages are rendered from its releases' files: until then its
  // token's release set is not in the bucket, and the token opens the uncleared files it asks for.
  const holds = async (site: string) => {
    const written = await isolate.siteRelease(context, site);
    return !written || written.releases[release.name] === release.id;
  };
  return (await mayOpenUncleared(request, env.PREVIEW_SECRET, context.marks, holds, new Date(isolate.now())))
    ? previewHeaders['Cache-Control']
    : undefined;
}

interface Release {
  name: Deployable;
  id: string;
}

/** `/releases/<name>/<id>/<file>`: a release's files, as `access` rules; a shell release's browser files only. */
export async function serveRelease(isolate: Isolate, context: RequestContext, served: Served): Promise<Response> {
  const [name, id, ...rest] = context.url.pathname.slice('/releases/'.length).split('/');
  const file = rest.join('/');
  const browserFile = name === 'shell' ? file.startsWith(`${shellReleaseParts.web}/`) : true;
  const notFound = () => timedText(context.reads, 404, 'Not found');
  if (!isDeployable(name) || !id || !file || !browserFile || file.includes('..')) return notFound();
  const listing = await isolate.releaseListing(context, name, id);
  const cacheControl = listing && (await access(isolate, context, served, listing, { name, id }));
  if (!listing || !cacheControl) return notFound();
  const headers = withCacheControl(remoteHeaders, cacheControl);
  return (await listedFile(context, `${keys.release(name, id)}/`, listing, file, file, headers)) || notFound();
}
