import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './audit-stats';
import { benchmarkReadings, cpuSlowdown, type Calibration, type Phone } from './phones';

/**
 * Reads this machine's benchmarkIndex with Lighthouse's own benchmark, in a blank page of the browser
 * Lighthouse drives (at `cdpPort`), `readings` times, and calibrates the CPU slowdown for `phone`.
 */
export async function calibrate(cdpPort: number, phone: Phone, readings = benchmarkReadings): Promise<Calibration> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  const indexes: number[] = [];
  try {
    for (let reading = 0; reading < readings; reading += 1) {
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
  } finally {
    await page.close();
  }
  const benchmarkIndex = median(indexes);
  return { phone, readings: indexes, benchmarkIndex, cpuSlowdown: cpuSlowdown(benchmarkIndex, phone) };
}
