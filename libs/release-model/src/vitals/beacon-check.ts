import { type BeaconClaims, beaconTokenMs, beaconTokensOf, verifyBeaconToken } from './beacon-token';
import type { VitalsDatabase } from './database';

/**
 * The nonces of the tokens beacons spent (table `beacon_nonces`, the worker's migrations): the
 * unique key makes a second beacon with the same token insert nothing, and so return no row.
 */
const spendSql = 'INSERT INTO beacon_nonces (nonce, at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING RETURNING nonce';

/** Deletes the nonces of tokens that have expired (bound to the time before which all have). */
export const PRUNE_BEACON_NONCES_SQL = 'DELETE FROM beacon_nonces WHERE at < ?';

/** The time before which every token has expired at `now`, tokens from up to a minute ahead included. */
export const noncesExpiredBefore = (now: number) => now - beaconTokenMs - 60_000;

export type SpentToken = BeaconClaims | { status: 401 | 403; reason: string };

/**
 * The claims of the token a beacon for `site` spends: the oldest valid, unspent one of that site
 * release among those its request carries (a page that loaded after it may have added its own).
 * Without a database tokens are checked but not counted.
 */
export async function spendBeaconToken(
  request: Request,
  site: string,
  secret: string,
  database: VitalsDatabase | undefined,
  now: number,
): Promise<SpentToken> {
  const tokens = beaconTokensOf(request.headers.get('cookie'));
  if (!tokens.length)
    return { status: 401, reason: 'a beacon brings the token of the page view it measures, and this one brings none' };
  const valid: BeaconClaims[] = [];
  for (const token of tokens) {
    const claims = await verifyBeaconToken(token, secret, now);
    if (typeof claims === 'object' && claims.site === site) valid.push(claims);
  }
  const [first] = valid;
  if (!first) return { status: 403, reason: `no valid token of a page view of ${site} came with this beacon` };
  if (!database) return first;
  for (const claims of valid) {
    const { results } = await database.prepare(spendSql).bind(claims.nonce, claims.at).all<{ nonce: string }>();
    if (results.length) return claims;
  }
  return { status: 403, reason: "this page view's token was spent already: a page view counts once" };
}
