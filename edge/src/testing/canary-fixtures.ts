import { canaryPolicy, type Canary, type LiveTarget } from '@radix/release-model';
import type { JudgedRow } from '../canary/judge';

/** What the canary judge's tests, here and in workerd on the Node side, judge: two site releases, a clock, page views. */
export const stable = 'site-aaaaaaaaaaaa';
export const canarySite = 'site-bbbbbbbbbbbb';
export const start = Date.parse('2026-11-26T10:00:00.000Z');
export const minute = 60_000;
function policyStage(index: number) {
  const stage = canaryPolicy.stages[index];
  if (!stage) throw new Error('the canary policy needs two stages for these tests');
  return stage;
}
export const first = policyStage(0);
export const second = policyStage(1);

export const canaryAt = (stage: number, startedAt = start): LiveTarget & { canary: Canary } => ({
  stable,
  canary: {
    site: canarySite,
    id: canarySite,
    name: 'services',
    release: '20261126T095000Z-cccccc',
    weight: canaryPolicy.stages[stage]?.weight ?? 0,
    stage,
    stageStartedAt: new Date(startedAt).toISOString(),
    stages: [...canaryPolicy.stages],
  },
});

/** `views` healthy page views of a site release, with `errors` of them throwing once. */
export function views(site: string, count: number, { errors = 0, lcp = 1800 } = {}): JudgedRow[] {
  return Array.from({ length: count }, (_, index) => ({
    site_release: site,
    errors: index < errors ? 1 : 0,
    federation_failures: 0,
    lcp: lcp + (index % 10) * 10,
    inp: 80,
    cls: 0.01,
  }));
}
