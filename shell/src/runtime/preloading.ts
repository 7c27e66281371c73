import { tableRouteOf } from '@radix/site-kit/route-table';
import { routeTable } from './route-table';
import { intentEvents } from '@radix/site-kit/islands/protocol';
import { mayPrepare } from './connection';
import { liveSiteRelease, shownSiteRelease } from './live-release';
import { prepareNextPage } from './next-page';
import type * as Preload from './preload';

/**
 * Speculative work waits until the page has settled, this long after its load event and then for an
 * idle moment: preloading runs each remote's entry, and on a slow phone that would compete with the
 * page being shown (measured: +60 to 120 ms long tasks each).
 */
export const settleMs = 5000;

/**
 * How long the mouse rests on a link before its page is prepared (its modules run, what they render
 * with fetched): a pointer crossing the header on its way elsewhere prepares nothing. A touch, a
 * press or focus prepares at once.
 */
export const pointerRestMs = 100;

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

/** The path of another of the site's pages that an event's target links to, followed in this tab. */
function linkedPage(event: Event): string | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]:not([download]):not([target])') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  if (link.pathname === window.location.pathname) return undefined;
  return tableRouteOf(routeTable(), link.pathname) ? link.pathname : undefined;
}

/** The events that start a click: the finger or the button down on the link. */
const pressEvents: readonly string[] = ['pointerdown', 'touchstart'];

/**
 * Prepares the page of the link a visitor reaches for, so that a click shows it without waiting
 * for its parts to load and run (`prepareNextPage`, what a click would do first): at once for a
 * touch, a press or focus, after `pointerRestMs` for a mouse or pen resting on it. Each page once; a part
 * that fails is left for the click, which shows its failure as without preparing. A press also
 * looks up the page's live site release (`liveSiteRelease`), which the click that follows waits
 * for: started with the press, it has mostly answered by the time the finger lifts.
 */
function prepareOnIntent(): void {
  const prepared = new Set<string>();
  let resting: { path: string; timer: ReturnType<typeof setTimeout> } | undefined;
  const prepare = (path: string) => {
    if (prepared.has(path) || !mayPrepare()) return;
    prepared.add(path);
    void prepareNextPage(path);
  };
  const onIntent = (event: Event) => {
    const path = linkedPage(event);
    if (!path) return;
    if (pressEvents.includes(event.type) && mayPrepare() && shownSiteRelease()) void liveSiteRelease(path);
    const hovering = event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'touch';
    if (!hovering) {
      prepare(path);
      return;
    }
    if (resting?.path === path) return;
    if (resting) clearTimeout(resting.timer);
    resting = { path, timer: setTimeout(() => prepare(path), pointerRestMs) };
  };
  const onLeave = (event: Event) => {
    if (resting && linkedPage(event) === resting.path) {
      clearTimeout(resting.timer);
      resting = undefined;
    }
  };
  for (const type of [...intentEvents, 'pointerdown'])
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  document.addEventListener('pointerout', onLeave, { passive: true, capture: true });
}

/**
 * Called once the remotes are registered: the current page's remotes at once (unless the page is a
 * hydrated one, which loads its own as the visitor reaches them), the page of any link a visitor
 * points at, focuses or touches (its files downloaded, and prepared: `prepareOnIntent`), and, when
 * the page has settled after load, the header's routes and the page of every link that comes near
 * the viewport (`preloadVisibleLinks`). Nothing but the current page's own is fetched ahead where
 * the visitor saves data or the connection is 2G (`mayPrepare`, asked at each moment).
 */
export function startPreloading(pathname: string, { currentRoute = true }: PreloadOptions = {}): void {
  if (started) return;
  started = true;
  const current = currentRoute ? tableRouteOf(routeTable(), pathname) : undefined;
  if (current) preloading((preload) => preload.preloadRoute(current.key));
  const onIntent = (event: Event) => {
    if (mayPrepare()) preloading((preload) => preload.preloadLink(event));
  };
  for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true, capture: true });
  prepareOnIntent();
  const settled = () =>
    setTimeout(() => {
      if (!mayPrepare()) return;
      preloading((preload) => {
        preload.preloadLikelyNext();
        preload.preloadVisibleLinks();
      });
    }, settleMs);
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled, { once: true });
}
