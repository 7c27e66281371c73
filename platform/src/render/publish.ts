import fs from 'node:fs';
import path from 'node:path';
import { writePrecompressed } from '@radix/site-kit/node/precompressed';

/**
 * Writes a complete set of pages, each with its gzip and brotli copies (servers send those to the
 * browsers that accept them), into a new folder beside `pagesDir`, then points `pagesDir` (a
 * symbolic link) at it with one rename, so a server never sees half a set; older sets are removed.
 */
export function publish(pagesDir: string, pages: { file: string; html: string }[]): void {
  const parent = path.dirname(pagesDir);
  const base = path.basename(pagesDir);
  fs.mkdirSync(parent, { recursive: true });
  const release = fs.mkdtempSync(path.join(parent, `${base}-`));
  for (const page of pages) {
    fs.mkdirSync(path.dirname(path.join(release, page.file)), { recursive: true });
    writePrecompressed(path.join(release, page.file), page.html);
  }
  fs.chmodSync(release, 0o755);
  const link = path.join(parent, `${base}.next-${process.pid}`);
  fs.symlinkSync(path.basename(release), link);
  if (fs.existsSync(pagesDir) && !fs.lstatSync(pagesDir).isSymbolicLink()) fs.rmSync(pagesDir, { recursive: true });
  fs.renameSync(link, pagesDir);
  for (const entry of fs.readdirSync(parent)) {
    if (entry.startsWith(`${base}-`) && entry !== path.basename(release)) {
      fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    }
  }
}
