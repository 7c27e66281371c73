/**
 * What the page's loader, the shell, the remotes and the browser tests share about islands: the
 * attributes, the input held before hydration, and when an element counts as hydrated. README.md
 * beside this file explains it. Imports nothing, so that the loader stays small.
 */

/** `<html>` carries it once React has taken the page over (the page's root is hydrated or rendered). */
export const pageReadyAttribute = 'data-ready';

/** Matches `<html>` once the page is ready. */
export const pageReadySelector = `html[${pageReadyAttribute}]`;

/** An island's element carries it, with the island's state. */
export const islandAttribute = 'data-island';

/**
 * - `waiting`: the server's HTML, no script yet;
 * - `used`: still waiting, but the visitor has pointed at, touched or focused it (set by the loader);
 * - `hydrated`: React has committed it; input held for it is replayed.
 */
export type IslandState = 'waiting' | 'used' | 'hydrated';

/**
 * When an island of the page that arrived rendered hydrates:
 * - `page`: with the page, as soon as its code has arrived;
 * - `visible`: when it comes near the viewport, or is used first;
 * - `used`: when the visitor points at, touches or focuses it;
 * - `{ ms }`: when used, or at the latest `ms` milliseconds after the page first painted.
 */
export type Hydrate = 'page' | 'visible' | 'used' | { ms: number };

/** Matches islands, or the islands in one state. */
export function islandSelector(state?: IslandState): string {
  return state ? `[${islandAttribute}="${state}"]` : `[${islandAttribute}]`;
}

/** Islands still showing the server's HTML. */
export const waitingIslands = `[${islandAttribute}]:not([${islandAttribute}="hydrated"])`;

/** The events that tell the visitor reaches for something: they mark an island `used` and wake it. */
export const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/** Tabs, whose arrow keys move to another tab: the page's scripts do it. */
export const tabSelector = '[role=tab]';

/** The keys that move between tabs (Home and End keep their native job of scrolling the page). */
export const tabKeys: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * Controls whose click needs script: script buttons, tabs and carousel arrows. Links and popover
 * toggles work without script; a submit button's click becomes a submit event, which is held instead.
 */
export const scriptedControls = `button:not([type=submit]):not([popovertarget]),[role=button],${tabSelector}`;

/**
 * A static part's element carries it, with `preservedStaticPart`, while React keeps the server's HTML
 * inside it: React has not hydrated the part's content and never will. A static part React
 * rendered in the browser carries no mark.
 */
export const staticPartAttribute = 'data-static-part';

/** The value of `staticPartAttribute` on a part that keeps the server's HTML. */
export const preservedStaticPart = 'kept';

/** The marks `hydratedUnder` reads: the page's, the islands' and the static parts'. */
export interface HydrationMarks {
  pageReady: string;
  waitingIsland: string;
  preservedStaticPart: string;
}

/** The marks of this page's islands protocol. */
export const hydrationMarks: HydrationMarks = {
  pageReady: pageReadyAttribute,
  waitingIsland: waitingIslands,
  preservedStaticPart: `[${staticPartAttribute}="${preservedStaticPart}"]`,
};

/**
 * Whether React has hydrated or rendered `element`, read from the marks the page and its parts set
 * themselves: the page is ready, no island the element is in (or is) still waits, and no static
 * part around it keeps the server's HTML. Reads nothing outside its arguments, so that a browser
 * test can run it in the page.
 */
export function hydratedUnder(element: Element, marks: HydrationMarks): boolean {
  if (!element.ownerDocument.documentElement.hasAttribute(marks.pageReady)) return false;
  if (element.closest(marks.waitingIsland)) return false;
  const preservedPart = element.closest(marks.preservedStaticPart);
  return preservedPart === null || preservedPart === element;
}

/** Whether React has hydrated or rendered `element` (`hydratedUnder` this protocol's marks). */
export function isHydrated(element: Element): boolean {
  return hydratedUnder(element, hydrationMarks);
}
