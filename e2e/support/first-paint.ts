import type { Page } from '@playwright/test';
import { throttleAsMobile } from '../../harness/throttle';
import { hydrationRecorderScript } from './hydration';

/**
 * Throttles the page as Lighthouse's mobile profile does (4x slower CPU, 150 ms round trips,
 * 1.6 Mbps down) and opens `path`, returning as soon as the response starts: the test then acts
 * while the page is still arriving, painting and hydrating.
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await throttleAsMobile(page);
  await page.goto(path, { waitUntil: 'commit' });
}

/** Records, for every tap, click and key press, whether React had hydrated the element it reached. */
export async function recordFirstInput(page: Page): Promise<void> {
  const record = (_event: Event, hydrated: boolean) => {
    const target = window as unknown as { inputBeforeHydration?: boolean[] };
    target.inputBeforeHydration = [...(target.inputBeforeHydration ?? []), !hydrated];
  };
  await page.addInitScript({ content: hydrationRecorderScript(record, ['pointerdown', 'keydown']) });
}

/** True when the page saw input and every tap, click or key press came before its control was hydrated. */
export async function actedBeforeHydration(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const record = (window as unknown as { inputBeforeHydration?: boolean[] }).inputBeforeHydration ?? [];
    return record.length > 0 && record.every(Boolean);
  });
}
