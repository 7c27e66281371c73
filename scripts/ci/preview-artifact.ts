import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { filesBetween, mergeBase, packageOf, partsDiffering } from './changed-parts';
import type { PreviewBuild } from './github-events';

/**
 * `node -r ts-node/register scripts/ci/preview-artifact.ts <number> <base> <head> <folder>`, in the
 * pull request's build (no secrets): builds the parts the pull request changes since it left
 * `<base>`, and writes into `<folder>` their builds (laid out as the repository) and `preview.json`
 * saying which pull request, commit and parts they are. The deploy job checks all three before
 * anything is deployed. A pull request that changes no part writes `preview.json` alone, naming no
 * part: the artifact is always there, so a deploy job that cannot download it fails, saying why.
 */
const root = path.resolve(__dirname, '..', '..');

/** The folders of a part's build: the shell's `dist` and `dist-server`, a remote's `dist`. */
const buildsOf = (part: string) => (part === 'shell' ? ['shell/dist', 'shell/dist-server'] : [`${part}/dist`]);

export function writePreviewArtifact(from: string, build: PreviewBuild, into: string): void {
  fs.mkdirSync(into, { recursive: true });
  for (const folder of build.parts.flatMap((part) => buildsOf(packageOf(part))))
    fs.cpSync(path.join(from, folder), path.join(into, folder), { recursive: true });
  fs.writeFileSync(path.join(into, 'preview.json'), `${JSON.stringify(build, null, 2)}\n`);
}

if (require.main === module) {
  const [number, base, head, into] = process.argv.slice(2);
  if (!number || !base || !head || !into) {
    console.error('usage: scripts/ci/preview-artifact.ts <number> <base> <head> <folder>');
    process.exit(2);
  }
  const parts = partsDiffering(root, filesBetween(root, mergeBase(root, base, head), head));
  console.log(parts.length ? `building ${parts.join(', ')}` : 'the pull request changes no part: nothing to preview');
  if (parts.length)
    execFileSync('npm', ['run', 'build', ...parts.flatMap((part) => ['-w', packageOf(part)])], {
      cwd: root,
      stdio: 'inherit',
    });
  writePreviewArtifact(root, { number: Number(number), head, parts }, into);
}
