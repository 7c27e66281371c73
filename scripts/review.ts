import path from 'node:path';
import { parseArgs } from 'node:util';
import { readPreview, storeFromEnv } from '@radix/platform';
import {
  expiresIn,
  namedPreviewOrigin,
  previewSecretFrom,
  signPreviewToken,
  siteReleaseParameter,
} from '@radix/release-model';
import { allRoutes } from '@radix/site-kit/routes';
import type { Side } from './review/capture';
import { changedRoutes, reviewPictures } from './review/review';

/**
 * `npm run review -- --preview <name> [--against <site release>] [--routes /a,/b] [--out <folder>]`
 *
 * What a named preview changes for visitors: every route (or those `--routes` names) at 375 and
 * 1280 px, pictured in Chromium on the preview (with a preview token signed by `PREVIEW_SECRET`) and
 * on live, or on the site release `--against` names (one that has been live, reached by its id), and
 * compared pixel by pixel. Prints the changed routes and writes the review page and its pictures
 * into `--out` (default `review-results/<name>`). The store is `SITE_STORE`, as for the release
 * commands.
 */
const { values } = parseArgs({
  options: {
    preview: { type: 'string' },
    against: { type: 'string' },
    routes: { type: 'string' },
    out: { type: 'string' },
  },
  strict: true,
});

async function main(): Promise<void> {
  const name = values.preview;
  if (!name)
    throw new Error(
      'usage: npm run review -- --preview <name> [--against <site release>] [--routes /a,/b] [--out <folder>]',
    );
  const { store, origins } = await storeFromEnv();
  if (!(await readPreview(store, name)))
    throw new Error(`there is no preview named ${name}: npm run previews lists them`);
  const token = await signPreviewToken({ preview: name, exp: expiresIn(3600) }, previewSecretFrom(process.env));
  const after: Side = { label: name, origin: namedPreviewOrigin(origins.previewOrigin, name), token };
  const before: Side = values.against
    ? { label: values.against, origin: origins.siteOrigin, search: `?${siteReleaseParameter}=${values.against}` }
    : { label: 'live', origin: origins.siteOrigin };
  const routes = values.routes ? values.routes.split(',') : allRoutes.map((route) => route.path);
  const out = path.resolve(values.out ?? path.join('review-results', name));
  const review = await reviewPictures({ before, after, routes, out });
  const changed = changedRoutes(review);
  for (const entry of review.routes.filter((route) => route.changed))
    console.log(`changed ${entry.route} at ${entry.width} px: ${entry.failed ?? `${entry.changedPixels} pixels`}`);
  console.log(`${changed.length} of ${routes.length} routes changed; the review page: ${path.join(out, 'index.html')}`);
}

main().catch((error: unknown) => {
  console.error(`review: ${(error as Error).message}`);
  process.exit(1);
});
