import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  deployables,
  formatLiveTarget,
  isReleaseOrSiteId,
  keys,
  originsFile,
  parseLiveTarget,
  parseRecord,
  type Pointer,
  refusedFile,
  rolledBackFile,
} from '@radix/release-model';
import { findSite, readHistory, type SiteRelease } from '../records/site-releases';
import type { BucketStore } from './bucket-store';
import { filesOf } from './folder-store';
import { ReleaseRefusal, type LetGo, type PointerState, type SiteStore } from './store';

/**
 * A snapshot of production: what a named preview is composed with, read by a job that holds no key
 * of production (`npm run snapshot-store -- <folder>` takes it where the read-only key is). It is a
 * folder: `snapshot.json` (the pointers as they were, with the versions a compare-and-swap compares)
 * and `objects/<key>` for each object taken. A snapshot is data only: it is read, never written, and
 * nothing in it is run by the job that took it.
 */
export const snapshotFile = 'snapshot.json';
const objectsDir = 'objects';

/** A pointer as its object held it (`formatLiveTarget`), and the version a compare-and-swap compares. */
const pointerSchema = z.object({ text: z.string().min(1), version: z.string().min(1) });

const snapshotSchema = z.object({
  of: z.string().min(1),
  takenAt: z.iso.datetime(),
  pointers: z.object({ live: pointerSchema.optional(), preview: pointerSchema.optional() }),
});
export type SnapshotRecord = z.infer<typeof snapshotSchema>;

/** Whether `dir` holds a snapshot. */
export const isSnapshot = (dir: string) => fs.existsSync(path.join(dir, snapshotFile));

/** The key of a file under `objects/`, or refused when it would leave that folder. */
function objectPath(dir: string, key: string): string {
  const file = path.resolve(dir, objectsDir, key);
  if (!file.startsWith(`${path.resolve(dir, objectsDir)}${path.sep}`) && key !== '')
    throw new ReleaseRefusal(`${key} is not a key of the snapshot`);
  return file;
}

const readOnly = (address: string) =>
  new ReleaseRefusal(`${address} is a snapshot of production, read only: a named preview writes to PREVIEW_STORE`);

export class SnapshotStore implements SiteStore {
  readonly address: string;
  readonly record: SnapshotRecord;

  constructor(readonly dir: string) {
    this.address = `the snapshot in ${dir}`;
    const file = path.join(dir, snapshotFile);
    this.record = parseRecord(snapshotSchema, fs.readFileSync(file, 'utf8'), file);
  }

  async readText(key: string): Promise<string | undefined> {
    const file = objectPath(this.dir, key);
    return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : undefined;
  }

  async readBytes(key: string): Promise<Uint8Array | undefined> {
    const file = objectPath(this.dir, key);
    return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file) : undefined;
  }

  readTexts(keys: readonly string[]): Promise<(string | undefined)[]> {
    return Promise.all(keys.map((key) => this.readText(key)));
  }

  async list(prefix: string): Promise<string[]> {
    const dir = objectPath(this.dir, prefix);
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
    return fs.readdirSync(dir).filter(isReleaseOrSiteId).sort();
  }

  async fetchTree(key: string, into: string, only: (file: string) => boolean = () => true): Promise<void> {
    const dir = objectPath(this.dir, key);
    fs.mkdirSync(into, { recursive: true });
    if (!fs.existsSync(dir)) return;
    for (const file of filesOf(dir).filter(only)) {
      fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
      fs.copyFileSync(path.join(dir, file), path.join(into, file));
    }
  }

  async pointer(pointer: Pointer): Promise<PointerState | undefined> {
    const taken = this.record.pointers[pointer];
    if (!taken) return undefined;
    const { stable, canary } = parseLiveTarget(taken.text);
    return { site: stable, version: taken.version, ...(canary ? { canary } : {}) };
  }

  async history(): Promise<string[]> {
    return [];
  }

  putTree(..._write: unknown[]): Promise<void> {
    return Promise.reject(readOnly(this.address));
  }
  putMissing(..._write: unknown[]): Promise<void> {
    return Promise.reject(readOnly(this.address));
  }
  putFile(..._write: unknown[]): Promise<void> {
    return Promise.reject(readOnly(this.address));
  }
  setPointer(..._write: unknown[]): Promise<void> {
    return Promise.reject(readOnly(this.address));
  }
  appendHistory(..._write: unknown[]): Promise<void> {
    return Promise.reject(readOnly(this.address));
  }
  remove(..._write: unknown[]): Promise<void> {
    return Promise.reject(readOnly(this.address));
  }
  lock(): Promise<LetGo> {
    return Promise.reject(readOnly(this.address));
  }
  takeOver(): Promise<{ ended: string; letGo: LetGo }> {
    return Promise.reject(readOnly(this.address));
  }
}

