/** The address of the page that arrived rendered, while it is the one shown. */
let hydratingPath: string | undefined;

/** The browser is hydrating a server-rendered page: slots that wait to be seen may keep their server markup. */
export function startHydrating(): void {
  hydratingPath = window.location.pathname;
}

/**
 * The visitor has moved on from the page that arrived rendered: slots rendered from here on have no
 * server markup to keep, and load at once. Not the moment the root commits: a part of the arriving
 * page whose boundary suspended (a remote's lazy content) is still hydrated from its markup later.
 */
export function hydrationDone(): void {
  hydratingPath = undefined;
}

/** Whether what renders now may be the arriving page's server markup: the address is still the page's own. */
export function isHydrating(): boolean {
  return hydratingPath !== undefined && hydratingPath === window.location.pathname;
}
