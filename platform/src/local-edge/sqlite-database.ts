import { type Statement, type VitalsDatabase } from '@radix/release-model';

/** The part of `node:sqlite` (Node 22.5 and later) used here; Node 20's types do not describe it. */
interface SqliteModule {
  DatabaseSync: new (file: string, options?: { readOnly?: boolean }) => SqliteDatabase;
}

interface SqliteDatabase {
  prepare(sql: string): {
    run(...values: unknown[]): unknown;
    all(...values: unknown[]): unknown[];
  };
  exec(sql: string): void;
  close(): void;
}

/** SQLite in this Node.js process, or a one-line reason it has none. */
function sqlite(): SqliteModule {
  const found = process.getBuiltinModule('node:sqlite') as SqliteModule | undefined;
  if (!found) throw new Error(`node:sqlite is missing: Node.js ${process.version} is older than 22.5`);
  return found;
}

/**
 * A SQLite file behind the same interface as D1: what the Node server writes visitors' measurements
 * to, and what `npm run vitals` reads (the local edge's D1 is a SQLite file too).
 */
export function openSqlite(
  file: string,
  options: { readOnly?: boolean } = {},
): VitalsDatabase & { batch(statements: Statement[]): Promise<void>; close(): void } {
  const database = new (sqlite().DatabaseSync)(file, options);
  const statement = (sql: string, values: unknown[]): Statement => ({
    bind: (...more) => statement(sql, [...values, ...more]),
    run: async () => database.prepare(sql).run(...values),
    all: async <T>() => ({ results: database.prepare(sql).all(...values) as T[] }),
  });
  /** As D1's: the statements in one transaction, all or none. */
  const batch = async (statements: Statement[]) => {
    database.exec('BEGIN');
    try {
      for (const one of statements) await one.run();
      database.exec('COMMIT');
    } catch (error) {
      database.exec('ROLLBACK');
      throw error;
    }
  };
  return { prepare: (sql) => statement(sql, []), batch, close: () => database.close() };
}
