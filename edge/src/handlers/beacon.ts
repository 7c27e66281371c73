import { createBeaconTaker } from '@radix/release-model';
import type { Isolate, Served, Visit } from '../isolate';

/** `vitalsPath`: a visitor's measurements, checked and stored (`vitals/beacons.ts`). */
export function beaconHandler(isolate: Isolate) {
  const takeBeacon = createBeaconTaker({ now: isolate.now });
  return async (visit: Visit, { pointer }: Served): Promise<Response> => {
    // A preview's visitors are reviewers, not the site's: their page views are not measured.
    if (pointer === 'preview') return new Response(null, { status: 204 });
    return takeBeacon(
      visit.request,
      visit.env.VITALS,
      async (id) => (await isolate.siteRelease(visit, id))?.releases.shell,
    );
  };
}
