import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteId, RouteKey } from '@radix/site-kit';
import { likelyNextRoutes, routeForPath, routeRemotes } from '@radix/site-kit/route-remotes';
import { loadShellPage } from './shell-pages';

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
 * Preloads for the link the visitor points at, focuses or touches, when it leads to another of the
 * site's pages: a link within the page shown (the skip link) leaves its parts to load when they are used.
 */
export function preloadLink(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (link.pathname === window.location.pathname) return;
  const route = routeForPath(link.pathname);
  if (route) void preloadRoute(route);
}

/** Preloads the routes a visitor most likely opens next (the header's), when the browser is idle. */
export function preloadLikelyNext(): void {
  const task = () => likelyNextRoutes.forEach((route) => void preloadRoute(route));
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else task();
}
