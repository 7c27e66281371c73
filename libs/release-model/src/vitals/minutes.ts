import type { VitalsDatabase } from './database';
import type { PageViewRow } from './schema';

/**
 * The per-minute counts of page views (table `vitals_minutes`, the worker's migrations): what the
 * canary's judge reads instead of one row per page view. LCP, INP and CLS are kept as histograms in
 * fixed buckets 5% wide (a value stands within 2.5% of itself plus a ms, or a thousandth of CLS), enough for the judge's
 * tolerances (20% and 250 ms on LCP) and for Mann-Whitney U, which ranks the buckets' values.
 */
export type CountedMeasure = 'served' | 'beacons' | 'errors' | 'federation_failures' | 'lcp' | 'inp' | 'cls';
export type Distribution = 'lcp' | 'inp' | 'cls';

/** A value's unit per bucket step: ms for LCP and INP, thousandths for CLS. */
const scale: Record<Distribution, number> = { lcp: 1, inp: 1, cls: 1000 };
const step = Math.log(1.05);

export const bucketOf = (measure: Distribution, value: number) =>
  Math.max(0, Math.floor(Math.log1p(value * scale[measure]) / step));

/** The value a bucket stands for: its middle. */
export const valueOfBucket = (measure: Distribution, bucket: number) =>
  Math.expm1((bucket + 0.5) * step) / scale[measure];

export const minuteOf = (at: number) => Math.floor(at / 60_000);

/** One counted row: how many page views of a minute, site release and arm had `measure` (in `bucket`). */
export interface MinuteCount {
  site_release: string;
  arm: string;
  measure: CountedMeasure;
  bucket: number;
  count: number;
}

/** Adds one to each of `keys` in their minute: a single statement, as D1 binds at most 100 values to one. */
async function addOne(
  database: VitalsDatabase,
  site: string,
  at: number,
  arm: string,
  keys: readonly (readonly [CountedMeasure, number])[],
) {
  const values = keys.map(() => '(?, ?, ?, ?, ?, 1)').join(', ');
  await database
    .prepare(
      `INSERT INTO vitals_minutes (site_release, minute, arm, measure, bucket, count) VALUES ${values} ` +
        'ON CONFLICT (site_release, minute, arm, measure, bucket) DO UPDATE SET count = count + 1',
    )
    .bind(...keys.flatMap(([measure, bucket]) => [site, minuteOf(at), arm, measure, bucket]))
    .run();
}

/** A page view the worker served, counted in its minute for the site release and arm it served. */
export const countServed = (database: VitalsDatabase, site: string, arm: string, at: number) =>
  addOne(database, site, at, arm, [['served', 0]]);

/** A page view's beacon, as stored, counted in its minute: one beacon, its error (0 or 1), its values' buckets. */
export function countBeacon(database: VitalsDatabase, row: Omit<PageViewRow, 'id'>): Promise<void> {
  const keys: (readonly [CountedMeasure, number])[] = [['beacons', 0]];
  if (row.errors) keys.push(['errors', 0]);
  if (row.federation_failures) keys.push(['federation_failures', 0]);
  for (const measure of ['lcp', 'inp', 'cls'] as const) {
    const value = row[measure];
    if (value !== null) keys.push([measure, bucketOf(measure, value)]);
  }
  return addOne(database, row.site_release, row.received_at, row.arm ?? 'none', keys);
}

/** The counts of two site releases since a minute, summed over the minutes: at most a row per arm, measure and bucket. */
export const STAGE_COUNTS_SQL = `SELECT site_release, arm, measure, bucket, SUM(count) AS count FROM vitals_minutes
  WHERE site_release IN (?, ?) AND minute >= ? GROUP BY site_release, arm, measure, bucket`;

/**
 * The page views measured (that sent a beacon) since a minute, of every site release: what a
 * canary's stages are sized from, as their page views per arm are measured ones.
 */
export const MEASURED_SINCE_SQL =
  "SELECT SUM(count) AS views FROM vitals_minutes WHERE measure = 'beacons' AND minute >= ?";

/** Deletes the counts of the minutes before one. */
export const PRUNE_MINUTES_SQL = 'DELETE FROM vitals_minutes WHERE minute < ?';
