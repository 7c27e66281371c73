import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '@radix/platform';
import { previewCookieName } from '@radix/release-model';
import { evaluate, measure, routeScriptKb, type RunResult } from '../../measure/audit/figures';
import { lighthouseAuditor } from '../../measure/audit/lighthouse';
import { calibrate } from '../../measure/calibrate';
import { describeCalibration } from '../../measure/phones';
import type { Side } from './capture';
import { judged, type SpeedReview } from './judge';

/**
 * The calibrated low-tier phone's Lighthouse audit of each route on both sides, `runs` times each,
 * the two sides taking turns so that a change in the machine's load falls on both alike. Each run
 * lasts until the islands that wake on a deadline have loaded, and counts the route's own scripts
 * (`routeScriptKb`): what a visitor who reads the page downloads and runs, a remote's included.
 */
export async function reviewSpeed({
  before,
  after,
  routes,
  runs = 3,
}: {
  before: Side;
  after: Side;
  routes: readonly string[];
  runs?: number;
}): Promise<{ calibration: string; routes: SpeedReview[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const calibration = await calibrate(chrome.port, 'low');
    const audit = lighthouseAuditor(chrome.port, calibration.cpuSlowdown, { untilTimedIslands: true });
    // The reviewer's cookie, in the browser context Lighthouse opens its pages in.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    for (const side of [before, after])
      if (side.token)
        await context.addCookies([
          {
            name: previewCookieName,
            value: side.token,
            domain: new URL(side.origin).hostname,
            path: '/',
            secure: true,
          },
        ]);
    const reviewed: SpeedReview[] = [];
    for (const route of routes) {
      const measured: Record<'before' | 'after', RunResult[]> = { before: [], after: [] };
      for (let run = 0; run < runs; run += 1) {
        for (const [key, side] of [
          ['after', after],
          ['before', before],
        ] as const) {
          const lhr = await audit(`${side.origin}${route}${side.search ?? ''}`, 'mobile');
          measured[key].push({ ...measure(lhr), jsKb: routeScriptKb(lhr, route) });
        }
      }
      reviewed.push(
        judged(route, evaluate(measured.before, route, 'mobile'), evaluate(measured.after, route, 'mobile')),
      );
    }
    return { calibration: describeCalibration(calibration), routes: reviewed };
  } finally {
    chrome.kill();
  }
}
