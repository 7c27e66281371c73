import { canaryPolicy, type CanaryPolicy, type CanaryStage } from './canary-policy';

const day = 24 * 60 * 60_000;

/** The page views each arm gets in `ms` at `perMs` page views per ms, the canary's share being `weight`. */
const leastArmViews = (perMs: number, ms: number, weight: number) =>
  (perMs * ms * Math.min(weight, 100 - weight)) / 100;

/**
 * A canary's stages for the site's traffic, from its page views over the last 7 days (counted by
 * the judge in D1), so that its verdict comes within the policy's working day (`verdictWithinMs`):
 * the policy's stages where the traffic fills each in time, each with the deadline of twice the
 * time its page views take; else one stage at half the visitors (the most page views per arm a
 * working day gives), waiting for three quarters of the page views it expects, for at least half
 * the day, with the day as its deadline. At 500 page views a day that is about 62 page views per
 * arm, for 4 to 8 hours.
 */
export function stagesForTraffic(weekViews: number, policy: CanaryPolicy = canaryPolicy): CanaryStage[] {
  const perMs = weekViews / (7 * day);
  const needed = policy.stages.map((stage) =>
    Math.max(stage.minMs, perMs ? stage.minViews / (leastArmViews(perMs, 1, stage.weight) || 1) : Infinity),
  );
  const total = needed.reduce((sum, ms) => sum + ms, 0);
  if (total <= policy.verdictWithinMs / 2)
    return policy.stages.map((stage, index) => ({ ...stage, deadlineMs: Math.ceil(2 * (needed[index] ?? 0)) }));
  const within = policy.verdictWithinMs;
  return [
    {
      weight: 50,
      minMs: within / 2,
      minViews: Math.max(policy.leastDeadlineViews, Math.floor(0.75 * leastArmViews(perMs, within, 50))),
      deadlineMs: within,
    },
  ];
}
