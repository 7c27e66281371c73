import {
  type Canary,
  type CanaryPolicy,
  formatCanaryStages,
  formatLiveTarget,
  type LiveTarget,
  minuteOf,
  MEASURED_SINCE_SQL,
  stagesForTraffic,
} from '@radix/release-model';
import { appendHistory } from './records';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import type { Judged } from './bindings';

const week = 7 * 24 * 60 * 60_000;

/**
 * A canary whose pointer carries no stages (a deploy without `--canary-stages`), given the stages
 * of the site's traffic (`stagesForTraffic`), from its first, which starts at `startAt`; and the
 * line its history entry says it with.
 */
export async function sizedCanary(
  database: D1Database,
  canary: Canary,
  now: number,
  startAt: number,
  policy: CanaryPolicy,
): Promise<{ canary: Canary; reason: string }> {
  const { results } = await database
    .prepare(MEASURED_SINCE_SQL)
    .bind(minuteOf(now - week))
    .all<{ views: number }>();
  const views = Number(results[0]?.views ?? 0);
  const stages = stagesForTraffic(views, policy);
  return {
    canary: {
      ...canary,
      stages,
      stage: 0,
      weight: stages[0]?.weight ?? canary.weight,
      stageStartedAt: new Date(startAt).toISOString(),
    },
    reason: `stages sized from ${views} page views in the last 7 days: ${formatCanaryStages(stages)}`,
  };
}

/**
 * The judge's first run on a canary without stages: writes them into `live`, conditional on the
 * pointer's ETag as every decision, and says them in the history; the next run judges them.
 */
export async function sizeCanary(
  env: { SITE: R2Bucket; VITALS: D1Database },
  pointer: { etag: string },
  target: LiveTarget & { canary: Canary },
  times: { now: number; startAt: number },
  policy: CanaryPolicy,
): Promise<Judged> {
  const sized = await sizedCanary(env.VITALS, target.canary, times.now, times.startAt, policy);
  const written = await env.SITE.put('live', formatLiveTarget({ stable: target.stable, canary: sized.canary }), {
    onlyIf: { etagMatches: pointer.etag },
  });
  if (!written) return { outcome: 'lost', reason: sized.reason };
  const { name, release, site, weight } = sized.canary;
  await appendHistory(env.SITE, times.now, {
    at: new Date(times.now).toISOString(),
    site: target.stable,
    action: 'canary stage',
    name,
    release,
    canary: site,
    weight,
    reason: sized.reason,
  });
  return { outcome: 'sized', reason: sized.reason };
}
