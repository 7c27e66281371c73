import fs from 'node:fs';
import path from 'node:path';
import { PAGE_VIEWS_SQL } from '@radix/release-model';
import { edgePackageDir } from '../local-edge';
import { openSqlite } from '../sqlite-database';

test("the worker's D1 migration files make the release model's table of page views", async () => {
  const columns = async (statements: string[]) => {
    const database = openSqlite(':memory:');
    for (const sql of statements) await database.prepare(sql).run();
    const { results } = await database.prepare('PRAGMA table_info(page_views)').all();
    database.close();
    return results;
  };
  const migrations = path.join(edgePackageDir, 'migrations');
  const files = fs
    .readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const migrated = await columns(files.map((file) => fs.readFileSync(path.join(migrations, file), 'utf8')));
  const model = await columns([PAGE_VIEWS_SQL]);
  expect(model.length).toBeGreaterThan(10);
  expect(migrated).toEqual(model);
});
