import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseInfoFile } from '@radix/site-kit/build-outputs';
import { isReleaseInfo, type ReleaseInfo } from '@radix/site-kit/contract-version';
import { isPartRoutes, type PartRoutes } from '@radix/site-kit/route-table';
import { remotePackage } from '@radix/site-kit/contracts';
import { type BuildFolders } from '../../site/deployables';
import { filesOf } from '../store/folder-store';
import { z } from 'zod';
import {
  type Deployable,
  deployables,
  deployableSchema,
  isHashedAsset,
  parseSiteRelease,
  siteFile,
  isoTime,
  keys,
  parseRecord,
  refusedFile,
  releaseFile,
  shellReleaseParts,
} from '@radix/release-model';
import { ReleaseRefusal, type SiteStore } from '../store/store';

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
  /** The git commit the build was made from; absent when it is not known (a build deployed from outside a checkout). */
  commit?: string;
  /** The routes it draws, as its build recorded them. */
  routes: PartRoutes;
}

/** What `refused.json` says of a release the gate refused. */
export interface Refusal {
  at: string;
  /** The step that refused it: contract, render or browser. */
  step: string;
  /** The first line of the reason. */
  reason: string;
}

const releaseMetaSchema: z.ZodType<ReleaseMeta> = z.object({
  name: deployableSchema,
  id: z.string().min(1),
  deployedAt: isoTime,
  contractVersion: z.number().int(),
  from: z.string(),
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().nonnegative(),
  commit: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .optional(),
  routes: z.custom<PartRoutes>(isPartRoutes, 'the routes the release draws are expected'),
});

const refusalSchema: z.ZodType<Refusal> = z.object({ at: isoTime, step: z.string(), reason: z.string() });

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

const buildCommand = (name: Deployable) => `npm run build -w ${name === 'shell' ? 'shell' : remotePackage(name)}`;

/** The build's `release-info.json`, which says what it is and which contract it was built against. */
export function readBuildInfo(name: Deployable, web: string): ReleaseInfo {
  const file = path.join(web, releaseInfoFile);
  if (!fs.existsSync(web))
    throw new ReleaseRefusal(`${web} does not exist: build ${name} first (${buildCommand(name)})`);
  if (!fs.existsSync(file))
    throw new ReleaseRefusal(
      `${web} is not a build of ${name}: it has no ${releaseInfoFile} (${buildCommand(name)} makes one)`,
    );
  let info: unknown;
  try {
    info = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new ReleaseRefusal(`${file} is not JSON: rebuild ${name} (${buildCommand(name)})`);
  }
  if (!isReleaseInfo(info))
    throw new ReleaseRefusal(
      `${file} does not say which contract version ${name} was built against and which routes it draws: rebuild it`,
    );
  if (info.name !== name) throw new ReleaseRefusal(`${web} is a build of ${info.name}, not of ${name}`);
  return info;
}

/** A sortable id: when, then which build (`20261124T071500Z-3fa2c1`). */
export function releaseId(at: Date, digest: string): string {
  return `${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${digest.slice(0, 6)}`;
}

/** A release's `release.json`, or nothing for a release not (or not wholly) written. */
export async function findRelease(store: SiteStore, name: Deployable, id: string): Promise<ReleaseMeta | undefined> {
  const file = `${keys.release(name, id)}/${releaseFile}`;
  const text = await store.readText(file);
  return text === undefined ? undefined : parseRecord(releaseMetaSchema, text, `${store.address}/${file}`);
}

export async function readRelease(store: SiteStore, name: Deployable, id: string): Promise<ReleaseMeta> {
  const release = await findRelease(store, name, id);
  if (!release) throw new ReleaseRefusal(`${name} has no release ${id} ("npm run releases -- ${name}" lists them)`);
  return release;
}

/**
 * The commit each live part's release was built from (absent where it is not known): what a
 * pipeline compares the pushed commit with, to deploy every part whose sources differ.
 */
