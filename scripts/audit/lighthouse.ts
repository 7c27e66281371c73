import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import type { Preset } from './figures';

/**
 * Lighthouse in the browser at `port`, mobile throttled with the calibrated CPU slowdown: a
 * function that audits one URL on a preset and returns its report. Lighthouse itself sometimes fails to record a trace (NO_NAVSTART): that run is
 * measured again, once.
 */
export function lighthouseAuditor(port: number, cpuSlowdownMultiplier: number | undefined) {
  return async (url: string, preset: Preset): Promise<RunnerResult['lhr']> => {
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(preset === 'mobile' && cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
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
