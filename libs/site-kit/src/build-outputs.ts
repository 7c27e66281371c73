/**
 * Names of build outputs that the builds write (`@radix/tooling`) and the platform reads: written
 * once, here, so neither has to load the other to know them.
 */

/** Name of a remote's Node entry, beside `remoteEntry.js` in the same deployable folder. */
export const nodeRemoteEntry = 'remoteEntry.node.js';

/** Folder of the shell's Node build (its renderer), beside its deployable `dist/`. */
export const shellServerDir = 'dist-server';

/** The file of the shell's Node build that the platform loads: it exports a `ShellServerEntry`. */
export const shellServerEntry = 'server.js';

/** The shell's loader of rendered pages (`after-paint.<hash>.js`): it starts the page's scripts after the first paint. */
export const afterPaintScript = 'after-paint';

/** The file every web build writes beside its files: the deployable's name and contract version (`ReleaseInfo`). */
export const releaseInfoFile = 'release-info.json';
