import { remoteIds, type RemoteId } from './contracts';
import type { DeclaredRoute } from './route-table';
import type { Hydrate } from './islands/protocol';
import { allRoutes, productKeys, redirects, serviceKeys, type RouteKey } from './routes';

const isRemoteId = (module: string): module is RemoteId => (remoteIds as readonly string[]).includes(module);

function sameFor<K extends RouteKey>(keys: readonly K[], ids: readonly RemoteId[]): Record<K, readonly RemoteId[]> {
  const table = {} as Record<K, readonly RemoteId[]>;
  for (const key of keys) table[key] = ids;
  return table;
}

/**
 * The remote modules each route shows, as the shell composes them in its route elements and pages
 * (the shell's route-remotes test renders every route and compares).
 */
export const routeRemotes: Record<RouteKey, readonly RemoteId[]> = {
  home: ['products/ProductSlider', 'services/ServicesGrid', 'forms/SubscribeForm', 'forms/GetInTouchForm'],
  about: [],
  contact: ['forms/GetInTouchForm'],
  testimonials: [],
  productInquiry: ['forms/ProductInquiryForm'],
  products: ['products/ProductsPage'],
  ...sameFor(productKeys, ['products/ProductPage', 'forms/ProductInquiryForm']),
  services: ['services/ServicesPage'],
  ...sameFor(serviceKeys, ['services/ServicePage']),
  terms: ['legal/TermsPage'],
  privacy: ['legal/PrivacyPage'],
};

/**
 * The remote modules whose island on a rendered page waits, and for what (`Hydrate`,
 * `islands/README.md`); the others hydrate with the page. A product's page and a service's page are
 * text, images and links that work as they are: what needs script in them (the school ERP's module
 * tabs, the inquiry form) is an island of its own inside, which hydrates once the visitor reaches for
 * the page, so a visitor who only reads loads none of their remote's code. The legal pages are text
 * and links too, but for the "at a glance" carousel, which moves on its own a whole interval after
 * the page shows it: its code comes well before that, not with the page's.
 */
export const islandHydration: ReadonlyMap<RemoteId, Exclude<Hydrate, 'page'>> = new Map<
  RemoteId,
  Exclude<Hydrate, 'page'>
>([
  ['products/ProductSlider', 'visible'],
  ['services/ServicesGrid', 'visible'],
  ['forms/SubscribeForm', 'used'],
  ['forms/GetInTouchForm', 'used'],
  ['forms/ProductInquiryForm', 'used'],
  ['products/ProductPage', 'used'],
  ['services/ServicePage', 'used'],
  ['legal/TermsPage', { ms: 3000 }],
  ['legal/PrivacyPage', { ms: 3000 }],
]);

/**
 * The remote modules a route of a site release's table shows: a spec page's as `routeRemotes` says,
 * a page a part added on its own its module alone.
 */
export function tableRouteRemotes(route: Pick<DeclaredRoute, 'key' | 'module'>): readonly RemoteId[] {
  if (Object.hasOwn(routeRemotes, route.key)) return routeRemotes[route.key as RouteKey];
  return isRemoteId(route.module) ? [route.module] : [];
}

/** The remote modules a route's server-rendered page hydrates at once: loaded before hydration starts. */
export function eagerRemotes(route: RouteKey): readonly RemoteId[] {
  return routeRemotes[route].filter((id) => !islandHydration.has(id));
}

/** Routes a visitor most likely opens next from any page: the header's. */
export const likelyNextRoutes: readonly RouteKey[] = ['products', 'services', 'contact', 'about'];

/** The route a URL path leads to (following the redirects), if any. */
export function routeForPath(pathname: string): RouteKey | undefined {
  const clean = pathname.replace(/(.)\/$/, '$1');
  const redirect = redirects.find((r) => r.from === clean);
  if (redirect) return redirect.to;
  return allRoutes.find((route) => route.path === clean)?.key;
}

/**
 * The states a remote slot shows instead of its remote's content, as class names on the slot's
 * element: a complete page has neither, which the renderer and the deploy's browser check look for.
 */
export const remoteSlotStates = { loading: 'remote-slot--loading', failed: 'remote-slot--failed' } as const;

/** A selector of either state of `remoteSlotStates`. */
export const remoteSlotStateSelector = (): string =>
  Object.values(remoteSlotStates)
    .map((className) => `.${className}`)
    .join(', ');
