import { tlsHeaders } from '@radix/release-model';
import { editorSignInPaths } from '@radix/site-kit/editor-sign-in';
import type { Env } from '../env';
import { answerEditorSignIn, editorOriginOf } from './editor-sign-in';

/**
 * The content editor on its own origin (`EDITOR_ORIGIN`, `https://cms.radixsoftech.example`): its
 * built files at `/admin/` and its sign-in with GitHub (`/admin/auth`, `/admin/callback`). Decap CMS
 * needs `'unsafe-eval'`, which the site's policy forbids, so the editor's files are answered on the
 * editor's host alone, each with the editor's own headers: its content security policy, noindex,
 * never framed. The editor workflow (`.github/workflows/editor.yml`) uploads the editor's build
 * (`admin/dist`) under `editor/` of the site's bucket, with `headers.json`, which the editor's build
 * writes from its policy (`admin/src/policy.ts`), so the policy has one source.
 *
 * Where the editor's origin is the site's (a local edge), only the sign-in is the editor's there:
 * the site's pages keep their host and their policy. The site's host answers `/admin/` as any path
 * it has no page for; only `npm start` serves the editor beside the site, at its own port.
 */

/** Where the editor's build lies in the site's bucket (`editor/index.html`, `editor/headers.json`). */
export const editorFilesPrefix = 'editor/';

/** The editor's headers in its build: the content security policy and robots rule of every answer. */
export const editorHeadersFile = 'headers.json';

/** The path the editor is served under. */
export const editorBasePath = '/admin/';

const signInPaths: readonly string[] = [editorSignInPaths.auth, editorSignInPaths.callback];

const types: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
};

/** Whether a request is the editor's: any on the editor's own host, only the sign-in where that host is the site's. */
export function isEditorRequest(url: URL, host: string, env: Env): boolean {
  const editorHost = new URL(editorOriginOf(env)).host;
  if (host !== editorHost) return false;
  return editorHost !== new URL(env.SITE_ORIGIN).host || signInPaths.includes(url.pathname);
}

const text = (status: number, body: string, headers: Record<string, string>, extra: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });

/** The editor's own headers, as its build wrote them, or none when the editor was never uploaded. */
async function editorHeaders(env: Env): Promise<Record<string, string> | undefined> {
  const object = await env.SITE.get(`${editorFilesPrefix}${editorHeadersFile}`);
  if (!object) return undefined;
  const headers: unknown = await object.json();
  if (
    typeof headers !== 'object' ||
    headers === null ||
    !Object.values(headers).every((value) => typeof value === 'string') ||
    !('Content-Security-Policy' in headers)
  )
    throw new Error(`${editorFilesPrefix}${editorHeadersFile} is not the editor's headers`);
  return headers as Record<string, string>;
}

/** Headers of an answer that is no file of the editor's: never indexed, never framed. */
const refusalHeaders = {
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

/** A file of the editor's build: `index.html` revalidated on every visit, the content-hashed rest kept a year. */
async function editorFile(request: Request, url: URL, env: Env): Promise<Response> {
  const name = url.pathname === editorBasePath ? 'index.html' : url.pathname.slice(editorBasePath.length);
  const type = types[/\.([a-z0-9]+)$/.exec(name)?.[1] ?? ''];
  if (!type || !/^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/.test(name) || name.includes('..'))
    return text(404, 'Not found', refusalHeaders);
  const headers = await editorHeaders(env);
  if (!headers)
    return text(
      503,
      'The content editor is not deployed here: the editor workflow uploads its build.',
      refusalHeaders,
      { 'Retry-After': '300' },
    );
  const object = await env.SITE.get(`${editorFilesPrefix}${name}`);
  if (!object) return text(404, 'Not found', headers);
  return new Response(request.method === 'HEAD' ? null : object.body, {
    headers: {
      ...headers,
      'Content-Type': type,
      'Cache-Control': name === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      ETag: object.httpEtag,
    },
  });
}

async function answer(request: Request, url: URL, env: Env): Promise<Response> {
  if (signInPaths.includes(url.pathname)) return answerEditorSignIn(request, url, env);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return text(405, 'Method not allowed', refusalHeaders, { Allow: 'GET, HEAD' });
  if (url.pathname === '/' || url.pathname === editorBasePath.slice(0, -1))
    return new Response(null, { status: 301, headers: { ...refusalHeaders, Location: editorBasePath } });
  if (!url.pathname.startsWith(editorBasePath)) return text(404, 'Not found', refusalHeaders);
  return editorFile(request, url, env);
}

/** The editor's answer on its origin, over HTTPS with the site's transport headers. */
export async function answerEditor(request: Request, url: URL, env: Env): Promise<Response> {
  const response = await answer(request, url, env);
  if (new URL(editorOriginOf(env)).protocol !== 'https:') return response;
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(tlsHeaders)) secured.headers.set(name, value);
  return secured;
}
