import { specRouteTable, type RouteTable } from '@radix/site-kit/route-table';

let table: RouteTable | undefined;

/**
 * The route table the shell routes by: the site release's, from the configuration the page was
 * rendered with or fetched (`provideRouteTable`, before anything renders), the spec's until then.
 */
export function routeTable(): RouteTable {
  table ??= specRouteTable();
  return table;
}

/** Routes by the table of the site release the page belongs to. */
export function provideRouteTable(routes: RouteTable): void {
  table = routes;
}
