import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteId, RouteKey } from '@radix/site-kit';
import { likelyNextRoutes, routeForPath, routeRemotes } from '@radix/site-kit/route-remotes';
import { loadShellPage } from './shell-pages';
import { intentEvents } from './intent-events';

const requested = new Set<RemoteId>();

/**
 * Starts downloading (not running) the remote modules a route needs, from the remotes' manifests,
 * and loads the shell's own page of the route, so that following a link to it shows it at once.
 * Best effort: a failure here only means the real load will fetch the files itself.
 */
export async function preloadRoute(route: RouteKey): Promise<void> {
  void loadShellPage(route).catch(() => undefined);
  const ids = routeRemotes[route].filter((id) => !requested.has(id));
  if (ids.length === 0) return;
  ids.forEach((id) => requested.add(id));
  const byRemote = new Map<string, string[]>();
  for (const id of ids) {
    const [remote, module] = id.split('/') as [string, string];
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), `./${module}`]);
  }
  try {
    await preloadRemote([...byRemote].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes })));
  } catch {
    ids.forEach((id) => requested.delete(id));
  }
}

/**
 * Speculative work waits until the page has settled: preloading runs each remote's entry, and on a
 * slow phone that would compete with the page being shown (measured: +60 to 120 ms long tasks each).
 */
const settleMs = 5000;

function whenSettled(task: () => void): void {
  setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
    else task();
  }, settleMs);
}

/**
 * Preloads for the link under the pointer or keyboard focus, when it leads to another of the site's
 * pages: a link within the page shown (the skip link) leaves its parts to load when they are used.
 */
function onIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (link.pathname === window.location.pathname) return;
  const route = routeForPath(link.pathname);
  if (route) void preloadRoute(route);
}

/**
 * Called once the remotes are registered: the current page's remotes at once (unless the page is a
 * hydrated one, which loads its own as the visitor reaches them), the header's routes when the
 * browser is idle a few seconds after load, and any page a visitor points at or focuses.
 */
let started = false;

export interface PreloadOptions {
  /** Preload the current page's remotes at once (a page rendered in the browser needs them). */
  currentRoute?: boolean;
}

export function startPreloading(pathname: string, { currentRoute = true }: PreloadOptions = {}): void {
  if (started) return;
  started = true;
  const current = currentRoute ? routeForPath(pathname) : undefined;
  if (current) void preloadRoute(current);
  const idle = () => whenSettled(() => likelyNextRoutes.forEach((route) => void preloadRoute(route)));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true, capture: true });
}
