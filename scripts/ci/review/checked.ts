import { z } from 'zod';
import { allRoutes } from '@radix/site-kit/routes';
import { judged } from './judge';
import { reviewWidths, slugOf } from './review';
import type { Review } from './types';

/**
 * The review a preview's plan hands the job that holds the previews' key, read as what it is: data
 * a job without keys made while running the pull request's code. It is parsed with a schema (every
 * text it shows bounded, every file name one the review writes), and the job that posts the check
 * run decides its conclusion from what it can check itself: every route of the default branch at
 * every width reviewed, each reviewed picture a file of the plan (listed with its hash), named after
 * its route and width, and the speed budgets judged again on the medians, never the plan's verdict.
 */

const finite = z.number().finite();
const routePath = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_.~-]*$/, 'a route path is expected');
const pictureFile = z
  .string()
  .max(240)
  .regex(/^[a-z0-9-]+-\d{2,5}-(before|after|diff)\.png$/, 'a picture of the review is expected');
const side = z.object({
  label: z.string().regex(/^[A-Za-z0-9._:/-]{1,100}$/, 'a release, a preview or "live" is expected'),
  origin: z.url({ protocol: /^https?$/ }),
});
const spread = z.object({ min: finite, max: finite });
const routeResult = z.object({
  route: routePath,
  preset: z.enum(['mobile', 'desktop']),
  runs: z.number().int().positive(),
  performance: finite,
  accessibility: finite,
  bestPractices: finite,
  seo: finite,
  lcpMs: finite,
  cls: finite,
  tbtMs: finite,
  jsKb: finite,
  origins: finite,
  benchmarkIndex: finite,
  failing: z.array(z.string().max(200)).max(100),
  spread: z.object({ performance: spread, lcpMs: spread, tbtMs: spread }),
  misses: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/, 'a budget is expected')).max(20),
});

export const reviewSchema = z.object({
  before: side,
  after: side,
  routes: z
    .array(
      z.object({
        route: routePath,
        width: z.number().int().min(1).max(10_000),
        changed: z.boolean(),
        changedPixels: z.number().int().nonnegative(),
        share: z.number().min(0).max(1),
        resized: z.boolean(),
        files: z.object({ before: pictureFile, after: pictureFile, diff: pictureFile }),
        failed: z.string().max(500).optional(),
      }),
    )
    .max(2000),
  speed: z
    .object({
      calibration: z.string().max(100),
      routes: z
        .array(z.object({ route: routePath, before: routeResult, after: routeResult, named: z.array(z.string()) }))
        .max(100),
    })
    .optional(),
});

/** The review a plan holds, parsed; throws naming the first field that is not what `npm run review` writes. */
export function readReview(text: string): Review {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`the plan's review is not JSON: ${(error as Error).message}`);
  }
  const parsed = reviewSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(
    `the plan's review is not one npm run review writes: ${issue?.path.join('.') || 'the whole review'}: ${issue?.message}`,
  );
}

/** What the keyed job holds to check a review against: the review folder's files the plan lists, the routes and widths a review covers. */
export interface ReviewEvidence {
  pictures: ReadonlySet<string>;
  routes?: readonly string[];
  widths?: readonly number[];
}

/**
 * The review as the keyed job decides it: its speed judged again on the medians (the plan's `named`
 * dropped), and the problems that fail its check run: a route or width it leaves out, a picture not
 * in the plan or named for another route.
 */
export function decideReview(
  review: Review,
  { pictures, routes = allRoutes.map((route) => route.path), widths = reviewWidths }: ReviewEvidence,
): { review: Review; problems: string[] } {
  const problems: string[] = [];
  for (const route of routes)
    for (const width of widths)
      if (!review.routes.some((entry) => entry.route === route && entry.width === width))
        problems.push(`${route} at ${width} px was not reviewed`);
  for (const entry of review.routes) {
    if (entry.failed) continue;
    for (const kind of ['before', 'after', 'diff'] as const) {
      const file = entry.files[kind];
      if (file !== `${slugOf(entry.route)}-${entry.width}-${kind}.png`)
        problems.push(`${entry.route} at ${entry.width} px: its ${kind} picture is named ${file}, another route's`);
      else if (!pictures.has(file))
        problems.push(`${entry.route} at ${entry.width} px: its ${kind} picture is not in the plan`);
    }
  }
  const speed = review.speed && {
    calibration: review.speed.calibration,
    routes: review.speed.routes.map(({ route, before, after }) => judged(route, before, after)),
  };
  return { review: { ...review, ...(speed ? { speed } : {}) }, problems };
}
