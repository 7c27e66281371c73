import { routes } from '@radix/site-kit/routes';

/**
 * The tag of the tests whose result depends on the server that delivers the site: headers, caching,
 * compression, status codes, routes, release pickup. The Node server's run runs every test; the
 * nginx and the edge runs run only these, since the rest would see the same files and the same
 * browser whatever serves them.
 */
export const everyServerTag = '@every-server';
export const everyServer = { tag: everyServerTag };

/**
 * Pages that between them load every part the server delivers: the home page (the shell, the products
 * slider, the services grid, the forms), a product page, a service page and a legal page.
 */
export const pageOfEachPart: readonly string[] = [
  routes.home.path,
  routes.schoolErp.path,
  routes.webHosting.path,
  routes.privacy.path,
];

/** The tag for a test of one route: server-dependent for the pages of `pageOfEachPart`. */
export const everyServerFor = (path: string) => (pageOfEachPart.includes(path) ? everyServer : {});
