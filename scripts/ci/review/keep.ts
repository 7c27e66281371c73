import { previewReviewKey, reviewPath } from '@radix/release-model';
import type { SiteStore } from '@radix/platform';

/** The review's data beside its page, what the pull request's comment and check run are made of. */
export const reviewFile = 'review.json';

/**
 * Keeps the review folder `out` with the named preview `name`, under its candidate `site`
 * (`previewReviewKey`): the edge serves it on the preview's host at `/_review/`, and closing the
 * preview removes it. A candidate's review is written once; a second run says so and keeps the first.
 */
export async function keepReview(store: SiteStore, name: string, site: string, out: string): Promise<string> {
  const key = previewReviewKey(name, site);
  try {
    await store.putTree(out, key, 'index.html');
    return `kept with preview ${name}: ${key}, served at ${reviewPath}`;
  } catch (error) {
    if (/exists already/.test((error as Error).message)) return `the review of ${site} is kept already: ${key}`;
    throw error;
  }
}
