import { ImmutableFiles, type Listing } from '../files';
import type { Visit } from '../isolate';
import { fileResponse, notModified } from '../responses';

/** A file listed in a release, answered from its listing (304, HEAD) or the file tiers. */
export async function listedFile(
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
