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
  clearedFile,
  type Deployable,
  type HistoryEntry,
  deployableSchema,
  gateFile,
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
import { inParallel, type SiteStore } from '../store/store';
import { fittingRouteTable } from './site-routes';

/** Which release of each deployable a site release is made of. */
export type ReleaseSet = Record<Deployable, string>;

export type { SiteRelease } from '@radix/release-model';

/** What `gate.json` says once a site release has passed its checks. */
export interface GateRecord {
  passedAt: string;
  /** The routes checked in Chromium; empty when the browser check was skipped. */
  browserChecked: string[];
}

/** An operator's `npm run unlock`, as the history records it: whose lease it ended. */
interface UnlockEntry {
  at: string;
  action: 'unlock';
  ended: string;
}

const gateRecordSchema: z.ZodType<GateRecord> = z.object({ passedAt: isoTime, browserChecked: z.array(z.string()) });

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

/** How the history names what a switch changed: one part and its release, or several by part. */
export function switchedParts(
  releases: Partial<Record<Deployable, string>>,
): Pick<HistoryEntry, 'name' | 'release' | 'parts'> {
  const entries = Object.entries(releases) as [Deployable, string][];
  const [only] = entries;
  return entries.length === 1 && only ? { name: only[0], release: only[1] } : { parts: releases };
}

const historyLineSchema = z.union([historyEntrySchema, unlockEntrySchema]);

/** The manifest URL of a remote's release, where the hosting serves it. */
export function releaseManifestUrl(origins: Origins, name: (typeof remoteNames)[number], id: string): string {
  return `${origins.remoteBase(name)}${id}/${manifestFile}`;
}

/**
 * The runtime configuration of a site release: the shell release's own (or `RUNTIME_CONFIG`'s) API
 * address and timeout, each remote's release manifest URL, and the route table its releases compose.
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
  return checkRuntimeConfig({ ...(base as object), remotes, routes: await fittingRouteTable(store, releases) });
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

export async function readGate(store: SiteStore, id: string): Promise<GateRecord | undefined> {
  const file = `${keys.site(id)}/${gateFile}`;
  const text = await store.readText(file);
  return text === undefined ? undefined : parseRecord(gateRecordSchema, text, `${store.address}/${file}`);
}

/** The site release a pointer names, if it is set. */
export async function pointedSite(store: SiteStore, pointer: Pointer): Promise<SiteRelease | undefined> {
  const state = await store.pointer(pointer);
  return state && readSite(store, state.site);
}

export async function listSites(store: SiteStore): Promise<SiteRelease[]> {
  const found = await inParallel(await store.list(keys.sites), 8, (id) => findSite(store, id));
  return found.flatMap((site) => site ?? []);
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

/** Records that a site release passed its checks, beside it: the record, not the site release, may be written again. */
export function writeGate(store: SiteStore, id: string, record: GateRecord): Promise<void> {
  return store.putFile(`${keys.site(id)}/${gateFile}`, `${JSON.stringify(record, null, 2)}\n`);
}

/** Marks a site release as one `live` has named: the edge pins a request to it only then. Written once, never rewritten. */
export async function markWentLive(store: SiteStore, id: string, at: Date): Promise<void> {
  const file = `${keys.site(id)}/${wentLiveFile}`;
  if ((await store.readText(file)) === undefined)
    await store.putFile(file, `${JSON.stringify({ markedAt: at.toISOString() })}\n`);
}

/**
 * Marks every release of a site release that passed the gate as cleared: the edge serves its files
 * to anyone from then on. Written once per release, never rewritten.
 */
export async function markCleared(store: SiteStore, releases: ReleaseSet, at: Date): Promise<void> {
  await markReleases(store, releases, clearedFile, at);
}

/** Writes `mark` beside each release of `releases` that has none yet. */
async function markReleases(store: SiteStore, releases: ReleaseSet, mark: string, at: Date): Promise<void> {
  await inParallel(Object.entries(releases), 5, async ([name, id]) => {
    const file = `${keys.release(name as Deployable, id)}/${mark}`;
    if ((await store.readText(file)) === undefined)
      await store.putFile(file, `${JSON.stringify({ markedAt: at.toISOString() })}\n`);
  });
}

/**
 * Marks every release of a site release `live` is about to name (or a canary's arm) as public: the
 * edge serves its files on the site's host from then on. Written before the switch, so no visitor
 * gets a page whose files are not yet public; written once per release, never rewritten.
 */
export async function markPublic(store: SiteStore, releases: ReleaseSet, at: Date): Promise<void> {
  await markReleases(store, releases, publicFile, at);
}

/** Records that the browser check `check` of a site release failed: the token it was given opens nothing from then on. */
export function markCheckRefused(store: SiteStore, id: string, check: string, at: Date): Promise<void> {
  return store.putFile(keys.refusedCheck(id, check), `${JSON.stringify({ at: at.toISOString() })}\n`);
}
