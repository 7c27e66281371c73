import { type MinuteCount, STAGE_COUNTS_SQL, minuteOf, valueOfBin } from '@radix/release-model';
import type { D1Database } from '@cloudflare/workers-types';
import type { ArmSamples } from './verdict';

/**
 * Whether a count is of an arm's page views: its site release, served in that arm, as the edge drew
 * it. A page of the same site release served otherwise (a pin, which no token is given for, or one
 * served before the canary began, `none`) is no visitor's draw, and is not the arm's.
 */
export const ofArm = (
  count: Pick<MinuteCount, 'site_release' | 'arm'>,
  site: string,
  arm: 'stable' | 'canary',
): boolean => count.site_release === site && count.arm === arm;

/**
 * An arm's samples from the per-minute counts of its site release served in that arm (`ofArm`,
 * `minutes.ts`): its visitors new that day, the beacons its page views sent (each visitor's within
 * its cap, `visitors.ts`), those with an error or a federation failure, the served ones that sent
 * none, and each value of LCP, INP and CLS as its bin's middle, as many times as the bin counts.
 */
export function samplesOfCounts(counts: readonly MinuteCount[], site: string, arm: 'stable' | 'canary'): ArmSamples {
  const own = counts.filter((row) => ofArm(row, site, arm));
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
