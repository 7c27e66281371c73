import { type Canary, type Deployable } from '@radix/release-model';
import { candidate } from '../plan/gate';
import { clock, DeployRefused, describe, step, type ReleaseContext } from '../context';
import { findSite, markPublic, markWentLive, switchedParts, type SiteRelease } from '../records/site-releases';
import { PointerMoved, type PointerState } from '../store/store';

type Running = PointerState & { canary: Canary };

const holder = (canary: Canary) =>
  `a canary of ${canary.name} ${canary.release} (${canary.site}) runs for ${canary.weight}% of new visitors`;

/**
 * Why a deploy is refused while a canary runs: it names a part the canary holds (its release would
 * end the canary unjudged), or it is a second canary (`live` judges one at a time). Any other
 * deploy goes to both arms (`deployBesideCanary`).
 */
export function refuseBesideCanary(canary: Canary, names: readonly Deployable[], asCanary: boolean): void {
  if (names.includes(canary.name))
    throw new DeployRefused(
      `${holder(canary)} and holds ${canary.name}: let it finish, or end it with "npm run rollback -- ${canary.name}"`,
    );
  if (asCanary)
    throw new DeployRefused(
      `${holder(canary)}: one canary at a time; deploy ${names.join(' ')} without --canary and it reaches both arms`,
    );
}

/**
 * A deploy of other parts while a canary of one runs: the stable and the canary site releases are
 * each recomposed with the new releases, each through the gate, and `live` names both in one
 * conditional write. The canary keeps its id (its visitors keep their arm), its share, its stages
 * and its stage; the stage's clock starts again, as the judge compares the recomposed pair from
 * then on.
 */
export async function deployBesideCanary(
  context: ReleaseContext,
  running: Running,
  live: SiteRelease,
  releases: Partial<Record<Deployable, string>>,
  forced: boolean,
): Promise<{ stable: SiteRelease; canary: SiteRelease }> {
  const names = Object.keys(releases) as Deployable[];
  const tried = await findSite(context.store, running.canary.site);
  if (!tried) throw new DeployRefused(`the canary's site release ${running.canary.site} is no longer kept`);
  context.log(`a canary of ${running.canary.name} runs: both arms get ${names.join(' ')}`);
  const stable = await candidate(context, { ...live.releases, ...releases }, names);
  const canarySite = await candidate(context, { ...tried.releases, ...releases }, names);
  const canary: Canary = {
    ...running.canary,
    site: canarySite.id,
    stageStartedAt: clock(context).toISOString(),
  };
  await step(
    context,
    'switch',
    async () => {
      // Their files reach the site's host before any page that names them does.
      for (const site of [stable, canarySite]) await markPublic(context.store, site.releases, clock(context));
      try {
        await context.store.setPointer('live', stable.id, running, canary);
      } catch (error) {
        if (!(error instanceof PointerMoved)) throw error;
        throw new DeployRefused(
          'the live pointer changed while this ran: it stays as it is now; run the command again',
        );
      }
      for (const id of [stable.id, canarySite.id]) await markWentLive(context.store, id, clock(context));
      const entry = {
        at: clock(context).toISOString(),
        site: stable.id,
        action: 'deploy',
        ...switchedParts(releases),
        canary: canarySite.id,
        weight: canary.weight,
        ...(forced ? { forced } : {}),
      };
      await context.store.appendHistory(JSON.stringify(entry));
    },
    () =>
      `live -> ${stable.id}, canary ${canarySite.id} for ${canary.weight}% of new visitors (stage ${canary.stage + 1})`,
  );
  context.log(
    `live: ${stable.id} (${describe(stable.releases)}); canary: ${canarySite.id} (${describe(canarySite.releases)})`,
  );
  return { stable, canary: canarySite };
}
