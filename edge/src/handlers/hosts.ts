import type { BucketReads } from '../reads';
import { timedText } from '../responses';

const loopbackHost = /^(127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/;

/** A host the worker does not serve: the loopback address is sent to a local site, any other refused. */
export function foreignHost(site: URL, host: string, url: URL, reads: BucketReads): Response {
  // The local edge's site is http://localhost:<port>; the other servers print the loopback address.
  if (site.hostname === 'localhost' && loopbackHost.test(host)) {
    return new Response(null, {
      status: 308,
      headers: { Location: `${site.origin}${url.pathname}${url.search}`, 'Server-Timing': reads.serverTiming() },
    });
  }
  return timedText(reads, 400, 'Bad Host header');
}

/**
 * Whether the preview's hosts share the site's registrable domain (approximated by its last two
 * labels): a preview's code could then set cookies the site's host receives. Previews belong on a
 * domain of their own; over plain http (the local edge on localhost) this is not asked.
 */
export function previewSharesSiteDomain(site: URL, preview: URL): boolean {
  if (site.protocol !== 'https:') return false;
  const domain = site.hostname.split('.').slice(-2).join('.');
  return preview.hostname === domain || preview.hostname.endsWith(`.${domain}`);
}

/** `/api/`, passed on to the inquiry API. */
export async function passToApi(apiOrigin: string, request: Request, url: URL, reads: BucketReads): Promise<Response> {
  const answered = await fetch(new Request(`${new URL(apiOrigin).origin}${url.pathname}${url.search}`, request));
  const response = new Response(answered.body, answered);
  response.headers.set('Server-Timing', reads.serverTiming());
  return response;
}
