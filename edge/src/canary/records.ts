import {
  type Canary,
  type HistoryEntry,
  historyKey,
  keys,
  noncesExpiredBefore,
  pageViewsKeptMs,
  minuteOf,
  PRUNE_BEACON_NONCES_SQL,
  PRUNE_MINUTES_SQL,
  PRUNE_PAGE_VIEWS_SQL,
  PRUNE_VISITORS_SQL,
  type RolledBack,
  rolledBackFile,
  visitorDayOf,
} from '@radix/release-model';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';

/**
 * Deletes the page views older than 30 days at `now` (the runtime's clock), the per-minute counts of those minutes, the nonces of the beacon
 * tokens expired by then, and the visitors' hashes of the days before today (each kept for its day only).
 */
export async function pruneVitals(database: D1Database, now: number): Promise<void> {
  await database
    .prepare(PRUNE_PAGE_VIEWS_SQL)
    .bind(now - pageViewsKeptMs)
    .all();
  await database
    .prepare(PRUNE_MINUTES_SQL)
    .bind(minuteOf(now - pageViewsKeptMs))
    .all();
  await database.prepare(PRUNE_BEACON_NONCES_SQL).bind(noncesExpiredBefore(now)).all();
  await database.prepare(PRUNE_VISITORS_SQL).bind(visitorDayOf(now)).all();
}

/** Appends one line to the store's history, under a key of its time and a random tag. */
export async function appendHistory(bucket: R2Bucket, at: number, entry: HistoryEntry): Promise<void> {
  const tag = crypto.getRandomValues(new Uint32Array(1))[0]?.toString(16).padStart(8, '0') ?? '0';
  await bucket.put(historyKey(new Date(at), tag), JSON.stringify(entry));
}

/** The refusal the judge leaves beside the release whose canary it rolled back, for the release commands to read. */
export async function rememberRollback(
  bucket: R2Bucket,
  at: number,
  canary: Canary,
  stable: string,
  reason: string,
): Promise<void> {
  const record: RolledBack = { at: new Date(at).toISOString(), site: canary.site, stable, reason };
  await bucket.put(`${keys.release(canary.name, canary.release)}/${rolledBackFile}`, JSON.stringify(record));
}
