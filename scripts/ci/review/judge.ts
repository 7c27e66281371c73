import type { RouteResult } from '../../measure/audit/figures';

/** One route's speed on both sides: the medians of each, and why the change is named, if it is. */
export interface SpeedReview {
  route: string;
  before: RouteResult;
  after: RouteResult;
  /** Budgets the preview misses, and the measures on which it is slower than live beyond the noise. */
  named: string[];
}

/**
 * How much slower counts as slower: more than the wider spread the audit measured on either side,
 * and more than a tenth of live's median (one run each has no spread to measure).
 */
function slowerBeyondNoise(before: RouteResult, after: RouteResult, figure: 'lcpMs' | 'tbtMs'): boolean {
  const width = (result: RouteResult) => result.spread[figure].max - result.spread[figure].min;
  const noise = Math.max(width(before), width(after), before[figure] * 0.1);
  return after[figure] - before[figure] > noise;
}

/**
 * The budgets a preview is judged on. Best practices and SEO are left out: a preview host answers
 * `noindex` and asks for a token, as live never does.
 */
const speedBudgets = ['perf', 'cls', 'tbt', 'js', 'a11y'];

/**
 * A budget on timings is missed only beyond the noise: the same build measured 236 ms of TBT on
 * the preview against 37 ms on live, the median of 3 runs each on this shared machine, past the TBT
 * budget on one side only. A budget that fails the check must not fail it by chance.
 */
const timingBudgets: Record<string, readonly ('lcpMs' | 'tbtMs')[]> = { perf: ['lcpMs', 'tbtMs'], tbt: ['tbtMs'] };

/** What a route's medians on both sides name: budgets the preview alone misses, figures beyond the noise. */
export function judged(route: string, before: RouteResult, after: RouteResult): SpeedReview {
  const slower = { lcpMs: slowerBeyondNoise(before, after, 'lcpMs'), tbtMs: slowerBeyondNoise(before, after, 'tbtMs') };
  const missed = (miss: string) =>
    speedBudgets.includes(miss) &&
    !before.misses.includes(miss) &&
    (timingBudgets[miss]?.some((figure) => slower[figure]) ?? true);
  const named = [
    ...after.misses.filter(missed).map((miss) => `past its ${miss} budget`),
    ...(slower.lcpMs ? ['LCP slower than live'] : []),
    ...(slower.tbtMs ? ['TBT longer than live'] : []),
    ...(after.jsKb > before.jsKb * 1.1 ? ['more JavaScript than live'] : []),
  ];
  return { route, before, after, named };
}
