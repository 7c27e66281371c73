import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue, xsrfCookieName, xsrfHeaderName } from '../src/api/api-client';

const headerName = xsrfHeaderName.toLowerCase();

function alreadyIssued(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return cookies.some((cookie) => cookie.startsWith(`${xsrfCookieName}=`));
}

/**
 * onSend hook: gives the browser an XSRF-TOKEN cookie (readable by scripts, same-site only, `Secure`
 * over TLS) when it has none it can use, replacing one that cannot be read.
 */
export async function issueXsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!cookieValue(request.headers.cookie, xsrfCookieName) && !alreadyIssued(reply)) {
    const token = randomBytes(32).toString('base64url');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${xsrfCookieName}=${token}; Path=/; SameSite=Strict${secure}`);
  }
  return payload;
}

/**
 * The same hook for a site's pages only: scripts, styles, fonts and images go out without a
 * cookie, so a CDN caches them and never replays one visitor's token to another.
 */
export async function issueXsrfCookieOnPages(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const type = String(reply.getHeader('content-type') ?? '');
  return type.startsWith('text/html') ? issueXsrfCookie(request, reply, payload) : payload;
}

/** The cookie and the header are present and equal. */
export function hasValidXsrfToken(request: FastifyRequest): boolean {
  const cookie = cookieValue(request.headers.cookie, xsrfCookieName);
  const header = request.headers[headerName];
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
