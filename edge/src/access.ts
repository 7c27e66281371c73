/**
 * Who may have which site release at the edge. On the site's host: the live one, or one a request
 * pins (`?dpl=`, `X-Site-Release`) if it is released now (live, the running canary's arm, the one live
 * before for an hour: `pinnable.ts`) and still kept; any other id is answered as if nothing were pinned. On the preview host: nothing without a valid preview token
 * (`release/preview-token.ts`), and then only a candidate that passed its checks (or the one the
 * token was signed for: the deploy's browser check opens its candidate before it has passed). A
 * named preview's host (`pr-7.<preview host>`) takes only a token for that name, and shows the
 * candidate its record names once the gate passed it. A named preview's tokens are checked with
 * `NAMED_PREVIEW_SECRET` alone, the unnamed preview's and the production deploy's checks' with
 * `PREVIEW_SECRET` alone (`previewSecretOf`): neither key opens what the other guards.
 */
import {
  previewHeaders,
  claimedPreview,
  defaultPreview,
  gateFile,
  keys,
  pinnedSiteRelease,
  type Pointer,
  type PreviewClaims,
  previewCookieName,
  type PreviewRecord,
  type PreviewRefusal,
  previewSecretNameOf,
  previewTokenHeader,
  previewTokenParameter,
  verifyPreviewToken,
  wentLiveFile,
} from '@radix/release-model';
import { cookieValue } from '@radix/site-kit/runtime-config';
import type { Env } from './env';
import type { MarkReader } from './marks';
import { withHeaders } from './responses';

/**
 * A visitor of the site (on a request for release files, maybe a deploy's check, with the claims of
 * its token: `checkOf`), or the holder of a valid token on the preview host or on a named
 * preview's (`named`).
 */
export type Admission =
  { pointer: 'live'; check?: PreviewClaims } | { pointer: 'preview'; claims: PreviewClaims; named?: string };

/** The key the worker checks a preview's tokens with: a named preview's is never production's. */
export const previewSecretOf = (env: Env, preview: string): string | undefined => env[previewSecretNameOf(preview)];

const refusals: Record<PreviewRefusal, string> = {
  missing: 'This preview is private: open the link the deploy printed.',
  invalid: 'This preview link is not valid: open the link the deploy printed.',
  expired: 'This preview link has expired: ask for a new one.',
  'another preview': 'This preview link is for another preview.',
};

const page = (status: number, line: string, headers: Record<string, string> = {}) =>
  new Response(`${line}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...previewHeaders, ...headers },
  });

/** A cookie of the request (`cookieValue`, the site's one parser). */
export const cookieOf = (request: Request, name: string): string | undefined =>
  cookieValue(request.headers.get('cookie') ?? undefined, name);

/**
 * Whether a request may go on, and as whom: on the preview host a request needs a valid token, from
 * the link (`?preview-token=`) or the cookie the link set. The link is answered with a redirect to
 * the same page without the token, setting the cookie as its `__Host-` name asks (`Secure`,
 * `Path=/`, no `Domain`; browsers take it over plain http on `localhost` hosts too).
 */
export async function admit(
  request: Request,
  secret: string | undefined,
  pointer: Pointer,
  now = new Date(),
  preview = defaultPreview,
): Promise<Admission | Response> {
  if (pointer === 'live') return { pointer };
  if (!secret) return page(503, `The preview is not set up: the worker has no ${previewSecretNameOf(preview)}.`);
  const url = new URL(request.url);
  const linked = url.searchParams.get(previewTokenParameter);
  const token = linked ?? cookieOf(request, previewCookieName);
  const claims = await verifyPreviewToken(token, secret, { preview, now });
  if (typeof claims === 'string') return page(401, refusals[claims]);
  if (linked === null) return preview === defaultPreview ? { pointer, claims } : { pointer, claims, named: preview };
  url.searchParams.delete(previewTokenParameter);
  // A path is sent back as a path: `//evil.example/` (or `/\\evil.example/`) would leave the host.
  const path = `/${url.pathname.replace(/^[/\\]+/, '')}`;
  const maxAge = claims.exp - Math.floor(now.getTime() / 1000);
  return page(303, 'See the preview.', {
    Location: `${path}${url.search}`,
    'Set-Cookie': `${previewCookieName}=${linked}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax; Secure`,
    'Referrer-Policy': 'no-referrer',
  });
}

/** Whether the browser check `check` of site release `id` failed: its token opens nothing from then on. */
const checkRefused = (marks: MarkReader, id: string, check: string) => marks.has(keys.refusedCheck(id, check));

