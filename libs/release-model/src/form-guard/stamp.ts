import { hex, hmacOf } from '../hmac';
import { minimumFillMs, stampCookie } from './names';

/**
 * The stamp: the time a page was served, signed by the server that served it, in a cookie the
 * browser sends with the form's call. A script cannot make one up, nor make an old one look new;
 * one sent sooner than a person fills a form is a script's.
 */

const signed = (servedAt: number, secret: string) => hmacOf(`stamp|${servedAt}`, secret).then(hex);

export async function stampOf(servedAt: number, secret: string): Promise<string> {
  return `${servedAt}.${await signed(servedAt, secret)}`;
}

/** The `Set-Cookie` value of a page's stamp: HttpOnly, same-site, kept as long as `maxAgeMs`. */
export async function stampCookieOf(
  servedAt: number,
  secret: string,
  maxAgeMs: number,
  secure: boolean,
): Promise<string> {
  const value = await stampOf(servedAt, secret);
  return `${stampCookie}=${value}; Path=/; Max-Age=${Math.floor(maxAgeMs / 1000)}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export type StampVerdict = 'fresh-enough' | 'stamp-missing' | 'stamp-forged' | 'stamp-too-soon';

/** What a request's stamp says: missing, forged (or from the future), sent too soon, or old enough. */
export async function judgeStamp(
  value: string | undefined,
  secret: string,
  now: number,
  fillMs = minimumFillMs,
): Promise<StampVerdict> {
  if (!value) return 'stamp-missing';
  const match = /^(\d{1,16})\.([0-9a-f]{64})$/.exec(value);
  if (!match) return 'stamp-forged';
  const servedAt = Number(match[1]);
  if (!constantTimeEqual(match[2]!, await signed(servedAt, secret)) || servedAt > now) return 'stamp-forged';
  return now - servedAt < fillMs ? 'stamp-too-soon' : 'fresh-enough';
}

/** Whether two strings of hex are equal, looking at every character whatever differs first. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** A cookie's value in a `Cookie` header. */
export function cookieOf(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * The stamp a page served now adds, or none when the request carries one this server signed: the
 * first page's stamp stays, so a later page (or a page the site fetches to prepare a click) never
 * makes a person's form look sent too soon.
 */
export async function pageStampCookie(
  cookieHeader: string | null | undefined,
  secret: string,
  now: number,
  maxAgeMs: number,
  secure: boolean,
): Promise<string | undefined> {
  const held = await judgeStamp(cookieOf(cookieHeader, stampCookie), secret, now);
  if (held === 'fresh-enough' || held === 'stamp-too-soon') return undefined;
  return stampCookieOf(now, secret, maxAgeMs, secure);
}
