import { beaconCookie, signBeaconToken } from '@radix/release-model';
import { vitalsPath } from '@radix/site-kit/vitals/beacon';
import type { Visit } from '../isolate';
import { withAppended } from '../responses';

/** The answers a page view is measured after: the page itself, or the browser's copy of it confirmed (304). */
const pageViewStatuses = new Set([200, 304, 404]);

/**
 * A page of the site's host, given the token its beacon brings back (`beacon-token.ts`): signed for
 * the site release and arm it served, in a cookie of the beacon's path only. The page stays cached
 * and the same for everyone; the token is added to each answer.
 */
export async function withBeaconToken(response: Response, visit: Visit, site: string, now: number): Promise<Response> {
  const secret = visit.env.BEACON_SECRET;
  if (!secret || visit.request.method !== 'GET' || !pageViewStatuses.has(response.status)) return response;
  const token = await signBeaconToken({ site, arm: visit.arm?.arm ?? 'none', at: now }, secret);
  const cookie = beaconCookie(token, vitalsPath, visit.url.protocol === 'https:');
  return withAppended(response, [['Set-Cookie', cookie]]);
}
