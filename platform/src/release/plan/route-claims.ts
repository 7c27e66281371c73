import type { Deployable } from '@radix/release-model';
import type { RemoteName } from '@radix/site-kit/contracts';
import { routesShowing } from '../../render/render-pages';
import type { GateRefused, ReleaseContext } from '../context';
import { siteRouteTable } from '../records/site-routes';

/** What the gate's route check reads of a candidate, and gives back with its pages by the table. */
interface Claiming {
  context: ReleaseContext;
  releases: Record<Deployable, string>;
  changed: readonly Deployable[];
  routes: string[];
  refuse: (step: string, what: string, details: string[]) => Promise<GateRefused>;
}

/**
 * The gate's check of the routes: the candidate's parts compose one route table, no path claimed by
 * two parts nor reserved by the shell, or the deploy is refused naming both parts. Gives the
 * candidate back with the pages its change shows by that table (every page for the shell), which
 * the browser check opens: a page a part added is among them.
 */
export async function routesClaimedOnce<C extends Claiming>(candidate: C): Promise<C> {
  const { context, releases, changed, refuse } = candidate;
  const table = await context.step(
    'routes',
    async () => {
      const { table, problems } = await siteRouteTable(context.store, releases);
      if (problems.length) throw await refuse('routes', 'claims routes that do not fit the site', problems);
      return table;
    },
    (table) => `${table.routes.length} routes, each path drawn by one part`,
  );
  const shown = changed.includes('shell')
    ? table.routes.map((route) => route.path)
    : changed
        .filter((name): name is RemoteName => name !== 'shell')
        .flatMap((name) => routesShowing(table.routes, name));
  return { ...candidate, routes: [...new Set(shown)] };
}
