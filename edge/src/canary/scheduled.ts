import {
  type Canary,
  canaryJudgementKey,
  canaryPolicy,
  type CanaryPolicy,
  formatLiveTarget,
  type HistoryEntry,
  type Judgement,
  parseJudgement,
  leaseIsOver,
  lockKey,
  parseLease,
  parseLiveTarget,
} from '@radix/release-model';
import { judgeSamples, noLooks, type Decision } from './judge';
import { samplesOfCounts, stageCounts } from './minute-samples';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import type { Judged } from './bindings';
import { appendHistory, pruneVitals, rememberRollback } from './records';
import { sizeCanary } from './sizing';
import { notify, type NoticeSettings } from './notify';

export type { JudgedRow } from './judge';
export { noticeKey } from './notify';
export type { Database, Judged, WritableBucket } from './bindings';

const historyAction = { rollback: 'canary rollback', stage: 'canary stage', done: 'canary done' } as const;

/** The history entry of a change of `live` the judge made. */
function entryOf(decision: Exclude<Decision, { kind: 'wait' }>, canary: Canary, at: number): HistoryEntry {
  return {
    at: new Date(at).toISOString(),
    site: decision.next.stable,
    action: historyAction[decision.kind],
    name: canary.name,
    release: canary.release,
    canary: canary.site,
    weight: decision.next.canary?.weight ?? (decision.kind === 'done' ? 100 : 0),
    ...(decision.reason === undefined ? {} : { reason: decision.reason }),
  };
}

/** The looks the judge took at its earlier runs in the canary's stage, from its last judgement. */
async function looksBefore(bucket: R2Bucket, canary: Canary) {
  const text = await (await bucket.get(canaryJudgementKey))?.text();
  const last = text === undefined ? undefined : parseJudgement(text);
  return last?.canary === canary.site && last.stage === canary.stage ? last.looks : noLooks;
}

/**
 * The Cron Trigger's run (every minute): judges the canary `live` names, if any, on the per-minute
 * counts of its stage's page views (`minute-samples.ts`), and writes its decision: the next `live` by a write conditional on the pointer's
 * ETag (a release command's switch in the meantime wins, and the judge does nothing), then, on a
 * rollback, the refusal beside the release it tried (`rolled-back.json`), and a line of history. Every run leaves its figures and its looks (the failed ones in a row, kept between runs) in `canary-judgement.json` for `npm run releases`.
 * First, it deletes the page views 30 days older than the earlier of its two clocks. It does nothing while a release command
 * holds the store's lease. `now` is the trigger's
 * scheduled time; `storeNow` the runtime's clock, which the lease is judged by and a next stage
 * starts at when it is earlier.
 */
export async function judgeCanary(
  env: { SITE: R2Bucket; VITALS?: D1Database } & NoticeSettings,
  now: number,
  storeNow: number = Date.now(),
  policy: CanaryPolicy = canaryPolicy,
): Promise<Judged> {
  if (env.VITALS) await pruneVitals(env.VITALS, Math.min(now, storeNow));
  const pointer = await env.SITE.get('live');
  const target = pointer ? parseLiveTarget(await pointer.text()) : undefined;
  const canary = target?.canary;
  if (!pointer || !target || !canary) return { outcome: 'no canary' };
  const lease = await env.SITE.get(lockKey);
  if (lease && !leaseIsOver(parseLease(await lease.text(), lockKey), lease.uploaded.getTime(), storeNow))
    return { outcome: 'lease held' };
  if (!env.VITALS) return { outcome: 'no measurements' };
  const startAt = Math.min(now, storeNow);
  if (!canary.stages)
    return sizeCanary({ ...env, VITALS: env.VITALS }, pointer, { ...target, canary }, { now, startAt }, policy);
  const { results } = await stageCounts(env.VITALS, target.stable, canary.site, Date.parse(canary.stageStartedAt));
  const arms = {
    stable: samplesOfCounts(results, target.stable, 'stable'),
    canary: samplesOfCounts(results, canary.site, 'canary'),
  };
  const judged = judgeSamples(arms, { ...target, canary }, now, policy, await looksBefore(env.SITE, canary));
  // The next stage counts the beacons received after it began, stamped by the runtime's clock: a
  // trigger's time ahead of that clock (a test's) must not start it after its visitors' beacons.
  const decision =
    judged.kind === 'stage' && judged.next.canary
      ? {
          ...judged,
          next: {
            ...judged.next,
            canary: { ...judged.next.canary, stageStartedAt: new Date(startAt).toISOString() },
          },
        }
      : judged;
  const judgement: Judgement = {
    at: new Date(now).toISOString(),
    canary: canary.site,
    stage: canary.stage,
    decision: decision.kind,
    ...(decision.reason === undefined ? {} : { reason: decision.reason }),
    figures: decision.figures,
    looks: decision.looks,
  };
  await env.SITE.put(canaryJudgementKey, JSON.stringify(judgement));
  if (decision.kind === 'wait')
    return notify(env, { outcome: 'judged', decision }, { canary, stable: target.stable, now, policy });
  const written = await env.SITE.put('live', formatLiveTarget(decision.next), {
    onlyIf: { etagMatches: pointer.etag },
  });
  if (!written) return { outcome: 'lost', decision };
  if (decision.kind === 'rollback') await rememberRollback(env.SITE, now, canary, target.stable, decision.reason);
  await appendHistory(env.SITE, now, entryOf(decision, canary, now));
  return notify(env, { outcome: 'judged', decision }, { canary, stable: target.stable, now, policy });
}

/** One line on what a run of the judge did. */
export function describeJudged(judged: Judged): string {
  if (judged.outcome !== 'judged' && judged.outcome !== 'lost')
    return 'reason' in judged ? judged.reason : judged.outcome;
  if ('reason' in judged) return `${judged.reason}, not written: live changed meanwhile`;
  const { decision } = judged;
  const what =
    decision.kind === 'rollback'
      ? `rolled back: ${decision.reason}`
      : decision.kind === 'stage'
        ? `next stage, ${decision.next.canary?.weight ?? 0}% of new visitors`
        : decision.kind === 'done'
          ? `live for every visitor`
          : `waits: ${decision.reason}`;
  return judged.outcome === 'lost' ? `${what}, not written: live changed meanwhile` : what;
}
