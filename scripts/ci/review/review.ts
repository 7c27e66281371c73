import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath, reachedAtFrom, reachedUrl, routeReachedAt, type ReachedAt } from '@radix/platform';
import { contextFor, picture, type Side } from './capture';
import { comparePictures, isChange } from './compare';
import { reviewPage } from './review-page';
import type { Review, RouteReview } from './types';

export const reviewWidths = [375, 1280];

export const slugOf = (route: string) => route.replace(/^\/+|\/+$/g, '').replace(/\W+/g, '-') || 'home';

/** A side where this machine reaches it (`SITE_REACHED_AT`): its link and its pages are opened there. */
const reachedSide = (side: Side, reachedAt: ReachedAt | undefined): Side => ({
  ...side,
  origin: new URL(reachedUrl(reachedAt, side.origin)).origin,
});

/**
 * New contexts of `browser` whose requests to the origins `SITE_REACHED_AT` maps go where this
 * machine reaches them before anything opens in them (`contextFor` opens a side's link at once).
 */
const reachingBrowser = (browser: Browser, reachedAt: ReachedAt): Pick<Browser, 'newContext'> => ({
  newContext: async (options) => {
    const context = await browser.newContext(options);
    await routeReachedAt(context, reachedAt);
    return context;
  },
});

/**
 * Pictures every route at each width on both sides, in Chromium, and compares them: the routes
 * whose pixels differ beyond the threshold are changed. Writes the pictures, their differences and
 * `index.html`, the review page, into `out`. With `SITE_REACHED_AT`, the sides are pictured where
 * this machine reaches them, their pages' requests to the origins it maps routed there (a local
 * copy of the edge serving pages that name production); the review names the sides as given.
 */
export async function reviewPictures({
  before,
  after,
  routes,
  out,
  widths = reviewWidths,
}: {
  before: Side;
  after: Side;
  routes: readonly string[];
  out: string;
  widths?: readonly number[];
}): Promise<Review> {
  fs.mkdirSync(out, { recursive: true });
  const reachedAt = reachedAtFrom();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  // contextFor asks the browser for a new context and nothing else.
  const opener = reachedAt ? (reachingBrowser(browser, reachedAt) as Browser) : browser;
  const [shownBefore, shownAfter] = [reachedSide(before, reachedAt), reachedSide(after, reachedAt)];
  try {
    const [beforeContext, afterContext] = [await contextFor(opener, shownBefore), await contextFor(opener, shownAfter)];
    const reviewed: RouteReview[] = [];
    for (const route of routes) {
      for (const width of widths) {
        const stem = `${slugOf(route)}-${width}`;
        const files = { before: `${stem}-before.png`, after: `${stem}-after.png`, diff: `${stem}-diff.png` };
        try {
          const [a, b] = [
            await picture(beforeContext, shownBefore, route, width),
            await picture(afterContext, shownAfter, route, width),
          ];
          const difference = comparePictures(a, b);
          fs.writeFileSync(path.join(out, files.before), a);
          fs.writeFileSync(path.join(out, files.after), b);
          fs.writeFileSync(path.join(out, files.diff), difference.diff);
          const { changedPixels, share, resized } = difference;
          reviewed.push({ route, width, changed: isChange(difference), changedPixels, share, resized, files });
        } catch (error) {
          const failed = (error as Error).message.split('\n')[0] ?? 'failed';
          reviewed.push({ route, width, changed: true, changedPixels: 0, share: 0, resized: false, files, failed });
        }
      }
    }
    const review = { before, after, routes: reviewed };
    fs.writeFileSync(path.join(out, 'index.html'), reviewPage(review));
    return review;
  } finally {
    await browser.close();
  }
}

/** The routes a review found changed, each once, in the order reviewed. */
export const changedRoutes = (review: Review): string[] => [
  ...new Set(review.routes.filter((entry) => entry.changed).map((entry) => entry.route)),
];
