/** The cookie that puts a visitor in a canary's arm (`canary`) or the stable one (`stable`). */
export const armCookieName = 'site_arm';

/** The cookie of a visitor's draw in the running canary, made and signed by the edge (`site_bucket`, its older name). */
export const drawCookieName = 'site_bucket';

/** How many numbers a canary's visitors are drawn from: a draw is one of these values, not an identifier. */
export const canaryDraws = 10_000;

/**
 * The cookies that carry a served page view's token to the beacon path only, one of
 * `beaconCookieSlots` by the token's nonce: a page loaded while another page's beacon is still to
 * come (a second tab, or the next page, whose answer sets its cookie before the page left sends)
 * rarely takes that page's slot.
 */
export const beaconCookiePrefix = 'site_beacon_';
export const beaconCookieSlots = 8;
export const beaconCookieNames = Array.from({ length: beaconCookieSlots }, (_, slot) => `${beaconCookiePrefix}${slot}`);
