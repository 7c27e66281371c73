import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect } from './test';

const root = path.resolve(__dirname, '..', '..');

/** A change to a build's scripts: every `from` becomes `to`. */
export interface ScriptEdit {
  from: string;
  to: string;
}

/** Rewrites the scripts of `dir` that say `edit.from`, with their compressed copies made again. */
function editScripts(dir: string, edit: ScriptEdit): void {
  const edited = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(dir, file), 'utf8').includes(edit.from));
  expect(edited.length, `no script of ${dir} says ${edit.from}`).toBeGreaterThan(0);
  for (const file of edited) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8').replaceAll(edit.from, edit.to);
    fs.writeFileSync(path.join(dir, file), text);
    if (fs.existsSync(path.join(dir, `${file}.br`)))
      fs.writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    if (fs.existsSync(path.join(dir, `${file}.gz`))) fs.writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
}

/**
 * A team's CI runner: the build in `dist` copied into an empty folder outside any checkout. A `note`
 * written beside it makes it a new build of the same code; `edit` changes what its scripts say.
 */
export function runnerWith(dist: string, note?: string, edit?: ScriptEdit): string {
  const runner = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'runner-')), 'dist');
  fs.cpSync(dist, runner, { recursive: true });
  if (note) fs.writeFileSync(path.join(runner, 'build.txt'), note);
  if (edit) editScripts(runner, edit);
  return runner;
}

/** A runner with the build of one of the repository's packages (`mfe-services`), as `runnerWith`. */
export function runnerOf(packageDir: string, note: string, edit?: ScriptEdit): string {
  return runnerWith(path.join(root, packageDir, 'dist'), note, edit);
}
