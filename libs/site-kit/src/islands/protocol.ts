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
 * React keeps each element's props on the element under a key with this prefix from the moment it
 * has hydrated or rendered it. React offers no public way to ask; the browser tests fail if this
 * stops holding.
 */
export const reactPropsPrefix = '__reactProps$';

/** React owns the element: it has hydrated or rendered it. */
export function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(reactPropsPrefix));
}

/** The page is ready, React owns the element, and every island the element is in is hydrated. */
export function isHydrated(element: Element): boolean {
  if (!element.ownerDocument.documentElement.hasAttribute(pageReadyAttribute) || !ownedByReact(element)) return false;
  const islands = islandSelector();
  for (let island = element.closest(islands); island; island = island.parentElement?.closest(islands) ?? null) {
    if (island.getAttribute(islandAttribute) !== 'hydrated') return false;
  }
  return true;
}
