import { specRoutesOf, type PartRoutes } from '@radix/site-kit/route-table';

const spec = specRoutesOf('shell');

/**
 * The routes this part draws, written into its release's record by its build: the shell's own
 * pages (home, about, contact, testimonials, and the product inquiry page that holds the forms'
 * form). A page of its own is declared here alone, after the spec's.
 */
export const partRoutes: PartRoutes = { routes: [...spec.routes], redirects: spec.redirects };
