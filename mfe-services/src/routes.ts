import type { ServiceKey } from '@radix/site-kit';
import { specRoutesOf, type DeclaredRoute, type PartRoutes } from '@radix/site-kit/route-table';

const spec = specRoutesOf('services');

/**
 * Service pages this remote adds beyond the spec's, declared here alone: module
 * `services/ServicePage`, parent `services`, a place in the side menu (`listed.sideMenu`), and in
 * the footer's services column if it belongs there. Each needs its copy in
 * `content/services/<page>.yml` (named in `features/service-page/content/load-service-content.ts`)
 * and a card in `content/service-cards.yml`.
 */
const ownServicePages = [] as const satisfies readonly DeclaredRoute[];

/** The key of a service page this remote draws: the spec's ten and its own. */
export type ServicePageKey = ServiceKey | (typeof ownServicePages)[number]['key'];

/**
 * The routes this remote draws, written into its release's record by its build: the services list
 * and the service pages, the spec's and its own.
 */
export const partRoutes: PartRoutes = { routes: [...spec.routes, ...ownServicePages], redirects: spec.redirects };

const sideMenuOrder = (route: DeclaredRoute) => route.listed?.sideMenu?.order ?? Number.POSITIVE_INFINITY;

/** This remote's service pages, in side-menu order. */
export const servicePages = partRoutes.routes
  .filter((route): route is DeclaredRoute & { key: ServicePageKey } => route.module === 'services/ServicePage')
  .sort((a, b) => sideMenuOrder(a) - sideMenuOrder(b));

/** Whether a route key the shell passes is one of this remote's service pages. */
export const isServicePageKey = (key: string): key is ServicePageKey => servicePages.some((route) => route.key === key);

/** A service page's route as this remote declares it. */
export function servicePageOf(key: ServicePageKey): DeclaredRoute {
  const route = servicePages.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`services declares no page ${key}`);
  return route;
}
