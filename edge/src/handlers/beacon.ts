import { createBeaconTaker } from '@radix/release-model';
import type { Isolate, Served, Visit } from '../isolate';

/**
 * `vitalsPath`: a visitor's measurements, checked and stored (`vitals/beacons.ts`): from a page of
 * the site's own origin only, bringing the token the worker gave that page view (`beacon-cookie.ts`).
 */
export function beaconHandler(isolate: Isolate) {
  let taker: { of: string; take: ReturnType<typeof createBeaconTaker> } | undefined;
  return async (visit: Visit, { pointer }: Served): Promise<Response> => {
    // A preview's visitors are reviewers, not the site's: their page views are not measured.
    if (pointer === 'preview') return new Response(null, { status: 204 });
    const secret = visit.env.BEACON_SECRET;
    if (!secret)
      return new Response('Beacons are not taken: the worker has no BEACON_SECRET', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    const origin = isolate.originsOf(visit.env).site.origin;
    if (taker?.of !== `${origin} ${secret}`)
      taker = {
        of: `${origin} ${secret}`,
        take: createBeaconTaker({ now: isolate.now, origins: [origin], tokenSecret: secret, perMinute: true }),
      };
    return taker.take(
      visit.request,
      visit.env.VITALS,
      async (id) => (await isolate.siteRelease(visit, id))?.releases.shell,
    );
  };
}
