import type { RouteKey } from './routes';

/**
 * Names of build outputs that the builds write (`@radix/tooling`) and the platform reads: written
 * once, here, so neither has to load the other to know them.
 */

/**
 * The files that travel compressed: a production build writes a gzip and a brotli copy of each one
 * over 1 KB, and every server sends such a file by the client's `Accept-Encoding`.
 */
export const compressibleFiles = /\.(js|css|html|svg|json|xml|txt|webmanifest)$/;

export const isCompressible = (file: string): boolean => compressibleFiles.test(file);

/** The federation manifest every web build writes (`Manifest` of `@module-federation/sdk`). */
export const manifestFile = 'mf-manifest.json';

/** The build statistics the federation plugin writes beside the manifest (`Stats` of `@module-federation/sdk`). */
export const manifestStatsFile = 'mf-manifest-stats.json';

/** Name of a remote's Node entry, beside `remoteEntry.js` in the same deployable folder. */
export const nodeRemoteEntry = 'remoteEntry.node.js';

/** Folder of the shell's Node build (its renderer), beside its deployable `dist/`. */
export const shellServerDir = 'dist-server';

/** The file of the shell's Node build that the platform loads: it exports a `ShellServerEntry`. */
export const shellServerEntry = 'server.js';

/**
 * The shell's loader of rendered pages (`after-paint.<hash>.js`, from `shell/src/loader.ts`). The file
 * keeps the name of its first job, starting the page's scripts after the first paint: the renderer of
 * any shell release kept in a store finds it by this name.
 */
export const pageLoaderScript = 'after-paint';

/** The record a plain script's build writes beside it (`after-paint.json`), naming its hashed file. */
export const plainScriptRecord = (name: string) => `${name}.json`;

/** What a plain script's record holds. */
export interface PlainScriptFile {
  /** The script's file name in the build, content hash included. */
  file: string;
}

/** The file every web build writes beside its files: the deployable's name and contract version (`ReleaseInfo`). */
export const releaseInfoFile = 'release-info.json';

/** The shell's list of the scripts its pages load first (`FirstLoad`), beside its files. */
export const firstLoadFile = 'first-load.json';

/** What `first-load.json` holds: file names in the shell's build, which serves them from its root. */
export interface FirstLoad {
  /** Files of the entry and of the async boundary (`import('./bootstrap')`), with the shared modules it consumes. */
  initial: string[];
  /**
   * Files of a route's page (its `page-<route>` chunks and their styles, or `page-remote`, the
   * shell's slot, for a page a remote shows), with the shared packages it consumes that `initial`
   * does not hold and the style sheets of the parts it loads later: a rendered page of the route
   * preloads the scripts and links the style sheets.
   */
  routes: Partial<Record<RouteKey, string[]>>;
  /** Files of `page-remote`, the shell's slot for a page a remote shows: what a page a remote added on its own loads. */
  remotePage: string[];
  /** Files of each shared package, provided copy and fallback (loaded when a remote consumes one the page has not loaded yet). */
  shared: Record<string, string[]>;
}
