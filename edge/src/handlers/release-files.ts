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
import { type Admission, mayOpenUncleared } from '../access';
import type { Listing } from '../files';
import type { Isolate, RequestContext } from '../isolate';
import { timedText, withCacheControl } from '../responses';
import { listedFile } from './listed-file';

/**
 * Who may have a release's files: on the site's host anyone once the switch made it public (a site
 * release holding it went live or is a canary's arm), and before that only a deploy's own checks
 * (their token in `previewTokenHeader`: `checkOf`), privately, and once the site release it was
 * signed for is written, only that site release's releases; on a preview host the reviewer `admit`
 * let in, privately. What a request reads as a named preview (`context.named`: a named preview's
 * check on the site's host) is private whatever its marks say: those of `PREVIEWS` are the preview
 * job's. A release the gate refused reaches nobody.
 */
async function access(
  isolate: Isolate,
  context: RequestContext,
  admission: Admission,
  listing: Listing,
  release: Release,
) {
  if (listing.has(refusedFile)) return undefined;
  if (admission.pointer === 'preview') return previewHeaders['Cache-Control'];
  if (!context.named && listing.has(publicFile)) return immutable;
  // A site release is written after its pages are rendered from its releases' files: until then its
  // token's release set is not in the bucket, and the token opens the uncleared files it asks for.
  const holds = async (site: string) => {
    const written = await isolate.siteRelease(context, site);
    return !written || written.releases[release.name] === release.id;
  };
  return (await mayOpenUncleared(admission.check, context.marks, holds)) ? previewHeaders['Cache-Control'] : undefined;
}

interface Release {
  name: Deployable;
  id: string;
}

/** `/releases/<name>/<id>/<file>`: a release's files, as `access` rules; a shell release's browser files only. */
export async function serveRelease(isolate: Isolate, context: RequestContext, admission: Admission): Promise<Response> {
  const [name, id, ...rest] = context.url.pathname.slice('/releases/'.length).split('/');
  const file = rest.join('/');
  const browserFile = name === 'shell' ? file.startsWith(`${shellReleaseParts.web}/`) : true;
  const notFound = () => timedText(context.reads, 404, 'Not found');
  if (!isDeployable(name) || !id || !file || !browserFile || file.includes('..')) return notFound();
  const listing = await isolate.releaseListing(context, name, id);
  const cacheControl = listing && (await access(isolate, context, admission, listing, { name, id }));
  if (!listing || !cacheControl) return notFound();
  const headers = withCacheControl(remoteHeaders, cacheControl);
  return (await listedFile(context, `${keys.release(name, id)}/`, listing, file, file, headers)) || notFound();
}
