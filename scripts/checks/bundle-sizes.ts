import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import type { RouteKey } from '@radix/site-kit/routes';
import { eagerRemotes } from '@radix/site-kit/route-remotes';
import { firstLoadFile, manifestStatsFile } from '@radix/site-kit/build-outputs';
import { deployableDir, parseManifestStats, readShellBuild, type FederationStats } from '@radix/platform';

/** Gzip size of a built file: its precompressed `.gz` when the build wrote one, else compressed here. */
export function gzipSize(file: string): number {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function readStats(dir: string): FederationStats {
  const file = path.join(dir, manifestStatsFile);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  return parseManifestStats(fs.readFileSync(file, 'utf8'), file);
}

const readFirstLoad = (shellDir: string) => readShellBuild(shellDir).firstLoad;

/** One file a page loads, with the deployable that serves it. */
export interface LoadedFile {
  from: 'shell' | RemoteName;
  file: string;
  /** Where the build wrote it. */
  path: string;
  gzip: number;
}

/**
 * The JavaScript a first visit of a route loads before the visitor scrolls, from the build outputs
 * alone: the shell's entry, async boundary and consumed shared modules (shell/dist/first-load.json),
 * the shell's own page of the route with the shared packages it consumes, then for each remote
 * module the page hydrates at once its remoteEntry.js, the exposed modules' chunks and the shared
 * packages they need that the page has not loaded yet (served by the shell when it provides them,
 * as `loaded-first` does).
 */
export function firstLoadJs(route: RouteKey): LoadedFile[] {
  const shellDir = deployableDir('shell');
  const shell = readFirstLoad(shellDir);
  const loaded = new Map<string, LoadedFile>();
  const add = (from: LoadedFile['from'], dir: string, file: string) => {
    const key = `${from}/${file}`;
    const built = path.join(dir, file);
    if (file.endsWith('.js') && !loaded.has(key)) loaded.set(key, { from, file, path: built, gzip: gzipSize(built) });
  };
  const page = shell.routes[route];
  if (!page)
    throw new Error(`${firstLoadFile} lists no page chunk for ${route}: the shell's build gives every route one`);
  const shellFiles = [...shell.initial, ...page];
  shellFiles.forEach((file) => add('shell', shellDir, file));
  const loadedPackages = new Set(
    Object.entries(shell.shared)
      .filter(([, files]) => files.every((file) => shellFiles.includes(file)))
      .map(([name]) => name),
  );

  const byRemote = new Map<RemoteName, string[]>();
  for (const id of eagerRemotes(route)) {
    const [remote, module] = id.split('/') as [RemoteName, string];
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
  }
  for (const [remote, modules] of byRemote) {
    const dir = deployableDir(remote);
    const stats = readStats(dir);
    add(remote, dir, 'remoteEntry.js');
    for (const module of modules) {
      const expose = stats.exposes.find((e) => e.name === module);
      if (!expose) throw new Error(`${remote} does not expose ${module}`);
      expose.assets.js.sync.forEach((file) => add(remote, dir, file));
      for (const pkg of expose.requires) {
        if (loadedPackages.has(pkg)) continue;
        loadedPackages.add(pkg);
        const fromShell = shell.shared[pkg];
        if (fromShell) fromShell.forEach((file) => add('shell', shellDir, file));
        else stats.shared.find((s) => s.name === pkg)?.assets.js.sync.forEach((file) => add(remote, dir, file));
      }
    }
  }
  return [...loaded.values()];
}

/** Gzip size of the shell's own first load: entry, async boundary and the shared modules they consume. */
export function shellBootJs(): number {
  const shellDir = deployableDir('shell');
  return readFirstLoad(shellDir)
    .initial.filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(path.join(shellDir, file)), 0);
}

/** Gzip size of each remote's remoteEntry.js. */
export function remoteEntrySizes(): Record<RemoteName, number> {
  return Object.fromEntries(
    remoteNames.map((name) => [name, gzipSize(path.join(deployableDir(name), 'remoteEntry.js'))]),
  ) as Record<RemoteName, number>;
}

export const sumGzip = (files: readonly LoadedFile[]) => files.reduce((total, file) => total + file.gzip, 0);
