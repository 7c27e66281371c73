import {
  clearedFile,
  immutable,
  isDeployable,
  keys,
  previewHeaders,
  refusedFile,
  remoteHeaders,
  shellReleaseParts,
} from '@radix/release-model';
import { mayOpenUncleared } from '../access';
import type { Isolate, Visit } from '../isolate';
import { timedText, withCacheControl } from '../responses';
import { listedFile } from './listed-file';

/**
 * `/releases/<name>/<id>/<file>`: a release's files, immutable; a shell release's browser files
 * only. To anyone once the gate cleared the release; before, to a deploy's browser check alone, so
 * a release the gate refused is never served.
 */
export async function serveRelease(isolate: Isolate, visit: Visit): Promise<Response> {
  const [name, id, ...rest] = visit.url.pathname.slice('/releases/'.length).split('/');
  const file = rest.join('/');
  const browserFile = name === 'shell' ? file.startsWith(`${shellReleaseParts.web}/`) : true;
  const notFound = () => timedText(visit.reads, 404, 'Not found');
  if (!isDeployable(name) || !id || !file || !browserFile || file.includes('..')) return notFound();
  const listing = await isolate.releaseListing(visit, name, id);
  if (!listing) return notFound();
  const cleared = listing.has(clearedFile);
  if (
    !cleared &&
    (listing.has(refusedFile) ||
      !(await mayOpenUncleared(visit.request, visit.env.PREVIEW_SECRET, visit.reads, new Date(isolate.now()))))
  )
    return notFound();
  const headers = withCacheControl(remoteHeaders, cleared ? immutable : previewHeaders['Cache-Control']);
  return (await listedFile(visit, `${keys.release(name, id)}/`, listing, file, file, headers)) || notFound();
}
