import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { LeaseLost, ReleaseRefusal, StoreLocked, type LetGo } from './store';

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

/** A file system error that says the file is not there. */
export const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The lock of a folder store: a file naming the process that holds it, which lets go when that
 * process ends; while a command holds it, each write first checks that the file still names this
 * holding (`fenced`), and stops once another took it over.
 */
export class FolderLock {
  private held?: FolderLease;

  constructor(private readonly root: string) {}

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
  fenced(): void {
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
