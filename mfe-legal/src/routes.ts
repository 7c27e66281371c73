import { specRoutesOf, type PartRoutes } from '@radix/site-kit/route-table';

const spec = specRoutesOf('legal');

/**
 * The routes this part draws, written into its release's record by its build: the terms (at the
 * spec's spelling) and the privacy policy. A page of its own is declared here alone, after the
 * spec's.
 */
export const partRoutes: PartRoutes = { routes: [...spec.routes], redirects: spec.redirects };
