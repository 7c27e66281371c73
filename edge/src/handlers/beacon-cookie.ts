import { beaconCookie, countServed, signBeaconToken } from '@radix/release-model';
import { vitalsPath } from '@radix/site-kit/vitals/beacon';
import type { Visit } from '../isolate';
import { withAppended } from '../responses';

/** The answers a page view is measured after: the page itself, or the browser's copy of it confirmed (304). */
const pageViewStatuses = new Set([200, 304, 404]);

/**
 * A page view of the site's host: given the token its beacon brings back (`beacon-token.ts`),
 * signed for the site release and arm it served, in a cookie of the beacon's path only; and counted
 * as served in its minute (`minutes.ts`), in the background, so that the canary's judge can compare
 * the page views each arm served with the beacons it received. The page stays cached and the same
 * for everyone; the token is added to each answer.
 */
export async function withBeaconToken(
  response: Response,
  visit: Visit,
  site: string,
  now: number,
  log: (line: string) => void,
): Promise<Response> {
  const secret = visit.env.BEACON_SECRET;
  if (!secret || visit.request.method !== 'GET' || !pageViewStatuses.has(response.status)) return response;
  const arm = visit.arm?.arm ?? 'none';
  const token = await signBeaconToken({ site, arm, at: now }, secret);
  const database = visit.env.VITALS;
  if (database)
    visit.background(
      countServed(database, site, arm, now).catch((error: unknown) =>
        log(`a served page view was not counted: ${error instanceof Error ? error.message : String(error)}`),
      ),
    );
  return withAppended(response, [['Set-Cookie', beaconCookie(token, vitalsPath, visit.url.protocol === 'https:')]]);
}
