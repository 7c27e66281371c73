/**
 * The site at the edge: a Cloudflare Worker over the R2 bucket the release commands write. It
 * answers as policy.ts says, like the Node server and nginx: the site release `live` names on the
 * site's host, the one `preview` names on the preview's host (to the holders of a preview token
 * only: `access.ts`), every release's files under `/releases/<name>/<id>/` of the site's own origin.
 */
import {
  checkRuntimeConfig,
  runtimeConfigFile,
  runtimeConfigPath,
  xsrfCookieName,
  type RuntimeConfigFile,
} from '@radix/site-kit/runtime-config';
import { isDeployable, keys, shellReleaseParts, siteFile, type Pointer } from '../release/layout';
import { parseSiteRelease } from '../release/site-record';
import { cacheControl, earlyHints, immutable, remoteHeaders, revalidate, shellHeaders } from '../server/policy';
import { contentTypeOf } from '../site/content-types';
import { isKnownPage, notFoundFile, renderedPageFile } from '../site/pages';
import { admit, sealPreview, siteToServe, type Admission } from './access';
import type { Bucket, BucketObject } from './bucket';

export interface Env {
  SITE: Bucket;
  /** The site's origin (`https://www.radixsoftech.example`); requests for another host are refused. */
  SITE_ORIGIN: string;
  /** The preview's origin, a host name of its own. */
  PREVIEW_ORIGIN: string;
  /** Where `/api/` is passed on to: the inquiry API (the local one under `npm run serve:edge`). */
  API_ORIGIN?: string;
  /** A secret binding: the key preview tokens are signed with (`release/preview-token.ts`). */
  PREVIEW_SECRET?: string;
}

const compressible = /\.(js|css|html|svg|json|xml|txt|webmanifest)$/;

/** What never changes once written is kept in the isolate's memory. */
const immutableCache = new Map<string, Promise<unknown>>();

function remember<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
  let found = immutableCache.get(key) as Promise<T | undefined> | undefined;
  if (!found) {
    found = load();
    immutableCache.set(key, found);
    void found.then((value) => value === undefined && immutableCache.delete(key));
  }
  return found;
}

/** A JSON object of the bucket, checked by `parse`; a damaged one fails naming its key and what is wrong. */
const readChecked = async <T>(bucket: Bucket, key: string, parse: (text: string, key: string) => T) => {
  const object = await bucket.get(key);
  return object ? parse(await object.text(), key) : undefined;
};

const siteRelease = (bucket: Bucket, id: string) =>
  remember(`site:${id}`, () => readChecked(bucket, `${keys.site(id)}/${siteFile}`, parseSiteRelease));

const siteConfig = (bucket: Bucket, id: string) =>
  remember(`config:${id}`, () =>
    readChecked(bucket, `${keys.site(id)}/${runtimeConfigFile}`, (text): RuntimeConfigFile =>
      checkRuntimeConfig(JSON.parse(text)),
    ),
  );

/** The precompressed copies a build carries, by content encoding. */
const copySuffix = { br: '.br', gzip: '.gz' } as const;
type CopyEncoding = keyof typeof copySuffix;

/**
 * The encodings of a precompressed copy the client accepts, in the client's order: the runtime
 * sends the client the first one it lists and would recompress a copy of another. The edge
 * rewrites a request's Accept-Encoding to what it can decode itself and keeps the client's own in
 * `cf.clientAcceptEncoding`.
 */
function acceptedEncodings(request: Request): CopyEncoding[] {
  const cf = (request as { cf?: { clientAcceptEncoding?: unknown } }).cf;
  const header =
    typeof cf?.clientAcceptEncoding === 'string'
      ? cf.clientAcceptEncoding
      : (request.headers.get('accept-encoding') ?? '');
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, weight]) => weight?.trim() !== 'q=0')
    .flatMap(([name]) => (name === 'br' || name === 'gzip' ? [name] : []));
}

/**
 * Precompressed copies known to be missing. Everything `stored` reads is immutable, and at worst a
 * copy uploaded after it was missed is not used: the file is then sent uncompressed.
 */
const missingCopies = new Set<string>();

/** A stored object, its precompressed copy where the client accepts one. */
async function stored(
  bucket: Bucket,
  key: string,
  request: Request,
): Promise<{ object: BucketObject; encoding?: string } | undefined> {
  if (compressible.test(key)) {
    for (const encoding of acceptedEncodings(request)) {
      const copy = `${key}${copySuffix[encoding]}`;
      if (missingCopies.has(copy)) continue;
      const object = await bucket.get(copy);
      if (object) return { object, encoding };
      missingCopies.add(copy);
    }
  }
  const object = await bucket.get(key);
  return object ? { object } : undefined;
}

function respond(
  request: Request,
  found: { object: BucketObject; encoding?: string },
  file: string,
  headers: Record<string, string>,
  status = 200,
): Response {
  const response = new Headers(headers);
  response.set('Content-Type', contentTypeOf(file));
  response.set('ETag', found.object.httpEtag);
  if (found.encoding) response.set('Content-Encoding', found.encoding);
  if (compressible.test(file)) response.set('Vary', 'Accept-Encoding');
  const body = request.method === 'HEAD' ? null : found.object.body;
  // The body is sent as stored: a precompressed copy is not compressed again.
  return new Response(body, { status, headers: response, encodeBody: 'manual' } as ResponseInit);
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidate, ...headers },
  });

