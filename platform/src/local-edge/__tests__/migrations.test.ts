import fs from 'node:fs';
import path from 'node:path';
import { PAGE_VIEWS_INDEXES_SQL, PAGE_VIEWS_SQL } from '@radix/release-model';
import { edgePackageDir } from '../local-edge';
import { openSqlite } from '../sqlite-database';

/** The columns and the indexes (with their columns) of `page_views` once `statements` ran. */
async function schemaOf(statements: readonly string[]) {
  const database = openSqlite(':memory:');
  for (const sql of statements) await database.prepare(sql).run();
  const pragma = async (sql: string) => (await database.prepare(sql).all<Record<string, unknown>>()).results;
  const columns = await pragma('PRAGMA table_info(page_views)');
  const indexes = await Promise.all(
    (await pragma('PRAGMA index_list(page_views)'))
      .map((index) => String(index.name))
      .sort()
      .map(async (name) => ({ name, columns: (await pragma(`PRAGMA index_info(${name})`)).map((c) => c.name) })),
  );
  database.close();
  return { columns, indexes };
}

/** The statements of a migration file, in order: SQLite prepares one at a time, as D1 runs them. */
const statementsOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);

test("the worker's D1 migration files make the release model's table of page views and its indexes", async () => {
  const migrations = path.join(edgePackageDir, 'migrations');
  const files = fs
    .readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const migrated = await schemaOf(
    files.flatMap((file) => statementsOf(fs.readFileSync(path.join(migrations, file), 'utf8'))),
  );
  const model = await schemaOf([PAGE_VIEWS_SQL, ...PAGE_VIEWS_INDEXES_SQL]);
  expect(model.columns.length).toBeGreaterThan(10);
  expect(model.indexes.map((index) => index.columns)).toEqual([['site_release', 'received_at'], ['received_at']]);
  expect(migrated).toEqual(model);
});
