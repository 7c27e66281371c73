import { expect, type Page } from '@playwright/test';
import { remoteSlotStateSelector } from '@radix/site-kit/route-remotes';
import { navigatingAttribute } from '../../shell/src/runtime/next-page';
import { openWithStoppedClock } from './clock';
import { expectPage, routes } from './site';

/** What a page's recorder (`recordNavigations`) has seen since the last `startRecording`. */
interface NavigationRecord {
  /** The loading states that were on screen at any moment: a slot's, a part's content's. */
  loadingStates: string[];
  /** The sum of every layout shift's value, shifts right after the click included. */
  layoutShift: number;
}

/**
 * Records, from the first script of every page on, each loading state React puts on the page (a
 * MutationObserver sees every element added, even one removed in the same frame) and every layout
 * shift (a PerformanceObserver), from `startRecording` on.
 */
export async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(
    ({ slotStates }) => {
      const loading = (element: Element) =>
        element.matches(slotStates) ||
        (element.getAttribute('role') === 'status' && /^\s*Loading/.test(element.textContent ?? ''));
      const record = { loadingStates: [] as string[], layoutShift: 0, since: 0 };
      const shifts = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          if (entry.startTime >= record.since) record.layoutShift += entry.value;
      });
      shifts.observe({ type: 'layout-shift', buffered: true });
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          mutation.addedNodes.forEach((node) => {
            if (!(node instanceof Element)) return;
            for (const element of [node, ...node.querySelectorAll('*')])
              if (loading(element)) record.loadingStates.push(element.outerHTML.slice(0, 200));
          });
      }).observe(document, { childList: true, subtree: true });
      Object.assign(window, {
        navigationRecord: {
          start: () => Object.assign(record, { loadingStates: [], layoutShift: 0, since: performance.now() }),
          read: () => {
            shifts.takeRecords().forEach((entry) => {
              if (entry.startTime >= record.since)
                record.layoutShift += (entry as PerformanceEntry & { value: number }).value;
            });
            return { loadingStates: record.loadingStates, layoutShift: record.layoutShift };
          },
        },
      });
    },
    { slotStates: remoteSlotStateSelector() },
  );
}

type Recorder = { navigationRecord: { start: () => void; read: () => NavigationRecord } };

export const startRecording = (page: Page): Promise<void> =>
  page.evaluate(() => (window as unknown as Recorder).navigationRecord.start());

export const readRecording = (page: Page): Promise<NavigationRecord> =>
  page.evaluate(() => (window as unknown as Recorder).navigationRecord.read());

/** Waits until the page navigated to has been switched to and shows its title, and its images in view have loaded. */
export async function expectNavigatedTo(page: Page, path: string, title: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator(`html[${navigatingAttribute}]`)).toHaveCount(0);
  await expectPage(page, title);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => {
          const box = image.getBoundingClientRect();
          const inView = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          return !inView || image.complete;
        }),
      ),
    )
    .toBe(true);
}

/**
 * A click from home to a product page, then from the product page to a service page, each shows
 * the next page whole: no loading state at any moment and no layout shift. The page's clock is
 * stopped once the page has hydrated, so the cap after which a slot shows its skeleton cannot elapse on a
 * slow machine: what is asserted is what the visitor sees whenever the parts arrive.
 */
export async function expectWholeNavigations(page: Page, origin: string): Promise<void> {
  await recordNavigations(page);
  const product = page.getByRole('region', { name: 'OUR PRODUCTS' }).locator('.slick-slide.slick-active').first();
  await openWithStoppedClock(page, `${origin}${routes.home.path}`, product);
  await expectPage(page, routes.home.title);

  await startRecording(page);
  await product.getByRole('link').click();
  await expectNavigatedTo(page, routes.schoolErp.path, routes.schoolErp.title);
  expect(await readRecording(page)).toEqual({ loadingStates: [], layoutShift: 0 });

  await startRecording(page);
  await footerLink(page, routes.mobileApps.label).click();
  await expectNavigatedTo(page, routes.mobileApps.path, routes.mobileApps.title);
  expect(await readRecording(page)).toEqual({ loadingStates: [], layoutShift: 0 });
}

/** A link of the footer's columns, by its name. */
export const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });
