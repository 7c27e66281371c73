import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/**
 * Builds a copy of a remote package with one content string changed, outside the working tree,
 * and returns its dist folder. The copy resolves the workspace's node_modules through a symlink.
 */
export function buildChangedCopy(
  packageName: string,
  workDir: string,
  marker: string,
): { dist: string; changed: string } {
  const source = path.join(root, packageName);
  const copy = path.join(workDir, packageName);
  fs.cpSync(source, copy, { recursive: true, filter: (file) => !/[/\\](node_modules|dist)$/.test(file) });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
  fs.writeFileSync(
    path.join(copy, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(root, 'tsconfig.base.json'), include: ['src', '*.ts'] }),
  );
  const changed = changeFirstSentence(path.join(copy, 'src'), marker);
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
    {
      cwd: copy,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  return { dist: path.join(copy, 'dist'), changed };
}

/** Appends the marker to the first sentence-like string literal of the terms content; returns the new text. */
function changeFirstSentence(srcDir: string, marker: string): string {
  const files = fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /terms/i.test(file) && /\.tsx?$/.test(file) && !/__tests__/.test(file))
    .sort((a, b) => Number(b.includes('content')) - Number(a.includes('content')));
  for (const file of files) {
    const full = path.join(srcDir, file);
    const text = fs.readFileSync(full, 'utf8');
    const match = /(['`])([A-Z][^'`$\n]{24,}?\.)\1/.exec(text);
    if (match) {
      const replaced = `${match[2]} ${marker}`;
      fs.writeFileSync(full, text.replace(match[0], `${match[1]}${replaced}${match[1]}`));
      return replaced;
    }
  }
  throw new Error(`no sentence to change in the terms sources under ${srcDir}`);
}
