import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { remotePackage } from '@radix/site-kit/contracts';
import type { Deployable } from '@radix/release-model';
import { shellServerDir } from '@radix/site-kit/build-outputs';

/** The platform package's folder, from its source (`src/site`) as from its build (`dist/site`). */
export const platformRoot = path.resolve(__dirname, '..', '..');

/** The repository: the deployables' builds are found from here. */
export const root = path.resolve(platformRoot, '..');

/**
 * Where each deployable's production build lives in this checkout, or in the folder `DIST_<NAME>`
 * names (a deploy renders with the shell release's files this way).
 */
export function deployableDir(name: Deployable): string {
  const override = process.env[`DIST_${name.toUpperCase()}`];
  return override ? path.resolve(override) : path.join(root, name === 'shell' ? 'shell' : remotePackage(name), 'dist');
}

/** The shell's Node build (its renderer): `DIST_SHELL_SERVER`, or `shell/dist-server`. */
export function shellServerDirectory(): string {
  return process.env.DIST_SHELL_SERVER
    ? path.resolve(process.env.DIST_SHELL_SERVER)
    : path.join(root, 'shell', shellServerDir);
}

/** The folders a deploy takes a deployable's build from. */
export interface BuildFolders {
  /** What browsers get (the deployable's `dist/`). */
  web: string;
  /** The shell's renderer (`shell/dist-server/`); remotes carry their Node build inside `web`. */
  server?: string;
}

/**
 * The build folders of a deployable in this checkout, or in `from`, or in `builds`: a folder laid out
 * as the repository (`<builds>/shell/dist`, `<builds>/mfe-services/dist`), as a pipeline's artifact is.
 */
export function buildFolders(name: Deployable, from?: string, builds = root): BuildFolders {
  if (name === 'shell') {
    const dir = path.resolve(from ?? path.join(builds, 'shell'));
    return { web: path.join(dir, 'dist'), server: path.join(dir, 'dist-server') };
  }
  return { web: path.resolve(from ?? path.join(builds, remotePackage(name), 'dist')) };
}

/** The commit checked out in `dir` (`git rev-parse HEAD`), or nothing when it is not a git checkout. */
export function checkoutCommit(dir = root): string | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return head.trim();
  } catch {
    return undefined;
  }
}
