import { z } from 'zod';
import { clearedFile, type Deployable, gateFile, isoTime, keys, parseRecord } from '@radix/release-model';
import type { SiteStore } from '../store/store';

/** What `gate.json` says once a site release has passed its checks. */
export interface GateRecord {
  passedAt: string;
  /** The routes checked in Chromium; empty when the browser check was skipped. */
  browserChecked: string[];
}

const gateRecordSchema: z.ZodType<GateRecord> = z.object({ passedAt: isoTime, browserChecked: z.array(z.string()) });

/** The gate's record of a site release that passed it, if it did. */
export async function readGate(store: SiteStore, id: string): Promise<GateRecord | undefined> {
  const file = `${keys.site(id)}/${gateFile}`;
  const text = await store.readText(file);
  return text === undefined ? undefined : parseRecord(gateRecordSchema, text, `${store.address}/${file}`);
}

/** Records that a site release passed its checks, beside it: the record, not the site release, may be written again. */
export function writeGate(store: SiteStore, id: string, record: GateRecord): Promise<void> {
  return store.putFile(`${keys.site(id)}/${gateFile}`, `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * Marks every release of a site release that passed the gate as cleared: the edge serves its files
 * to anyone from then on. Written once per release, never rewritten.
 */
export async function markCleared(store: SiteStore, releases: Record<Deployable, string>, at: Date): Promise<void> {
  const marks = Object.entries(releases).map(([name, id]) => `${keys.release(name as Deployable, id)}/${clearedFile}`);
  await store.putMissing(marks, `${JSON.stringify({ markedAt: at.toISOString() })}\n`);
}

/** Records that the browser check `check` of a site release failed: the token it was given opens nothing from then on. */
export function markCheckRefused(store: SiteStore, id: string, check: string, at: Date): Promise<void> {
  return store.putFile(keys.refusedCheck(id, check), `${JSON.stringify({ at: at.toISOString() })}\n`);
}
