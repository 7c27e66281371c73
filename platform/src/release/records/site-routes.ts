import { deployables, type Deployable } from '@radix/release-model';
import { composeRouteTable, type RouteTable } from '@radix/site-kit/route-table';
import { readRelease } from './releases';
import type { SiteStore } from '../store/store';

/**
 * The route table of a site release: the routes each of its releases recorded, composed in deploy
 * order (the shell first), and what keeps them from fitting together, one line each: a path claimed
 * by two parts (naming both), a path the shell reserves.
 */
export async function siteRouteTable(
  store: SiteStore,
  releases: Record<Deployable, string>,
): Promise<{ table: RouteTable; problems: string[] }> {
  const records = await Promise.all(deployables.map((name) => readRelease(store, name, releases[name])));
  return composeRouteTable(records.map((release) => ({ part: release.name, routes: release.routes })));
}

/** The route table of a site release whose parts fit together; throws what does not fit. */
export async function fittingRouteTable(store: SiteStore, releases: Record<Deployable, string>): Promise<RouteTable> {
  const { table, problems } = await siteRouteTable(store, releases);
  if (problems.length) throw new Error(`the routes of the site release do not fit: ${problems.join('; ')}`);
  return table;
}
