import { beaconCookie, isDocumentNavigation, signBeaconToken } from '@radix/release-model';
import { vitalsPath } from '@radix/site-kit/vitals/beacon';
import type { Arm } from '../canary/arm';
import type { Isolate, RequestContext } from '../isolate';
import { withAppended } from '../responses';

/** The answers a page view is measured after: the page itself, or the browser's copy of it confirmed (304). */
const pageViewStatuses = new Set([200, 304]);

/**
 * A page view of the site's host: a browser's navigation to a route's page (`isDocumentNavigation`;
 * a 404, a file, a prefetch and HEAD are none), from a client within `VISITS_LIMIT` (the Rate
 * Limiting binding, by address, asked through the isolate's `Refusals`). It is given the token its
 * beacon brings back (`beacon-token.ts`), signed for the site release and arm it served, in a cookie
 * of the beacon's path only; and counted as served, for its visitor (`visitors.ts`), in the
 * isolate's batch of its minute (`canary/page-views.ts`), written once the minute is over: no write
 * of its own. The page stays cached and the same for everyone; the token is added to each answer.
 */
export async function withBeaconToken(
  isolate: Isolate,
  response: Response,
  context: RequestContext,
  site: string,
  arm: Arm | 'none',
  now: number,
): Promise<Response> {
  const { request, env } = context;
  const secret = env.BEACON_SECRET;
  if (!secret || !pageViewStatuses.has(response.status) || !isDocumentNavigation(request)) return response;
  const limitKey = `page ${request.headers.get('cf-connecting-ip') ?? 'unknown'}`;
  if (isolate.refusals.known(limitKey, now)) return response;
  const [allowed, token, { day, visitor }] = await Promise.all([
    isolate.refusals.allows(env.VISITS_LIMIT, limitKey, now),
    signBeaconToken({ site, arm, at: now }, secret),
    isolate.visitors.visitorOf(request, secret, now),
  ]);
  if (!allowed) return response;
  isolate.served.add(now, { day, visitor, site, arm });
  return withAppended(response, [['Set-Cookie', beaconCookie(token, vitalsPath, context.url.protocol === 'https:')]]);
}
