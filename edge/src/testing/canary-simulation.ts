import {
  type Canary,
  type CanaryPolicy,
  type CanaryStage,
  type LiveTarget,
  VisitorKeys,
  withinCap,
} from '@radix/release-model';
import type { Arm } from '../canary/arm';
import { judgeSamples, noLooks, samplesOf, type Decision, type JudgedRow } from '../canary/judge';
import { ofArm } from '../canary/minute-samples';
import { measuredArm } from '../handlers/beacon-cookie';
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

/** What a hostile client sends: no beacons, or beacons that roll a healthy canary back, or that hide a broken one. */
export type HostileKind = 'silent' | 'errors' | 'clean';

/**
 * One hostile client in the traffic: `views` page views spread over the canary's first `overMs`,
 * from one IPv6 /64, each from another address of it and with another user agent (`visitors`: the
 * visitor the edge's own keys make of each, `hostileClient`). Every other one pins the canary's site
 * release (`?dpl=`); the others come without cookies, so the edge draws each to an arm afresh. Its
 * beacons, of a healthy page's vitals: none (`silent`); each canary page view's claiming an error,
 * each stable one's clean (`errors`, to roll a healthy canary back); or the other way round
 * (`clean`, to hide a broken one). Its draws come from a stream of their own (`random`), so the honest
 * traffic is the same with it and without.
 */
export interface Hostile {
  kind: HostileKind;
  views: number;
  overMs: number;
  visitors: readonly string[];
  random: () => number;
}

/** The addresses of one /64 and the user agents a hostile client takes in turn: 256 pairs. */
const hostileAddresses = Array.from(
  { length: 16 },
  (_, index) => `2001:db8:bad:7:${(index * 0x1111).toString(16)}::${index + 1}`,
);
const hostileAgents = Array.from(
  { length: 16 },
  (_, index) => `Mozilla/5.0 (X11; Linux x86_64) Chrome/${120 + index}.0.0.0 Safari/537.36`,
);
const hostileVisitors = new Map<string, Promise<string[]>>();

/**
 * The hostile client of `views` page views: the visitor of each (its address and user agent as
 * `VisitorKeys` keys them on the canary's day), worked out once per secret and size.
 */
export async function hostileClient(
  kind: HostileKind,
  views: number,
  overMs: number,
  seed: number,
  secret = 'the beacon secret',
): Promise<Hostile> {
  const key = `${secret} ${views}`;
  let visitors = hostileVisitors.get(key);
  if (!visitors) {
    const keys = new VisitorKeys();
    const pairs = Array.from({ length: hostileAddresses.length * hostileAgents.length }, async (_, pair) => {
      const headers = new Headers({
        'cf-connecting-ip': hostileAddresses[pair % hostileAddresses.length] ?? '',
        'user-agent': hostileAgents[Math.floor(pair / hostileAddresses.length)] ?? '',
      });
      return (await keys.visitorOf({ headers }, secret, start)).visitor;
    });
    visitors = Promise.all(pairs).then((each) =>
      Array.from({ length: views }, (_, view) => each[view % each.length] ?? ''),
    );
    hostileVisitors.set(key, visitors);
  }
  return { kind, views, overMs, visitors: await visitors, random: seeded(seed) };
}

/** A page view as the judge's counts hold it: its site release, and the arm its token named. */
type CountedRow = JudgedRow & { arm: string };

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
  let rows: CountedRow[] = [];
  // The honest page views served on each arm in the stage, each a visitor of its own.
  let served = { stable: 0, canary: 0 };
  let looks = noLooks;
  // The hostile client's counts as the edge keeps them: its visitors' rows of the day (`visitors.ts`),
  // and what of them counted in the stage, by site release and arm (the token's).
  const day = new Map<string, { served: number; beacons: number; errors: number }>();
  let counted = new Map<string, { site_release: string; arm: string; served: number; visitors: Set<string> }>();
  const hostileEvery = hostile ? hostile.overMs / hostile.views : Infinity;
  let hostileSent = 0;
  const { views: viewCap, errors: errorCap } = policy.visitorCap;
  const armOf = (site: string, arm: 'stable' | 'canary') => {
    const samples = samplesOf(rows.filter((row) => ofArm(row, site, arm)));
    const theirs = [...counted.values()].filter((count) => ofArm(count, site, arm));
    const hostileServed = theirs.reduce((sum, count) => sum + count.served, 0);
    const of = served[arm] + hostileServed;
    const visitors = served[arm] + new Set(theirs.flatMap((count) => [...count.visitors])).size;
    return { ...samples, visitors, silent: { hits: Math.max(0, of - samples.views), of } };
  };
  const hostileView = (client: Hostile, view: number) => {
    const pinned = view % 2 === 0;
    const drawn: Arm = client.random() * 100 < target.canary.weight ? 'canary' : 'stable';
    const site = pinned || drawn === 'canary' ? canarySite : stable;
    // The edge's own rule: the arm a page view's token names, none for a pin (`site.ts`).
    const arm = measuredArm(pinned ? undefined : { site, arm: drawn });
    if (!arm) return;
    const visitor = client.visitors[view] ?? '';
    const key = `${visitor} ${site} ${arm}`;
    const mine = day.get(key) ?? { served: 0, beacons: 0, errors: 0 };
    day.set(key, mine);
    mine.served += 1;
    const stageKey = `${site} ${arm}`;
    const stage = counted.get(stageKey) ?? { site_release: site, arm, served: 0, visitors: new Set<string>() };
    counted.set(stageKey, stage);
    stage.served += withinCap(mine.served, 1, viewCap);
    stage.visitors.add(visitor);
    if (client.kind === 'silent') return;
    const hurts = (site === canarySite) === (client.kind === 'errors');
    mine.beacons += 1;
    mine.errors += hurts ? 1 : 0;
    if (mine.beacons > viewCap) return;
    const row = pageView(client.random, site, { ...healthy, errorShare: 0 });
    rows.push({ ...row, arm, errors: hurts && mine.errors <= errorCap ? 1 : 0, federation_failures: 0 });
  };
  for (let at = every; at <= withinMs; at += every) {
    while (hostile && hostileSent < hostile.views && (hostileSent + 1) * hostileEvery <= at) {
      hostileView(hostile, hostileSent);
      hostileSent += 1;
    }
    const toCanary = random() * 100 < target.canary.weight;
    const arm = toCanary ? 'canary' : 'stable';
    const model = toCanary ? models.canary : models.stable;
    served = { ...served, [arm]: served[arm] + 1 };
    if (random() < model.beaconShare) rows.push({ ...pageView(random, toCanary ? canarySite : stable, model), arm });
    const arms = { stable: armOf(stable, 'stable'), canary: armOf(canarySite, 'canary') };
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
      counted = new Map();
    }
  }
  return { decision: 'wait', ms: withinMs };
}
