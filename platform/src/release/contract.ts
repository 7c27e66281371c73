import fs from 'node:fs';
import path from 'node:path';
import { remoteIds, remoteNames, remoteOf, type RemoteName } from '@radix/site-kit/contracts';
import type { Deployable } from '../site/deployables';
import { layout } from './layout';
import { readRelease } from './releases';
import type { ReleaseSet } from './site-releases';

/** The modules the shell loads from a remote: a release of it must expose each of them. */
export function modulesUsed(name: RemoteName): string[] {
  return remoteIds.filter((id) => remoteOf(id) === name).map((id) => id.slice(name.length + 1));
}

function exposedModules(root: string, name: RemoteName, id: string): string[] {
  const file = path.join(layout.release(root, name, id), 'mf-manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { exposes?: { name: string }[] };
  return (manifest.exposes ?? []).map((expose) => expose.name);
}

/**
 * Whether the remotes of `changed` fit the shell of the site release (or, when the shell changed,
 * every remote fits the new shell): each was built against the shell's contract version and
 * exposes every module the shell loads from it. Returns what does not fit, one line each.
 */
export function contractProblems(root: string, releases: ReleaseSet, changed: Deployable): string[] {
  const shell = readRelease(root, 'shell', releases.shell);
  const checked = changed === 'shell' ? remoteNames : [changed];
  return checked.flatMap((name) => {
    const release = readRelease(root, name, releases[name]);
    const missing = modulesUsed(name).filter((module) => !exposedModules(root, name, release.id).includes(module));
    return [
      ...(release.contractVersion === shell.contractVersion
        ? []
        : [
            `${name} release ${release.id} was built against contract version ${release.contractVersion}; the shell release ${shell.id} accepts ${shell.contractVersion}`,
          ]),
      ...(missing.length
        ? [`${name} release ${release.id} does not expose ${missing.join(', ')}, which the shell loads`]
        : []),
    ];
  });
}
