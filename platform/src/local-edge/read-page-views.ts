import fs from 'node:fs';
import path from 'node:path';
import { type PageViewRow, type VitalsDatabase } from '@radix/release-model';
import { openSqlite } from './sqlite-database';

/**
 * The SQLite file of the local edge's D1 database in `<edgeState>/d1` (Miniflare keeps each D1
 * database as one `.sqlite` file there), or a one-line reason there is none.
 */
export function localEdgeDatabaseFile(edgeState: string): string {
  const folder = path.join(edgeState, 'd1');
  const files = fs.existsSync(folder)
    ? (fs.readdirSync(folder, { recursive: true }) as string[])
        .filter((file) => file.endsWith('.sqlite') && path.basename(file) !== 'metadata.sqlite')
        .map((file) => path.join(folder, file))
    : [];
  const [file, ...more] = files;
  if (!file) throw new Error(`${folder} holds no D1 database: no page view has reached the local edge yet`);
  if (more.length) throw new Error(`${folder} holds ${files.length} D1 databases; name one with --sqlite`);
  return file;
}

/** The query of every page view, oldest first. */
export const pageViewsSql = 'SELECT * FROM page_views ORDER BY received_at, id';

/** Every page view in a database, oldest first; none when no beacon has created the table yet. */
export async function readPageViews(database: VitalsDatabase): Promise<PageViewRow[]> {
  const table = await database
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'page_views'")
    .all<{ name: string }>();
  if (!table.results.length) return [];
  return (await database.prepare(pageViewsSql).all<PageViewRow>()).results;
}

/** The page views in a SQLite file, read without writing to it. */
export async function pageViewsIn(file: string): Promise<PageViewRow[]> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const database = openSqlite(file, { readOnly: true });
  try {
    return await readPageViews(database);
  } finally {
    database.close();
  }
}
