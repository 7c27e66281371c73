import path from 'node:path';
import { remoteNames } from '@radix/site-kit/contracts';
import type { Deployable } from '../site/deployables';

/**
 * The release layout of a site root: the folder `npm run serve` serves, an nginx root, or the
 * local copy of a bucket behind a CDN.
 *
 *   releases/<deployable>/<release id>/   one immutable folder per deploy of a deployable
 *                                         (the shell's holds `web/`, what browsers get, and `server/`,
 *                                         its renderer); a release is never changed once written
 *   sites/<site id>/                      one immutable site release: site.json (which release of
 *                                         each deployable), runtime-config.json (their manifest
 *                                         URLs), pages/ rendered from exactly those releases,
 *                                         shell -> the shell release's web/, gate.json once checked
 *   live -> sites/<site id>               the one pointer visitors are served from
 *   preview -> sites/<site id>            the candidate of the last deploy, on the preview port
 *   history.jsonl                         every switch of `live`, oldest first
 */
export const deployables: readonly Deployable[] = ['shell', ...remoteNames];

export const isDeployable = (name: string | undefined): name is Deployable =>
  deployables.some((deployable) => deployable === name);

export type Pointer = 'live' | 'preview';

export const layout = {
  releases: (root: string, name: Deployable) => path.join(root, 'releases', name),
  release: (root: string, name: Deployable, id: string) => path.join(root, 'releases', name, id),
  sites: (root: string) => path.join(root, 'sites'),
  site: (root: string, id: string) => path.join(root, 'sites', id),
  pointer: (root: string, pointer: Pointer) => path.join(root, pointer),
  history: (root: string) => path.join(root, 'history.jsonl'),
  /** The folder of a deployable's release that its origin serves (the shell's `web/`). */
  servedFiles: (releaseDir: string, name: Deployable) => (name === 'shell' ? path.join(releaseDir, 'web') : releaseDir),
  /** The shell release's Node build (its renderer). */
  shellServer: (releaseDir: string) => path.join(releaseDir, 'server'),
};

/** Files of a release and of a site release that describe them. */
export const releaseFile = 'release.json';
export const siteFile = 'site.json';
export const gateFile = 'gate.json';

/** Names that never collide with a release or site id: work in progress, removed when it fails. */
export const incomingPrefix = '.incoming-';

export const isReleaseOrSiteId = (name: string) => !name.startsWith('.');
