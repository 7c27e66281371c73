import { tableRouteRemotes } from '@radix/site-kit/route-remotes';
import { tableRouteOf } from '@radix/site-kit/route-table';
import { prepareRemote } from './remotes';
import { routeTable } from './route-table';
import { loadFooterContent } from '../layout/footer-code';
import { prepareShellPage } from './shell-pages';

/**
 * The longest a navigation keeps the page the visitor leaves on screen while the next one's parts
 * load; then it switches, and a part still loading shows its skeleton as tall as its page. One
 * second is as long as a visitor waits without losing the thread (the limit usability research
 * puts on a response that shows no progress); beyond it the page shown is no answer to the click.
 * `npm run measure:navigation` prints what a click costs on a low-tier phone.
 */
export const navigationCapMs = 1000;

/** On `<html>` from a click on a link until the next page is committed. */
export const navigatingAttribute = 'data-navigating';

/**
 * Loads what the page at `pathname` renders in the browser: the shell's page with its text, each
 * remote module of the route with what its render would wait for (`prepare`), and the footer,
 * which the page that arrived rendered kept as the server's HTML. A part that fails is left to its
 * slot, which shows its failure.
 */
export async function prepareNextPage(pathname: string): Promise<void> {
  const route = tableRouteOf(routeTable(), pathname);
  if (!route) return;
  await Promise.allSettled([
    prepareShellPage(route.key),
    loadFooterContent(),
    ...tableRouteRemotes(route).map((id) => prepareRemote(id, route.key)),
  ]);
}

/** Resolves once the page at `pathname` is ready to be shown whole, or at the latest after `capMs`. */
export async function nextPageReady(pathname: string, capMs = navigationCapMs): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, capMs);
  });
  try {
    await Promise.race([prepareNextPage(pathname), cap]);
  } finally {
    clearTimeout(timer);
  }
}
