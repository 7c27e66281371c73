import { allRoutes } from '@radix/site-kit/routes';
import type { Deployable } from '@radix/release-model';
import { routesShowing } from '../../render/render-pages';

/**
 * The spec's pages a deployable's change can affect, for the messages of a refusal: those that show
 * the remote, or every page for the shell. The browser check opens the pages of the candidate's own
 * table (`route-claims.ts`).
 */
export function routesOf(name: Deployable): string[] {
  return name === 'shell' ? allRoutes.map((route) => route.path) : routesShowing(allRoutes, name);
}

/** The pages a change of several deployables at once can affect, each once. */
export const routesOfAll = (names: readonly Deployable[]): string[] => [...new Set(names.flatMap(routesOf))];
