import { productKeys, routes, type RouteKey } from '@radix/site-kit';

/** Header links, in order. */
export const headerLinks: readonly RouteKey[] = ['about', 'products', 'services', 'contact'];

/** Footer "Pages" column. */
export const footerPageLinks: readonly RouteKey[] = ['home', 'about', 'products', 'services', 'contact'];

/** Footer "Services" column (the mobile-app link goes to /mobile-app-dev, without the observed doubled slash). */
export const footerServiceLinks: readonly RouteKey[] = [
  'mobileApps',
  'websiteDesign',
  'customSoftware',
  'graphicalDesign',
  'seo',
];

/** Footer "Products" column. */
export const footerProductLinks: readonly RouteKey[] = productKeys;

export const footerLegalLinks: readonly { key: RouteKey; label: string }[] = [
  { key: 'terms', label: 'Terms & conditions' },
  { key: 'privacy', label: 'Privacy policy' },
];

export function linkTo(key: RouteKey) {
  return { to: routes[key].path, label: routes[key].label };
}
