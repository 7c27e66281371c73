import { listedIn, type FooterColumn } from '@radix/site-kit/route-table';
import { routeTable } from '../runtime/route-table';

/** A link of the header or the footer: where it goes and what it says. */
export interface NavigationLink {
  key: string;
  to: string;
  label: string;
}

/** The header's links, in order, as the site release's table lists them. */
export function headerLinks(): NavigationLink[] {
  return listedIn(routeTable(), 'header').map(({ key, path, label }) => ({ key, to: path, label }));
}

/**
 * A footer column's links, in order, as the site release's table lists them (the mobile-app link
 * goes to /mobile-app-dev, without the observed doubled slash), with the footer's own label where
 * the route gives one.
 */
export function footerLinks(column: FooterColumn): NavigationLink[] {
  return listedIn(routeTable(), 'footer', column).map(({ key, path, label, listed }) => ({
    key,
    to: path,
    label: listed?.footer?.label ?? label,
  }));
}
