import fs from 'node:fs';
import path from 'node:path';
import { isHashedAsset } from '../server/policy';

/**
 * Atomic deploys of one deployable (a remote, or the shell) without a restart:
 *
 *   <target>/releases/<id>/   one folder per deployed build
 *   <target>/current          symlink to the live release; the server's root (DIST_<NAME> or nginx root)
 *
 * A new release holds the new build plus the previous release's content-hashed files, so a visitor
 * whose page still runs the old remoteEntry.js can load the old chunks after the switch. The
 * switch is one rename(2) of a symlink: every request sees either the old or the new release.
 *
 *   node --conditions=radix:compiled platform/dist/release/deploy-remote.js <target> <new-dist-folder>
 */
export function currentLink(target: string): string {
  return path.join(target, 'current');
}

function copyTree(from: string, to: string, filter: (file: string) => boolean = () => true): void {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const destination = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copyTree(source, destination, filter);
    } else if (filter(source) && !fs.existsSync(destination)) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, destination);
    }
  }
}

/** Copies a build into a new release folder, adding the live release's hashed files it lacks; returns the folder. */
export function prepareRelease(
  target: string,
  newDist: string,
  id = new Date().toISOString().replace(/\D/g, ''),
): string {
  const release = path.join(target, 'releases', id);
  if (fs.existsSync(release)) throw new Error(`${release} exists already`);
  copyTree(newDist, release);
  const live = currentLink(target);
  if (fs.existsSync(live)) copyTree(fs.realpathSync(live), release, isHashedAsset);
  return release;
}

/** Points `current` at the release in one atomic rename. */
export function activateRelease(target: string, release: string): void {
  const next = path.join(target, `current.${process.pid}.tmp`);
  fs.rmSync(next, { force: true });
  fs.symlinkSync(path.relative(target, release), next);
  fs.renameSync(next, currentLink(target));
}

/** Deletes all but the newest `keep` releases (run once visitors of the older ones are gone). */
export function pruneReleases(target: string, keep = 2): void {
  const dir = path.join(target, 'releases');
  const live = fs.realpathSync(currentLink(target));
  const releases = fs.readdirSync(dir).sort().reverse();
  for (const name of releases.slice(keep)) {
    if (path.join(fs.realpathSync(dir), name) !== live)
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

if (require.main === module) {
  const [target, newDist] = process.argv.slice(2);
  if (!target || !newDist) {
    console.error('usage: deploy-remote.ts <target> <new-dist-folder>');
    process.exit(2);
  }
  const release = prepareRelease(path.resolve(target), path.resolve(newDist));
  activateRelease(path.resolve(target), release);
  console.log(`${currentLink(path.resolve(target))} -> ${release}`);
}
