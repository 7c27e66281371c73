import { productKeys, serviceKeys, type RouteKey } from '@radix/site-kit/routes';

/**
 * Every budget of the site, in one place: the byte limits `npm run test:budget` checks from the
 * build (part of `npm test`) and the figures `npm run audit` measures with Lighthouse.
 */
export const KB = 1024;

/**
 * Routes whose remotes show only text, or nothing the page needs at once: the forms hydrate when
 * used, a product's or a service's page when the visitor reaches for it, the legal pages' carousel a
 * few seconds after the page shows. They aim lower.
 */
export const textOnlyRoutes: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'about',
  'testimonials',
  'contact',
  'productInquiry',
  ...productKeys,
  ...serviceKeys,
  'terms',
  'privacy',
]);

/**
 * What a route's first-load JavaScript aims at, gzip: 123 KB for the text-only routes. Every page's
 * boot holds the islands module's static parts and the following of their links inside the app
 * (+0.4 KB); the footer's code, a lazy static part that a page arriving rendered never loads, pays
 * for them (/aboutus 120.4 -> 120.0 KB). Routing, the header and the footer by the site release's
 * route table instead of a compiled list costs the boot 0.6 KB more (a service page 120.6 KB, /contactus 121.0 KB);
 * a click's check of the live site release and Back and Forward restoring the scroll, 1.0 KB more (a
 * service page 122.3 KB, /contactus 122.5 KB).
 */
export function firstLoadJsTarget(route: RouteKey): number {
  return (textOnlyRoutes.has(route) ? 123 : 150) * KB;
}

export const byteBudgets = {
  /**
   * The shell's own first load (entry, async boundary, the shared modules it consumes), gzip:
   * measured 116.1 KB, of which React DOM 63.3 KB, the federation runtime in main.js 27.4 KB and
   * react-router-dom 14.5 KB; routing by the site release's route table (read, not composed: the
   * composing and its checks stay in the build and the deploy) 118.6 KB; with a click's check of the
   * live site release (a page prepared before a deploy is not shown) and Back and Forward restoring
   * the scroll, 119.9 KB. A route's page chunk comes on top (`firstLoadJsTarget`).
   */
  shellBootJs: 120 * KB,
  /** Each remote's remoteEntry.js, gzip: 8.3 KB since it uses the shell's federation runtime. */
  remoteEntry: 10 * KB,
};

/**
 * What `npm run audit` judges its medians against. "On a phone" is the low-tier phone the audit
 * calibrates its CPU slowdown for by default (`--phone=low`, `scripts/measure/phones.ts`).
 */
export const auditBudgets = {
  /** Lighthouse performance score on a phone, every route. */
  performanceMobile: 90,
  /** Accessibility, best practices and SEO, every route and preset. */
  otherCategories: 100,
  /** Cumulative layout shift, every route and preset, as Lighthouse rounds it (3 decimals). */
  cls: 0,
  /** Total blocking time on a phone, every route, in ms. */
  tbtMs: 200,
  /** LCP of a page over the LCP of the same page as static HTML without its scripts. */
  lcpRatioToStatic: 1.1,
};
