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
 * When a server-rendered part hydrates that does not hydrate with the page. Until then it shows its
 * server markup: what is typed stays, and the page's loader holds a click on a control that needs
 * script, and a form's send, until the part is hydrated.
 * - `seen`: when the visitor comes near it (scrolls within reach of it, points at, touches or focuses
 *   it); below the fold, it costs a first visit no script.
 * - `used`: only when the visitor starts using it (points at, touches or focuses it); in the first
 *   screen, it costs a first visit that only reads no script.
 * - a number: when used, or at the latest this many milliseconds after the page first painted.
 */
export type LaterHydration = 'seen' | 'used' | number;

/**
 * The remote modules that hydrate later than the page they are on, and when. The legal pages are
 * text and links that work as they are, but for the "at a glance" carousel, which moves on its own
 * a whole interval after the page shows it: its code comes well before that, not with the page's.
 */
export const hydratedLater: ReadonlyMap<RemoteId, LaterHydration> = new Map<RemoteId, LaterHydration>([
  ['products/ProductSlider', 'seen'],
  ['services/ServicesGrid', 'seen'],
  ['forms/SubscribeForm', 'used'],
  ['forms/GetInTouchForm', 'used'],
  ['forms/ProductInquiryForm', 'used'],
  ['legal/TermsPage', 3000],
  ['legal/PrivacyPage', 3000],
]);

/** The remote modules a route's server-rendered page hydrates at once: loaded before hydration starts. */
export function eagerRemotes(route: RouteKey): readonly RemoteId[] {
  return routeRemotes[route].filter((id) => !hydratedLater.has(id));
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
