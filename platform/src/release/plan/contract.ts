import { remoteIds, remoteNames, remoteOf, type RemoteName } from '@radix/site-kit/contracts';
import { manifestFile } from '@radix/site-kit/build-outputs';
import { type Deployable, keys } from '@radix/release-model';
import { exposedNames } from '../../site/federation-manifest';
import { readRelease } from '../records/releases';
import type { ReleaseSet } from '../records/site-releases';
import type { SiteStore } from '../store/store';

/** The modules the shell loads from a remote: a release of it must expose each of them. */
export function modulesUsed(name: RemoteName): string[] {
  return remoteIds.filter((id) => remoteOf(id) === name).map((id) => id.slice(name.length + 1));
}

async function exposedModules(store: SiteStore, name: RemoteName, id: string): Promise<string[]> {
  const file = `${keys.release(name, id)}/${manifestFile}`;
  const text = await store.readText(file);
  if (text === undefined) return [];
  return exposedNames(text, file);
}

/**
 * Whether the remotes of `changed` fit the shell of the site release (or, when the shell changed,
 * every remote fits the new shell): each was built against the shell's contract version and
 * exposes every module the shell loads from it. A shell and its remotes changed together (a
 * contract bump) are checked against each other. Returns what does not fit, one line each.
 */
export async function contractProblems(
  store: SiteStore,
  releases: ReleaseSet,
  changed: readonly Deployable[],
): Promise<string[]> {
  const shell = await readRelease(store, 'shell', releases.shell);
  const checked = changed.includes('shell') ? remoteNames : remoteNames.filter((name) => changed.includes(name));
  const problems = await Promise.all(
    checked.map(async (name) => {
      const release = await readRelease(store, name, releases[name]);
      const exposed = await exposedModules(store, name, release.id);
      const missing = modulesUsed(name).filter((module) => !exposed.includes(module));
      return [
        ...(release.contractVersion === shell.contractVersion
          ? []
          : [
              `${name} release ${release.id} was built against contract version ${release.contractVersion}; the shell release ${shell.id} accepts ${shell.contractVersion} (the modules, their props and the islands module): build it against the shell's @radix/site-kit`,
            ]),
        ...(missing.length
          ? [`${name} release ${release.id} does not expose ${missing.join(', ')}, which the shell loads`]
          : []),
      ];
    }),
  );
  return problems.flat();
}
