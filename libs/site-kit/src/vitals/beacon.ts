import type { RemoteName } from '../contracts';

/** Where a page sends its measurements: a path of the site's own origin, so no other origin learns of the visit. */
export const vitalsPath = '/_vitals';

/** `<html>` carries it once the page view is being measured: from then on, leaving the page sends its beacon. */
export const measuringAttribute = 'data-measuring';

/** The largest beacon the site takes; a larger one is refused unread. */
export const beaconMaxBytes = 4096;

export { armCookieName, beaconCookiePrefix, beaconCookieSlots, drawCookieName, canaryDraws } from './cookies';

/** What a page reports once per page view. */
export interface VitalsBeacon {
  /** The site release the page belongs to (its `<meta name="site-release">`). */
  site: string;
  /** The release of each remote the page ran, from the manifest URLs it was rendered with. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The page's path, without its query. */
  path: string;
  /** Largest contentful paint, in milliseconds. */
  lcp?: number;
  /** Interaction to next paint, in milliseconds: absent when the visitor did nothing. */
  inp?: number;
  /** Cumulative layout shift, unitless. */
  cls?: number;
  /** The part whose element painted the largest content (`shell` or a remote). */
  lcpOwner?: string;
  /** The part whose element the slowest interaction was on. */
  inpOwner?: string;
  /** Uncaught errors and rejected promises. */
  errors: number;
  /** Remote modules that failed to load or timed out. */
  federationFailures: number;
}
