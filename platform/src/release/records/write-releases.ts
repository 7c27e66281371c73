import type { Deployable } from '@radix/release-model';
import type { BuildFolders } from '../../site/deployables';
import type { ReleaseContext } from '../context';
import { writeRelease } from './releases';
import { keptReleases } from './retention';

/**
 * Writes each part's build as a release, in deploy order, printing a step each; the shell's carries
 * the content-hashed files of the shell releases still kept. Answers each part's release id.
 */
export async function writeReleases(
  context: ReleaseContext,
  names: readonly Deployable[],
  builds: Partial<Record<Deployable, BuildFolders>>,
  commit: string | undefined,
): Promise<Partial<Record<Deployable, string>>> {
  const releases: Partial<Record<Deployable, string>> = {};
  for (const name of names) {
    const build = builds[name] as BuildFolders;
    const { release } = await context.step(
      'release',
      async () =>
        writeRelease(context.store, name, build, {
          now: context.now(),
          carry: name === 'shell' ? [...(await keptReleases(context.store, context.now())).releases.shell] : [],
          ...(commit ? { commit } : {}),
        }),
      (written) =>
        `${name} ${written.release.id}${written.created ? '' : ' (the same build was deployed before)'} from ${build.web}`,
    );
    releases[name] = release.id;
  }
  return releases;
}
