import type { Route } from '@playwright/test';
import { expect, test } from './support/test';
import { openWithStoppedClock, runClockUntil } from './support/clock';
import { expectPage, routes } from './support/site';
import {
  expectNavigatedTo,
  footerLink,
  expectWholeNavigations,
  readRecording,
  recordNavigations,
  startRecording,
} from './support/navigation';
import { remoteSlotStates } from '@radix/site-kit/route-remotes';
import { navigationCapMs } from '../shell/src/runtime/next-page';

test.describe('a click shows the next page whole', () => {
  test('from home to a product page and on to a service page: no loading state, no layout shift', async ({
    page,
    baseURL,
  }) => {
    await expectWholeNavigations(page, baseURL ?? '');
  });

  test('the page left stays until the next one is ready; past the cap its slot shows a skeleton as tall as the page', async ({
    page,
  }) => {
    await recordNavigations(page);
    await openWithStoppedClock(page, routes.leave.path, page.getByRole('heading', { level: 1 }));
    await expectPage(page, routes.leave.title);
    // The service page's module is held (its preload and its load alike) until released; a request
    // for it made after the release goes through, as it would never be answered otherwise.
    const held: Route[] = [];
    let released = false;
    await page.route(/__federation_expose_ServicePage\.[0-9a-f]{8}\.js$/, (route) =>
      released ? route.continue() : void held.push(route),
    );
    const release = () => {
      released = true;
      return Promise.all(held.map((route) => route.continue()));
    };
    await startRecording(page);
    await footerLink(page, routes.mobileApps.label).click();
    await expect(page).toHaveURL((url) => url.pathname === routes.mobileApps.path);
    await page.clock.runFor(navigationCapMs - 1);
    await expect(page).toHaveTitle(new RegExp(`^${routes.leave.title}`));
    await expect(page.locator(`.${remoteSlotStates.loading}`)).toHaveCount(0);
    await page.clock.runFor(1);
    const skeleton = page.locator(`.${remoteSlotStates.loading}`);
    await expect(skeleton).toHaveCount(1);
    const skeletonHeight = await skeleton.evaluate((element) => element.getBoundingClientRect().height);
    await release();
    // React reveals content that replaces a fallback on a timer of its own (its throttle of 300 ms).
    await runClockUntil(page, async () => (await skeleton.count()) === 0, 'the page replaces its skeleton');
    await expectNavigatedTo(page, routes.mobileApps.path, routes.mobileApps.title);
    const { loadingStates } = await readRecording(page);
    expect(loadingStates).toHaveLength(1);
    // As tall as the page that replaces it, within what a change of its copy since it was measured moves it.
    const pageHeight = await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().height);
    expect(Math.abs(skeletonHeight - pageHeight) / pageHeight).toBeLessThan(0.1);
  });
});
