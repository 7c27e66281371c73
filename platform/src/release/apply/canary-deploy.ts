import { type Canary, type Deployable } from '@radix/release-model';
import { DeployRefused, describe } from '../context';
import type { SiteRelease } from '../records/site-releases';
import type { PointerState } from '../store/store';
import { type LiveSwitch, switchedParts } from './switch-live';

type Running = PointerState & { canary: Canary };

const holder = (canary: Canary) =>
  `a canary of ${canary.name} ${canary.release} (${canary.site}) runs for ${canary.weight}% of new visitors`;

/**
 * Why a deploy is refused while a canary runs: it names a part the canary holds (its release would
 * end the canary unjudged), or it is a second canary (`live` judges one at a time). Any other
 * deploy goes to both arms (`besideCanary`).
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
 * A deploy of other parts while a canary of one runs, once the stable and the canary site releases,
 * each recomposed with the new releases, passed the gate: the switch that names both in `live`, in
 * one conditional write from the state it was read in. The canary keeps its id (its visitors keep
 * their arm), its share, its stages and its stage; the stage's clock starts again, as the judge
 * compares the recomposed pair from then on.
 */
export function besideCanary(
  running: Running,
  { stable, canary: canarySite }: { stable: SiteRelease; canary: SiteRelease },
  releases: Partial<Record<Deployable, string>>,
  { forced, at }: { forced: boolean; at: Date },
): LiveSwitch {
  const canary: Canary = { ...running.canary, site: canarySite.id, stageStartedAt: at.toISOString() };
  return {
    stable: stable.id,
    canary,
    from: running,
    serving: [stable, canarySite],
    wentLive: [stable.id, canarySite.id],
    entry: {
      site: stable.id,
      action: 'deploy',
      ...switchedParts(releases),
      canary: canarySite.id,
      weight: canary.weight,
      ...(forced ? { forced } : {}),
    },
    label: 'switch',
    done: `live -> ${stable.id}, canary ${canarySite.id} for ${canary.weight}% of new visitors (stage ${canary.stage + 1})`,
    said: `live: ${stable.id} (${describe(stable.releases)}); canary: ${canarySite.id} (${describe(canarySite.releases)})`,
  };
}
