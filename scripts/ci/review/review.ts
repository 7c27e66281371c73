import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@radix/platform';
import { contextFor, picture, type Side } from './capture';
import { comparePictures, isChange } from './compare';
import { reviewPage } from './review-page';
import type { Review, RouteReview } from './types';

export const reviewWidths = [375, 1280];

const slugOf = (route: string) => route.replace(/^\/+|\/+$/g, '').replace(/\W+/g, '-') || 'home';

/**
 * Pictures every route at each width on both sides, in Chromium, and compares them: the routes
 * whose pixels differ beyond the threshold are changed. Writes the pictures, their differences and
 * `index.html`, the review page, into `out`.
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
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const [beforeContext, afterContext] = [await contextFor(browser, before), await contextFor(browser, after)];
    const reviewed: RouteReview[] = [];
    for (const route of routes) {
      for (const width of widths) {
        const stem = `${slugOf(route)}-${width}`;
        const files = { before: `${stem}-before.png`, after: `${stem}-after.png`, diff: `${stem}-diff.png` };
        try {
          const [a, b] = [
            await picture(beforeContext, before, route, width),
            await picture(afterContext, after, route, width),
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
