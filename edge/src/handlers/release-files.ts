import {
  type Deployable,
  immutable,
  isDeployable,
  keys,
  previewHeaders,
  publicFile,
  refusedFile,
  remoteHeaders,
  rolledBackFile,
  shellReleaseParts,
} from '@radix/release-model';
import { type Admission, mayOpenUncleared } from '../access';
import { ImmutableFiles, type Listing } from '../files';
import type { Isolate, RequestContext } from '../isolate';
import { timedText, withCacheControl } from '../responses';
import { listedFile } from './listed-file';

/**
 * Who may have a release's files: on the site's host anyone once the switch made it public (a site
 * release holding it went live or is a canary's arm) unless it was rolled back since (by the judge or
 * by hand: `rolledBackFile`), then only while a site release the host may still serve names it
 * (`stillServed`); and before it was public only a deploy's own checks
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
  if (!context.named && listing.has(publicFile))
    return (await rolledBack(context, release)) && !(await stillServed(isolate, context, release))
      ? undefined
      : immutable;
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

/**
 * Whether a release was rolled back: its mark, read as the marks are (once there it stays; its
 * absence asked again a second later), as the listing of a public release is kept for good.
 */
const rolledBack = (context: RequestContext, { name, id }: Release) =>
  context.marks.has(`${keys.release(name, id)}/${rolledBackFile}`);

/** Whether a site release the site's host may serve now (`PinnableSites.servable`) holds the release. */
async function stillServed(isolate: Isolate, context: RequestContext, { name, id }: Release): Promise<boolean> {
  const target = await isolate.pointers.target('live', context.reads, context.background);
  for (const site of await isolate.pinnable.servable(target, context.reads, context.background))
    if ((await isolate.siteRelease(context, site))?.releases[name] === id) return true;
  return false;
}

/** `/releases/<name>/<id>/<file>`: a release's files, as `access` rules; a shell release's browser files only. */
export async function serveRelease(isolate: Isolate, context: RequestContext, admission: Admission): Promise<Response> {
  const [name, id, ...rest] = context.url.pathname.slice('/releases/'.length).split('/');
  const file = rest.join('/');
  const browserFile = name === 'shell' ? file.startsWith(`${shellReleaseParts.web}/`) : true;
  const notFound = () => timedText(context.reads, 404, 'Not found');
  if (!isDeployable(name) || !id || !file || !browserFile || file.includes('..')) return notFound();
  const listing = await isolate.releaseListing(context, name, id);
  // A file the release lacks (a junk path) is not found whoever asks: its access costs no read.
  const listed = listing && ImmutableFiles.chosen(listing, file, context.request) ? listing : undefined;
  const cacheControl = listed && (await access(isolate, context, admission, listed, { name, id }));
  if (!listing || !cacheControl) return notFound();
  const headers = withCacheControl(remoteHeaders, cacheControl);
  return (await listedFile(context, `${keys.release(name, id)}/`, listing, file, file, headers)) || notFound();
}
