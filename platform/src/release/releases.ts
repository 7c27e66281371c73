import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { releaseInfoFile } from '@radix/site-kit/build-outputs';
import { isReleaseInfo } from '@radix/site-kit/contract-version';
import { isHashedAsset } from '../server/policy';
import type { Deployable } from '../site/deployables';
import { isReleaseOrSiteId, layout, releaseFile } from './layout';
import { incomingDir, type SiteStore } from './store';

/** What `release.json` says of a release. */
export interface ReleaseMeta {
  name: Deployable;
  id: string;
  /** When it was written (ISO 8601). */
  deployedAt: string;
  /** The version of the shell/remote contract it was built against. */
  contractVersion: number;
  /** Where the build was taken from. */
  from: string;
  /** SHA-256 of the build's files: the same build deployed twice is one release. */
  digest: string;
  bytes: number;
}

/** The folders a deploy takes a deployable's build from. */
export interface BuildFolders {
  /** What browsers get (the deployable's `dist/`). */
  web: string;
  /** The shell's renderer (`shell/dist-server/`); remotes carry their Node build inside `web`. */
  server?: string;
}

function filesOf(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(file, base) : [path.relative(base, file)];
  });
}

export function digestOf(folders: BuildFolders): { digest: string; bytes: number } {
  const hash = createHash('sha256');
  let bytes = 0;
  for (const [part, dir] of Object.entries(folders)) {
    if (!dir) continue;
    for (const file of filesOf(dir).sort()) {
      const content = fs.readFileSync(path.join(dir, file));
      bytes += content.length;
      hash.update(`${part}/${file}\n`).update(content);
    }
  }
  return { digest: hash.digest('hex'), bytes };
}

/** The build's `release-info.json`, which says what it is and which contract it was built against. */
export function readBuildInfo(name: Deployable, web: string): { contractVersion: number } {
  const file = path.join(web, releaseInfoFile);
  if (!fs.existsSync(file))
    throw new Error(`${web} has no ${releaseInfoFile}: is it a build of ${name}? Run "npm run build"`);
  const info: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isReleaseInfo(info)) throw new Error(`${file} does not say which contract version ${name} was built against`);
  if (info.name !== name) throw new Error(`${web} is a build of ${info.name}, not of ${name}`);
  return info;
}

/** A sortable id: when, then which build (`20261124T071500Z-3fa2c1`). */
export function releaseId(at: Date, digest: string): string {
  return `${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${digest.slice(0, 6)}`;
}

export function readRelease(root: string, name: Deployable, id: string): ReleaseMeta {
  const file = path.join(layout.release(root, name, id), releaseFile);
  if (!fs.existsSync(file)) throw new Error(`${name} has no release ${id}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseMeta;
}

/** A deployable's releases, oldest first. */
export function listReleases(root: string, name: Deployable): ReleaseMeta[] {
  const dir = layout.releases(root, name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter(isReleaseOrSiteId)
    .map((id) => readRelease(root, name, id))
    .sort((a, b) => a.deployedAt.localeCompare(b.deployedAt) || a.id.localeCompare(b.id));
}

/**
 * Writes a build as a new release of `name`, or returns the release that already holds the same
 * build. A shell release also carries the content-hashed files of the shell releases in `carry`
 * (those still in use): pages rendered with them name those files at the site's root.
 */
export async function writeRelease(
  store: SiteStore,
  name: Deployable,
  build: BuildFolders,
  options: { now?: Date; carry?: readonly string[] } = {},
): Promise<{ release: ReleaseMeta; created: boolean }> {
  for (const dir of Object.values(build)) {
    if (dir && !fs.existsSync(dir)) throw new Error(`${dir} does not exist: build ${name} first ("npm run build")`);
  }
  const { contractVersion } = readBuildInfo(name, build.web);
  const { digest, bytes } = digestOf(build);
  const existing = listReleases(store.root, name).find((release) => release.digest === digest);
  if (existing) return { release: existing, created: false };

  const now = options.now ?? new Date();
  const id = releaseId(now, digest);
  const work = incomingDir(store.root, path.relative(store.root, layout.releases(store.root, name)));
  try {
    const web = layout.servedFiles(work, name);
    fs.cpSync(build.web, web, { recursive: true });
    if (build.server) fs.cpSync(build.server, layout.shellServer(work), { recursive: true });
    for (const previous of options.carry ?? []) {
      const previousWeb = layout.servedFiles(layout.release(store.root, name, previous), name);
      for (const file of filesOf(previousWeb).filter(isHashedAsset)) {
        if (fs.existsSync(path.join(web, file))) continue;
        fs.mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
        fs.copyFileSync(path.join(previousWeb, file), path.join(web, file));
      }
    }
    const release: ReleaseMeta = {
      name,
      id,
      deployedAt: now.toISOString(),
      contractVersion,
      from: build.web,
      digest,
      bytes,
    };
    fs.writeFileSync(path.join(work, releaseFile), `${JSON.stringify(release, null, 2)}\n`);
    await store.putTree(work, path.relative(store.root, layout.release(store.root, name, id)));
    return { release, created: true };
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
