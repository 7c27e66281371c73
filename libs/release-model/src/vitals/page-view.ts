/** What the edge and the Node server count as a page view, and give a beacon token to. */

/**
 * Whether a request is a browser's navigation to a document, as Chromium, Firefox and Safari send
 * one: a GET asking for HTML, with `Sec-Fetch-Dest: document` (or none, as browsers before the Fetch
 * Metadata headers send), and not a prefetch or prerender (`Sec-Purpose: prefetch`, the older
 * `Purpose: prefetch`), which a visitor may never see: a speculation rule's prefetch is sent as a
 * navigation (`Sec-Fetch-Dest: document`, `Sec-Fetch-Mode: navigate`, as the web platform tests of
 * speculation rules check), so only `Sec-Purpose` tells it apart. Only these are page views: a script, an
 * image, a `fetch()` and a frame name another destination, and HEAD asks for no page.
 */
export function isDocumentNavigation({ method, headers }: Pick<Request, 'method' | 'headers'>): boolean {
  if (method !== 'GET') return false;
  const destination = headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return false;
  if (/prefetch/i.test(headers.get('sec-purpose') ?? '') || /prefetch/i.test(headers.get('purpose') ?? ''))
    return false;
  return /\btext\/html\b/i.test(headers.get('accept') ?? '');
}
