import {
  type Canary,
  canaryPolicy,
  type CanaryStage,
  type Deployable,
  formatCanaryStages,
  type HistoryEntry,
} from '@radix/release-model';
import { markPublic, markWentLive, type SiteRelease } from '../records/site-releases';
import { PointerMoved, type PointerState } from '../store/store';
import { clock, DeployRefused, step, type ReleaseContext } from '../context';

/** The reason the history gives a canary an operator ended. */
export const endedByHand = 'ended by npm run rollback';

/** The refusal of a switch of `live` while a canary runs: a deploy would end it unjudged. */
export const canaryRunning = (canary: Canary) =>
  new DeployRefused(
    `a canary of ${canary.name} ${canary.release} runs for ${canary.weight}% of new visitors: let it finish, or end it with "npm run rollback -- ${canary.name}"`,
  );

/** Writes `live` (stable and canary, or one site release) if it is still `state`, and records it. */
async function switchLive(
  context: ReleaseContext,
  state: PointerState,
  stable: string,
  canary: Canary | undefined,
  entry: Omit<HistoryEntry, 'at'>,
) {
  try {
    await context.store.setPointer('live', stable, state, canary);
  } catch (error) {
    if (!(error instanceof PointerMoved)) throw error;
    throw new DeployRefused(`the live pointer changed while this ran: it stays as it is now; run the command again`);
  }
  await context.store.appendHistory(JSON.stringify({ at: clock(context).toISOString(), ...entry }));
}

/**
 * `npm run deploy -- <name> --canary`, once the candidate passed the gate: `live` keeps naming the
 * live site release (`basedOn`) for most visitors and gives the candidate to the first stage's
 * share of new ones, in one conditional write. The pointer carries the deployer's stages
 * (`--canary-stages`), or none: then the edge's judge sizes them from the site's traffic at its
 * first run (from the policy's first weight meanwhile), and moves the canary on by them.
 */
export async function startCanary(
  context: ReleaseContext,
  site: SiteRelease,
  basedOn: string,
  started: { name: Deployable; release: string },
  stages?: readonly CanaryStage[],
  forced = false,
): Promise<Canary> {
  const [first] = stages ?? canaryPolicy.stages;
  if (!first) throw new DeployRefused('the canary has no stage');
  if (site.id === basedOn) throw new DeployRefused(`${site.id} is live already: there is nothing to try on visitors`);
  const canary: Canary = {
    site: site.id,
    id: site.id,
    ...started,
    weight: first.weight,
    stage: 0,
    stageStartedAt: clock(context).toISOString(),
    ...(stages ? { stages: [...stages] } : {}),
  };
  await step(
    context,
    'canary',
    async () => {
      const state = await context.store.pointer('live');
      if (state?.canary) throw canaryRunning(state.canary);
      if (!state || state.site !== basedOn)
        throw new DeployRefused(
          `the live site changed from ${basedOn} to ${state?.site ?? 'nothing'} while this ran: the live site stays; run the command again`,
        );
      // The canary's files reach the site's host before any page that names them does.
      await markPublic(context.store, site.releases, clock(context));
      await switchLive(context, state, basedOn, canary, {
        site: basedOn,
        action: 'canary start',
        ...started,
        canary: site.id,
        weight: first.weight,
        ...(forced ? { forced } : {}),
      });
      // Both serve visitors now: a request may pin either (`?dpl=`) while it is kept.
      await markWentLive(context.store, site.id, clock(context));
    },
    () =>
      `live -> ${basedOn}, canary ${site.id} for ${first.weight}% of new visitors (${stages ? `stages ${formatCanaryStages(stages)}` : "stages sized by the edge's judge from the last 7 days' page views"})`,
  );
  context.log(`canary: ${site.id} (${started.name} ${started.release}); the edge judges it every minute`);
  return canary;
}

/** `npm run rollback` while a canary runs: `live` names the stable site release alone, at once. */
export async function endCanary(context: ReleaseContext, state: PointerState & { canary: Canary }): Promise<void> {
  const { canary } = state;
  context.log(`rollback: end the canary of ${canary.name} ${canary.release} (${canary.site})`);
  await step(
    context,
    'switch',
    () =>
      switchLive(context, state, state.site, undefined, {
        site: state.site,
        action: 'canary rollback',
        name: canary.name,
        release: canary.release,
        canary: canary.site,
        weight: 0,
        reason: endedByHand,
      }),
    () => `live -> ${state.site} for every visitor`,
  );
}
