import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames } from '@radix/site-kit/contracts';
import { manifestFile } from '@radix/site-kit/build-outputs';
import { checkRuntimeConfig, runtimeConfigFile, type RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import type { Origins } from '../../site/hosting';
import { z } from 'zod';
import {
  canaryActions,
  type Deployable,
  type HistoryEntry,
  deployableSchema,
  isoTime,
  keys,
  parseRecord,
  parseSiteRelease,
  type Pointer,
  siteFile,
  siteIdOf,
  type SiteRelease,
  publicFile,
  wentLiveFile,
} from '@radix/release-model';
import type { SiteStore } from '../store/store';
import { fittingRouteTable } from './site-routes';
import { DeployRefused } from '../context';
import { formsWidget } from './forms-widget';

/** Which release of each deployable a site release is made of. */
export type ReleaseSet = Record<Deployable, string>;

export type { SiteRelease } from '@radix/release-model';

/** An operator's `npm run unlock`, as the history records it: whose lease it ended. */
interface UnlockEntry {
  at: string;
  action: 'unlock';
  ended: string;
}

const historyEntrySchema: z.ZodType<HistoryEntry> = z.object({
  at: isoTime,
  site: z.string().min(1),
  action: z.enum(['first start', 'deploy', 'promote', 'rollback', ...canaryActions]),
  name: deployableSchema.optional(),
  release: z.string().optional(),
  parts: z.partialRecord(deployableSchema, z.string()).optional(),
  canary: z.string().optional(),
  weight: z.number().optional(),
  reason: z.string().optional(),
  forced: z.literal(true).optional(),
});

const unlockEntrySchema: z.ZodType<UnlockEntry> = z.object({
  at: isoTime,
  action: z.literal('unlock'),
  ended: z.string(),
});

const historyLineSchema = z.union([historyEntrySchema, unlockEntrySchema]);

/** The manifest URL of a remote's release, where the hosting serves it. */
export function releaseManifestUrl(origins: Origins, name: (typeof remoteNames)[number], id: string): string {
  return `${origins.remoteBase(name)}${id}/${manifestFile}`;
}

/**
 * The runtime configuration of a site release: the shell release's own (or `RUNTIME_CONFIG`'s) API
 * address and timeout, each remote's release manifest URL, the route table its releases compose, and
 * the forms' widget for where it is served (`formsWidget`).
 */
export async function siteRuntimeConfig(
  store: SiteStore,
  releases: ReleaseSet,
  origins: Origins,
): Promise<RuntimeConfigFile> {
  const text = process.env.RUNTIME_CONFIG
    ? fs.readFileSync(process.env.RUNTIME_CONFIG, 'utf8')
    : await store.readText(`${keys.servedFiles('shell', releases.shell)}/${runtimeConfigFile}`);
  if (text === undefined) throw new Error(`the shell release ${releases.shell} has no runtime-config.json`);
  const base: unknown = JSON.parse(text);
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, releaseManifestUrl(origins, name, releases[name])]),
  );
  const { turnstile: shellWidget, ...config } = checkRuntimeConfig({
    ...(base as object),
    remotes,
    routes: await fittingRouteTable(store, releases),
  });
  const turnstile = formsWidget(shellWidget, origins.siteOrigin);
  return turnstile ? { ...config, turnstile } : config;
}

/** A site release's id follows from what it is made of: the same releases and configuration are one site release. */
export function siteId(releases: ReleaseSet, config: RuntimeConfigFile): string {
  return siteIdOf(createHash('sha256').update(JSON.stringify({ releases, config })).digest('hex'));
}

/** A site release's `site.json`, or nothing for one not (or not wholly) written. */
export async function findSite(store: SiteStore, id: string): Promise<SiteRelease | undefined> {
  const file = `${keys.site(id)}/${siteFile}`;
  const text = await store.readText(file);
  return text === undefined ? undefined : parseSiteRelease(text, `${store.address}/${file}`);
}

export async function readSite(store: SiteStore, id: string): Promise<SiteRelease> {
  const site = await findSite(store, id);
  if (!site) throw new Error(`the site release ${id} is missing from ${store.address}`);
  return site;
}

