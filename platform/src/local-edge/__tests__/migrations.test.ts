import {
  pageViewColumns,
  PRUNE_BEACON_NONCES_SQL,
  PRUNE_MINUTES_SQL,
  PRUNE_PAGE_VIEWS_SQL,
  MEASURED_SINCE_SQL,
  STAGE_COUNTS_SQL,
} from '@radix/release-model';
import { migrateVitals } from '../migrations';
import { openSqlite } from '../sqlite-database';

async function migrated() {
  const database = openSqlite(':memory:');
  await migrateVitals(database);
  const rows = async (sql: string, ...values: unknown[]) =>
    (
      await database
        .prepare(sql)
        .bind(...values)
        .all<Record<string, unknown>>()
    ).results;
  return { database, rows };
}

test("the worker's D1 migrations make the table of page views with the columns a beacon's row fills", async () => {
  const { database, rows } = await migrated();
  const columns = (await rows('PRAGMA table_info(page_views)')).map((column) => column.name);
  expect(columns).toEqual(['id', ...pageViewColumns]);
  // The local edge applies them at each start, to a database they made before: they only add what is missing.
  await migrateVitals(database);
  expect((await rows('PRAGMA table_info(page_views)')).map((column) => column.name)).toEqual(columns);
  database.close();
});

test("the judge's reads, the week's count and each pruning go by an index, never a scan of a table", async () => {
  const { database, rows } = await migrated();
  const plans = {
    stage: [STAGE_COUNTS_SQL, 'site-aaaaaaaaaaaa', 'site-bbbbbbbbbbbb', 1],
    week: [MEASURED_SINCE_SQL, 1],
    'page views': [PRUNE_PAGE_VIEWS_SQL, 1],
    minutes: [PRUNE_MINUTES_SQL, 1],
    nonces: [PRUNE_BEACON_NONCES_SQL, 1],
  } as const;
  for (const [query, [sql, ...values]] of Object.entries(plans)) {
    const steps = (await rows(`EXPLAIN QUERY PLAN ${sql}`, ...values)).map((step) => String(step.detail));
    expect({ query, steps: steps.filter((step) => /^SCAN (?!.*USING)/.test(step)) }).toEqual({ query, steps: [] });
    expect({ query, indexed: steps.some((step) => /USING (COVERING )?INDEX|USING PRIMARY KEY/.test(step)) }).toEqual({
      query,
      indexed: true,
    });
  }
  database.close();
});
