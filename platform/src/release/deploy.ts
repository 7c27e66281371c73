import {
  canaryNeedsEdge,
  type CanaryStage,
  defaultPreview,
  type Deployable,
  deploymentFile,
  formatDeploymentRecord,
  keys,
  expiresIn,
  previewLink,
  previewLinkSeconds,
  previewSecretFrom,
  signPreviewToken,
} from '@radix/release-model';
import { keptReleases } from './retention';
import { writeRelease, type BuildFolders } from './releases';
import { switchedParts, type SiteRelease } from './site-releases';
import { clock, DeployRefused, inDeployOrder, liveSite, step, type ReleaseContext } from './release-context';
import { startCanary } from './canary';
import { FolderStore } from './folder-store';
import { candidate } from './gate';
import { goLive } from './switch-live';
import { namedPreview, refuseWithoutEdge } from './named-previews';
import { refuseRolledBack } from './rolled-back';
import { deployBesideCanary, refuseBesideCanary } from './canary-deploy';

export interface DeployResult {
  site: SiteRelease;
  /** The release written of the first part deployed (the only one, for one part). */
  release: string;
  /** The release written of each part deployed. */
  releases: Partial<Record<Deployable, string>>;
  /** Set when the candidate was checked but not promoted (`--preview [<name>]`): the signed link a reviewer opens. */
  previewUrl?: string;
}

export interface DeployOptions {
  preview?: boolean | string;
  canary?: boolean;
  canaryStages?: readonly CanaryStage[];
  /** The git commit the builds were made from, recorded with each release written. */
  commit?: string;
  /** Makes live a release the canary judge rolled back (`--force`): refused otherwise. */
  force?: boolean;
  /** With `canary`: the `statuses_url` of the GitHub Deployment it answers to, where the edge posts a rollback or a held stage. */
  deployment?: string;
}

/** `npm run deploy -- <name>`: one part's build, as `deployParts` deploys a set. */
export function deploy(
  context: ReleaseContext,
  name: Deployable,
  build: BuildFolders,
  options: DeployOptions = {},
): Promise<DeployResult> {
  return deployParts(context, { [name]: build }, options);
}

/**
 * `npm run deploy -- <name> [<name> ...]`: writes each part's build as a release, makes and checks
 * one candidate site release with them and the other live releases, then makes it live in one
 * switch (or, with `preview`, leaves it on the preview origin; with a name, as that named preview;
 * with `canary`, one part only, gives it to a share of visitors first: `canary.ts`). A shell and
 * remotes built against a new contract version go live together this way.
 */
export async function deployParts(
  context: ReleaseContext,
  builds: Partial<Record<Deployable, BuildFolders>>,
  { preview = false, canary = false, canaryStages, commit, force, deployment }: DeployOptions = {},
): Promise<DeployResult> {
  const names = inDeployOrder(Object.keys(builds) as Deployable[]);
  const [first] = names;
  if (!first) throw new DeployRefused('name at least one part to deploy');
  if (canary && preview) throw new DeployRefused('--canary and --preview exclude each other');
  if (canary && names.length > 1) throw new DeployRefused('--canary takes one part: its stages judge one release');
  if (canary && context.store instanceof FolderStore) throw new DeployRefused(canaryNeedsEdge);
  const kind = preview ? ` (preview${typeof preview === 'string' ? ` ${preview}` : ''})` : canary ? ' (canary)' : '';
  context.log(`deploy ${names.join(' ')}${kind}`);
  if (typeof preview === 'string') refuseWithoutEdge(context);
  const live = await liveSite(context);
  const state = preview ? undefined : await context.store.pointer('live');
  if (state?.canary) refuseBesideCanary(state.canary, names, canary);
  const releases: Partial<Record<Deployable, string>> = {};
  for (const name of names) {
    const build = builds[name] as BuildFolders;
    const { release } = await step(
      context,
      'release',
      async () =>
        writeRelease(context.store, name, build, {
          now: clock(context),
          carry: name === 'shell' ? [...(await keptReleases(context.store, clock(context))).releases.shell] : [],
          ...(commit ? { commit } : {}),
        }),
      (written) =>
        `${name} ${written.release.id}${written.created ? '' : ' (the same build was deployed before)'} from ${build.web}`,
    );
    releases[name] = release.id;
  }
  const release = releases[first] as string;
  if (typeof preview === 'string') {
    return { release, releases, ...(await namedPreview(context, { parts: releases, live, name: preview })) };
  }
  const again = `npm run deploy -- ${names.join(' ')}${canary ? ' --canary' : ''}`;
  const forced = preview ? false : await refuseRolledBack(context, releases, { force, again });
  if (state?.canary) {
    const both = await deployBesideCanary(context, { ...state, canary: state.canary }, live, releases, forced);
    return { site: both.stable, release, releases };
  }
  const site = await candidate(context, { ...live.releases, ...releases }, names);
  if (preview) {
    const exp = expiresIn(previewLinkSeconds, clock(context));
    const previewUrl = previewLink(
      context.hosting.previewOrigin,
      await signPreviewToken({ preview: defaultPreview, exp }, previewSecretFrom(process.env)),
    );
    const promoteLine = names.length === 1 ? `; promote it with: npm run promote -- ${first} ${release}` : '';
    context.log(`preview: ${previewUrl} (until ${new Date(exp * 1000).toISOString()}${promoteLine})`);
    return { site, release, releases, previewUrl };
  }
  if (canary) {
    if (deployment)
      await context.store.putFile(`${keys.site(site.id)}/${deploymentFile}`, formatDeploymentRecord(deployment));
    await startCanary(context, site, live.id, { name: first, release }, canaryStages, forced);
  } else
    await goLive(context, site, live.id, {
      action: 'deploy',
      ...switchedParts(releases),
      ...(forced ? { forced } : {}),
    });
  return { site, release, releases };
}
