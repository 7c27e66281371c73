import type { Browser, BrowserContext } from '@playwright/test';
import { previewTokenParameter } from '@radix/release-model';

/** One side of a review: where its pages are, and the preview token that opens them, if any. */
export interface Side {
  label: string;
  origin: string;
  token?: string;
  /** A query every page is asked with (`?dpl=<site release>` for a site release that has been live). */
  search?: string;
}

/**
 * The page time every picture is taken at, a minute after the fake clock starts (a pause can only
 * jump forward): timers never run, so every carousel shows its first slide.
 */
const clockStart = new Date('2026-01-05T09:00:00Z');
const frozenAt = new Date(clockStart.getTime() + 60_000);

/**
 * Motion stopped and everything painted: no caret, no animation, and sections that
 * `content-visibility: auto` would leave unpainted below the fold drawn for the full-page picture.
 */
const stillStyle =
  '*, *::before, *::after { content-visibility: visible !important; caret-color: transparent !important; transition: none !important; animation: none !important; }';

/** A browser context that holds the side's preview cookie, set by opening its link as a reviewer does. */
export async function contextFor(browser: Browser, side: Side): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  if (side.token) {
    const page = await context.newPage();
    await page.goto(`${side.origin}/?${previewTokenParameter}=${encodeURIComponent(side.token)}`);
    await page.close();
  }
  return context;
}

/** A full-page picture of `route` at `width`, as it arrives: page time frozen, fonts loaded. */
export async function picture(context: BrowserContext, side: Side, route: string, width: number): Promise<Buffer> {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width, height: 900 });
    await page.clock.install({ time: clockStart });
    await page.clock.pauseAt(frozenAt);
    const response = await page.goto(`${side.origin}${route}${side.search ?? ''}`, { waitUntil: 'load' });
    if (!response || response.status() >= 400)
      throw new Error(`${side.label} ${route}: ${response ? `HTTP ${response.status()}` : 'no answer'}`);
    await page.addStyleTag({ content: stillStyle });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await page.close();
  }
}
