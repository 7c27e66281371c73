import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@radix/site-kit/contracts';
import { checkRuntimeConfig, type RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import type { Deployable } from '../site/deployables';
import type { Hosting } from '../site/hosting';
import { gateFile, isReleaseOrSiteId, layout, siteFile, type Pointer } from './layout';
import { incomingDir, type SiteStore } from './store';

/** Which release of each deployable a site release is made of. */
export type ReleaseSet = Record<Deployable, string>;

/** What `site.json` says of a site release. */
export interface SiteRelease {
  id: string;
  createdAt: string;
  releases: ReleaseSet;
}

/** What `gate.json` says once a site release has passed its checks. */
export interface GateRecord {
  passedAt: string;
  /** The routes checked in Chromium; empty when the browser check was skipped. */
  browserChecked: string[];
}

/** One switch of the live pointer, as `history.jsonl` records it. */
export interface HistoryEntry {
  at: string;
  site: string;
  action: 'first start' | 'deploy' | 'promote' | 'rollback';
  name?: Deployable;
  release?: string;
}

/** The manifest URL of a remote's release, where the hosting serves it. */
export function releaseManifestUrl(hosting: Hosting, name: (typeof remoteNames)[number], id: string): string {
  return `${hosting.remoteBase(name)}${id}/mf-manifest.json`;
}

/**
 * The runtime configuration of a site release: the shell release's own (or `RUNTIME_CONFIG`'s) API
 * address and timeout, and each remote's release manifest URL.
 */
export function siteRuntimeConfig(root: string, releases: ReleaseSet, hosting: Hosting): RuntimeConfigFile {
  const baseFile =
    process.env.RUNTIME_CONFIG ??
    path.join(layout.servedFiles(layout.release(root, 'shell', releases.shell), 'shell'), 'runtime-config.json');
  const base: unknown = JSON.parse(fs.readFileSync(baseFile, 'utf8'));
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, releaseManifestUrl(hosting, name, releases[name])]),
  );
  return checkRuntimeConfig({ ...(base as object), remotes });
}

/** A site release's id follows from what it is made of: the same releases and configuration are one site release. */
export function siteId(releases: ReleaseSet, config: RuntimeConfigFile): string {
  return `site-${createHash('sha256').update(JSON.stringify({ releases, config })).digest('hex').slice(0, 12)}`;
}

export function readSite(root: string, id: string): SiteRelease {
  return JSON.parse(fs.readFileSync(path.join(layout.site(root, id), siteFile), 'utf8')) as SiteRelease;
}

export function readGate(root: string, id: string): GateRecord | undefined {
  const file = path.join(layout.site(root, id), gateFile);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as GateRecord) : undefined;
}

/** The site release a pointer names, if it is set. */
export function pointedSite(root: string, pointer: Pointer): SiteRelease | undefined {
  const link = layout.pointer(root, pointer);
  if (!fs.existsSync(link)) return undefined;
  return readSite(root, path.basename(fs.readlinkSync(link)));
}

export function listSites(root: string): SiteRelease[] {
  const dir = layout.sites(root);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter(isReleaseOrSiteId)
    .map((id) => readSite(root, id));
}

export function readHistory(root: string): HistoryEntry[] {
  const file = layout.history(root);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/**
 * Writes a site release: site.json, its runtime configuration, the link to its shell, and the pages
 * `render` writes into the folder it is given. Nothing is named by a pointer yet; a site release with
 * the same releases and configuration is returned as it is.
 */
export async function writeSite(
  store: SiteStore,
  releases: ReleaseSet,
  hosting: Hosting,
  render: (work: { dir: string; configFile: string; config: RuntimeConfigFile }) => Promise<void>,
  now = new Date(),
): Promise<{ site: SiteRelease; created: boolean }> {
  const config = siteRuntimeConfig(store.root, releases, hosting);
  const id = siteId(releases, config);
  if (fs.existsSync(layout.site(store.root, id))) return { site: readSite(store.root, id), created: false };
  const work = incomingDir(store.root, 'sites');
  try {
    const site: SiteRelease = { id, createdAt: now.toISOString(), releases };
    fs.writeFileSync(path.join(work, siteFile), `${JSON.stringify(site, null, 2)}\n`);
    const configFile = path.join(work, 'runtime-config.json');
    fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    fs.symlinkSync(path.join('..', '..', 'releases', 'shell', releases.shell, 'web'), path.join(work, 'shell'));
    await render({ dir: work, configFile, config });
    await store.putTree(work, path.join('sites', id));
    return { site, created: true };
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/** Records that a site release passed its checks, beside it: the record, not the site release, may be written again. */
export function writeGate(store: SiteStore, id: string, record: GateRecord): Promise<void> {
  return store.putFile(path.join('sites', id, gateFile), `${JSON.stringify(record, null, 2)}\n`);
}