/** `/releases/<name>/<id>/<file>`: every release, live or not, immutable; a shell release's browser files only. */
async function serveRelease(request: Request, env: Env, pathname: string): Promise<Response> {
  const [name, id, ...rest] = pathname.slice('/releases/'.length).split('/');
  const file = rest.join('/');
  const browserFile = name === 'shell' ? file.startsWith(`${shellReleaseParts.web}/`) : true;
  if (!isDeployable(name) || !id || !file || !browserFile || file.includes('..')) return text(404, 'Not found');
  const found = await stored(env.SITE, `${keys.release(name, id)}/${file}`, request);
  if (!found) return text(404, 'Not found');
  return respond(request, found, file, { ...remoteHeaders, 'Cache-Control': immutable });
}

/**
 * A content-hashed file of the shell that the site release's shell lacks: an open tab rendered with
 * another shell release asks for it. The same name holds the same bytes in every shell release, so
 * any shell release still kept may answer.
 */
async function fromAnyShellRelease(env: Env, request: Request, file: string) {
  const listed = await env.SITE.list({ prefix: `${keys.releases('shell')}/`, delimiter: '/' });
  for (const prefix of listed.delimitedPrefixes.reverse()) {
    const found = await stored(env.SITE, `${prefix}web/${file}`, request);
    if (found) return found;
  }
  return undefined;
}

async function serveSite(request: Request, env: Env, admission: Admission, origin: string): Promise<Response> {
  const url = new URL(request.url);
  const { pointer } = admission;
  const id = await siteToServe(
    request,
    env.SITE,
    admission,
    async () => (await (await env.SITE.get(pointer))?.text())?.trim(),
    async (pinned) => (await siteRelease(env.SITE, pinned)) !== undefined,
  );
  if (id instanceof Response) return id;
  const site = id ? await siteRelease(env.SITE, id) : undefined;
  const config = id ? await siteConfig(env.SITE, id) : undefined;
  if (!site || !config) {
    return text(
      503,
      pointer === 'live'
        ? 'The site is being deployed: try again in a few seconds.'
        : 'Nothing is in preview: deploy with --preview.',
      { 'Retry-After': '5' },
    );
  }
  const headers = shellHeaders(config, origin);
  const { pathname } = url;
  if (pathname === runtimeConfigPath) {
    return new Response(request.method === 'HEAD' ? null : JSON.stringify(config), {
      headers: { ...headers, 'Content-Type': contentTypeOf(pathname), 'Cache-Control': revalidate },
    });
  }
  const file = pathname.slice(1);
  const isPage = !/\.[^/]*$/.test(pathname) && (request.method === 'GET' || request.method === 'HEAD');
  if (!isPage) {
    const shell = keys.servedFiles('shell', site.releases.shell ?? '');
    const found =
      (file && !file.includes('..') && (await stored(env.SITE, `${shell}/${file}`, request))) ||
      (/\.[0-9a-f]{8}\./.test(file) ? await fromAnyShellRelease(env, request, file) : undefined);
    if (!found) return text(404, 'Not found', headers);
    return respond(request, found, file, { ...headers, 'Cache-Control': cacheControl(file) });
  }
  const known = isKnownPage(pathname);
  const page = known ? renderedPageFile(pathname) : notFoundFile;
  const found =
    (page && (await stored(env.SITE, `${keys.site(site.id)}/pages/${page}`, request))) ||
    (await stored(env.SITE, `${keys.servedFiles('shell', site.releases.shell ?? '')}/index.html`, request));
  if (!found) return text(404, 'Not found', headers);
  const hints = earlyHints(pathname, config, origin);
  const cookie = env.API_ORIGIN ? xsrfCookie(request) : undefined;
  return respond(
    request,
    found,
    'page.html',
    {
      ...headers,
      'Cache-Control': revalidate,
      ...(hints ? { Link: hints } : {}),
      ...(cookie ? { 'Set-Cookie': cookie } : {}),
    },
    known ? 200 : 404,
  );
}

/**
 * The anti-forgery cookie of the inquiry API, set on a page for a browser that has none, as the Node
 * server's API does: the forms echo it in a header, which another site cannot read.
 */
function xsrfCookie(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  if (cookies.split(';').some((cookie) => cookie.trim().startsWith(`${xsrfCookieName}=`))) return undefined;
  const token = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${xsrfCookieName}=${token}; Path=/; SameSite=Strict${secure}`;
}

async function route(request: Request, env: Env, admission: Admission, origin: string): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  if (env.API_ORIGIN && pathname.startsWith('/api/')) {
    return fetch(new Request(`${new URL(env.API_ORIGIN).origin}${pathname}${search}`, request));
  }
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return text(405, 'Method not allowed', { Allow: 'GET, HEAD' });
  if (pathname.startsWith('/releases/')) return serveRelease(request, env, pathname);
  return serveSite(request, env, admission, origin);
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const site = new URL(env.SITE_ORIGIN);
    const preview = new URL(env.PREVIEW_ORIGIN);
    const host = request.headers.get('host') ?? new URL(request.url).host;
    const pointer: Pointer | undefined = host === site.host ? 'live' : host === preview.host ? 'preview' : undefined;
    if (!pointer) return text(400, 'Bad Host header');
    const admission = await admit(request, env.PREVIEW_SECRET, pointer);
    if (admission instanceof Response) return admission;
    const answer = await route(request, env, admission, pointer === 'live' ? site.origin : preview.origin);
    return pointer === 'preview' ? sealPreview(answer) : answer;
  },
};
