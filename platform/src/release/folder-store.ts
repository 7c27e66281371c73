import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  type Canary,
  canaryNeedsEdge,
  type Deployable,
  incomingPrefix,
  isReleaseOrSiteId,
  keys,
  type Pointer,
} from '@radix/release-model';
import {
  LeaseLost,
  PointerMoved,
  ReleaseRefusal,
  StoreLocked,
  type PointerState,
  type LetGo,
  type SiteStore,
} from './store';

/** The history of switches in a folder: one line each, appended. */
const historyFile = 'history.jsonl';

/** Paths of the layout in a site root folder, for the servers that read it directly (Node, nginx). */
export const layout = {
  releases: (root: string, name: Deployable) => path.join(root, keys.releases(name)),
  site: (root: string, id: string) => path.join(root, keys.site(id)),
  pointer: (root: string, pointer: Pointer) => path.join(root, pointer),
  history: (root: string) => path.join(root, historyFile),
};

/** The lock file: who holds the folder, and a token of this holding to tell it from a later one. */
interface FolderLease {
  holder: string;
  pid: number;
  token: string;
}

const folderLeaseSchema: z.ZodType<FolderLease> = z.object({
  holder: z.string(),
  pid: z.number().int(),
  token: z.string(),
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

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
 * the lock is a file naming the process that holds it, which lets go when that process ends; while a
 * command holds it, each write first checks that the file still names this holding.
 */
export class FolderStore implements SiteStore {
  private held?: FolderLease;

  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
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
    this.fenced();
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

  async putFile(key: string, text: string): Promise<void> {
    this.fenced();
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
    this.fenced();
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
    this.fenced();
    fs.appendFileSync(layout.history(this.root), `${line}\n`);
  }

  async history(): Promise<string[]> {
    const text = await this.readText(historyFile);
    return (text ?? '').split('\n').filter(Boolean);
  }

  async remove(key: string): Promise<void> {
    this.fenced();
    fs.rmSync(this.path(key), { recursive: true, force: true });
  }

  private get lockFile(): string {
    return path.join(this.root, 'release.lock');
  }

  /** Who holds the lock now, when anyone does (a process of this machine, alive or not). */
  private lockHolder(): FolderLease | undefined {
    let text: string;
    try {
      text = fs.readFileSync(this.lockFile, 'utf8');
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
    try {
      return folderLeaseSchema.parse(JSON.parse(text));
    } catch {
      // An older version's lock names its process alone.
      const pid = Number(text);
      return { holder: `process ${pid}`, pid, token: '' };
    }
  }

  private newLease(): FolderLease {
    return { holder: `${os.hostname()} process ${process.pid}`, pid: process.pid, token: randomUUID() };
  }

  async lock(): Promise<LetGo> {
    const mine = this.newLease();
    for (;;) {
      try {
        fs.writeFileSync(this.lockFile, JSON.stringify(mine), { flag: 'wx' });
        return this.hold(mine);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const current = this.lockHolder();
        if (current && alive(current.pid)) {
          throw new StoreLocked(
            `another release command (${current.holder}) holds ${this.root}: run this one again when it has finished ("npm run unlock" ends its lock if it is stuck)`,
          );
        }
        // Its process has ended: the lock is nobody's.
        fs.rmSync(this.lockFile, { force: true });
      }
    }
  }

  async takeOver(): Promise<{ ended: string; letGo: LetGo }> {
    const current = this.lockHolder();
    if (!current || !alive(current.pid)) {
      throw new ReleaseRefusal(
        `no release command holds ${this.root}${current ? ` (the last lock, of ${current.holder}, ended with its process)` : ''}: there is nothing to end`,
      );
    }
    const mine = this.newLease();
    const next = `${this.lockFile}.${mine.token}`;
    fs.writeFileSync(next, JSON.stringify(mine));
    fs.renameSync(next, this.lockFile);
    return { ended: current.holder, letGo: this.hold(mine) };
  }

  private hold(mine: FolderLease): LetGo {
    this.held = mine;
    return async () => {
      if (this.held === mine) this.held = undefined;
      if (this.lockHolder()?.token === mine.token) fs.rmSync(this.lockFile, { force: true });
    };
  }

  /** Before each write while a command holds the lock: stops the command once another holds it. */
  private fenced(): void {
    const mine = this.held;
    if (!mine) return;
    const current = this.lockHolder();
    if (current?.token !== mine.token) {
      throw new LeaseLost(
        `this command no longer holds ${this.root}: ${current ? `${current.holder} took its lock over` : 'its lock was removed'}; it stopped before its next write (run it again)`,
      );
    }
  }
}
