/**
 * The page that arrived rendered, while it is the one shown: its islands wait and its static parts
 * keep the server's HTML. Kept on `window` under a registered symbol, so that the shell and every
 * remote's copy of site-kit read the same value.
 */
const arrivingPath = Symbol.for('radix.arrivingPage');

type WithArrivingPage = Window & { [arrivingPath]?: string };

/** The shell is about to hydrate the page that arrived rendered. */
export function markArrivingPage(): void {
  (window as WithArrivingPage)[arrivingPath] = window.location.pathname;
}

/** The visitor has moved on to another page: what renders from now on has no server HTML to keep. */
export function leaveArrivingPage(): void {
  delete (window as WithArrivingPage)[arrivingPath];
}

/** Whether what renders now may be the server's HTML of the page that arrived rendered. */
export function isArrivingPage(): boolean {
  return typeof window !== 'undefined' && (window as WithArrivingPage)[arrivingPath] === window.location.pathname;
}
