import type { Database, JudgedRow } from '@radix/edge/canary';
import { PAGE_VIEWS_SQL } from '@radix/release-model';

/**
 * Stores page views in the measurements' D1 table as the beacon endpoint would, all in one
 * statement (D1 binds at most 100 values to one): what a test of the canary's judge sees visitors report.
 */
export async function insertPageViews(database: Database, rows: readonly JudgedRow[], receivedAt: number) {
  await database.prepare(PAGE_VIEWS_SQL).run();
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
}