const wentLive = (marks: MarkReader, id: string) => marks.has(`${keys.site(id)}/${wentLiveFile}`);

/** Whether a request on the site's host may pin a site release: whether it is released now (`pinnable.ts`). */
export type LivePin = (id: string) => Promise<boolean>;

const passedOrLive = async (marks: MarkReader, id: string) =>
  (await marks.has(`${keys.site(id)}/${gateFile}`)) || wentLive(marks, id);

/** Whether a request may have the site release it pins. */
function mayPin(marks: MarkReader, admission: Admission, id: string, livePin: LivePin): Promise<boolean> {
  if (admission.pointer === 'live') return livePin(id);
  const { site } = admission.claims;
  return site && site !== id ? Promise.resolve(false) : passedOrLive(marks, id);
}

/**
 * The site release a request gets: the one it pins if it may have it and it is still in the store (`exists`),
 * else the one its host's pointer names (`pointed`); on the preview host, a one-line refusal when
 * the token may not see the candidate in preview.
 */
export async function siteToServe(
  request: Request,
  marks: MarkReader,
  admission: Admission,
  pointed: () => Promise<string | undefined>,
  exists: (id: string) => Promise<boolean>,
  livePin: LivePin,
): Promise<string | undefined | Response> {
  const pinned = pinnedSiteRelease(request);
  if (pinned && (await mayPin(marks, admission, pinned, livePin)) && (await exists(pinned))) return pinned;
  const id = await pointed();
  if (admission.pointer === 'live' || !id) return id;
  const { site, check } = admission.claims;
  if (check && (await checkRefused(marks, id, check))) return page(403, 'The candidate in preview failed its checks.');
  if (site) return site === id ? id : page(401, 'This preview link was for a candidate no longer in preview.');
  return (await passedOrLive(marks, id)) ? id : page(403, 'The candidate in preview has not passed its checks.');
}

/**
 * The site release a named preview's host shows: the candidate its deploy's browser check was signed
 * for (unless that check failed), else the one its record names once the gate passed it; or a
 * one-line refusal.
 */
export async function namedSiteToServe(
  marks: MarkReader,
  { site, check }: PreviewClaims,
  record: PreviewRecord | undefined,
  exists: (id: string) => Promise<boolean>,
): Promise<string | Response> {
  if (site) {
    if (check && (await checkRefused(marks, site, check)))
      return page(403, 'The candidate in preview failed its checks.');
    return (await exists(site)) ? site : page(401, 'This preview link was for a candidate no longer kept.');
  }
  if (!record) return page(404, 'There is no such preview: it was closed, or never deployed.');
  if (!record.site || !record.verdict.startsWith('passed'))
    return page(403, `The last deploy of this preview was ${record.verdict}.`);
  return (await passedOrLive(marks, record.site))
    ? record.site
    : page(403, 'The candidate in preview has not passed its checks.');
}

/**
 * The claims of the token a deploy's checks send in `previewTokenHeader` with their requests for a
 * candidate's release files on the site's host (a page's cross-origin requests carry no cookie),
 * checked with the key of the preview they name (`previewSecretOf`): a token signed with the other
 * key is refused. Undefined without one, or when it is not valid or was given to no check of one
 * site release.
 */
export async function checkOf(request: Request, env: Env, now = new Date()): Promise<PreviewClaims | undefined> {
  const token = request.headers.get(previewTokenHeader) ?? undefined;
  const preview = claimedPreview(token);
  const secret = preview === undefined ? undefined : previewSecretOf(env, preview);
  if (!secret) return undefined;
  const claims = await verifyPreviewToken(token, secret, { preview, now });
  return typeof claims === 'string' || !claims.check || !claims.site ? undefined : claims;
}

/**
 * Whether a request may have the files of a release no site release holding it has passed the gate
 * with: only a deploy's checks may (`check`, the claims of their token), for the releases of the
 * site release the token was signed for (`holds`: any while that site release is not yet written,
 * as during its render), until that check is refused.
 */
export async function mayOpenUncleared(
  check: PreviewClaims | undefined,
  marks: MarkReader,
  holds: (site: string) => Promise<boolean>,
): Promise<boolean> {
  if (!check?.site || !check.check) return false;
  return (await holds(check.site)) && !(await checkRefused(marks, check.site, check.check));
}

/** An answer of the preview host, with `previewHeaders` whatever it is. */
export const sealPreview = (response: Response): Response => withHeaders(response, previewHeaders);
