import { isCompressible } from '@radix/site-kit/build-outputs';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { contentTypeOf, revalidate, shellHeaders } from '@radix/release-model';
import type { StoredFile } from './files';
import type { BucketReads, CacheAnswer } from './reads';

/** Whether `If-None-Match` names `etag` (weak comparison, as for a GET). */
export function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header || !etag) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => strip(tag) === strip(etag));
}

/**
 * What the warm path would otherwise make again for every request, made once per isolate: a
 * site release's headers at an origin, with each `Cache-Control`, and each file's whole headers
 * (their memory goes with the site release's configuration and the file they belong to).
 */
const siteHeadersOf = new WeakMap<RuntimeConfigFile, Map<string, Record<string, string>>>();
const withCacheControlOf = new WeakMap<Record<string, string>, Map<string, Record<string, string>>>();
const fileHeadersOf = new WeakMap<
  StoredFile,
  { headers: Record<string, string>; name: string; entries: [string, string][] }
>();

/** `shellHeaders` of a site release's configuration at `origin`. */
export function siteHeaders(config: RuntimeConfigFile, origin: string): Record<string, string> {
  let byOrigin = siteHeadersOf.get(config);
  if (!byOrigin) siteHeadersOf.set(config, (byOrigin = new Map()));
  let headers = byOrigin.get(origin);
  if (!headers) byOrigin.set(origin, (headers = shellHeaders(config, origin)));
  return headers;
}

/** `headers` with `Cache-Control: value`. */
export function withCacheControl(headers: Record<string, string>, value: string): Record<string, string> {
  let byValue = withCacheControlOf.get(headers);
  if (!byValue) withCacheControlOf.set(headers, (byValue = new Map()));
  let combined = byValue.get(value);
  if (!combined) byValue.set(value, (combined = { ...headers, 'Cache-Control': value }));
  return combined;
}

/** The headers of a stored file's whole answer, but `Server-Timing`. */
function fileHeaders(file: StoredFile, name: string, headers: Record<string, string>): Headers {
  const response = new Headers(headers);
  response.set('Content-Type', contentTypeOf(name));
  response.set('ETag', file.etag);
  if (isCompressible(name)) response.set('Vary', 'Accept-Encoding');
  return response;
}

/**
 * A stored file's answer: its ETag, `Vary: Accept-Encoding` where a precompressed copy may be chosen,
 * 304 to a request that already has it, no body to HEAD, and the body as stored (a precompressed
 * copy is not compressed again). A full GET's headers are made once per file and `headers`.
 */
export function fileResponse(
  request: Request,
  file: StoredFile,
  name: string,
  headers: Record<string, string>,
  timing: string,
  status = 200,
): Response {
  if (status === 200 && notModified(request, file.etag)) {
    const response = fileHeaders(file, name, headers);
    response.delete('Content-Type');
    response.set('Server-Timing', timing);
    return new Response(null, { status: 304, headers: response });
  }
  let known = fileHeadersOf.get(file);
  if (!known || known.headers !== headers || known.name !== name) {
    const response = fileHeaders(file, name, headers);
    if (file.encoding) response.set('Content-Encoding', file.encoding);
    known = { headers, name, entries: [...response] };
    fileHeadersOf.set(file, known);
  }
  const body = request.method === 'HEAD' ? null : (file.body ?? null);
  return new Response(body, {
    status,
    headers: [...known.entries, ['Server-Timing', timing]],
    encodeBody: 'manual',
  } as ResponseInit);
}

/** `response` with `headers` set, whatever it is. */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    // An answer passed on from elsewhere (the inquiry API) has headers that cannot be changed: a copy's can.
    return withHeaders(new Response(response.body, response), headers);
  }
}

/** An answer with headers appended (`Set-Cookie`s, `Vary`), the Cache API's copied first: its headers cannot be changed, its body is sent as it is. */
export function withAppended(response: Response, added: readonly (readonly [string, string])[]): Response {
  if (!added.length) return response;
  const add = (answer: Response) => {
    for (const [name, value] of added) answer.headers.append(name, value);
    return answer;
  };
  try {
    return add(response);
  } catch {
    const init = { status: response.status, statusText: response.statusText, headers: response.headers };
    return add(new Response(response.body, { ...init, encodeBody: 'manual' } as ResponseInit));
  }
}

export const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidate, ...headers },
  });

/** A short plain answer, with the request's bucket reads in `Server-Timing`. */
export const timedText = (
  reads: BucketReads,
  status: number,
  body: string,
  headers: Record<string, string> = {},
  cache?: CacheAnswer,
) => text(status, body, { ...headers, 'Server-Timing': reads.serverTiming(cache) });

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** What a visitor sees when the edge itself fails: the site's name, a sentence, no detail of the failure. */
export function unavailable(siteName: string): Response {
  const name = escapeHtml(siteName);
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title><h1>${name}</h1><p>The site is unavailable for a moment. Please try again in a few seconds.</p></html>`,
    {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '5',
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        'X-Content-Type-Options': 'nosniff',
      },
    },
  );
}
