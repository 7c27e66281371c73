import { tableRouteOf } from '@radix/site-kit/route-table';
import { routeTable } from './route-table';
import { intentEvents } from '@radix/site-kit/islands/protocol';
import type * as Preload from './preload';

/**
 * Speculative work waits until the page has settled, this long after its load event and then for an
 * idle moment: preloading runs each remote's entry, and on a slow phone that would compete with the
 * page being shown (measured: +60 to 120 ms long tasks each).
 */
export const settleMs = 5000;

let code: Promise<typeof Preload> | undefined;

/**
 * Runs a preloading task. The code for it is a chunk of its own (`preload`), no part of showing the
 * page: it comes with the first task, when the visitor first reaches for something or the page has settled.
 */
function preloading(task: (preload: typeof Preload) => void): void {
  code ??= import(/* webpackChunkName: "preload" */ './preload');
  void code.then(task);
}

export interface PreloadOptions {
  /** Preload the current page's remotes at once (a page rendered in the browser needs them). */
  currentRoute?: boolean;
}

let started = false;

/**
 * Called once the remotes are registered: the current page's remotes at once (unless the page is a
 * hydrated one, which loads its own as the visitor reaches them), the page of any link a visitor
 * points at, focuses or touches, and, when the page has settled after load, the header's routes
 * and the page of every link that comes near the viewport (`preloadVisibleLinks`).
 */
export function startPreloading(pathname: string, { currentRoute = true }: PreloadOptions = {}): void {
  if (started) return;
  started = true;
  const current = currentRoute ? tableRouteOf(routeTable(), pathname) : undefined;
  if (current) preloading((preload) => preload.preloadRoute(current.key));
  const onIntent = (event: Event) => preloading((preload) => preload.preloadLink(event));
  for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true, capture: true });
  const settled = () =>
    setTimeout(
      () =>
        preloading((preload) => {
          preload.preloadLikelyNext();
          preload.preloadVisibleLinks();
        }),
      settleMs,
    );
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled, { once: true });
}
