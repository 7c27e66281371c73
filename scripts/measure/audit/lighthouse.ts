import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { islandHydration } from '@radix/site-kit/route-remotes';
import type { Preset } from './figures';

/** Lighthouse's own wait for the network to be quiet (its default `networkQuietThresholdMs`). */
const networkQuietMs = 1000;

/**
 * How long after the first paint a run must go on to see every island that wakes on a deadline
 * (`{ ms }`) load its code: the legal pages' carousel, 3 s after the first paint, is a remote's
 * whole script for those pages. Lighthouse's defaults end a run a second after the load event and
 * a quiet network, about a second after the first paint here, so a run saw none of it.
 */
export const timedIslandsMs =
  Math.max(0, ...[...islandHydration.values()].map((hydrate) => (typeof hydrate === 'object' ? hydrate.ms : 0))) +
  networkQuietMs;

/**
 * Lighthouse in the browser at `port`, mobile throttled with the calibrated CPU slowdown: a
 * function that audits one URL on a preset and returns its report. With `untilTimedIslands`, each
 * run goes on until the islands that wake on a deadline have loaded (`timedIslandsMs`): what a
 * visitor who reads the page downloads and runs, where the first load alone is what `npm run audit`
 * budgets. Lighthouse itself sometimes fails to record a trace (NO_NAVSTART): that run is measured
 * again, once.
 */
export function lighthouseAuditor(
  port: number,
  cpuSlowdownMultiplier: number | undefined,
  { untilTimedIslands = false }: { untilTimedIslands?: boolean } = {},
) {
  return async (url: string, preset: Preset): Promise<RunnerResult['lhr']> => {
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(preset === 'mobile' && cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
      ...(untilTimedIslands ? { pauseAfterFcpMs: timedIslandsMs } : {}),
    };
    for (let attempt = 1; ; attempt += 1) {
      const run = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!run.lhr.runtimeError) return run.lhr;
      if (attempt === 2) throw new Error(`${url}: ${run.lhr.runtimeError.message}`);
      console.error(`${url}: ${run.lhr.runtimeError.code}, measuring again`);
    }
  };
}
