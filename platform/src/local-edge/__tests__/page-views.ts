import type { Database, JudgedRow } from '@radix/edge/canary';
import { canarySite } from '@radix/edge/testing';
import { binOf, minuteOf } from '@radix/release-model';

/**
 * Counts page views into the per-minute table as the worker does (each one served, by a visitor of
 * its own, and, unless `silent`, its beacon with its measures' bins), all in one statement: D1
 * binds at most 100 values to one. The arm is the canary's for the canary's site release (the
 * fixture's unless given), else stable: the judge counts an arm's page views only.
 */
export async function countPageViews(
  database: Database,
  rows: readonly JudgedRow[],
  receivedAt: number,
  { silent = false, canary = canarySite }: { silent?: boolean; canary?: string } = {},
) {
  const counts = new Map<string, number>();
  const add = (site: string, measure: string, bin = 0) => {
    const key = JSON.stringify([site, minuteOf(receivedAt), site === canary ? 'canary' : 'stable', measure, bin]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const row of rows) {
    add(row.site_release, 'served');
    add(row.site_release, 'visitors');
    if (silent) continue;
    add(row.site_release, 'beacons');
    if (row.errors) add(row.site_release, 'errors');
    if (row.federation_failures) add(row.site_release, 'federation_failures');
    for (const measure of ['lcp', 'inp', 'cls'] as const) {
      const value = row[measure];
      if (value !== null) add(row.site_release, measure, binOf(measure, value));
    }
  }
  const keyed = [...counts].map(([key, count]) => [...(JSON.parse(key) as unknown[]), count]);
  await database
    .prepare(
      `INSERT INTO vitals_minutes (site_release, minute, arm, measure, bin, count)
       SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'),
         json_extract(value, '$[3]'), json_extract(value, '$[4]'), json_extract(value, '$[5]')
       FROM json_each(?) WHERE true
       ON CONFLICT (site_release, minute, arm, measure, bin) DO UPDATE SET count = count + excluded.count`,
    )
    .bind(JSON.stringify(keyed))
    .all();
}

/**
 * Stores page views in the measurements' D1 tables as the worker would: a row each in `page_views`
 * (what the report reads) and their per-minute counts (what the canary's judge reads).
 */
export async function insertPageViews(
  database: Database,
  rows: readonly JudgedRow[],
  receivedAt: number,
  canary = canarySite,
) {
  await database
    .prepare(
      `INSERT INTO page_views (received_at, site_release, errors, federation_failures, lcp, inp, cls)
       SELECT ?, json_extract(value, '$.site_release'), json_extract(value, '$.errors'),
         json_extract(value, '$.federation_failures'), json_extract(value, '$.lcp'),
         json_extract(value, '$.inp'), json_extract(value, '$.cls')
       FROM json_each(?)`,
    )
    .bind(receivedAt, JSON.stringify(rows))
    .all();
  await countPageViews(database, rows, receivedAt, { canary });
}
