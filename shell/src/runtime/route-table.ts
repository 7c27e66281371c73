import type { RouteTable } from '@radix/site-kit/route-table';
import { partRoutes } from '../routes';

/**
 * Until a configuration arrives (or when none can be loaded), the shell routes its own pages alone:
 * composing and checking every part's routes is the build's and the deploy's work, not the browser's.
 */
const shellOnly: RouteTable = {
  routes: partRoutes.routes.map((route) => ({ ...route, part: 'shell' })),
  redirects: (partRoutes.redirects ?? []).map((redirect) => ({ ...redirect, part: 'shell' })),
};

let table: RouteTable = shellOnly;

/** The route table the shell routes by: the site release's, from the configuration the page was rendered with or fetched. */
export function routeTable(): RouteTable {
  return table;
}

/** Routes by the table of the site release the page belongs to. */
export function provideRouteTable(routes: RouteTable): void {
  table = routes;
}
