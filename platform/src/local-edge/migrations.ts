import fs from 'node:fs';
import path from 'node:path';
import type { Statement, VitalsDatabase } from '@radix/release-model';

/** The worker's package, `@radix/edge`: its bundler, its build and its D1 migrations. */
export const edgePackageDir = path.dirname(require.resolve('@radix/edge/package.json'));

/** Where a database records the migrations applied to it, as `wrangler d1 migrations apply` does. */
export const migrationsTable = 'd1_migrations';

/** The record's table, as wrangler makes it: one row per migration file applied. */
export const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS ${migrationsTable} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/** One of the worker's D1 migrations: its file's name and its statements, one at a time as D1 runs them. */
export interface Migration {
  name: string;
  statements: string[];
}

/**
 * The worker's D1 migrations (`edge/migrations/*.sql`, in order): the measurements' one schema, as
 * `wrangler d1 migrations apply` makes it in production.
 */
export function migrationFiles(): Migration[] {
  const folder = path.join(edgePackageDir, 'migrations');
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({
      name,
      statements: fs
        .readFileSync(path.join(folder, name), 'utf8')
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean),
    }));
}

/** A database the migrations can be applied to: D1's `batch` runs its statements in one transaction. */
export type MigratableDatabase = Pick<VitalsDatabase, 'prepare'> & {
  batch(statements: Statement[]): Promise<unknown>;
};

/**
 * Applies the migrations not yet applied (the local edge's D1, the Node server's SQLite), each file
 * once and with the record of its name, in one transaction, in `d1_migrations` as wrangler keeps it.
 */
export async function migrateVitals(database: MigratableDatabase): Promise<void> {
  await database.prepare(MIGRATIONS_TABLE_SQL).run();
  const applied = await database.prepare(`SELECT name FROM ${migrationsTable}`).all<{ name: string }>();
  const done = new Set(applied.results.map((row) => row.name));
  for (const { name, statements } of migrationFiles()) {
    if (done.has(name)) continue;
    await database.batch([
      ...statements.map((sql) => database.prepare(sql)),
      database.prepare(`INSERT INTO ${migrationsTable} (name) VALUES (?)`).bind(name),
    ]);
  }
}
