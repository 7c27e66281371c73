import { z } from 'zod';
import { remoteNames } from '@radix/site-kit/contracts';
import { cookieValue } from '@radix/site-kit/runtime-config';
import { armCookieName, beaconMaxBytes, type VitalsBeacon } from '@radix/site-kit/vitals/beacon';
import { isSiteId } from '../site-record';
import { ClientLimit } from './client-limit';
import type { VitalsDatabase } from './database';
import { spendBeaconToken } from './beacon-check';
import { countBeacon } from './minutes';
import { addBeacon, clientOf, type VisitorKeys } from './visitors';
import type { BeaconClaims } from './beacon-token';
import { pageViewColumns, type PageViewRow } from './schema';

const releaseId = z.string().regex(/^[A-Za-z0-9._-]{1,80}$/);
const part = z.enum(['shell', ...remoteNames]);
const milliseconds = z.number().finite().nonnegative().max(3_600_000);

/** A beacon as pages send it (`VitalsBeacon`): anything else, or anything more, is refused. */
export const beaconSchema = z.strictObject({
  site: z.string().refine(isSiteId, 'a site release id is expected'),
  remotes: z.partialRecord(z.enum(remoteNames), releaseId),
  path: z.string().startsWith('/').max(512),
  lcp: milliseconds.optional(),
  inp: milliseconds.optional(),
  cls: z.number().finite().nonnegative().max(1000).optional(),
  lcpOwner: part.optional(),
  inpOwner: part.optional(),
  errors: z.number().int().nonnegative().max(100_000),
  federationFailures: z.number().int().nonnegative().max(100_000),
}) satisfies z.ZodType<VitalsBeacon>;

/** The body of a request, or undefined when it holds more than `max` bytes (the rest is not read). */
export async function readAtMost(request: Request, max: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return undefined;
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  chunks.reduce((at, chunk) => (body.set(chunk, at), at + chunk.byteLength), 0);
  return body;
}

/** A beacon from a body, or the one line that says why it is not one. */
export function parseBeacon(body: Uint8Array): VitalsBeacon | string {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body));
  } catch {
    return 'the beacon is not JSON';
  }
  const checked = beaconSchema.safeParse(json);
  if (checked.success) return checked.data;
  const [issue] = checked.error.issues;
  return `the beacon's ${issue?.path.join('.') || 'shape'} is wrong: ${issue?.message ?? 'not a beacon'}`;
}

/** The device class from a user agent string, which is not kept. */
export const deviceOf = (userAgent: string): 'mobile' | 'desktop' =>
  /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'mobile' : 'desktop';

/** The row a beacon becomes: what the request tells of the visitor is a device class, a country and the canary arm. */
export function pageViewOf(
  beacon: VitalsBeacon,
  request: Request,
  shellRelease: string,
  receivedAt: number,
  served?: BeaconClaims['arm'],
): Omit<PageViewRow, 'id'> {
  const arm = served ?? cookieValue(request.headers.get('cookie') ?? '', armCookieName);
  const country = (request as { cf?: { country?: unknown } }).cf?.country;
  return {
    received_at: receivedAt,
    site_release: beacon.site,
    shell_release: shellRelease,
    remotes: JSON.stringify(beacon.remotes),
    arm: arm === 'stable' || arm === 'canary' ? arm : null,
    path: beacon.path,
    device: deviceOf(request.headers.get('user-agent') ?? ''),
    country: typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null,
    lcp: beacon.lcp ?? null,
    inp: beacon.inp ?? null,
    cls: beacon.cls ?? null,
    lcp_owner: beacon.lcpOwner ?? null,
    inp_owner: beacon.inpOwner ?? null,
    // A page view had an error or did not: a beacon claiming 100,000 weighs as much as one claiming 1.
    errors: Math.min(beacon.errors, 1),
    federation_failures: Math.min(beacon.federationFailures, 1),
  };
}

const columns = pageViewColumns;

