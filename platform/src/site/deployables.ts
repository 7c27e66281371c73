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
