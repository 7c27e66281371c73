import { type MinuteCount, STAGE_COUNTS_SQL, minuteOf, valueOfBin } from '@radix/release-model';
import type { D1Database } from '@cloudflare/workers-types';
import type { ArmSamples } from './verdict';

/**
 * An arm's samples from the per-minute counts of its site release (`minutes.ts`): its visitors new
 * that day, the beacons its page views sent (each visitor's within its cap, `visitors.ts`), those with an error or a federation failure, the served ones that sent none, and
 * each value of LCP, INP and CLS as its bin's middle, as many times as the bin counts.
 */
export function samplesOfCounts(counts: readonly MinuteCount[], site: string): ArmSamples {
  const own = counts.filter((row) => row.site_release === site);
  const total = (measure: MinuteCount['measure']) =>
    own.filter((row) => row.measure === measure).reduce((sum, row) => sum + Number(row.count), 0);
  const values = (measure: 'lcp' | 'inp' | 'cls') =>
    own
      .filter((row) => row.measure === measure)
      .flatMap((row) => Array<number>(Number(row.count)).fill(valueOfBin(measure, row.bin)));
  const beacons = total('beacons');
  const served = total('served');
  return {
    views: beacons,
    visitors: total('visitors'),
    // A page view served in the minute before the stage began may send its beacon after: never below 0.
    silent: { hits: Math.max(0, served - beacons), of: served },
    errors: { hits: total('errors'), of: beacons },
    federationFailures: { hits: total('federation_failures'), of: beacons },
    lcp: values('lcp'),
    inp: values('inp'),
    cls: values('cls'),
  };
}

/**
 * The two arms' counts since the minute a stage began: one indexed range per site release, summed by
 * arm, measure and bin, so what it reads grows with the stage's minutes, never its page views.
 */
export async function stageCounts(database: D1Database, stable: string, canary: string, since: number) {
  return database.prepare(STAGE_COUNTS_SQL).bind(stable, canary, minuteOf(since)).all<MinuteCount>();
}