/** The live site release a command starts from; refused while none is live. */
export async function liveSite(store: SiteStore): Promise<SiteRelease> {
  const live = await pointedSite(store, 'live');
  if (!live)
    throw new DeployRefused('no site is live yet: "npm run serve" deploys every current build on its first start');
  return live;
}

/** The site release a pointer names, if it is set. */
export async function pointedSite(store: SiteStore, pointer: Pointer): Promise<SiteRelease | undefined> {
  const state = await store.pointer(pointer);
  return state && readSite(store, state.site);
}

export async function listSites(store: SiteStore): Promise<SiteRelease[]> {
  const files = (await store.list(keys.sites)).map((id) => `${keys.site(id)}/${siteFile}`);
  const texts = await store.readTexts(files);
  return files.flatMap((file, index) => {
    const text = texts[index];
    return text === undefined ? [] : [parseSiteRelease(text, `${store.address}/${file}`)];
  });
}

/** The switches of the live pointer, oldest first (the history's other lines, unlocks, left out). */
export async function readHistory(store: SiteStore): Promise<HistoryEntry[]> {
  return (await store.history()).flatMap((line, index) => {
    const entry = parseRecord(historyLineSchema, line, `line ${index + 1} of the history of ${store.address}`);
    return entry.action === 'unlock' ? [] : [entry];
  });
}

/** Writes to the history that `npm run unlock` ended the lease of `ended`. */
export async function recordUnlock(store: SiteStore, ended: string, at: Date): Promise<void> {
  const entry: UnlockEntry = { at: at.toISOString(), action: 'unlock', ended };
  await store.appendHistory(JSON.stringify(entry));
}

/**
 * Writes a site release: its runtime configuration, the pages `render` writes into the folder it is
 * given, and site.json. Nothing is named by a pointer yet; a site release with the same releases and
 * configuration is returned as it is.
 */
export async function writeSite(
  store: SiteStore,
  releases: ReleaseSet,
  origins: Origins,
  render: (work: { dir: string; configFile: string; config: RuntimeConfigFile; id: string }) => Promise<void>,
  now = new Date(),
): Promise<{ site: SiteRelease; created: boolean }> {
  const config = await siteRuntimeConfig(store, releases, origins);
  const id = siteId(releases, config);
  const existing = await findSite(store, id);
  if (existing) return { site: existing, created: false };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-site-'));
  try {
    const site: SiteRelease = { id, createdAt: now.toISOString(), releases };
    const configFile = path.join(work, runtimeConfigFile);
    fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    fs.symlinkSync(path.relative(keys.site(id), keys.servedFiles('shell', releases.shell)), path.join(work, 'shell'));
    await render({ dir: work, configFile, config, id });
    const pages = path.join(work, 'pages');
    if (fs.existsSync(pages) && fs.lstatSync(pages).isSymbolicLink()) {
      // A site release holds its pages as files, wherever it is stored.
      const published = fs.realpathSync(pages);
      fs.rmSync(pages);
      fs.renameSync(published, pages);
    }
    fs.writeFileSync(path.join(work, siteFile), `${JSON.stringify(site, null, 2)}\n`);
    await store.putTree(work, keys.site(id), siteFile);
    return { site, created: true };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Marks a site release as one `live` has named: the edge pins a request to it only then. Written once, never rewritten. */
export async function markWentLive(store: SiteStore, id: string, at: Date): Promise<void> {
  await store.putMissing([`${keys.site(id)}/${wentLiveFile}`], markText(at));
}

/** What a mark says: when it was written. */
export const markText = (at: Date) => `${JSON.stringify({ markedAt: at.toISOString() })}\n`;

/** The key of `mark` beside each release of `releases`. */
export const releaseMarks = (releases: Partial<ReleaseSet>, mark: string): string[] =>
  Object.entries(releases).map(([name, id]) => `${keys.release(name as Deployable, id)}/${mark}`);

/**
 * Marks every release of a site release `live` is about to name (or a canary's arm) as public: the
 * edge serves its files on the site's host from then on. Written before the switch, so no visitor
 * gets a page whose files are not yet public; written once per release, never rewritten.
 */
export async function markPublic(store: SiteStore, releases: ReleaseSet, at: Date): Promise<void> {
  await store.putMissing(releaseMarks(releases, publicFile), markText(at));
}
