/**
 * Preview tokens: who may see a candidate before it is live. A token is its claims and their
 * HMAC-SHA256 under a secret the edge worker holds (a secret binding) and the release commands read
 * from the environment: `PREVIEW_SECRET` for the unnamed preview and the production deploy's
 * checks, `NAMED_PREVIEW_SECRET` for the named previews (`previewSecretNameOf`). Web Crypto only, so
 * the worker and the Node commands share this file.
 */
import { hmacKeyOf } from './hmac';

/** What a token grants, until when. */
export interface PreviewClaims {
  /**
   * The preview it opens: `preview`, the one the release commands point at each candidate. A named
   * preview (one per pull request) is a name of its own here, and a token for one opens no other.
   */
  preview: string;
  /** Narrows the token to one site release: the deploy's browser check opens its own candidate only. */
  site?: string;
  /** The browser check it was signed for: once that check has failed, the token opens nothing. */
  check?: string;
  /** Unix time in seconds after which the token is refused. */
  exp: number;
}

/** The preview the `preview` pointer names. */
export const defaultPreview = 'preview';

/** Whether a token's `preview` names a named preview (one per pull request) rather than the one `preview` points at. */
export const isNamedPreview = (preview: string): boolean => preview !== defaultPreview;

/**
 * The names of the secrets preview tokens are signed with, as the worker's secret bindings and the
 * release commands' variables: production's (the unnamed preview, the production deploy's checks),
 * and the named previews', which the preview job holds. Neither opens what the other signs, so the
 * holder of the preview job's key opens no production candidate.
 */
export const previewSecretNames = { production: 'PREVIEW_SECRET', named: 'NAMED_PREVIEW_SECRET' } as const;
export type PreviewSecretName = (typeof previewSecretNames)[keyof typeof previewSecretNames];

/** The secret a token for `preview` is signed and checked with. */
export const previewSecretNameOf = (preview: string): PreviewSecretName =>
  isNamedPreview(preview) ? previewSecretNames.named : previewSecretNames.production;

/** The query parameter of a reviewer's link, and the cookie the link sets on the preview host. */
export const previewTokenParameter = 'preview-token';
export { previewCookieName } from '@radix/site-kit/preview-cookie';
/**
 * The header a deploy's checks send their token in to the site's host, where a candidate's release
 * files are: a page's cross-origin requests for them carry no cookie.
 */
export const previewTokenHeader = 'X-Preview-Token';

/**
 * The secrets of the local edge (`npm run serve:edge`) and of the release commands when
 * `PREVIEW_SECRET` or `NAMED_PREVIEW_SECRET` is not set, so that a checkout works with no set-up. A
 * production worker has secrets of its own and refuses tokens signed with these.
 */
export const localPreviewSecret = 'radix-local-preview-secret';
export const localNamedPreviewSecret = 'radix-local-named-preview-secret';

/** How long the link a `--preview` deploy prints stays valid, and the token of the deploy's own browser check. */
export const previewLinkSeconds = 7 * 24 * 3600;
export const browserCheckSeconds = 3600;

/**
 * The secret the release commands sign a token for `preview` with (`previewSecretNameOf`); for a
 * store on this machine (a folder, the local edge) without it, the local default. A store elsewhere
 * without it refuses to sign: the default is in this repository for anyone to read, and a link signed
 * with it would open its previews.
 */
export function previewSecretFrom(
  env: Record<string, string | undefined>,
  storeOnThisMachine: boolean,
  preview = defaultPreview,
): string {
  const variable = previewSecretNameOf(preview);
  const secret = env[variable];
  if (secret) return secret;
  if (storeOnThisMachine) return isNamedPreview(preview) ? localNamedPreviewSecret : localPreviewSecret;
  throw new Error(
    `${variable} is unset: a store that is not on this machine gets no link or token signed with the local default; set the secret of its edge`,
  );
}

const encoder = new TextEncoder();

/** Bytes as base64url without padding (RFC 4648 §5), as tokens and cookies carry them. */
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** `<claims>.<signature>`, both base64url: the claims as JSON, the HMAC of their base64url text. */
export async function signPreviewToken(claims: PreviewClaims, secret: string): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKeyOf(secret), encoder.encode(payload));
  return `${payload}.${base64url(new Uint8Array(signature))}`;
}

/** Why a token opens nothing: a one-line answer for the visitor who brought it. */
export type PreviewRefusal = 'missing' | 'invalid' | 'expired' | 'another preview';

const isClaims = (value: unknown): value is PreviewClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const { preview, site, check, exp } = value as Record<string, unknown>;
  const optional = (claim: unknown) => claim === undefined || typeof claim === 'string';
  return typeof preview === 'string' && Number.isFinite(exp) && optional(site) && optional(check);
};

/** The claims a token's first part holds, unchecked; undefined when it holds none. */
function claimsOf(payload: string): PreviewClaims | undefined {
  const bytes = payload ? fromBase64url(payload) : undefined;
  if (!bytes) return undefined;
  try {
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isClaims(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The preview a token's claims name, read before its signature is checked: only to choose the
 * secret it is checked with (`previewSecretNameOf`), which then refuses a token signed with the other.
 */
export const claimedPreview = (token: string | undefined): string | undefined =>
  claimsOf(token?.split('.')[0] ?? '')?.preview;

/**
 * The claims of a token signed with `secret`, still valid at `now` and for `preview` (any preview when
 * undefined); otherwise why not. The signature is checked by Web Crypto's `verify` (a comparison that takes the same time
 * whatever the bytes) before the claims are read.
 */
export async function verifyPreviewToken(
  token: string | undefined,
  secret: string,
  { preview, now = new Date() }: { preview: string | undefined; now?: Date },
): Promise<PreviewClaims | PreviewRefusal> {
  if (!token) return 'missing';
  const [payload = '', signed = '', ...rest] = token.split('.');
  const signature = fromBase64url(signed);
  if (rest.length || !payload || !signature) return 'invalid';
  const valid = await crypto.subtle.verify('HMAC', await hmacKeyOf(secret), signature, encoder.encode(payload));
  if (!valid) return 'invalid';
  const claims = claimsOf(payload);
  if (!claims) return 'invalid';
  if (claims.exp * 1000 <= now.getTime()) return 'expired';
  if (preview !== undefined && claims.preview !== preview) return 'another preview';
  return claims;
}

/** The expiry claim of a token valid for `seconds` from `now`. */
export const expiresIn = (seconds: number, now = new Date()): number => Math.floor(now.getTime() / 1000) + seconds;

/** The link a reviewer opens: it sets the token as a cookie on the preview host and drops it from the URL. */
export const previewLink = (previewOrigin: string, token: string): string =>
  `${previewOrigin}/?${previewTokenParameter}=${token}`;
