import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { manifestFile } from '@radix/site-kit/build-outputs';

const root = path.resolve(__dirname, '..', '..');

/** What a build of a remote depends on in this checkout: its source and the libraries'. */
function sourceDigest(packageName: string): string {
  const hash = crypto.createHash('sha256');
  for (const dir of [packageName, 'libs/site-kit/src', 'libs/tooling/src']) {
    const full = path.join(root, dir);
    for (const file of (fs.readdirSync(full, { recursive: true, encoding: 'utf8' }) as string[]).sort()) {
      if (/(^|[/\\])(node_modules|dist[^/\\]*)([/\\]|$)/.test(file)) continue;
      const filePath = path.join(full, file);
      if (fs.statSync(filePath).isFile()) hash.update(file).update(fs.readFileSync(filePath));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Builds a copy of a remote package with its source changed by `edit` (given the copy's `src`),
 * outside the working tree, as that remote's team would build a new release; returns its dist
 * folder. The build is kept under `.cache/e2e/builds`, keyed by the checkout's source and the
 * variant's name, so that the Node and the nginx runs build each variant once.
 */
export function buildVariant(packageName: string, variant: string, edit: (srcDir: string) => void): string {
  const builds = path.join(root, '.cache', 'e2e', 'builds', `${packageName}-${sourceDigest(packageName)}`);
  const dist = path.join(builds, variant, packageName, 'dist');
  if (fs.existsSync(path.join(dist, manifestFile))) return dist;
  // Built in a folder of its own, then renamed into place: two spec files may ask for the same variant at once.
  const work = path.join(builds, `.${variant}-${process.pid}-${Date.now().toString(36)}`);
  fs.rmSync(work, { recursive: true, force: true });
  const copy = path.join(work, packageName);
  fs.cpSync(path.join(root, packageName), copy, {
    recursive: true,
    filter: (file) => !/[/\\](node_modules|dist)$/.test(file),
  });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  fs.writeFileSync(
    path.join(copy, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(root, 'tsconfig.base.json'), include: ['src', '*.ts'] }),
  );
  edit(path.join(copy, 'src'));
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
    {
      cwd: copy,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const target = path.join(builds, variant);
  if (!fs.existsSync(path.join(dist, manifestFile))) fs.rmSync(target, { recursive: true, force: true });
  try {
    fs.renameSync(work, target);
  } catch (error) {
    // Another spec file finished the same variant first: its build is the same.
    if (!fs.existsSync(path.join(dist, manifestFile))) throw error;
    fs.rmSync(work, { recursive: true, force: true });
  }
  return dist;
}

/** Replaces `from` with `to` in one source file of a copy; fails when `from` is not there. */
export function replaceInSource(srcDir: string, file: string, from: string, to: string): void {
  const full = path.join(srcDir, file);
  const text = fs.readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${JSON.stringify(from)}`);
  fs.writeFileSync(full, text.replace(from, to));
}

/**
 * The first sentence-like string literal of a source file of the package (a path from its `src`; a
 * content file is `../content/<file>.yml`, where the sentence is the first value that is one, of the
 * field `field` when given, naming no fact in braces), and that sentence with `marker` appended: what a team changes in its
 * copy to see its deploy.
 */
export function changedSentence(
  packageName: string,
  file: string,
  marker: string,
  field = '[\\w-]+',
): { from: string; to: string } {
  const text = fs.readFileSync(path.join(root, packageName, 'src', file), 'utf8');
  // A sentence naming a fact in braces (`{company}`) is not shown as written: the first without one.
  const sentence = file.endsWith('.yml')
    ? [...text.matchAll(new RegExp(`^\\s*${field}: "?([A-Z][^"\\n]{24,}?\\.)"?$`, 'gm'))]
        .map((match) => match[1])
        .find((found) => !found?.includes('{'))
    : /(['`])([A-Z][^'`$\n]{24,}?\.)\1/.exec(text)?.[2];
  if (!sentence) throw new Error(`no sentence to change in ${packageName}/src/${file}`);
  return { from: sentence, to: `${sentence} ${marker}` };
}
