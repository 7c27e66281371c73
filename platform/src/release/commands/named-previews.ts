import { previewKey } from '@radix/release-model';
import { listPreviews, readPreview } from '../records/preview-record';
import { DeployRefused } from '../context';
import type { SiteStore } from '../store/store';

/** Previews older than this are removed by `npm run previews -- --prune`. */
export const previewKeepMs = 7 * 24 * 3600 * 1000;

/** Removes the named preview `name`; its releases stay until `npm run previews -- --prune`. */
export async function closePreview(store: SiteStore, name: string): Promise<void> {
  if (!(await readPreview(store, name))) {
    throw new DeployRefused(`there is no preview ${name} ("npm run previews" lists them)`);
  }
  await store.remove(previewKey(name));
}

/** Removes the named previews made longer than a week before `now`; returns their names. */
export async function prunePreviews(store: SiteStore, now: Date): Promise<string[]> {
  const old = (await listPreviews(store)).filter(
    (record) => now.getTime() - Date.parse(record.createdAt) > previewKeepMs,
  );
  for (const record of old) await store.remove(previewKey(record.name));
  return old.map((record) => record.name);
}

const ageOf = (ms: number) =>
  ms >= 86_400_000
    ? `${Math.floor(ms / 86_400_000)} d`
    : ms >= 3_600_000
      ? `${Math.floor(ms / 3_600_000)} h`
      : `${Math.max(0, Math.floor(ms / 60_000))} min`;

/** `npm run previews`: one line per named preview. */
export async function previewsReport(store: SiteStore, now: Date): Promise<string> {
  const records = await listPreviews(store);
  if (!records.length) return 'no named previews';
  const rows = [
    ['name', 'parts', 'releases', 'site release', 'age', 'verdict'],
    ...records.map((record) => [
      record.name,
      record.parts.map(({ part }) => part).join(','),
      record.parts.map(({ release }) => release).join(','),
      record.site ?? '-',
      ageOf(now.getTime() - Date.parse(record.createdAt)),
      record.verdict,
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
