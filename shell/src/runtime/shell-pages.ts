import type { ComponentType } from 'react';
import type { RouteKey } from '@radix/site-kit';
import { lazyComponents } from './lazy-modules';

/**
 * The shell's own pages, each a chunk of its own named `page-<route>`: a route loads only its own
 * page's code (react-slick only with the home page's sliders). The build lists each route's chunk
 * files by that name (first-load.json), and a rendered page preloads them with the shell's scripts.
 */
const pageLoaders = {
  home: () => import(/* webpackChunkName: "page-home" */ '../pages/home-page').then((page) => page.HomePage),
  about: () => import(/* webpackChunkName: "page-about" */ '../pages/about-page').then((page) => page.AboutPage),
  contact: () =>
    import(/* webpackChunkName: "page-contact" */ '../pages/contact-page').then((page) => page.ContactPage),
  testimonials: () =>
    import(/* webpackChunkName: "page-testimonials" */ '../pages/testimonials-page').then(
      (page) => page.TestimonialsPage,
    ),
  productInquiry: () =>
    import(/* webpackChunkName: "page-productInquiry" */ '../pages/product-inquiry-page').then(
      (page) => page.ProductInquiryPage,
    ),
} satisfies Partial<Record<RouteKey, () => Promise<ComponentType>>>;

/** The routes whose page the shell draws itself. */
export type ShellPageRoute = keyof typeof pageLoaders;

const pages = lazyComponents(pageLoaders);

function isShellPage(route: RouteKey): route is ShellPageRoute {
  return Object.hasOwn(pageLoaders, route);
}

/**
 * Loads the page of a route the shell draws itself (nothing for a route a remote shows), so that
 * its render does not suspend: the renderer before it renders the page, the browser before it
 * hydrates it, and a link the visitor points at before it is followed.
 */
export async function loadShellPage(route: RouteKey): Promise<void> {
  if (isShellPage(route)) await pages.load(route);
}

/** The shell's pages as lazy components, for `LazyPart`. */
export const shellPages = pages;
