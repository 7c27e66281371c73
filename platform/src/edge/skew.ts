import { isSiteId } from '../release/site-record';

/**
 * Skew protection: a request may name the site release its page was rendered with, which the
 * page names in `<meta name="site-release">`; the edge then answers from that site release while it
 * is kept, rather than from the one live now. As Vercel's `dpl`, it travels in the URL (`?dpl=`) or
 * a header, never in a cookie, which every tab of the site would share.
 */
export const siteReleaseParameter = 'dpl';
export const siteReleaseHeader = 'X-Site-Release';

/** The site release a request names, if it names a well-formed one. */
export function pinnedSiteRelease(request: Request): string | undefined {
  const named = new URL(request.url).searchParams.get(siteReleaseParameter) ?? request.headers.get(siteReleaseHeader);
  return named && isSiteId(named) ? named : undefined;
}
