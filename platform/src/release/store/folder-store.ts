import fs from 'node:fs';
import path from 'node:path';
import {
  type Canary,
  canaryNeedsEdge,
  type Deployable,
  incomingPrefix,
  isReleaseOrSiteId,
  keys,
  type Pointer,
} from '@radix/release-model';
import { FolderLock, missing } from './folder-lock';
import { PointerMoved, ReleaseRefusal, type PointerState, type LetGo, type SiteStore } from './store';

/** The history of switches in a folder: one line each, appended. */
const historyFile = 'history.jsonl';

/** Paths of the layout in a site root folder, for the servers that read it directly (Node, nginx). */
export const layout = {
  releases: (root: string, name: Deployable) => path.join(root, keys.releases(name)),
  site: (root: string, id: string) => path.join(root, keys.site(id)),
  pointer: (root: string, pointer: Pointer) => path.join(root, pointer),
  history: (root: string) => path.join(root, historyFile),
};

/** Every file under a folder, as paths relative to it, following no link. */
export function filesOf(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(file, base);
    return entry.isFile() ? [path.relative(base, file).split(path.sep).join('/')] : [];
  });
}

/**
 * The release layout in a folder of this machine: what `npm run serve` and nginx serve. A tree is
 * copied beside its place and renamed into it; a pointer is a symbolic link replaced by a rename;
 * the lock is `FolderLock`, which every write while it is held checks first.
 */
export class FolderStore implements SiteStore {
  private readonly lease: FolderLock;

  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
    this.lease = new FolderLock(root);
  }

  get address(): string {
    return this.root;
  }

  private path(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async readText(key: string): Promise<string | undefined> {
    try {
      return fs.readFileSync(this.path(key), 'utf8');
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }
  readTexts(keys: readonly string[]): Promise<(string | undefined)[]> {
    return Promise.all(keys.map((key) => this.readText(key)));
  }

  async list(prefix: string): Promise<string[]> {
    const dir = this.path(prefix);
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter(isReleaseOrSiteId).sort() : [];
  }

  async fetchTree(key: string, into: string, only: (file: string) => boolean = () => true): Promise<void> {
    const dir = this.path(key);
    fs.mkdirSync(into, { recursive: true });
    if (!fs.existsSync(dir)) return;
    for (const file of filesOf(dir).filter(only)) {
      fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
      fs.copyFileSync(path.join(dir, file), path.join(into, file));
    }
  }

  async putTree(finished: string, key: string): Promise<void> {
    this.lease.fenced();
    const target = this.path(key);
    if (fs.existsSync(target)) throw new Error(`${key} exists already: a release is never replaced`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const incoming = fs.mkdtempSync(path.join(path.dirname(target), incomingPrefix));
    try {
      fs.cpSync(finished, incoming, { recursive: true, verbatimSymlinks: true });
      // Readable by the unprivileged worker of a web server.
      fs.chmodSync(incoming, 0o755);
      fs.renameSync(incoming, target);
    } catch (error) {
      fs.rmSync(incoming, { recursive: true, force: true });
      throw error;
    }
  }

  async putMissing(keys: readonly string[], text: string): Promise<void> {
    for (const key of keys) if ((await this.readText(key)) === undefined) await this.putFile(key, text);
  }

  async putFile(key: string, text: string): Promise<void> {
    this.lease.fenced();
    const target = this.path(key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(`${target}.${process.pid}`, text);
    fs.renameSync(`${target}.${process.pid}`, target);
  }

  async pointer(pointer: Pointer): Promise<PointerState | undefined> {
    return this.readPointer(pointer);
  }

  private readPointer(pointer: Pointer): PointerState | undefined {
    try {
      const target = fs.readlinkSync(layout.pointer(this.root, pointer));
      return { site: path.basename(target), version: target };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async setPointer(pointer: Pointer, siteId: string, expected?: PointerState | null, canary?: Canary): Promise<void> {
    if (canary) throw new ReleaseRefusal(canaryNeedsEdge);
    // The comparison and the switch run with no await between them: within one process they cannot
    // interleave, and the store's lock keeps other processes out.
    this.lease.fenced();
    if (expected !== undefined) {
      const now = this.readPointer(pointer);
      if ((now?.version ?? null) !== (expected?.version ?? null)) {
        throw new PointerMoved(`${pointer} moved to ${now?.site ?? 'nothing'} meanwhile`);
      }
    }
    const link = layout.pointer(this.root, pointer);
    const next = `${link}.${process.pid}.next`;
    fs.rmSync(next, { force: true });
    fs.symlinkSync(path.join('sites', siteId), next);
    fs.renameSync(next, link);
  }

  async appendHistory(line: string): Promise<void> {
    this.lease.fenced();
    fs.appendFileSync(layout.history(this.root), `${line}\n`);
  }

  async history(): Promise<string[]> {
    const text = await this.readText(historyFile);
    return (text ?? '').split('\n').filter(Boolean);
  }

  async remove(key: string): Promise<void> {
    this.lease.fenced();
    fs.rmSync(this.path(key), { recursive: true, force: true });
  }

  lock(): Promise<LetGo> {
    return this.lease.lock();
  }

  takeOver(): Promise<{ ended: string; letGo: LetGo }> {
    return this.lease.takeOver();
  }
}
