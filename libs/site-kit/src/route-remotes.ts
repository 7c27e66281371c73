import type { RemoteId } from './contracts';
import { allRoutes, productKeys, redirects, serviceKeys, type RouteKey } from './routes';

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
 * Remote modules a server-rendered page hydrates only when the visitor comes near them (scrolls
 * towards them, points at, touches or focuses them): below the fold where they appear, they cost a
 * first visit no script. Until then they show their server markup; what is typed stays, and a form
 * sent meanwhile is held by the page's loader until the form is hydrated.
 */
export const hydratedWhenSeen: ReadonlySet<RemoteId> = new Set<RemoteId>([
  'products/ProductSlider',
  'services/ServicesGrid',
  'forms/SubscribeForm',
  'forms/GetInTouchForm',
  'forms/ProductInquiryForm',
]);

/**
 * Of those, the forms hydrate only when the visitor starts using one (points at, touches or focuses
 * it), not when it comes near: their server markup keeps what is typed, and the page's loader holds
 * a send until the form is hydrated, so a form in the first screen costs a first visit no script.
 */
export const hydratedOnUse: ReadonlySet<RemoteId> = new Set<RemoteId>([
  'forms/SubscribeForm',
  'forms/GetInTouchForm',
  'forms/ProductInquiryForm',
]);

/** The remote modules a route's server-rendered page hydrates at once: loaded before hydration starts. */
export function eagerRemotes(route: RouteKey): readonly RemoteId[] {
  return routeRemotes[route].filter((id) => !hydratedWhenSeen.has(id));
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
