import { isCompressible } from '@radix/site-kit/build-outputs';
import { revalidate } from '../server/policy';
import { contentTypeOf } from '../site/content-types';
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
 * A stored file's answer: its ETag, `Vary: Accept-Encoding` where a precompressed copy may be chosen,
 * 304 to a request that already has it, no body to HEAD, and the body as stored (a precompressed
 * copy is not compressed again).
 */
export function fileResponse(
  request: Request,
  file: StoredFile,
  name: string,
  headers: Record<string, string>,
  timing: string,
  status = 200,
): Response {
  const response = new Headers(headers);
  response.set('Content-Type', contentTypeOf(name));
  response.set('ETag', file.etag);
  response.set('Server-Timing', timing);
  if (isCompressible(name)) response.set('Vary', 'Accept-Encoding');
  if (status === 200 && notModified(request, file.etag)) {
    response.delete('Content-Type');
    return new Response(null, { status: 304, headers: response });
  }
  if (file.encoding) response.set('Content-Encoding', file.encoding);
  const body = request.method === 'HEAD' ? null : (file.body ?? null);
  return new Response(body, { status, headers: response, encodeBody: 'manual' } as ResponseInit);
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
