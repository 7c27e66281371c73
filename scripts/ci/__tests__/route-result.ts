import type { RouteResult } from '../../measure/audit/figures';

/** A route's audited medians on one side, the privacy page's as this machine measures it, with `figures` changed. */
export function routeResult(figures: Partial<RouteResult> = {}, tbtSpread: [number, number] = [200, 200]): RouteResult {
  return {
    route: '/privacypolicy',
    preset: 'mobile',
    runs: 3,
    performance: 90,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1500,
    cls: 0,
    tbtMs: 200,
    jsKb: 160,
    origins: 1,
    benchmarkIndex: 1000,
    failing: [],
    spread: {
      performance: { min: 90, max: 90 },
      lcpMs: { min: 1500, max: 1500 },
      tbtMs: { min: tbtSpread[0], max: tbtSpread[1] },
    },
    misses: [],
    ...figures,
  };
}
