import {
  pageViewColumns,
  PRUNE_BEACON_NONCES_SQL,
  PRUNE_MINUTES_SQL,
  PRUNE_PAGE_VIEWS_SQL,
  MEASURED_SINCE_SQL,
  STAGE_COUNTS_SQL,
} from '@radix/release-model';
import { migrateVitals, migrationFiles, migrationsTable, MIGRATIONS_TABLE_SQL } from '../migrations';
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

type Rows = Awaited<ReturnType<typeof migrated>>['rows'];

const columnsOf = async (rows: Rows, table: string) =>
  (await rows(`PRAGMA table_info(${table})`)).map((column) => column.name);

test("the worker's D1 migrations make the table of page views with the columns a beacon's row fills, the counts' with `bin`, and record each file", async () => {
  const { database, rows } = await migrated();
  expect(await columnsOf(rows, 'page_views')).toEqual(['id', ...pageViewColumns]);
  expect(await columnsOf(rows, 'vitals_minutes')).toEqual(['site_release', 'minute', 'arm', 'measure', 'bin', 'count']);
  expect((await rows(`SELECT name FROM ${migrationsTable} ORDER BY id`)).map((row) => row.name)).toEqual(
    migrationFiles().map((file) => file.name),
  );
  database.close();
});

test('applied again, as at each start of the local edge, they change nothing', async () => {
  const { database, rows } = await migrated();
  const schema = 'SELECT type, name, sql FROM sqlite_master ORDER BY name';
  const before = { schema: await rows(schema), applied: await rows(`SELECT * FROM ${migrationsTable}`) };
  await migrateVitals(database);
  expect({ schema: await rows(schema), applied: await rows(`SELECT * FROM ${migrationsTable}`) }).toEqual(before);
  database.close();
});

describe('a database migrated up to 0005, with counts in it', () => {
  const upTo0005 = migrationFiles().filter((file) => file.name < '0006');

  test.each([
    ['by the local edge before it recorded migrations', false],
    ['by wrangler, which records each', true],
  ])('%s, keeps its counts, under `bin`', async (_by, recorded) => {
    const database = openSqlite(':memory:');
    for (const file of upTo0005) for (const sql of file.statements) await database.prepare(sql).run();
    if (recorded) {
      await database.prepare(MIGRATIONS_TABLE_SQL).run();
      for (const file of upTo0005)
        await database.prepare(`INSERT INTO ${migrationsTable} (name) VALUES (?)`).bind(file.name).run();
    }
    const count =
      "INSERT INTO vitals_minutes (site_release, minute, arm, measure, bucket, count) VALUES ('site-aaaaaaaaaaaa', 1, 'stable', ?, ?, ?)";
    await database.prepare(count).bind('lcp', 155, 2).run();
    await database.prepare(count).bind('served', 0, 3).run();

    await migrateVitals(database);
    const counts = await database
      .prepare('SELECT measure, bin, count FROM vitals_minutes ORDER BY measure')
      .all<Record<string, unknown>>();
    expect(counts.results).toEqual([
      { measure: 'lcp', bin: 155, count: 2 },
      { measure: 'served', bin: 0, count: 3 },
    ]);
    const names = await database.prepare(`SELECT name FROM ${migrationsTable} ORDER BY id`).all<{ name: string }>();
    expect(names.results.map((row) => row.name)).toEqual(migrationFiles().map((file) => file.name));
    database.close();
  });
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
