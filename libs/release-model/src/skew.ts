import { isSiteId } from './site-record';

/**
 * A request may name a site release (`?dpl=<id>` or the `X-Site-Release` header, as Vercel's `dpl`):
 * the edge answers from it only while it is released now (live, the canary's arm, the one live before
 * for an hour: the edge's `pinnable.ts`) and it is kept. No
 * page sends it: an open tab keeps working across a deploy without it, as its configuration is in
 * the page, its later requests are immutable release files and content-hashed shell files that any
 * kept shell release answers. It serves people and tools that compare what was live before a switch.
 */
export const siteReleaseParameter = 'dpl';
export const siteReleaseHeader = 'X-Site-Release';

/** The site release a request names, if it names a well-formed one. */
export function pinnedSiteRelease(request: Request): string | undefined {
  const named = new URL(request.url).searchParams.get(siteReleaseParameter) ?? request.headers.get(siteReleaseHeader);
  return named && isSiteId(named) ? named : undefined;
}
