import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function alreadyIssued(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return cookies.some((cookie) => cookie.startsWith(`${xsrfCookieName}=`));
}

/**
 * onSend hook: gives the browser an XSRF-TOKEN cookie (readable by scripts, same-site only) when
 * it has none. Add it to the origin that serves the pages, so the cookie exists before a first POST.
 */
export async function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!readCookie(request.headers.cookie, xsrfCookieName) && !alreadyIssued(reply)) {
    const token = randomBytes(32).toString('base64url');
    reply.header('set-cookie', `${xsrfCookieName}=${token}; Path=/; SameSite=Strict`);
  }
  return payload;
}

/** The cookie and the header are present and equal. */
export function hasValidXsrfToken(request: FastifyRequest): boolean {
  const cookie = readCookie(request.headers.cookie, xsrfCookieName);
  const header = request.headers[xsrfHeaderName];
  if (!cookie || typeof header !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether the request comes from a page of another origin. Browsers say so in Sec-Fetch-Site;
 * without it, an Origin header that differs from the request's own origin decides.
 */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'cross-site' || site === 'same-site';
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== `${request.protocol}://${request.host}`;
}
