/**
 * What every server of the site answers with, whichever serves it (the Node server of
 * site-server.ts, nginx as nginx/nginx-config.ts writes it, and the edge worker of edge/worker.ts):
 * cache rules, security headers and the Content-Security-Policy, and the Link hints of each page.
 */
import { remoteNames, remoteOf } from '@radix/site-kit/contracts';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { tableRouteRemotes } from '@radix/site-kit/route-remotes';
import { tableRouteOf } from '@radix/site-kit/route-table';

/** Content-hashed build output (`main.1a2b3c4d.js`, `assets/logo.1a2b3c4d.svg`), possibly precompressed. */
export function isHashedAsset(file: string): boolean {
  return /\.[0-9a-f]{8}\.[a-z0-9]+(\.(gz|br))?$/i.test(file.slice(file.lastIndexOf('/') + 1));
}

export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/** Files that name what to load next must never be served stale; content-hashed files never change. */
export function cacheControl(file: string): string {
  return isHashedAsset(file) ? immutable : revalidate;
}

function originOf(url: string, base: string): string | undefined {
  try {
    const { origin } = new URL(url, base);
    return origin === new URL(base).origin ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The shell's Content-Security-Policy: scripts and style sheets only from itself and the configured
 * remotes (no inline or eval'd script), data only from those and the API. Inline styles stay
 * allowed: the sliders set them. The forms' widget (`turnstile` in the configuration), when it is
 * named: its script's origin (Cloudflare's `https://challenges.cloudflare.com`; the local stand-in
 * is the site's own) may run scripts and frames, on every page: the site moves from page to page
 * without loading a document, so the policy of whichever page a visitor opened first is the one the
 * home page's, the contact page's and each product page's forms load the widget under.
 */
export function contentSecurityPolicy(config: RuntimeConfigFile, siteOrigin: string): string {
  const remotes = [...new Set(remoteNames.flatMap((name) => originOf(config.remotes[name], siteOrigin) ?? []))];
  const api = originOf(config.apiBaseUrl, siteOrigin);
  const widget = config.turnstile ? originOf(config.turnstile.scriptUrl, siteOrigin) : undefined;
  const list = (...sources: (string | undefined)[]) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes, widget)}`,
    ...(widget ? [`frame-src ${list("'self'", widget)}`] : []),
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', ...remotes)}`,
    `font-src ${list("'self'", ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, api)}`,
    `manifest-src 'self'`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** A remote serves only its own scripts and styles; its standalone page needs nothing else. */
export const remoteContentSecurityPolicy =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy,
  'X-Frame-Options': 'DENY',
};

/** Added to every answer of a site served over TLS: browsers keep to HTTPS for two years. */
export const tlsHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
};

/** The headers of every answer from the shell's origin. */
export function shellHeaders(config: RuntimeConfigFile, siteOrigin: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, siteOrigin),
    ...commonHeaders,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The headers of every answer from a remote's origin, which the shell reads cross-origin (manifest, fonts): public, no credentials. */
export const remoteHeaders: Record<string, string> = {
  'Content-Security-Policy': remoteContentSecurityPolicy,
  ...commonHeaders,
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** The manifests of the remotes a route shows, as the configuration names them: the page preloads them. */
export function routeManifests(pathname: string, config: RuntimeConfigFile, siteOrigin: string): URL[] {
  const route = tableRouteOf(config.routes, pathname);
  if (!route) return [];
  return [...new Set(tableRouteRemotes(route).map(remoteOf))].map((name) => new URL(config.remotes[name], siteOrigin));
}

/**
 * `Link` header for a page: connect early to the origins of the remotes the route shows. Their
 * manifests are preloaded by the page itself, which names the releases it was rendered with (a
 * header written into a static server's configuration could not follow a deploy). The remotes'
 * scripts are not hinted: Chromium hands a script preload that failed (remote down) to the later
 * <script> of the same URL, so the slot's "Try again" would keep failing after the remote is back
 * (measured).
 */
export function earlyHints(pathname: string, config: RuntimeConfigFile, siteOrigin: string): string | undefined {
  const origins = [...new Set(routeManifests(pathname, config, siteOrigin).map((manifest) => manifest.origin))];
  return origins.length ? origins.map((origin) => `<${origin}>; rel=preconnect; crossorigin`).join(', ') : undefined;
}

/** On every answer of the preview host: for the holders of a token only, never indexed, never kept by a shared cache. */
export const previewHeaders = { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' } as const;
