import type { RunnerResult } from 'lighthouse';
import { routeRemotes } from '@radix/site-kit/route-remotes';
import { allRoutes } from '@radix/site-kit/routes';
import { median, spread } from '../audit-stats';
import { KB, auditBudgets, firstLoadJsTarget } from '../budgets';

/** What one Lighthouse run says of a route, and the medians of several judged against the budgets. */
export type Preset = 'mobile' | 'desktop';

/** One Lighthouse run of one route. */
export interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  /** How many origins the page's requests went to: each costs a phone a connection. */
  origins: number;
  benchmarkIndex: number;
  /** Failed audits of the 100-point categories, to name the cause of a miss. */
  failing: string[];
}

type Figure = Exclude<keyof RunResult, 'failing'>;

/** A route's runs on one preset: the median of every figure, the spread of the noisy ones. */
export interface RouteResult extends RunResult {
  route: string;
  preset: Preset;
  runs: number;
  spread: Record<'performance' | 'lcpMs' | 'tbtMs', { min: number; max: number }>;
  misses: string[];
}

const score = (lhr: RunnerResult['lhr'], category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
export const numeric = (lhr: RunnerResult['lhr'], audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

const routeKeyOf = (route: string) => allRoutes.find((r) => r.path === route)?.key;

type ScriptItem = { url?: string; resourceType?: string; transferSize?: number };

/**
 * The measuring code (the `vitals` chunk site-kit's `measureWhenIdle` imports), which a page loads
 * when idle for a sample of page views only: whether a run has it is chance, and 6 KB of chance
 * hides a change of that size.
 */
const sampledMeasuring = (url = '') => /\/vitals\.[0-9a-f]+\.js$/.test(new URL(url, 'http://x').pathname);

const scriptItems = (lhr: RunnerResult['lhr']): ScriptItem[] =>
  ((lhr.audits['network-requests']?.details as { items?: ScriptItem[] })?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && !sampledMeasuring(item.url),
  );

const kbOf = (items: readonly ScriptItem[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;

/** Bytes on the wire (gzip here: Chromium asks for br only over HTTPS) of every script the page loaded but the sampled measuring code. */
const scriptKb = (lhr: RunnerResult['lhr']): number => kbOf(scriptItems(lhr));

/**
 * The script bytes of `route` itself: every script the page loaded but the files of remotes the
 * route does not show (`/releases/<remote>/`), which the shell prefetches, once the page is idle,
 * for the page a visitor likely opens next. Whether a run lasts until that idle moment is a matter
 * of timing; the route's own files are not.
 */
export function routeScriptKb(lhr: RunnerResult['lhr'], route: string): number {
  const key = routeKeyOf(route);
  const shown = new Set((key ? routeRemotes[key] : []).map((id) => id.split('/')[0]));
  const prefetched = (url = '') => {
    const remote = /\/releases\/([^/]+)\//.exec(new URL(url, 'http://x').pathname)?.[1];
    return remote !== undefined && remote !== 'shell' && !shown.has(remote);
  };
  return kbOf(scriptItems(lhr).filter((item) => !prefetched(item.url)));
}

/** The origins of every request the page made. */
function originCount(lhr: RunnerResult['lhr']): number {
  const items = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] })?.items ?? [];
  return new Set(items.flatMap((item) => (item.url?.startsWith('http') ? [new URL(item.url).origin] : []))).size;
}

function failingAudits(lhr: RunnerResult['lhr']): string[] {
  const ids = ['accessibility', 'best-practices', 'seo'].flatMap(
    (category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [],
  );
  return ids.filter((id) => {
    const audit = lhr.audits[id];
    return audit && audit.score !== null && audit.score < 1;
  });
}

export function measure(lhr: RunnerResult['lhr']): RunResult {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    jsKb: scriptKb(lhr),
    origins: originCount(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: failingAudits(lhr),
  };
}

/** The median run of a route on one preset, judged against the auditBudgets. */
export function evaluate(runs: readonly RunResult[], route: string, preset: Preset): RouteResult {
  const middle = (figure: Figure) => median(runs.map((run) => run[figure]));
  const range = (figure: Figure) => spread(runs.map((run) => run[figure]));
  const result: RouteResult = {
    route,
    preset,
    runs: runs.length,
    performance: middle('performance'),
    accessibility: middle('accessibility'),
    bestPractices: middle('bestPractices'),
    seo: middle('seo'),
    lcpMs: middle('lcpMs'),
    cls: middle('cls'),
    tbtMs: middle('tbtMs'),
    jsKb: middle('jsKb'),
    origins: middle('origins'),
    benchmarkIndex: middle('benchmarkIndex'),
    spread: { performance: range('performance'), lcpMs: range('lcpMs'), tbtMs: range('tbtMs') },
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    misses: [],
  };
  const key = routeKeyOf(route);
  if (preset === 'mobile' && result.performance < auditBudgets.performanceMobile) result.misses.push('perf');
  if (result.accessibility < auditBudgets.otherCategories) result.misses.push('a11y');
  if (result.bestPractices < auditBudgets.otherCategories) result.misses.push('bp');
  if (result.seo < auditBudgets.otherCategories) result.misses.push('seo');
  if (Number(result.cls.toFixed(3)) > auditBudgets.cls) result.misses.push('cls');
  if (preset === 'mobile' && result.tbtMs > auditBudgets.tbtMs) result.misses.push('tbt');
  if (preset === 'mobile' && key && result.jsKb > firstLoadJsTarget(key) / KB) result.misses.push('js');
  return result;
}
