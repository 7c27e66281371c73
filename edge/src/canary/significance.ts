import { errorFunction, gammaln, wilcoxonRankSum } from 'simple-statistics';

/** A share of page views: how many of `of` had it (an error, a federation failure). */
export interface Share {
  hits: number;
  of: number;
}

const logChoose = (n: number, k: number) => gammaln(n + 1) - gammaln(k + 1) - gammaln(n - k + 1);

/**
 * Fisher's exact test, one-sided: the chance that the canary's share is at least as far above the
 * stable one's as it is when both arms have the same share. Exact at any count, so a canary judged
 * on a handful of page views is judged as fairly as one on thousands.
 */
export function shareWorseP(canary: Share, stable: Share): number {
  const total = canary.of + stable.of;
  const hits = canary.hits + stable.hits;
  if (!canary.of || !stable.of || !hits) return 1;
  const top = Math.min(hits, canary.of);
  const logAll = logChoose(total, canary.of);
  let p = 0;
  for (let k = canary.hits; k <= top; k += 1) {
    p += Math.exp(logChoose(hits, k) + logChoose(total - hits, canary.of - k) - logAll);
  }
  return Math.min(1, p);
}

const normalAbove = (z: number) => 0.5 * (1 - errorFunction(z / Math.SQRT2));

/**
 * The Mann-Whitney U test, one-sided: the chance that the canary's values rank at least as high
 * among both arms' as they do when both come from one distribution. The rank sum is
 * simple-statistics' `wilcoxonRankSum`; its p value the normal approximation with a continuity
 * correction, and without the correction for ties, which only makes the test more cautious.
 */
export function slowerP(canary: readonly number[], stable: readonly number[]): number {
  const m = canary.length;
  const n = stable.length;
  if (!m || !n) return 1;
  const u = wilcoxonRankSum([...canary], [...stable]) - (m * (m + 1)) / 2;
  const mean = (m * n) / 2;
  const sd = Math.sqrt((m * n * (m + n + 1)) / 12);
  return normalAbove((u - mean - 0.5) / sd);
}
