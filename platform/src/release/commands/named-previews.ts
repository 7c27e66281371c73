import {
  type Deployable,
  deployables,
  expiresIn,
  namedPreviewOrigin,
  previewKey,
  previewLink,
  previewLinkSeconds,
  type PreviewRecord,
  previewRecordKey,
  signPreviewToken,
} from '@radix/release-model';
import { BucketStore } from '../store/bucket-store';
import { candidate } from '../plan/gate';
import { listPreviews, readPreview } from '../records/preview-record';
import { clock, DeployRefused, inDeployOrder, liveSite, previewSecretOf, type ReleaseContext } from '../context';
import { findSite, switchedParts, type SiteRelease } from '../records/site-releases';
import type { SiteStore } from '../store/store';
import { goLive } from '../apply/switch-live';
import { refuseRolledBack } from '../plan/rolled-back';

/** Previews older than this are removed by `npm run previews -- --prune`. */
export const previewKeepMs = 7 * 24 * 3600 * 1000;

/** Named previews need a host each: only the edge has them. */
export function refuseWithoutEdge(context: ReleaseContext): void {
  if (!(context.store instanceof BucketStore)) {
    throw new DeployRefused(
      'named previews are served by the edge only (SITE_STORE=s3+…): the Node server and nginx serve one preview, the last "--preview" deploy without a name, on their preview port',
    );
  }
}

const writeRecord = (store: SiteStore, record: PreviewRecord) =>
  store.putFile(previewRecordKey(record.name), `${JSON.stringify(record, null, 2)}\n`);

/**
 * The releases of `parts` composed with what is live now, as one candidate through the whole gate,
 * kept as the named preview `name` (replacing only that one). The gate opens the candidate at the preview's own host.
 * Its record says how the gate ended, refused included: a reviewer's link never shows what an
 * earlier run of the same preview left.
 */
export async function namedPreview(
  context: ReleaseContext,
  { parts, live, name }: { parts: Partial<Record<Deployable, string>>; live: SiteRelease; name: string },
): Promise<{ site: SiteRelease; previewUrl: string }> {
  const changed = inDeployOrder(Object.keys(parts) as Deployable[]);
  const held = changed.map((part) => ({ part, release: parts[part] as string }));
  const record: Omit<PreviewRecord, 'verdict'> = {
    name,
    parts: held,
    basedOn: live.id,
    createdAt: clock(context).toISOString(),
  };
  let failedStep: string | undefined;
  const log = (line: string) => {
    failedStep = /^ {2}✗ (\S+)/.exec(line)?.[1] ?? failedStep;
    context.log(line);
  };
  let site: SiteRelease;
  try {
    site = await candidate({ ...context, log }, { ...live.releases, ...parts }, changed, name);
  } catch (error) {
    if (error instanceof DeployRefused) {
      const step = failedStep;
      await writeRecord(context.store, { ...record, verdict: `refused${step ? ` at ${step}` : ''}` });
    }
    throw error;
  }
  const verdict = context.skipBrowserCheck ? 'passed without the browser check' : 'passed';
  await writeRecord(context.store, { ...record, site: site.id, verdict });
  const exp = expiresIn(previewLinkSeconds, clock(context));
  const previewUrl = previewLink(
    namedPreviewOrigin(context.hosting.previewOrigin, name),
    await signPreviewToken({ preview: name, exp }, previewSecretOf(context)),
  );
  context.log(
    `preview: ${previewUrl} (${name}: ${held.map(({ part, release }) => `${part} ${release}`).join(', ')} with the live site; until ${new Date(exp * 1000).toISOString()}; make it live with: npm run promote -- --preview ${name})`,
  );
  return { site, previewUrl };
}

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
  const live = await liveSite(context);
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
