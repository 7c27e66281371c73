import {
  canaryNeedsEdge,
  type CanaryStage,
  type Deployable,
  deploymentFile,
  formatDeploymentRecord,
  keys,
  siteFile,
} from '@radix/release-model';
import { writeReleases } from '../records/write-releases';
import type { BuildFolders } from '../../site/deployables';
import { findSite, liveSite, type SiteRelease } from '../records/site-releases';
import { DeployRefused, inDeployOrder, type ReleaseContext } from '../context';
import { canaryStart } from '../apply/canary';
import { FolderStore } from '../store/folder-store';
import { SnapshotStore } from '../store/snapshot-store';
import { gate } from '../plan/gate';
import { switchedParts, switchLive, toLive } from '../apply/switch-live';
import { OverlayStore } from '../store/overlay-store';
import { namedPreviewsNeedEdge, previewStoreNeeded } from '../store/open-store';
import { refuseRolledBack } from '../plan/rolled-back';
import { besideCanary, refuseBesideCanary } from '../apply/canary-deploy';
import { keepPreview, type NamedPreview, recordRefusedPreview } from '../apply/previews';

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

/** What a deploy refuses before it reads or writes anything: its parts and its kind do not go together, or its store cannot serve it. */
function refuseOptions(names: readonly Deployable[], options: DeployOptions, store: ReleaseContext['store']): void {
  if (!names.length) throw new DeployRefused('name at least one part to deploy');
  if (options.kind === 'canary' && names.length > 1)
    throw new DeployRefused('--canary takes one part: its stages judge one release');
  if (options.kind === 'canary' && store instanceof FolderStore) throw new DeployRefused(canaryNeedsEdge);
  if (options.kind === 'named-preview') {
    if (store instanceof FolderStore || (store instanceof OverlayStore && store.base instanceof FolderStore))
      throw new DeployRefused(namedPreviewsNeedEdge);
    if (!(store instanceof OverlayStore)) throw new DeployRefused(previewStoreNeeded);
  }
  if (options.kind !== 'named-preview' && store instanceof SnapshotStore)
    throw new DeployRefused(
      `${store.address} is read only: only a named preview (with PREVIEW_STORE) is composed with a snapshot`,
    );
}

/**
 * `npm run deploy -- <name> [<name> ...]`, in the order of the rooms it goes through: what is live
 * (the records), each part's build written as a release, the candidate site release of them and the
 * other live releases through the gate (the plan), then what the deploy's kind makes of it (the
 * apply): live in one switch; with `preview`, left on the preview origin; with a name, that named
 * preview; with `canary`, one part only, given to a share of visitors first. While a canary runs, a
 * deploy of other parts recomposes both arms, each through the gate, and switches them together. A
 * shell and remotes built against a new contract version go live together this way.
 */
export async function deployParts(
  context: ReleaseContext,
  builds: Partial<Record<Deployable, BuildFolders>>,
  options: DeployOptions = { kind: 'live' },
): Promise<DeployResult> {
  const names = inDeployOrder(Object.keys(builds) as Deployable[]);
  refuseOptions(names, options, context.store);
  const first = names[0] as Deployable;
  context.log(`deploy ${names.join(' ')}${kindWords[options.kind](options)}`);
  context.previewSecret(options.kind === 'named-preview' ? options.name : undefined);
  const switching = options.kind === 'live' || options.kind === 'canary';
  const live = await liveSite(context.store);
  const state = switching ? await context.store.pointer('live') : undefined;
  if (state?.canary) refuseBesideCanary(state.canary, names, options.kind === 'canary');
  const tried = state?.canary && (await findSite(context.store, state.canary.site));
  if (state?.canary && !tried)
    throw new DeployRefused(`the canary's site release ${state.canary.site} is no longer kept`);
  const releases = await writeReleases(context, names, builds, options.commit);
  const release = releases[first] as string;

  const again = `npm run deploy -- ${names.join(' ')}${options.kind === 'canary' ? ' --canary' : ''}`;
  const forced = switching && (await refuseRolledBack(context, releases, { force: options.force, again }));
  const named: NamedPreview | undefined =
    options.kind === 'named-preview'
      ? {
          name: options.name,
          parts: names.map((part) => ({ part, release: releases[part] as string })),
          basedOn: live.id,
          createdAt: context.now().toISOString(),
        }
      : undefined;
  if (state?.canary && tried) context.log(`a canary of ${state.canary.name} runs: both arms get ${names.join(' ')}`);
  const sites: SiteRelease[] = [];
  try {
    for (const base of tried ? [live, tried] : [live])
      sites.push(await gate(context, { ...base.releases, ...releases }, names, named?.name));
  } catch (error) {
    if (named && error instanceof DeployRefused) await recordRefusedPreview(context, named, error);
    throw error;
  }
  const [site, canarySite] = sites as [SiteRelease, SiteRelease?];

  if (named) {
    if (context.store instanceof OverlayStore) await context.store.adoptTree(keys.site(site.id), siteFile);
    return { site, release, releases, previewUrl: await keepPreview(context, site, { named }) };
  }
  if (options.kind === 'preview')
    return { site, release, releases, previewUrl: await keepPreview(context, site, { names, release }) };
  const at = context.now();
  const move =
    state?.canary && canarySite
      ? besideCanary({ ...state, canary: state.canary }, { stable: site, canary: canarySite }, releases, { forced, at })
      : options.kind === 'canary'
        ? canaryStart(site, live.id, { name: first, release }, { stages: options.stages, forced, at })
        : toLive(site, live.id, { action: 'deploy', ...switchedParts(releases), ...(forced ? { forced } : {}) });
  if (options.kind === 'canary' && options.deployment)
    await context.store.putFile(`${keys.site(site.id)}/${deploymentFile}`, formatDeploymentRecord(options.deployment));
  await switchLive(context, move);
  return { site, release, releases };
}
