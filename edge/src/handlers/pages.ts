import { base64url, earlyHints, keys, revalidate, shellReleaseParts } from '@radix/release-model';
import { cookieValue, xsrfCookieName } from '@radix/site-kit/runtime-config';
import type { StoredFile } from '../files';
import type { RequestContext } from '../isolate';
import type { CacheAnswer } from '../reads';
import { fileResponse, timedText, withAppended } from '../responses';
import { listedFile } from './listed-file';
import type { SiteAnswer } from './site-answer';

/**
 * A page: the one rendered for the site release (200, or the not-found page with 404), or for a
 * path not rendered (an old spelling the app redirects) the shell's index.html.
 */
export async function servePage(
  context: RequestContext,
  { site, config, headers, origin }: SiteAnswer,
  known: boolean,
  pageFound: { file: StoredFile; answer: CacheAnswer } | undefined,
): Promise<Response> {
  const { request, reads } = context;
  const { pathname } = context.url;
  const hints = earlyHints(pathname, config, origin);
  const cookie = context.env.API_ORIGIN ? xsrfCookie(request) : undefined;
  const withCookie = (response: Response) => (cookie ? withAppended(response, [['Set-Cookie', cookie]]) : response);
  const status = known ? 200 : 404;
  if (pageFound) {
    return withCookie(
      fileResponse(
        request,
        pageFound.file,
        'page.html',
        pageHeadersOf(headers, hints),
        reads.serverTiming(pageFound.answer),
        status,
      ),
    );
  }
  const listing = (await context.kept.shells.view(reads, site.releases.shell, context.background))?.own;
  const index =
    listing &&
    (await listedFile(
      context,
      `${keys.release('shell', site.releases.shell)}/`,
      listing,
      `${shellReleaseParts.web}/index.html`,
      'page.html',
      pageHeadersOf(headers, hints),
    ));
  if (!index) return timedText(reads, 404, 'Not found', headers);
  if (status === 200) return withCookie(index);
  return withCookie(new Response(index.body, { status, headers: index.headers, encodeBody: 'manual' } as ResponseInit));
}

const pageHeadersBy = new WeakMap<Record<string, string>, Map<string, Record<string, string>>>();

/**
 * A page's headers: the site release's, revalidated, with its early hints; made once per site
 * release, origin and hints, so a page's answer reuses its file's headers as a script's does.
 */
function pageHeadersOf(headers: Record<string, string>, hints: string | undefined): Record<string, string> {
  let byHints = pageHeadersBy.get(headers);
  if (!byHints) pageHeadersBy.set(headers, (byHints = new Map()));
  let combined = byHints.get(hints ?? '');
  if (!combined)
    byHints.set(
      hints ?? '',
      (combined = { ...headers, 'Cache-Control': revalidate, ...(hints ? { Link: hints } : {}) }),
    );
  return combined;
}

/**
 * The anti-forgery cookie of the inquiry API, set on a page for a browser that has none, as the Node
 * server's API does: the forms echo it in a header, which another site cannot read.
 */
function xsrfCookie(request: Request): string | undefined {
  if (cookieValue(request.headers.get('cookie') ?? undefined, xsrfCookieName) !== undefined) return undefined;
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${xsrfCookieName}=${token}; Path=/; SameSite=Strict${secure}`;
}
