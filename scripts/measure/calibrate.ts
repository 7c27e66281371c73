import { chromium, type BrowserContext } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './audit-stats';
import { benchmarkReadings, cpuSlowdown, type Calibration, type Phone } from './phones';

/**
 * Reads this machine's benchmarkIndex with Lighthouse's own benchmark, in the browser Lighthouse
 * drives (at `cdpPort`), `readings` times, and calibrates the CPU slowdown for `phone`. Each reading
 * is taken in a new blank page, as Lighthouse takes the one it reports with each run: read again in
 * the same page, the benchmark runs on the heap its previous reading left and reads about a fifth
 * lower, which would make the emulated phone faster than the one named.
 */
export async function calibrate(cdpPort: number, phone: Phone, readings = benchmarkReadings): Promise<Calibration> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  return calibrateIn(browser.contexts()[0] ?? (await browser.newContext()), phone, readings);
}

/** The same calibration in a browser context of one's own. */
export async function calibrateIn(
  context: BrowserContext,
  phone: Phone,
  readings = benchmarkReadings,
): Promise<Calibration> {
  const indexes: number[] = [];
  for (let reading = 0; reading < readings; reading += 1) {
    const page = await context.newPage();
    try {
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    } finally {
      await page.close();
    }
  }
  const benchmarkIndex = median(indexes);
  return { phone, readings: indexes, benchmarkIndex, cpuSlowdown: cpuSlowdown(benchmarkIndex, phone) };
}
