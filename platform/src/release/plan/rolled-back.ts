import { z } from 'zod';
import { type Deployable, isoTime, keys, parseRecord, type RolledBack, rolledBackFile } from '@radix/release-model';
import { DeployRefused, type ReleaseContext } from '../context';
import type { SiteStore } from '../store/store';

const rolledBackSchema: z.ZodType<RolledBack> = z.object({
  at: isoTime,
  site: z.string().min(1),
  stable: z.string().min(1),
  reason: z.string(),
  by: z.literal('hand').optional(),
});

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

/** The refusal left beside a release rolled back (by the edge's judge or by hand), if it was. */
export async function readRolledBack(store: SiteStore, name: Deployable, id: string): Promise<RolledBack | undefined> {
  const key = `${keys.release(name, id)}/${rolledBackFile}`;
  const text = await store.readText(key);
  return text === undefined ? undefined : parseRecord(rolledBackSchema, text, key);
}

/** How one rolled-back release is said, in a refusal and in `npm run releases`. */
export const rolledBackWords = (name: Deployable, id: string, record: RolledBack) =>
  record.by === 'hand'
    ? `${name} ${id} was rolled back by hand at ${when(record.at)} (${record.site}, visitors back on ${record.stable}): ${record.reason}`
    : `${name} ${id} was rolled back by the canary judge at ${when(record.at)} (canary ${record.site}, visitors back on ${record.stable}): ${record.reason}`;

/**
 * Leaves the refusal beside each release a deployer rolled back: from then on the edge serves its
 * files only while a site release it may serve names it, and a deploy of it again needs `--force`.
 */
export async function markRolledBack(
  store: SiteStore,
  releases: Partial<Record<Deployable, string>>,
  record: Omit<RolledBack, 'by'>,
): Promise<void> {
  for (const [name, id] of Object.entries(releases) as [Deployable, string][])
    await store.putFile(
      `${keys.release(name, id)}/${rolledBackFile}`,
      `${JSON.stringify({ ...record, by: 'hand' })}\n`,
    );
}

/**
 * Refuses to make releases rolled back live again, saying when and why, unless `force`:
 * then it says so and answers true, for the history to record the switch as forced. `again` is
 * the command that would go on with `--force`.
 */
export async function refuseRolledBack(
  context: ReleaseContext,
  releases: Partial<Record<Deployable, string>>,
  { force = false, again }: { force?: boolean; again: string },
): Promise<boolean> {
  const found: string[] = [];
  for (const [name, id] of Object.entries(releases) as [Deployable, string][]) {
    const record = await readRolledBack(context.store, name, id);
    if (record) found.push(rolledBackWords(name, id, record));
  }
  if (!found.length) return false;
  if (!force) throw new DeployRefused(`${found.join('; ')}. "${again} --force" makes it live all the same`);
  for (const line of found) context.log(`forced: ${line}`);
  return true;
}
