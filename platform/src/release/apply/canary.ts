import { type Canary, canaryPolicy, type CanaryStage, type Deployable, formatCanaryStages } from '@radix/release-model';
import type { SiteRelease } from '../records/site-releases';
import type { PointerState } from '../store/store';
import { DeployRefused, type ReleaseContext } from '../context';
import { markRolledBack } from '../plan/rolled-back';
import { type LiveSwitch, switchLive } from './switch-live';

/** The reason the history gives a canary an operator ended. */
export const endedByHand = 'ended by npm run rollback';

/**
 * `npm run deploy -- <name> --canary`, once the candidate passed the gate: the switch that keeps
 * `live` naming the live site release (`basedOn`) for most visitors and gives the candidate to the
 * first stage's share of new ones. The pointer carries the deployer's stages (`--canary-stages`), or
 * none: then the edge's judge sizes them from the site's traffic at its first run (from the policy's
 * first weight meanwhile), and moves the canary on by them.
 */
export function canaryStart(
  site: SiteRelease,
  basedOn: string,
  started: { name: Deployable; release: string },
  { stages, forced = false, at }: { stages?: readonly CanaryStage[]; forced?: boolean; at: Date },
): LiveSwitch {
  const [first] = stages ?? canaryPolicy.stages;
  if (!first) throw new DeployRefused('the canary has no stage');
  if (site.id === basedOn) throw new DeployRefused(`${site.id} is live already: there is nothing to try on visitors`);
  const canary: Canary = {
    site: site.id,
    id: site.id,
    ...started,
    weight: first.weight,
    stage: 0,
    stageStartedAt: at.toISOString(),
    ...(stages ? { stages: [...stages] } : {}),
  };
  return {
    stable: basedOn,
    canary,
    from: { basedOn },
    serving: [site],
    wentLive: [site.id],
    entry: {
      site: basedOn,
      action: 'canary start',
      ...started,
      canary: site.id,
      weight: first.weight,
      ...(forced ? { forced } : {}),
    },
    label: 'canary',
    done: `live -> ${basedOn}, canary ${site.id} for ${first.weight}% of new visitors (${stages ? `stages ${formatCanaryStages(stages)}` : "stages sized by the edge's judge from the last 7 days' page views"})`,
    said: `canary: ${site.id} (${started.name} ${started.release}); the edge judges it every minute`,
  };
}

/**
 * `npm run rollback` while a canary runs: `live` names the stable site release alone, at once, and
 * the canary's release is marked rolled back (`markRolledBack`), as the judge marks one it rolls back.
 */
export async function endCanary(context: ReleaseContext, state: PointerState & { canary: Canary }): Promise<void> {
  const { canary } = state;
  context.log(`rollback: end the canary of ${canary.name} ${canary.release} (${canary.site})`);
  await switchLive(context, {
    stable: state.site,
    from: state,
    serving: [],
    wentLive: [],
    entry: {
      site: state.site,
      action: 'canary rollback',
      name: canary.name,
      release: canary.release,
      canary: canary.site,
      weight: 0,
      reason: endedByHand,
    },
    label: 'switch',
    done: `live -> ${state.site} for every visitor`,
  });
  await markRolledBack(
    context.store,
    { [canary.name]: canary.release },
    { at: context.now().toISOString(), site: canary.site, stable: state.site, reason: endedByHand },
  );
}
