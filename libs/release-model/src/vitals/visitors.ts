import { clientNetwork } from '../client-network';
import { hex, hmacKeyOf, hmacOf } from '../hmac';
import type { VitalsDatabase } from './database';

/**
 * A canary's visitors: an HMAC-SHA256 of the network the request's address belongs to
 * (`clientOf`) under a key derived from the edge's secret and the UTC day, so the same client is
 * another visitor the next day and no address is stored (table `canary_visitors`, the worker's
 * migrations; the Cron Trigger deletes the days before today). Not the user agent, nor the full
 * address: a client sends any user agent it likes, and holds every address of its network, so
 * either would give it a fresh visitor at will. The judge counts at most `visitorCap` of each
 * visitor's page views, beacons and errors on each arm and day, so one client weighs no more than
 * a few visitors whatever it sends.
 */

/**
 * The client a request comes from, for every count and limit of visitors' page views and beacons
 * (the visitor's key, the Rate Limiting binding's key, the Node server's `ClientLimit`): the network
 * of its address (`cf-connecting-ip`), an IPv4 /24 or an IPv6 /56, the share one household or one
 * host is commonly given. Clients behind one NAT weigh as one: a count a little low, never steered.
 */
export const clientOf = (request: Pick<Request, 'headers'>): string =>
  clientNetwork(request.headers.get('cf-connecting-ip') ?? '', 56);

/** The UTC day of a time, `2026-12-02`: what a visitor's key and row belong to. */
export const visitorDayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

const encoder = new TextEncoder();

/** The visitor of a request on a day, kept per isolate: one day key derived a day, one HMAC a request. */
export class VisitorKeys {
  private day: { of: string; key: Promise<CryptoKey> } | undefined;

  async visitorOf(
    request: Pick<Request, 'headers'>,
    secret: string,
    at: number,
  ): Promise<{ day: string; visitor: string }> {
    const day = visitorDayOf(at);
    if (this.day?.of !== `${secret} ${day}`) {
      const key = hmacOf(`canary visitors ${day}`, secret).then((derived) => hmacKeyOf(new Uint8Array(derived)));
      this.day = { of: `${secret} ${day}`, key };
    }
    const mac = await crypto.subtle.sign('HMAC', await this.day.key, encoder.encode(clientOf(request)));
    return { day, visitor: hex(mac).slice(0, 32) };
  }
}

/** One visitor's page views served on an arm of a site release, in a batch. */
export interface VisitorServed {
  day: string;
  visitor: string;
  site: string;
  arm: string;
  served: number;
}

/** Of `added` just added to a visitor's total, now `total`, how many fall within the cap. */
export const withinCap = (total: number, added: number, cap: number) =>
  Math.max(0, Math.min(cap, total) - Math.min(cap, total - added));

/** D1 binds at most 100 values to a statement: 5 a visitor. */
const visitorsPerStatement = 20;

/**
 * Adds a batch of page views served to their visitors' rows; gives, for each, how many count (within
 * `cap`) and whether the visitor is new on its arm that day.
 */
export async function addServed(
  database: VitalsDatabase,
  batch: readonly VisitorServed[],
  cap: number,
): Promise<{ entry: VisitorServed; counted: number; first: boolean }[]> {
  const counted: { entry: VisitorServed; counted: number; first: boolean }[] = [];
  for (let at = 0; at < batch.length; at += visitorsPerStatement) {
    const part = batch.slice(at, at + visitorsPerStatement);
    const { results } = await database
      .prepare(
        `INSERT INTO canary_visitors (day, visitor, site_release, arm, served) VALUES ${part.map(() => '(?, ?, ?, ?, ?)').join(', ')} ` +
          'ON CONFLICT (day, visitor, site_release, arm) DO UPDATE SET served = served + excluded.served ' +
          'RETURNING visitor, site_release, arm, served',
      )
      .bind(...part.flatMap((entry) => [entry.day, entry.visitor, entry.site, entry.arm, entry.served]))
      .all<{ visitor: string; site_release: string; arm: string; served: number }>();
    for (const entry of part) {
      const row = results.find(
        (result) => result.visitor === entry.visitor && result.site_release === entry.site && result.arm === entry.arm,
      );
      const total = Number(row?.served ?? entry.served);
      counted.push({ entry, counted: withinCap(total, entry.served, cap), first: total === entry.served });
    }
  }
  return counted;
}

/**
 * Adds a beacon to its visitor's row; gives whether it counts (the visitor's beacons within
 * `cap.views`) and whether its error and federation failure do (within `cap.errors`).
 */
export async function addBeacon(
  database: VitalsDatabase,
  { day, visitor, site, arm }: Omit<VisitorServed, 'served'>,
  errors: number,
  federationFailures: number,
  cap: { views: number; errors: number },
): Promise<{ counts: boolean; error: boolean; federationFailure: boolean }> {
  const { results } = await database
    .prepare(
      'INSERT INTO canary_visitors (day, visitor, site_release, arm, beacons, errors, federation_failures) VALUES (?, ?, ?, ?, 1, ?, ?) ' +
        'ON CONFLICT (day, visitor, site_release, arm) DO UPDATE SET beacons = beacons + 1, ' +
        'errors = errors + excluded.errors, federation_failures = federation_failures + excluded.federation_failures ' +
        'RETURNING beacons, errors, federation_failures',
    )
    .bind(day, visitor, site, arm, errors, federationFailures)
    .all<{ beacons: number; errors: number; federation_failures: number }>();
  const [row] = results;
  const beacons = Number(row?.beacons ?? 1);
  const counts = beacons <= cap.views;
  return {
    counts,
    error: counts && errors > 0 && Number(row?.errors ?? errors) <= cap.errors,
    federationFailure: counts && federationFailures > 0 && Number(row?.federation_failures ?? 0) <= cap.errors,
  };
}

/** Deletes the visitors of the days before one: a visitor's hash is kept for its day only. */
export const PRUNE_VISITORS_SQL = 'DELETE FROM canary_visitors WHERE day < ?';
