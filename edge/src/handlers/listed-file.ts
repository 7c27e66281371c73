import { ImmutableFiles, type Listing } from '../files';
import type { RequestContext } from '../isolate';
import { fileResponse, notModified } from '../responses';

/** A file listed in a release, answered from its listing (304, HEAD) or the file tiers. */
export async function listedFile(
  context: RequestContext,
  prefix: string,
  listing: Listing,
  file: string,
  name: string,
  headers: Record<string, string>,
): Promise<Response | undefined> {
  const chosen = ImmutableFiles.chosen(listing, file, context.request);
  if (!chosen) return undefined;
  const { request, reads, kept, background } = context;
  if (request.method === 'HEAD' || notModified(request, chosen.etag)) {
    return fileResponse(request, chosen, name, headers, reads.serverTiming(reads.reads ? 'miss' : 'memory'));
  }
  const key = `${prefix}${chosen.key}`;
  const found = await kept.files.find(reads, key, [{ key, encoding: chosen.encoding }], true, background);
  return found && fileResponse(request, found.file, name, headers, reads.serverTiming(found.answer));
}
