import fs from 'node:fs';
import path from 'node:path';
import type { VitalsDatabase } from '@radix/release-model';

/** The worker's package, `@radix/edge`: its bundler, its build and its D1 migrations. */
export const edgePackageDir = path.dirname(require.resolve('@radix/edge/package.json'));

/**
 * The statements of the worker's D1 migrations (`edge/migrations/*.sql`, in order), one at a time as
 * D1 runs them: the measurements' one schema, as `wrangler d1 migrations apply` makes it in production.
 */
export function migrationStatements(): string[] {
  const folder = path.join(edgePackageDir, 'migrations');
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) =>
      fs
        .readFileSync(path.join(folder, file), 'utf8')
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

/** Applies the migrations to a database where none ran (the local edge's D1, the Node server's SQLite); each only adds what is missing. */
export async function migrateVitals(database: Pick<VitalsDatabase, 'prepare'>): Promise<void> {
  for (const sql of migrationStatements()) await database.prepare(sql).run();
}
