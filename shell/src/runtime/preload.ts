import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteId } from '@radix/site-kit';
import { firstLoadFile, type FirstLoad } from '@radix/site-kit/build-outputs';
import { likelyNextRoutes, tableRouteRemotes } from '@radix/site-kit/route-remotes';
import { tableRouteOf, type TableRoute } from '@radix/site-kit/route-table';
import { nearViewport } from '@radix/site-kit/islands';
import { mayPrepare } from './connection';
import { routeTable } from './route-table';

type PageFiles = Pick<FirstLoad, 'routes' | 'remotePage'>;

const requested = new Set<RemoteId>();
const prefetched = new Set<string>();
let shellFiles: Promise<PageFiles> | undefined;

/** Set by webpack to the public path of the shell's files; absent outside a webpack build (the unit tests). */
declare const __webpack_public_path__: string | undefined;

/** Where the shell's files are served from: webpack's public path in a build, the site root otherwise. */
const shellBase = () => (typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/');

/** The files of each route's shell page, from the list the shell's build writes beside its files. */
function shellPageFiles(): Promise<PageFiles> {
  shellFiles ??= fetch(`${shellBase()}${firstLoadFile}`)
    .then((response) => (response.ok ? (response.json() as Promise<FirstLoad>) : Promise.reject(response)))
    .then(({ routes, remotePage }) => ({ routes, remotePage }))
    .catch(() => {
      shellFiles = undefined;
      return { routes: {}, remotePage: [] };
    });
  return shellFiles;
}

/**
 * Fetches a file into the browser's cache for a later navigation. A prefetch neither runs a script
 * nor applies a style sheet: the page shown keeps exactly the styles its HTML linked.
 */
function prefetch(file: string): void {
  if (prefetched.has(file)) return;
  prefetched.add(file);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = file.endsWith('.css') ? 'style' : 'script';
  link.href = `${shellBase()}${file}`;
  document.head.append(link);
}

/** Fetches the files of a route's shell page, when the page shown has not loaded them already. */
async function prefetchShellPage(route: TableRoute): Promise<void> {
  const { routes, remotePage } = await shellPageFiles();
  // A page a remote added after the shell was built is the remote's slot, as every remote's page.
  const own = Object.hasOwn(routes, route.key) ? routes[route.key as keyof typeof routes] : undefined;
  const files = own ?? (route.module === 'shell' ? [] : remotePage);
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')].map((element) =>
      element instanceof HTMLLinkElement ? element.href : element.src,
    ),
  );
  files.filter((file) => !present.has(new URL(`${shellBase()}${file}`, document.baseURI).href)).forEach(prefetch);
}

/**
 * Starts downloading (not running) what a route needs: the remote modules, from the remotes'
 * manifests, and the files of the shell's own page of the route, so that following a link to it
 * shows it without waiting for the network. Nothing of it applies to the page shown: the remotes'
 * style sheets come as `preload`, the shell's files as `prefetch`. Best effort: a failure here only
 * means the real load will fetch the files itself.
 */
export async function preloadRoute(key: string): Promise<void> {
  const route = routeTable().routes.find((candidate) => candidate.key === key);
  if (!route) return;
  void prefetchShellPage(route);
  const ids = tableRouteRemotes(route).filter((id) => !requested.has(id));
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

/** Preloads the page a link leads to, when it is another of the site's pages and the connection allows (`mayPrepare`). */
function preloadLinkTo(link: HTMLAnchorElement): void {
  if (!mayPrepare() || link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
  const route = tableRouteOf(routeTable(), link.pathname);
  if (route) void preloadRoute(route.key);
}

/**
 * Preloads for the link the visitor points at, focuses or touches, when it leads to another of the
 * site's pages: a link within the page shown (the skip link) leaves its parts to load when they are used.
 */
export function preloadLink(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement) preloadLinkTo(link);
}

/**
 * Preloads the page of every link that comes within `nearViewport` of the viewport, on this page and
 * on every page shown after it (links React adds): a click on a link the visitor sees finds its
 * page's files in the cache, home's from the logo included. Returns what stops the watching.
 */
export function preloadVisibleLinks(): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  const watched = new WeakSet<Element>();
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
        visible.unobserve(entry.target);
        preloadLinkTo(entry.target);
      }
    },
    { rootMargin: nearViewport },
  );
  const watchLinks = () =>
    document.querySelectorAll('a[href]').forEach((link) => {
      if (watched.has(link)) return;
      watched.add(link);
      visible.observe(link);
    });
  watchLinks();
  const added = new MutationObserver(watchLinks);
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    added.disconnect();
    visible.disconnect();
  };
}

/** Preloads the routes a visitor most likely opens next (the header's), when the browser is idle and the connection allows. */
export function preloadLikelyNext(): void {
  const task = () => {
    if (mayPrepare()) likelyNextRoutes.forEach((route) => void preloadRoute(route));
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else task();
}