const insertSql = `INSERT INTO page_views (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;

const answer = (status: number, body?: string, headers: Record<string, string> = {}) =>
  new Response(body ?? null, {
    status,
    headers: {
      ...(body ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

/** Whether a client (its network: `clientOf`) may send one more beacon: `ClientLimit` in one process, the Rate Limiting binding at the edge. */
export interface BeaconLimit {
  allows(client: string): Promise<boolean>;
}

export interface BeaconOptions {
  now?: () => number;
  limit?: BeaconLimit;
  /** The site's origins: when given, a beacon from a page of another (its `Origin`, or `Sec-Fetch-Site` not same-origin) is refused. */
  origins?: readonly string[];
  /**
   * The key of the tokens the edge gives page views (`beacon-token.ts`): when given, a beacon must
   * bring an unspent one of its site release, whose arm it is stored with.
   */
  tokenSecret?: string;
  /** Counts each beacon into the per-minute table too (`minutes.ts`), which the edge's migrations make. */
  perMinute?: boolean;
  /**
   * With `perMinute` and `tokenSecret`: each beacon is its visitor's (`visitors.ts`, keyed by
   * `tokenSecret` and the day), and counts for the judge only within `cap`.
   */
  visitors?: { keys: VisitorKeys; cap: { views: number; errors: number } };
}

/** Why a beacon's request did not come from a page of the site, or undefined when it did. */
function crossSite(request: Request, origins: readonly string[] | undefined): string | undefined {
  if (!origins) return undefined;
  const origin = request.headers.get('origin');
  if (origin === null || !origins.includes(origin))
    return `a beacon comes from a page of the site, not ${origin ?? 'no origin'}`;
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin'
    ? undefined
    : `a beacon comes from a page of the site, not a ${site} one`;
}

/**
 * What the edge does with `POST /_vitals`: a beacon from a page of the site (where `origins` are
 * given), within the limit of its client (its address's network: `clientOf`), at most 4 KB, of the right shape and naming a site release the
 * store has, bringing an unspent token of a page view of it (where `tokenSecret` is given), becomes
 * one `page_views` row (204), its errors and federation failures 0 or 1; anything else is answered
 * 401, 403, 400 or 429 and writes nothing. The database is migrated (`schema.ts`); without one bound, beacons are
 * checked and dropped.
 */
export function createBeaconTaker({
  now = Date.now,
  limit = new ClientLimit(),
  origins,
  tokenSecret,
  perMinute = false,
  visitors,
}: BeaconOptions = {}) {
  return async function takeBeacon(
    request: Request,
    database: VitalsDatabase | undefined,
    shellReleaseOf: (site: string) => Promise<string | undefined>,
  ): Promise<Response> {
    if (request.method !== 'POST') return answer(405, 'Method not allowed', { Allow: 'POST' });
    const foreign = crossSite(request, origins);
    if (foreign) return answer(403, foreign);
    if (!(await limit.allows(clientOf(request)))) {
      return answer(429, 'Too many beacons', { 'Retry-After': '60' });
    }
    const body = await readAtMost(request, beaconMaxBytes);
    if (!body) return answer(400, `A beacon is at most ${beaconMaxBytes} bytes`);
    const beacon = parseBeacon(body);
    if (typeof beacon === 'string') return answer(400, beacon);
    const shell = await shellReleaseOf(beacon.site);
    if (!shell) return answer(400, `the site release ${beacon.site} is not in the store`);
    const spent = tokenSecret ? await spendBeaconToken(request, beacon.site, tokenSecret, database, now()) : undefined;
    if (spent && 'status' in spent) return answer(spent.status, spent.reason);
    if (!database) return answer(204);
    const row = pageViewOf(beacon, request, shell, now(), spent?.arm);
    await database
      .prepare(insertSql)
      .bind(...columns.map((column) => row[column]))
      .run();
    if (!perMinute) return answer(204);
    if (!visitors || !tokenSecret) {
      await countBeacon(database, row);
      return answer(204);
    }
    const { day, visitor } = await visitors.keys.visitorOf(request, tokenSecret, row.received_at);
    const counted = await addBeacon(
      database,
      { day, visitor, site: row.site_release, arm: row.arm ?? 'none' },
      row.errors,
      row.federation_failures,
      visitors.cap,
    );
    if (counted.counts) await countBeacon(database, row, counted);
    return answer(204);
  };
}
