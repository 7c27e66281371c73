import { deployables, previewKey } from '@radix/release-model';
import { listPreviews, readPreview } from '../records/preview-record';
import { DeployRefused, type ReleaseContext } from '../context';
import { findSite, liveSite, type SiteRelease } from '../records/site-releases';
import type { SiteStore } from '../store/store';
import { goLive, switchedParts } from '../apply/switch-live';
import { refuseRolledBack } from '../plan/rolled-back';

/** Previews older than this are removed by `npm run previews -- --prune`. */
export const previewKeepMs = 7 * 24 * 3600 * 1000;

/** Why a named preview is refused on a store the edge does not serve: only the edge has a host for each. */
export const namedPreviewsNeedEdge =
  'named previews are served by the edge only (SITE_STORE=s3+…): the Node server and nginx serve one preview, the last "--preview" deploy without a name, on their preview port';

/** Removes the named preview `name`; its releases stay until `npm run releases -- --prune`. */
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

/**
 * `npm run promote -- --preview <name>`: the preview's site release goes live, if the gate passed it
 * and live is still the site release it was composed with; otherwise one line says what changed.
 */
export async function promotePreview(
  context: ReleaseContext,
  name: string,
  { force = false }: { force?: boolean } = {},
): Promise<SiteRelease> {
  context.log(`promote preview ${name}`);
  const record = await readPreview(context.store, name);
  if (!record) throw new DeployRefused(`there is no preview ${name} ("npm run previews" lists them)`);
  if (!record.site || !record.verdict.startsWith('passed')) {
    throw new DeployRefused(`preview ${name} was ${record.verdict}: nothing of it may go live`);
  }
  const live = await liveSite(context.store);
  const site = await readSiteOf(context, record.site);
  if (live.id !== record.basedOn) {
    const base = await readSiteOf(context, record.basedOn).catch(() => undefined);
    const changed = base
      ? deployables
          .filter((part) => base.releases[part] !== live.releases[part])
          .map((part) => `${part} ${base.releases[part]} -> ${live.releases[part]}`)
      : [];
    throw new DeployRefused(
      `live moved since preview ${name} was composed (${record.basedOn} -> ${live.id}${changed.length ? `: ${changed.join(', ')}` : ''}): deploy the preview again to compose it with what is live now`,
    );
  }
  const promoted = Object.fromEntries(record.parts.map(({ part, release }) => [part, release]));
  const forced = await refuseRolledBack(context, promoted, { force, again: `npm run promote -- --preview ${name}` });
  await goLive(context, site, live.id, {
    action: 'promote',
    ...switchedParts(promoted),
    ...(forced ? { forced } : {}),
  });
  return site;
}

async function readSiteOf(context: ReleaseContext, id: string): Promise<SiteRelease> {
  const site = await findSite(context.store, id);
  if (!site) throw new DeployRefused(`site release ${id} is no longer kept`);
  return site;
}
