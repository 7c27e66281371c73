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
  signPreviewToken,
} from '@radix/release-model';
import { keptReleases } from '../records/retention';
import { writeRelease } from '../records/releases';
import type { BuildFolders } from '../../site/deployables';
import { switchedParts, type SiteRelease } from '../records/site-releases';
import { clock, DeployRefused, inDeployOrder, liveSite, step, previewSecretOf, type ReleaseContext } from '../context';
import { startCanary } from '../apply/canary';
import { FolderStore } from '../store/folder-store';
import { candidate } from '../plan/gate';
import { goLive } from '../apply/switch-live';
import { namedPreview, refuseWithoutEdge } from './named-previews';
import { refuseRolledBack } from '../plan/rolled-back';
import { deployBesideCanary, refuseBesideCanary } from '../apply/canary-deploy';

export interface DeployResult {
  site: SiteRelease;
  /** The release written of the first part deployed (the only one, for one part). */
  release: string;
  /** The release written of each part deployed. */
  releases: Partial<Record<Deployable, string>>;
  /** Set when the candidate was checked but not promoted (`--preview [<name>]`): the signed link a reviewer opens. */
  previewUrl?: string;
}

/** What a deploy makes of its candidate: each kind of deploy with its own options. */
export type DeployKind =
  /** The candidate goes live in one switch (`force`: even a release the canary judge rolled back). */
  | { kind: 'live'; force?: boolean }
  /** The candidate is left on the preview origin, behind a signed link (`--preview`). */
  | { kind: 'preview' }
  /** The candidate is kept as the named preview `name`, at its own host on the edge (`--preview <name>`). */
  | { kind: 'named-preview'; name: string }
  /**
   * One part's candidate goes live for a share of visitors first, by `stages` or the policy's;
   * `deployment` is the `statuses_url` of the GitHub Deployment where the edge posts a rollback or a held stage.
   */
  | { kind: 'canary'; stages?: readonly CanaryStage[]; deployment?: string; force?: boolean };

/** A deploy's kind, and the git commit the builds were made from, recorded with each release written. */
export type DeployOptions = DeployKind & { commit?: string };

const kindWords: Record<DeployKind['kind'], (options: DeployOptions) => string> = {
  live: () => '',
  preview: () => ' (preview)',
  'named-preview': (options) => ` (preview ${options.kind === 'named-preview' ? options.name : ''})`,
  canary: () => ' (canary)',
};

/** `npm run deploy -- <name>`: one part's build, as `deployParts` deploys a set. */
export function deploy(
  context: ReleaseContext,
  name: Deployable,
  build: BuildFolders,
  options: DeployOptions = { kind: 'live' },
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
  options: DeployOptions = { kind: 'live' },
): Promise<DeployResult> {
  const names = inDeployOrder(Object.keys(builds) as Deployable[]);
  const [first] = names;
  if (!first) throw new DeployRefused('name at least one part to deploy');
  if (options.kind === 'canary' && names.length > 1)
    throw new DeployRefused('--canary takes one part: its stages judge one release');
  if (options.kind === 'canary' && context.store instanceof FolderStore) throw new DeployRefused(canaryNeedsEdge);
  context.log(`deploy ${names.join(' ')}${kindWords[options.kind](options)}`);
  previewSecretOf(context);
  if (options.kind === 'named-preview') refuseWithoutEdge(context);
  const live = await liveSite(context);
  const state = options.kind === 'live' || options.kind === 'canary' ? await context.store.pointer('live') : undefined;
  if (state?.canary) refuseBesideCanary(state.canary, names, options.kind === 'canary');
  const releases = await writeReleases(context, names, builds, options.commit);
  const release = releases[first] as string;
  if (options.kind === 'named-preview')
    return { release, releases, ...(await namedPreview(context, { parts: releases, live, name: options.name })) };
  if (options.kind === 'preview') {
    const site = await candidate(context, { ...live.releases, ...releases }, names);
    return { site, release, releases, previewUrl: await previewLinkFor(context, names, release) };
  }
  const again = `npm run deploy -- ${names.join(' ')}${options.kind === 'canary' ? ' --canary' : ''}`;
  const forced = await refuseRolledBack(context, releases, { force: options.force, again });
  if (state?.canary) {
    const both = await deployBesideCanary(context, { ...state, canary: state.canary }, live, releases, forced);
    return { site: both.stable, release, releases };
  }
  const site = await candidate(context, { ...live.releases, ...releases }, names);
  if (options.kind === 'canary') {
    if (options.deployment)
      await context.store.putFile(
        `${keys.site(site.id)}/${deploymentFile}`,
        formatDeploymentRecord(options.deployment),
      );
    await startCanary(context, site, live.id, { name: first, release }, options.stages, forced);
  } else
    await goLive(context, site, live.id, {
      action: 'deploy',
      ...switchedParts(releases),
      ...(forced ? { forced } : {}),
    });
  return { site, release, releases };
}

/** Writes each part's build as a release (the shell's carrying the files of its releases still kept), in deploy order. */
async function writeReleases(
  context: ReleaseContext,
  names: readonly Deployable[],
  builds: Partial<Record<Deployable, BuildFolders>>,
  commit: string | undefined,
): Promise<Partial<Record<Deployable, string>>> {
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
  return releases;
}

/** The signed link to the unnamed preview a reviewer opens, printed with how to promote it. */
async function previewLinkFor(context: ReleaseContext, names: readonly Deployable[], release: string): Promise<string> {
  const exp = expiresIn(previewLinkSeconds, clock(context));
  const previewUrl = previewLink(
    context.hosting.previewOrigin,
    await signPreviewToken({ preview: defaultPreview, exp }, previewSecretOf(context)),
  );
  const promoteLine = names.length === 1 ? `; promote it with: npm run promote -- ${names[0]} ${release}` : '';
  context.log(`preview: ${previewUrl} (until ${new Date(exp * 1000).toISOString()}${promoteLine})`);
  return previewUrl;
}
