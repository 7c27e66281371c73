import { allRoutes, redirects, routes } from '@radix/site-kit/routes';
import { routeForPath } from '@radix/site-kit/route-remotes';

/** The path rendered for the not-found page, and the file it is published as. */
export const notFoundPath = '/this-page-does-not-exist';
export const notFoundFile = '404.html';

/** The file a route's page is published as, inside the pages folder. */
export function pageFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

/** The site's pages: every path of the route table, and the old spellings that redirect. */
export const pagePaths: readonly string[] = [...allRoutes.map((route) => route.path), ...redirects.map((r) => r.from)];

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/** Whether a URL path (with or without a trailing slash) is one of the site's pages. */
export function isKnownPage(pathname: string): boolean {
  return pagePaths.includes(withoutTrailingSlash(pathname));
}

/**
 * The rendered file that answers a page's path: the route's own page. A redirect's old spelling has
 * none (the app redirects), nor has an unknown path (the not-found page answers it).
 */
export function renderedPageFile(pathname: string): string | undefined {
  const route = routeForPath(pathname);
  return route && routes[route].path === withoutTrailingSlash(pathname) ? pageFile(routes[route].path) : undefined;
}
