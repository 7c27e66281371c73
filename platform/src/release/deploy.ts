import {
  canaryNeedsEdge,
  type CanaryStage,
  defaultPreview,
  type Deployable,
  expiresIn,
  previewLink,
  previewLinkSeconds,
  previewSecretFrom,
  signPreviewToken,
} from '@radix/release-model';
import { keptReleases } from './retention';
import { writeRelease, type BuildFolders } from './releases';
import type { SiteRelease } from './site-releases';
import { clock, DeployRefused, liveSite, step, type ReleaseContext } from './release-context';
import { startCanary } from './canary';
import { FolderStore } from './folder-store';
import { candidate } from './gate';
import { goLive } from './switch-live';
import { namedPreview, refuseWithoutEdge } from './named-previews';

export interface DeployResult {
  site: SiteRelease;
  release: string;
  /** Set when the candidate was checked but not promoted (`--preview [<name>]`): the signed link a reviewer opens. */
  previewUrl?: string;
}

/**
 * `npm run deploy -- <name>`: writes the build as a release, makes and checks a candidate site
 * release with it and the other live releases, then promotes it (or, with `preview`, leaves it on
 * the preview origin; with a name, as that named preview; with `canary`, gives it to a share of
 * visitors first: `canary.ts`).
 */
export async function deploy(
  context: ReleaseContext,
  name: Deployable,
  build: BuildFolders,
  {
    preview = false,
    canary = false,
    canaryStages,
  }: { preview?: boolean | string; canary?: boolean; canaryStages?: readonly CanaryStage[] } = {},
): Promise<DeployResult> {
  if (canary && preview) throw new DeployRefused('--canary and --preview exclude each other');
  if (canary && context.store instanceof FolderStore) throw new DeployRefused(canaryNeedsEdge);
  const kind = preview ? ` (preview${typeof preview === 'string' ? ` ${preview}` : ''})` : canary ? ' (canary)' : '';
  context.log(`deploy ${name}${kind}`);
  if (typeof preview === 'string') refuseWithoutEdge(context);
  const live = await liveSite(context);
  const { release } = await step(
    context,
    'release',
    async () =>
      writeRelease(context.store, name, build, {
        now: clock(context),
        carry: name === 'shell' ? [...(await keptReleases(context.store, clock(context))).releases.shell] : [],
      }),
    (written) =>
      `${name} ${written.release.id}${written.created ? '' : ' (the same build was deployed before)'} from ${build.web}`,
  );
  if (typeof preview === 'string') {
    return {
      release: release.id,
      ...(await namedPreview(context, { part: name, release: release.id, live, name: preview })),
    };
  }
  const site = await candidate(context, { ...live.releases, [name]: release.id }, name);
  if (preview) {
    const exp = expiresIn(previewLinkSeconds, clock(context));
    const previewUrl = previewLink(
      context.hosting.previewOrigin,
      await signPreviewToken({ preview: defaultPreview, exp }, previewSecretFrom(process.env)),
    );
    context.log(
      `preview: ${previewUrl} (until ${new Date(exp * 1000).toISOString()}; promote it with: npm run promote -- ${name} ${release.id})`,
    );
    return { site, release: release.id, previewUrl };
  }
  if (canary) await startCanary(context, site, live.id, { name, release: release.id }, canaryStages);
  else await goLive(context, site, live.id, { action: 'deploy', name, release: release.id });
  return { site, release: release.id };
}
