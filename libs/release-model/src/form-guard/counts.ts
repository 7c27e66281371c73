import { hex, hmacOf } from '../hmac';
import type { VitalsDatabase } from '../vitals/database';
import { limits, windowOf } from './limits';
import { isRefusalReason, type RefusalReason } from './names';

/**
 * What the bot check keeps, in the edge's D1 database (the Node server's SQLite file, with the same
 * migrations): refusals counted by reason and day, nothing else of the call; and the no-script posts
 * of each client network per hour, under a keyed hash of the network, which the Rate Limiting
 * binding cannot hold (its windows are 10 or 60 seconds).
 */

/** How long a day's counts are kept. */
export const refusalsKeptDays = 90;

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

export async function countRefusal(database: VitalsDatabase, reason: RefusalReason, at: number): Promise<void> {
  await database
    .prepare(
      'INSERT INTO form_refusals (day, reason, count) VALUES (?, ?, 1) ON CONFLICT (day, reason) DO UPDATE SET count = count + 1',
    )
    .bind(dayOf(at), reason)
    .run();
  await database
    .prepare('DELETE FROM form_refusals WHERE day < ?')
    .bind(dayOf(at - refusalsKeptDays * 24 * 60 * 60_000))
    .run();
}

/** One more no-script post of a network in this hour; whether it is within the limit. */
export async function countNoScriptPost(
  database: VitalsDatabase,
  network: string,
  secret: string,
  at: number,
): Promise<boolean> {
  const window = windowOf('no-script', at);
  const key = hex(await hmacOf(`network|${network}`, secret));
  const { results } = await database
    .prepare(
      'INSERT INTO form_posts (network, hour_start, count) VALUES (?, ?, 1) ON CONFLICT (network, hour_start) DO UPDATE SET count = count + 1 RETURNING count',
    )
    .bind(key, window)
    .all<{ count: number }>();
  await database
    .prepare('DELETE FROM form_posts WHERE hour_start < ?')
    .bind(window - limits['no-script'].windowMs)
    .run();
  return (results[0]?.count ?? 1) <= limits['no-script'].max;
}

export interface RefusalCount {
  day: string;
  reason: RefusalReason;
  count: number;
}

/** Every day's counts, newest day first; none while nothing was refused (or the table is not there yet). */
export async function refusalCounts(database: VitalsDatabase): Promise<RefusalCount[]> {
  const table = await database
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'form_refusals'")
    .all<{ name: string }>();
  if (!table.results.length) return [];
  const { results } = await database
    .prepare('SELECT day, reason, count FROM form_refusals ORDER BY day DESC, reason')
    .all<{ day: string; reason: string; count: number }>();
  return results.flatMap((row) => (isRefusalReason(row.reason) ? [{ ...row, reason: row.reason }] : []));
}

/** The counts as a table: a row per day, a column per reason that occurs, and the day's total. */
export function refusalTable(counts: RefusalCount[]): string {
  if (!counts.length) return 'No form call has been refused.';
  const reasons = [...new Set(counts.map((count) => count.reason))].sort();
  const days = [...new Set(counts.map((count) => count.day))];
  const rows = days.map((day) => {
    const ofDay = counts.filter((count) => count.day === day);
    const cells = reasons.map((reason) => String(ofDay.find((count) => count.reason === reason)?.count ?? 0));
    return [day, ...cells, String(ofDay.reduce((sum, count) => sum + count.count, 0))];
  });
  const header = ['day', ...reasons, 'total'];
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
