import type { Locator, Page } from '@playwright/test';
import { hydratedUnder, hydrationMarks, pageReadySelector } from '@radix/site-kit/islands/protocol';

/** React has taken the page over: the shell has marked `<html>` ready. */
export async function pageReady(page: Page): Promise<boolean> {
  return (await page.locator(pageReadySelector).count()) === 1;
}

/**
 * Whether React has hydrated or rendered the element, read in the page from the marks the page, its
 * islands and its static parts set (the site's own `isHydrated`).
 */
export function elementHydrated(element: Locator): Promise<boolean> {
  return element.evaluate(hydratedUnder, hydrationMarks);
}

/**
 * A script for the page's start that calls `record` with whether React had hydrated the element
 * an input event reached, at that moment.
 */
export function hydrationRecorderScript(record: (event: Event, hydrated: boolean) => void, types: string[]): string {
  const listen = (
    hydrated: typeof hydratedUnder,
    marks: typeof hydrationMarks,
    note: typeof record,
    eventTypes: string[],
  ) => {
    for (const type of eventTypes) {
      window.addEventListener(
        type,
        (event) => note(event, event.target instanceof Element && hydrated(event.target, marks)),
        { capture: true },
      );
    }
  };
  return `(${listen.toString()})(${hydratedUnder.toString()}, ${JSON.stringify(hydrationMarks)}, ${record.toString()}, ${JSON.stringify(types)});`;
}
