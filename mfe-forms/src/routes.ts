import { specRoutesOf, type PartRoutes } from '@radix/site-kit/route-table';

const spec = specRoutesOf('forms');

/**
 * The routes this part draws, written into its release's record by its build: none: its forms are
 * parts of the shell's and the products' pages. A page of its own is declared here alone, after
 * the spec's.
 */
export const partRoutes: PartRoutes = { routes: [...spec.routes], redirects: spec.redirects };
