import { allRoutes } from '@radix/site-kit/routes';
import type { Deployable } from '@radix/release-model';
import { routesShowing } from '../../render/render-pages';

/** The pages a deployable's change can affect: those that show the remote, or every page for the shell. */
export function routesOf(name: Deployable): string[] {
  return name === 'shell' ? allRoutes.map((route) => route.path) : routesShowing(name);
}

/** The pages a change of several deployables at once can affect, each once. */
export const routesOfAll = (names: readonly Deployable[]): string[] => [...new Set(names.flatMap(routesOf))];
