import { type Canary, type CanaryPolicy, type CanaryStage, type LiveTarget } from '@radix/release-model';
import { judgeSamples, noLooks, samplesOf, type Decision, type JudgedRow } from '../canary/judge';
import { canaryAt, canarySite, stable, start } from './canary-fixtures';

/** Mulberry32: a seeded uniform draw in [0, 1), so a simulation gives the same figures at every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A standard normal draw (Box-Muller). */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** How an arm's page views measure: shares of them with an error or a federation failure, log-normal vitals. */
export interface ArmModel {
  errorShare: number;
  federationShare: number;
  /** Medians (ms) and log-normal spreads; `measured` is the share of page views that report LCP and INP. */
  lcpMedian: number;
  lcpSpread: number;
  inpMedian: number;
  inpSpread: number;
  measured: number;
  /** The share of the page views served that send a beacon: visitors leave before some. */
  beaconShare: number;
}

/** A healthy release of this site as field data shows one: 2% of page views with an error, p75 LCP near 2.3 s. */
export const healthy: ArmModel = {
  errorShare: 0.02,
  federationShare: 0.005,
  lcpMedian: 1800,
  lcpSpread: 0.35,
  inpMedian: 90,
  inpSpread: 0.6,
  measured: 0.9,
  beaconShare: 1,
};

/** The same release where visitors leave before 30% of the beacons, as they do of a real site. */
export const leaving: ArmModel = { ...healthy, beaconShare: 0.7 };

export function pageView(random: () => number, site: string, model: ArmModel): JudgedRow {
  const measured = random() < model.measured;
  return {
    site_release: site,
    errors: random() < model.errorShare ? 1 : 0,
    federation_failures: random() < model.federationShare ? 1 : 0,
    lcp: measured ? model.lcpMedian * Math.exp(model.lcpSpread * normal(random)) : null,
    inp: measured ? model.inpMedian * Math.exp(model.inpSpread * normal(random)) : null,
    cls: measured ? Math.max(0, 0.02 + 0.02 * normal(random)) : null,
  };
}

/**
 * One hostile client in the traffic: `views` page views spread over the canary's first `overMs`,
 * each with a bucket cookie it made (so each is a fresh draw, to an arm by the stage's weight), and
 * no beacons (`silent`), a beacon claiming an error for each (`errors`), or a clean, fast beacon for
 * each (`clean`, to hide a regression). It is one visitor: the judge counts at most the policy's
 * `visitorCap` of its page views, beacons and errors on each arm (the simulation is one UTC day).
 */
export interface Hostile {
  kind: 'silent' | 'errors' | 'clean';
  views: number;
  overMs: number;
}

export interface Simulated {
  decision: Decision['kind'];
  /** Time from the canary's start to its last decision. */
  ms: number;
  /** Why it was rolled back. */
  reason?: string;
}

/**
 * One canary from its first stage to rollback or 100%, its page views arriving at `viewsPerDay`
 * evenly, each to the canary's arm by its stage's weight and sending its beacon at the arm's
 * `beaconShare`; the judge runs at each page view (the Cron Trigger runs every minute) and, as the Cron Trigger would, keeps its looks between runs. Gives up (as
 * `wait`) after `withinMs`.
 */
export function simulateCanary(
  random: () => number,
  models: { stable: ArmModel; canary: ArmModel },
  stages: readonly CanaryStage[],
  policy: CanaryPolicy,
  { viewsPerDay, withinMs, hostile }: { viewsPerDay: number; withinMs: number; hostile?: Hostile },
): Simulated {
  const every = 86_400_000 / viewsPerDay;
  let target: LiveTarget & { canary: Canary } = {
    ...canaryAt(0),
    canary: { ...canaryAt(0).canary, stages: [...stages], weight: stages[0]?.weight ?? 50 },
  };
  let rows: JudgedRow[] = [];
  let served = { stable: 0, canary: 0 };
  let looks = noLooks;
  // The hostile client's counts for the day on each arm, which its cap bounds, and those counted in the stage.
  const day = { stable: { served: 0, errors: 0 }, canary: { served: 0, errors: 0 } };
  let counted = { stable: 0, canary: 0 };
  const hostileEvery = hostile ? hostile.overMs / hostile.views : Infinity;
  let nextHostile = hostileEvery;
  const { views: viewCap, errors: errorCap } = policy.visitorCap;
  const armOf = (site: string, of: number, arm: 'stable' | 'canary') => {
    const samples = samplesOf(rows.filter((row) => row.site_release === site));
    // Each honest page view is a visitor of its own; the hostile client one more, once it was counted.
    const visitors = of - counted[arm] + (counted[arm] ? 1 : 0);
    return { ...samples, visitors, silent: { hits: Math.max(0, of - samples.views), of } };
  };
  const hostileView = () => {
    const arm = random() * 100 < target.canary.weight ? 'canary' : 'stable';
    const counts = day[arm];
    counts.served += 1;
    if (counts.served > viewCap || !hostile) return;
    served = { ...served, [arm]: served[arm] + 1 };
    counted = { ...counted, [arm]: counted[arm] + 1 };
    if (hostile.kind === 'silent') return;
    const claimsError = hostile.kind === 'errors' && ++counts.errors <= errorCap;
    const row = pageView(random, arm === 'canary' ? canarySite : stable, { ...healthy, errorShare: 0 });
    rows.push({ ...row, errors: claimsError ? 1 : 0, federation_failures: 0 });
  };
  for (let at = every; at <= withinMs; at += every) {
    while (nextHostile <= at && nextHostile <= (hostile?.overMs ?? 0)) {
      hostileView();
      nextHostile += hostileEvery;
    }
    const toCanary = random() * 100 < target.canary.weight;
    const model = toCanary ? models.canary : models.stable;
    served = { ...served, [toCanary ? 'canary' : 'stable']: served[toCanary ? 'canary' : 'stable'] + 1 };
    if (random() < model.beaconShare) rows.push(pageView(random, toCanary ? canarySite : stable, model));
    const arms = { stable: armOf(stable, served.stable, 'stable'), canary: armOf(canarySite, served.canary, 'canary') };
    const decision = judgeSamples(arms, target, start + at, policy, looks);
    looks = decision.looks;
    if (decision.kind === 'rollback' || decision.kind === 'done')
      return {
        decision: decision.kind,
        ms: at,
        ...(decision.kind === 'rollback' ? { reason: decision.reason } : {}),
      };
    if (decision.kind === 'stage' && decision.next.canary) {
      target = { ...target, canary: decision.next.canary };
      rows = [];
      served = { stable: 0, canary: 0 };
      counted = { stable: 0, canary: 0 };
    }
  }
  return { decision: 'wait', ms: withinMs };
}
