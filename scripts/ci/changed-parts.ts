import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { deployables, type Deployable } from '@radix/release-model';
import { remotePackage } from '@radix/site-kit/contracts';

/**
 * Which parts (and which workspace packages) differ between two commits, from git: the one answer
 * both the pull request's CI (which package jobs run) and the push's reconcile (which parts deploy)
 * ask. A package's sources are its own folder, every workspace library it depends on (read from
 * the package.json files of the checkout, transitively), and the root package.json and lockfile.
 *
 * `node -r ts-node/register scripts/ci/changed-parts.ts <base> <head>` prints, for a pull request's CI,
 * what its commits change since they left `<base>` (from their merge base) as JSON:
 * `{"packages":[...],"parts":[...]}`, the package jobs to run and the parts to build (`--all`: every one).
 */

/** The folder of a part's package (`shell`, `mfe-services`). */
export const packageOf = (part: Deployable) => (part === 'shell' ? 'shell' : remotePackage(part));

/** Files every package's build reads. */
const rootSources = ['package.json', 'package-lock.json'];

interface Workspace {
  folder: string;
  /** The folders of the workspace packages it depends on, directly. */
  uses: string[];
  /** Whether it has tests of its own (`npm test -w <folder>`): a package job of CI. */
  tested: boolean;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The workspace packages of the checkout at `root`, with the workspace packages each depends on. */
export function workspaces(root: string): Workspace[] {
  const folders = readJson(path.join(root, 'package.json')).workspaces as string[];
  const manifests = folders.map((folder) => ({ folder, json: readJson(path.join(root, folder, 'package.json')) }));
  const folderOf = new Map(manifests.map(({ folder, json }) => [json.name as string, folder]));
  return manifests.map(({ folder, json }) => {
    const named = Object.keys({ ...(json.dependencies as object), ...(json.devDependencies as object) });
    const tested = Boolean((json.scripts as Record<string, string> | undefined)?.test);
    return { folder, uses: named.flatMap((name) => folderOf.get(name) ?? []), tested };
  });
}

/** The folders whose files go into `folder`'s build: itself and its workspace libraries, transitively. */
export function sourceFolders(all: readonly Workspace[], folder: string): string[] {
  const seen = new Set<string>();
  const visit = (next: string) => {
    if (seen.has(next)) return;
    seen.add(next);
    for (const used of all.find((workspace) => workspace.folder === next)?.uses ?? []) visit(used);
  };
  visit(folder);
  return [...seen];
}

const isUnder = (file: string, folder: string) => file.startsWith(`${folder}/`);

/** The workspace packages (folders) whose sources include one of `files`, in the workspaces' order. */
export function packagesDiffering(root: string, files: readonly string[]): string[] {
  const all = workspaces(root);
  const everything = files.some((file) => rootSources.includes(file));
  return all
    .map(({ folder }) => folder)
    .filter(
      (folder) =>
        everything || sourceFolders(all, folder).some((source) => files.some((file) => isUnder(file, source))),
    );
}

/** The parts whose sources include one of `files`, in deploy order. */
export function partsDiffering(root: string, files: readonly string[]): Deployable[] {
  const packages = packagesDiffering(root, files);
  return deployables.filter((part) => packages.includes(packageOf(part)));
}

/** The files that differ between two commits of the repository at `root`. */
export function filesBetween(root: string, from: string, to: string): string[] {
  const output = execFileSync('git', ['diff', '--name-only', '--no-renames', from, to], {
    cwd: root,
    encoding: 'utf8',
  });
  return output.split('\n').filter(Boolean);
}

/** Where the history of `head` left that of `base`: what a pull request's own commits are compared with. */
export const mergeBase = (root: string, base: string, head: string) =>
  execFileSync('git', ['merge-base', base, head], { cwd: root, encoding: 'utf8' }).trim();

/** Whether the repository at `root` has `commit` (a shallow or foreign checkout may not). */
export function hasCommit(root: string, commit: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * What a pull request's CI runs: the package jobs of the tested packages whose sources differ,
 * every one when the platform changes (it renders and serves every part), and the parts among them.
 */
export function ciPlan(root: string, files: readonly string[]): { packages: string[]; parts: Deployable[] } {
  const all = workspaces(root);
  const differing = files.some((file) => isUnder(file, 'platform'))
    ? all.map(({ folder }) => folder)
    : packagesDiffering(root, files);
  const packages = differing.filter((folder) => all.find((workspace) => workspace.folder === folder)?.tested);
  return { packages, parts: deployables.filter((part) => packages.includes(packageOf(part))) };
}

if (require.main === module) {
  const [base, head] = process.argv.slice(2);
  const root = path.resolve(__dirname, '..', '..');
  if (base === '--all') console.log(JSON.stringify(ciPlan(root, ['package-lock.json'])));
  else if (!base || !head) {
    console.error('usage: scripts/ci/changed-parts.ts <base commit> <head commit> | --all');
    process.exit(2);
  } else console.log(JSON.stringify(ciPlan(root, filesBetween(root, mergeBase(root, base, head), head))));
}
