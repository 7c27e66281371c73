import fs from 'node:fs';
import path from 'node:path';
import { incomingPrefix, layout, type Pointer } from './layout';

/**
 * Every write into a site root goes through a store: the folder implementation below writes the
 * folder the servers serve. Beyond one machine, an implementation for object storage behind a CDN
 * uploads the same keys with the provider's SDK or rclone (see the platform's README): a tree is
 * uploaded whole before anything names it, and only the pointers are ever overwritten.
 */
export interface SiteStore {
  /** The local folder releases are read from and rendered into. */
  readonly root: string;
  /** Adds a finished folder under `key` (`releases/legal/<id>`, `sites/<id>`); an existing key is never replaced. */
  putTree(finished: string, key: string): Promise<void>;
  /** Points `live` or `preview` at a site release, in one atomic switch. */
  setPointer(pointer: Pointer, siteId: string): Promise<void>;
  /** Writes the record of a site release's checks (`sites/<id>/gate.json`), in one atomic replace. */
  putFile(key: string, text: string): Promise<void>;
  /** Appends one line to `history.jsonl`. */
  appendHistory(line: string): Promise<void>;
  /** Removes a release or a site release that nothing may use any more. */
  remove(key: string): Promise<void>;
  /** Holds the site root for one release command; refuses while another holds it. Resolves to the release. */
  lock(): Promise<() => Promise<void>>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A new folder inside the site root for work in progress, renamed into place by `putTree` when whole. */
export function incomingDir(root: string, parentKey: string): string {
  const parent = path.join(root, parentKey);
  fs.mkdirSync(parent, { recursive: true });
  return fs.mkdtempSync(path.join(parent, incomingPrefix));
}

export class FolderStore implements SiteStore {
  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  async putTree(finished: string, key: string): Promise<void> {
    const target = path.join(this.root, key);
    if (fs.existsSync(target)) throw new Error(`${key} exists already: a release is never replaced`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Readable by the unprivileged worker of a web server.
    fs.chmodSync(finished, 0o755);
    fs.renameSync(finished, target);
  }

  async putFile(key: string, text: string): Promise<void> {
    const target = path.join(this.root, key);
    fs.writeFileSync(`${target}.${process.pid}`, text);
    fs.renameSync(`${target}.${process.pid}`, target);
  }

  async setPointer(pointer: Pointer, siteId: string): Promise<void> {
    const link = layout.pointer(this.root, pointer);
    const next = `${link}.${process.pid}.next`;
    fs.rmSync(next, { force: true });
    fs.symlinkSync(path.join('sites', siteId), next);
    fs.renameSync(next, link);
  }

  async appendHistory(line: string): Promise<void> {
    fs.appendFileSync(layout.history(this.root), `${line}\n`);
  }

  async remove(key: string): Promise<void> {
    fs.rmSync(path.join(this.root, key), { recursive: true, force: true });
  }

  async lock(): Promise<() => Promise<void>> {
    const file = path.join(this.root, 'release.lock');
    for (;;) {
      try {
        fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
        return async () => fs.rmSync(file, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(fs.readFileSync(file, 'utf8'));
        if (alive(holder)) throw new Error(`another release command (process ${holder}) is running on ${this.root}`);
        fs.rmSync(file, { force: true });
      }
    }
  }
}
