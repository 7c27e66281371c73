import type { VitalsDatabase } from './database';
import type { PageViewRow } from './schema';

/**
 * The per-minute counts of page views (table `vitals_minutes`, the worker's migrations): what the
 * canary's judge reads instead of one row per page view. LCP, INP and CLS are kept as histograms in
 * fixed bins 5% wide (a value stands within 2.5% of itself plus a ms, or a thousandth of CLS), enough for the judge's
 * tolerances (20% and 250 ms on LCP) and for Mann-Whitney U, which ranks the bins' values.
 */
export type CountedMeasure =
  'served' | 'visitors' | 'beacons' | 'errors' | 'federation_failures' | 'lcp' | 'inp' | 'cls';
export type Distribution = 'lcp' | 'inp' | 'cls';

/** A value's unit per bin step: ms for LCP and INP, thousandths for CLS. */
const scale: Record<Distribution, number> = { lcp: 1, inp: 1, cls: 1000 };
const step = Math.log(1.05);

export const binOf = (measure: Distribution, value: number) =>
  Math.max(0, Math.floor(Math.log1p(value * scale[measure]) / step));

/** The value a bin stands for: its middle. */
export const valueOfBin = (measure: Distribution, bin: number) =>
  Math.expm1((bin + 0.5) * step) / scale[measure];

export const minuteOf = (at: number) => Math.floor(at / 60_000);

/** One counted row: how many page views of a minute, site release and arm had `measure` (in `bin`). */
export interface MinuteCount {
  site_release: string;
  arm: string;
  measure: CountedMeasure;
  bin: number;
  count: number;
}

/** One count to add: `count` page views of a minute, site release and arm had `measure` (in `bin`). */
export interface MinuteAdd {
  site: string;
  minute: number;
  arm: string;
  measure: CountedMeasure;
  bin: number;
  count: number;
}

/** D1 binds at most 100 values to one statement: 6 a count. */
const addsPerStatement = 16;

/** Adds counts to their minutes, 16 to a statement. */
export async function addCounts(database: VitalsDatabase, adds: readonly MinuteAdd[]): Promise<void> {
  for (let at = 0; at < adds.length; at += addsPerStatement) {
    const part = adds.slice(at, at + addsPerStatement);
    await database
      .prepare(
        `INSERT INTO vitals_minutes (site_release, minute, arm, measure, bin, count) VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')} ` +
          'ON CONFLICT (site_release, minute, arm, measure, bin) DO UPDATE SET count = count + excluded.count',
      )
      .bind(...part.flatMap((add) => [add.site, add.minute, add.arm, add.measure, add.bin, add.count]))
      .run();
  }
}

/**
 * A page view's beacon, as stored, counted in its minute: one beacon, its error and federation
 * failure (0 or 1) where they count (`visitors.ts` caps a visitor's), its values' bins.
 */
export function countBeacon(
  database: VitalsDatabase,
  row: Omit<PageViewRow, 'id'>,
  counted: { error: boolean; federationFailure: boolean } = {
    error: row.errors > 0,
    federationFailure: row.federation_failures > 0,
  },
): Promise<void> {
  const keys: (readonly [CountedMeasure, number])[] = [['beacons', 0]];
  if (counted.error) keys.push(['errors', 0]);
  if (counted.federationFailure) keys.push(['federation_failures', 0]);
  for (const measure of ['lcp', 'inp', 'cls'] as const) {
    const value = row[measure];
    if (value !== null) keys.push([measure, binOf(measure, value)]);
  }
  const at = { site: row.site_release, minute: minuteOf(row.received_at), arm: row.arm ?? 'none' };
  return addCounts(
    database,
    keys.map(([measure, bin]) => ({ ...at, measure, bin, count: 1 })),
  );
}

/** The counts of two site releases since a minute, summed over the minutes: at most a row per arm, measure and bin. */
export const STAGE_COUNTS_SQL = `SELECT site_release, arm, measure, bin, SUM(count) AS count FROM vitals_minutes
  WHERE site_release IN (?, ?) AND minute >= ? GROUP BY site_release, arm, measure, bin`;

/**
 * The page views measured (that sent a beacon) since a minute, of every site release: what a
 * canary's stages are sized from, as their page views per arm are measured ones.
 */
export const MEASURED_SINCE_SQL =
  "SELECT SUM(count) AS views FROM vitals_minutes WHERE measure = 'beacons' AND minute >= ?";

/** Deletes the counts of the minutes before one. */
export const PRUNE_MINUTES_SQL = 'DELETE FROM vitals_minutes WHERE minute < ?';