export async function liveCommits(store: SiteStore): Promise<Partial<Record<Deployable, string>>> {
  const state = await store.pointer('live');
  const text = state && (await store.readText(`${keys.site(state.site)}/${siteFile}`));
  if (!text) return {};
  const { releases } = parseSiteRelease(text, `${store.address}/${keys.site(state.site)}/${siteFile}`);
  const commits = await Promise.all(
    deployables.map(async (name) => [name, (await findRelease(store, name, releases[name]))?.commit] as const),
  );
  return Object.fromEntries(commits.filter(([, commit]) => commit));
}

/** A deployable's whole releases, oldest first (an upload cut short has no `release.json` and is left out). */
export async function listReleases(store: SiteStore, name: Deployable): Promise<ReleaseMeta[]> {
  const files = (await store.list(keys.releases(name))).map((id) => `${keys.release(name, id)}/${releaseFile}`);
  const texts = await store.readTexts(files);
  return files
    .flatMap((file, index) => {
      const text = texts[index];
      return text === undefined ? [] : [parseRecord(releaseMetaSchema, text, `${store.address}/${file}`)];
    })
    .sort((a, b) => a.deployedAt.localeCompare(b.deployedAt) || a.id.localeCompare(b.id));
}

export async function readRefusal(store: SiteStore, name: Deployable, id: string): Promise<Refusal | undefined> {
  const file = `${keys.release(name, id)}/${refusedFile}`;
  const text = await store.readText(file);
  return text === undefined ? undefined : parseRecord(refusalSchema, text, `${store.address}/${file}`);
}

/** Records beside a release that the gate refused it: the record, not the release, may be written again. */
export function writeRefusal(store: SiteStore, name: Deployable, id: string, refusal: Refusal): Promise<void> {
  return store.putFile(`${keys.release(name, id)}/${refusedFile}`, `${JSON.stringify(refusal, null, 2)}\n`);
}

/**
 * Writes a build as a new release of `name`, or returns the release that already holds the same
 * build. A shell release also carries the content-hashed files of the shell releases in `carry`
 * (those still in use): pages rendered with them name those files at the site's root. `commit` is
 * the git commit the build was made from; a build already written keeps the commit it was written with.
 */
export async function writeRelease(
  store: SiteStore,
  name: Deployable,
  build: BuildFolders,
  options: { now?: Date; carry?: readonly string[]; commit?: string } = {},
): Promise<{ release: ReleaseMeta; created: boolean }> {
  const { contractVersion, routes } = readBuildInfo(name, build.web);
  if (build.server && !fs.existsSync(build.server))
    throw new ReleaseRefusal(`${build.server} does not exist: build ${name} first (${buildCommand(name)})`);
  const { digest, bytes } = digestOf(build);
  const existing = (await listReleases(store, name)).find((release) => release.digest === digest);
  if (existing) return { release: existing, created: false };

  const now = options.now ?? new Date();
  const id = releaseId(now, digest);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `radix-release-${name}-`));
  try {
    const web = name === 'shell' ? path.join(work, shellReleaseParts.web) : work;
    fs.cpSync(build.web, web, { recursive: true });
    if (build.server) fs.cpSync(build.server, path.join(work, shellReleaseParts.server), { recursive: true });
    for (const previous of options.carry ?? []) {
      await store.fetchTree(
        keys.servedFiles(name, previous),
        web,
        (file) => isHashedAsset(file) && !fs.existsSync(path.join(web, file)),
      );
    }
    const release: ReleaseMeta = {
      name,
      id,
      deployedAt: now.toISOString(),
      contractVersion,
      from: build.web,
      digest,
      bytes,
      ...(options.commit ? { commit: options.commit } : {}),
      routes,
    };
    fs.writeFileSync(path.join(work, releaseFile), `${JSON.stringify(release, null, 2)}\n`);
    await store.putTree(work, keys.release(name, id), releaseFile);
    return { release, created: true };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
