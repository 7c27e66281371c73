import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { onThisMachine, previewStoreFromEnv, readPreview, storeFromEnv } from '@radix/platform';
import {
  expiresIn,
  namedPreviewOrigin,
  previewSecretFrom,
  signPreviewToken,
  siteReleaseParameter,
} from '@radix/release-model';
import { allRoutes } from '@radix/site-kit/routes';
import type { Side } from './capture';
import { keepReview, reviewFile } from './keep';
import { changedRoutes, reviewPictures } from './review';
import { reviewPage } from './review-page';
import { reviewSpeed } from './speed';

/**
 * `npm run review -- --preview <name> [--against <site release>] [--routes /a,/b] [--out <folder>] [--speed [--speed-routes /a] [--speed-most <n>] [--runs 3]] [--keep]`
 *
 * What a named preview changes for visitors: every route (or those `--routes` names) at 375 and
 * 1280 px, pictured in Chromium on the preview (with a preview token signed by `NAMED_PREVIEW_SECRET`) and
 * on live, or on the site release `--against` names (one that has been live, reached by its id), and
 * compared pixel by pixel. Prints the changed routes and writes the review page and its pictures
 * into `--out` (default `review-results/<name>`), with `review.json`, what the pull request's
 * comment and check run are made of. With `--speed`, the calibrated low-tier phone's audit of the
 * changed routes (or `--speed-routes`; at most `--speed-most`), median of `--runs` (3), preview against live: a route past a
 * budget, or slower than live beyond the noise the audit measured, is named. With `--keep`, the
 * page and its pictures are kept with the preview in the store, served on its host at `/_review/`
 * and removed with it. The preview is read from, and its review kept in, the named previews' bucket
 * (`PREVIEW_STORE`); the origins are production's (`SITE_STORE`, or its snapshot), as for the release commands.
 */
const { values } = parseArgs({
  options: {
    preview: { type: 'string' },
    against: { type: 'string' },
    routes: { type: 'string' },
    out: { type: 'string' },
    speed: { type: 'boolean' },
    'speed-routes': { type: 'string' },
    runs: { type: 'string' },
    'speed-most': { type: 'string' },
    keep: { type: 'boolean' },
  },
  strict: true,
});

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const name = values.preview;
  if (!name)
    throw new Error(
      'usage: npm run review -- --preview <name> [--against <site release>] [--routes /a,/b] [--out <folder>] [--speed] [--keep]',
    );
  const { origins } = await storeFromEnv();
  const store = previewStoreFromEnv();
  const record = await readPreview(store, name);
  if (!record) throw new Error(`there is no preview named ${name}: npm run previews lists them`);
  const token = await signPreviewToken(
    { preview: name, exp: expiresIn(3600) },
    previewSecretFrom(process.env, onThisMachine(store.address), name),
  );
  const after: Side = { label: name, origin: namedPreviewOrigin(origins.previewOrigin, name), token };
  const before: Side = values.against
    ? { label: values.against, origin: origins.siteOrigin, search: `?${siteReleaseParameter}=${values.against}` }
    : { label: 'live', origin: origins.siteOrigin };
  const routes = values.routes ? values.routes.split(',') : allRoutes.map((route) => route.path);
  const out = path.resolve(values.out ?? path.join('review-results', name));
  let since = Date.now();
  const review = await reviewPictures({ before, after, routes, out });
  console.log(`pictures of ${routes.length} routes: ${seconds(since)}`);
  const changed = changedRoutes(review);
  if (values.speed) {
    since = Date.now();
    const most = Number(values['speed-most'] ?? Number.POSITIVE_INFINITY);
    const speedRoutes = (values['speed-routes']?.split(',') ?? changed).slice(0, most);
    if (!values['speed-routes'] && changed.length > speedRoutes.length)
      console.log(`speed: the first ${most} of ${changed.length} changed routes, within the job's time`);
    review.speed = await reviewSpeed({ before, after, routes: speedRoutes, runs: Number(values.runs ?? 3) });
    fs.writeFileSync(path.join(out, 'index.html'), reviewPage(review));
    for (const entry of review.speed.routes)
      console.log(
        `speed ${entry.route}: LCP ${entry.after.lcpMs.toFixed(0)} ms (live ${entry.before.lcpMs.toFixed(0)}), TBT ${entry.after.tbtMs.toFixed(0)} ms (live ${entry.before.tbtMs.toFixed(0)}), JS ${entry.after.jsKb.toFixed(1)} KB (live ${entry.before.jsKb.toFixed(1)}): ${entry.named.join('; ') || 'as live'}`,
      );
    console.log(`speed of ${speedRoutes.length} routes: ${seconds(since)}`);
  }
  fs.writeFileSync(
    path.join(out, reviewFile),
    `${JSON.stringify(review, (key, value: unknown) => (key === 'token' ? undefined : value), 2)}\n`,
  );
  if (values.keep && record.site) console.log(await keepReview(store, name, record.site, out));
  for (const entry of review.routes.filter((route) => route.changed))
    console.log(`changed ${entry.route} at ${entry.width} px: ${entry.failed ?? `${entry.changedPixels} pixels`}`);
  console.log(`${changed.length} of ${routes.length} routes changed; the review page: ${path.join(out, 'index.html')}`);
}

main().catch((error: unknown) => {
  console.error(`review: ${(error as Error).message}`);
  process.exit(1);
});
