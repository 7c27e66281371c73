import { cookieValue } from '@radix/site-kit/runtime-config';
import { beaconCookiePrefix, beaconCookieSlots } from '@radix/site-kit/vitals/beacon';
import { hex, hmacOf } from '../hmac';

/**
 * The token the edge gives each page view it serves, which that page view's beacon must bring back:
 * the site release and arm it served, when, a random nonce (so a token counts once), and their
 * HMAC-SHA256 under the edge's secret, in hex. A forger must load a page per beacon, and cannot
 * name another site release or arm than the one it was served. Web Crypto only, as the worker runs it.
 */

/** What a token says of the page view it was given to. */
export interface BeaconClaims {
  site: string;
  arm: 'stable' | 'canary' | 'none';
  /** When the edge served it (ms). */
  at: number;
  nonce: string;
}

/** How long after its page view a beacon may come: pages send it when they are hidden or left. */
export const beaconTokenMs = 60 * 60_000;

async function macOf(payload: string, secret: string): Promise<string> {
  return hex(await hmacOf(payload, secret)).slice(0, 32);
}

const payloadOf = ({ site, arm, at, nonce }: BeaconClaims) => `${site}.${arm}.${at}.${nonce}`;

/** A token for a page view served now: `<site>.<arm>.<ms>.<nonce>.<mac>`. */
export async function signBeaconToken(
  claims: Omit<BeaconClaims, 'nonce'>,
  secret: string,
  nonce: string = hex(crypto.getRandomValues(new Uint8Array(12)).buffer),
): Promise<string> {
  const payload = payloadOf({ ...claims, nonce });
  return `${payload}.${await macOf(payload, secret)}`;
}

/** The claims of a token signed with `secret` and not older than `beaconTokenMs`, or why not. */
export async function verifyBeaconToken(
  token: string,
  secret: string,
  now: number,
): Promise<BeaconClaims | 'invalid' | 'expired'> {
  const match = /^(site-[0-9a-f]{1,64})\.(stable|canary|none)\.(\d{1,15})\.([0-9a-f]{24})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return 'invalid';
  const [, site = '', arm, at, nonce = '', mac] = match;
  const claims: BeaconClaims = { site, arm: arm as BeaconClaims['arm'], at: Number(at), nonce };
  // Compared in full whatever the first difference: a string comparison that stops early tells a forger how much was right.
  const expected = await macOf(payloadOf(claims), secret);
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1)
    difference |= expected.charCodeAt(index) ^ (mac ?? '').charCodeAt(index);
  if (difference) return 'invalid';
  return now - claims.at > beaconTokenMs || claims.at > now + 60_000 ? 'expired' : claims;
}

export { beaconCookiePrefix, beaconCookieSlots } from '@radix/site-kit/vitals/beacon';

/** The `Set-Cookie` of a token: sent back with the beacon only, unreadable by the page's scripts, never cross-site. */
export function beaconCookie(token: string, path: string, secure: boolean): string {
  const nonce = token.split('.')[3] ?? '0';
  const slot = parseInt(nonce.charAt(0), 16) % beaconCookieSlots;
  const seconds = beaconTokenMs / 1000;
  return `${beaconCookiePrefix}${slot}=${token}; Path=${path}; Max-Age=${seconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The tokens a request's `Cookie` header carries, oldest first. */
export function beaconTokensOf(cookies: string | null): string[] {
  const tokens = Array.from({ length: beaconCookieSlots }, (_, slot) =>
    cookieValue(cookies ?? undefined, `${beaconCookiePrefix}${slot}`),
  ).filter((token): token is string => token !== undefined);
  const at = (token: string) => Number(token.split('.')[2] ?? 0);
  return tokens.sort((a, b) => at(a) - at(b));
}
