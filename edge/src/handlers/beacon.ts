import { canaryPolicy, createBeaconTaker } from '@radix/release-model';
import type { RateLimit } from '@cloudflare/workers-types';
import type { Isolate, Served, RequestContext } from '../isolate';

/**
 * `vitalsPath`: a visitor's measurements, checked and stored (`vitals/beacons.ts`): from a page of
 * the site's own origin only, bringing the token the worker gave that page view (`beacon-cookie.ts`),
 * within its client's `VISITS_LIMIT` (by its address's network: the Rate Limiting binding, through the isolate's `Refusals`),
 * counted for the judge within its visitor's cap.
 */
export function beaconHandler(isolate: Isolate) {
  let taker: { of: string; take: ReturnType<typeof createBeaconTaker> } | undefined;
  // The binding of the request being answered: the taker is made once, the bindings come with each request.
  let limiter: RateLimit | undefined;
  const limit = {
    allows: async (client: string) =>
      limiter ? isolate.refusals.allows(limiter, `beacon ${client}`, isolate.now()) : true,
  };
  return async (context: RequestContext, { pointer }: Served): Promise<Response> => {
    // A preview's visitors are reviewers, not the site's: their page views are not measured.
    if (pointer === 'preview') return new Response(null, { status: 204 });
    const secret = context.env.BEACON_SECRET;
    if (!secret)
      return new Response('Beacons are not taken: the worker has no BEACON_SECRET', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    const origin = isolate.originsOf(context.env).site.origin;
    if (taker?.of !== `${origin} ${secret}`)
      taker = {
        of: `${origin} ${secret}`,
        take: createBeaconTaker({
          now: isolate.now,
          origins: [origin],
          tokenSecret: secret,
          perMinute: true,
          limit,
          visitors: { keys: isolate.visitors, cap: canaryPolicy.visitorCap },
        }),
      };
    limiter = context.env.VISITS_LIMIT;
    return taker.take(
      context.request,
      context.env.VITALS,
      async (id) => (await isolate.siteRelease(context, id))?.releases.shell,
    );
  };
}
