import fs from 'node:fs';
import path from 'node:path';
import { remotePackage, remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import { shellServerDir } from '@radix/site-kit/build-outputs';
import { checkRuntimeConfig, type RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { servePortOffsets } from './ports';

/** The platform package's folder, from its source (`src/site`) as from its build (`dist/site`). */
export const platformRoot = path.resolve(__dirname, '..', '..');

/** The repository: the deployables' builds are found from here. */
export const root = path.resolve(platformRoot, '..');

export type Deployable = 'shell' | RemoteName;

/**
 * Where each deployable's production build lives. `DIST_<NAME>` may name another folder or a
 * symlink to a release folder: the link is followed on every request, so replacing it (an atomic
 * rename) redeploys that part without restarting anything.
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

/**
 * The runtime configuration the site serves: `RUNTIME_CONFIG` if set (read on every call, so
 * editing it moves a remote without a restart), else the remotes at `publicHost`, ports port+1..4.
 * It never depends on a request's Host header: a shared cache would hand one visitor's answer to all.
 */
export function runtimeConfigFor(publicHost: string, port: number): RuntimeConfigFile {
  const configFile = process.env.RUNTIME_CONFIG;
  if (configFile) return checkRuntimeConfig(JSON.parse(fs.readFileSync(configFile, 'utf8')));
  const base: unknown = JSON.parse(fs.readFileSync(path.join(deployableDir('shell'), 'runtime-config.json'), 'utf8'));
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, `http://${publicHost}:${port + servePortOffsets[name]}/mf-manifest.json`]),
  );
  return checkRuntimeConfig({ ...(base as object), remotes });
}
