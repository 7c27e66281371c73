import { beaconCookie, clientOf, isDocumentNavigation, signBeaconToken } from '@radix/release-model';
import { vitalsPath } from '@radix/site-kit/vitals/beacon';
import type { Arm, ArmChoice } from '../canary/arm';
import type { Isolate, RequestContext } from '../isolate';
import { withAppended } from '../responses';

/** The answers a page view is measured after: the page itself, or the browser's copy of it confirmed (304). */
const pageViewStatuses = new Set([200, 304]);

/**
 * The arm a page view's token names: the canary's arm the edge drew, `none` where the live pointer
 * was followed while no canary runs; and no token at all for a page a request pinned (`choice`
 * absent: the pointer was not followed), whose site release its client chose.
 */
export const measuredArm = (choice: ArmChoice | undefined): Arm | 'none' | undefined =>
  choice ? (choice.arm ?? 'none') : undefined;

/**
 * A page view of the site's host: a browser's navigation to a route's page (`isDocumentNavigation`;
 * a 404, a file, a prefetch and HEAD are none), served by the live pointer (`arm`: the canary's arm
 * the edge drew, or `none` while no canary runs; a page a request pinned, `?dpl=` or
 * `X-Site-Release`, is none: the client chose its site release, so it measures nothing), from a
 * client within `VISITS_LIMIT` (the Rate Limiting binding, by its address's network: `clientOf`,
 * asked through the isolate's `Refusals`). It is given the token its beacon brings back
 * (`beacon-token.ts`), signed for the site release and arm it served, in a cookie of the beacon's
 * path only; and counted as served, for its visitor (`visitors.ts`), in the isolate's batch of its
 * minute (`canary/page-views.ts`), written once the minute is over: no write of its own. The page
 * stays cached and the same for everyone; the token is added to each answer.
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
  const limitKey = `page ${clientOf(request)}`;
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