/** Whether a file directly in a release's folder is one of its records (`release.json`, its marks, its manifest). */
const isRecord = (file: string) => !file.includes('/') && file.endsWith('.json');

/**
 * The site release live before `stable`, from the history (newest first, the first switch to
 * another one), unless the switch away from it was a rollback: a rolled-back site release is not
 * served again.
 */
async function previousLive(store: SiteStore, stable: string): Promise<string | undefined> {
  const entries = (await readHistory(store)).reverse();
  const at = entries.findIndex((entry) => entry.site !== stable);
  const before = entries[at];
  const away = entries[at - 1];
  return before && away?.action !== 'rollback' ? before.site : undefined;
}

/**
 * The site releases a request may be served now: the live one, the running canary's arm, and the
 * one live before it (a pin may still reach it), each only if it is written.
 */
async function servable(store: SiteStore, live: PointerState | undefined): Promise<SiteRelease[]> {
  if (!live) return [];
  const ids = [live.site, live.canary?.site, await previousLive(store, live.site)];
  const found = await Promise.all(
    [...new Set(ids.filter((id): id is string => Boolean(id)))].map((id) => findSite(store, id)),
  );
  return found.filter((site): site is SiteRelease => site !== undefined);
}

/**
 * Takes what a plan is made against of `store` into `dir`: the pointers, `origins.json`, and what may
 * be served now and nothing more: the site releases `live` names (a running canary's arm too) and
 * the one live before, each whole with its releases whole. Of every other kept release, only one
 * rolled back or refused is taken, its records alone: a deploy of the same build (found again by
 * its digest) is then refused as it would be in production, and none of its files is handed on. A
 * candidate that never went live is not taken at all. Resolves to the number of objects taken.
 */
export async function takeSnapshot(store: SiteStore, dir: string, now = new Date()): Promise<number> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length)
    throw new ReleaseRefusal(`${dir} is not empty: a snapshot goes into a new folder`);
  const objects = path.join(dir, objectsDir);
  fs.mkdirSync(objects, { recursive: true });
  const [live, preview] = await Promise.all([store.pointer('live'), store.pointer('preview')]);
  const sites = await servable(store, live);
  const take = (key: string, only?: (file: string) => boolean) => store.fetchTree(key, objectPath(dir, key), only);
  const origins = await store.readText(originsFile);
  if (origins !== undefined) fs.writeFileSync(objectPath(dir, originsFile), origins);
  for (const site of sites) await take(keys.site(site.id));
  for (const part of deployables) {
    const served = new Set(sites.map((site) => site.releases[part]));
    for (const id of await store.list(keys.releases(part))) {
      const key = keys.release(part, id);
      const [refused, rolledBack] = await store.readTexts([`${key}/${refusedFile}`, `${key}/${rolledBackFile}`]);
      if (served.has(id)) await take(key);
      else if (refused !== undefined || rolledBack !== undefined) await take(key, isRecord);
    }
  }
  const taken = (state: PointerState | undefined) =>
    state && { text: formatLiveTarget({ stable: state.site, canary: state.canary }), version: state.version };
  const record: SnapshotRecord = {
    of: store.address,
    takenAt: now.toISOString(),
    pointers: { ...(live ? { live: taken(live) } : {}), ...(preview ? { preview: taken(preview) } : {}) },
  };
  fs.writeFileSync(path.join(dir, snapshotFile), `${JSON.stringify(record, null, 2)}\n`);
  return filesOf(objects).length;
}

/**
 * Puts a snapshot into an empty bucket, a sandbox of production on this machine (the local edge's):
 * every object taken, then its pointers as they were, so that what is deployed there is composed
 * and checked as it would be in production, and nothing there can reach production.
 */
export async function restoreSnapshot(dir: string, into: BucketStore): Promise<number> {
  const snapshot = new SnapshotStore(dir);
  const objects = path.join(dir, objectsDir);
  const files = filesOf(objects);
  for (const file of files) await into.putBytes(file, fs.readFileSync(path.join(objects, file)));
  for (const [pointer, taken] of Object.entries(snapshot.record.pointers))
    if (taken) await into.putBytes(pointer, new TextEncoder().encode(taken.text));
  return files.length;
}
