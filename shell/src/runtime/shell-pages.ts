import type { ComponentType } from 'react';
import { allRoutes, type RouteKey } from '@radix/site-kit';
import { lazyComponents } from './lazy-modules';

type PageLoader = () => Promise<ComponentType>;

/**
 * The pages the shell draws itself, each a chunk of its own named `page-<route>`: a route loads only
 * its own page's code (react-slick only with the home page's sliders).
 */
const ownPageLoaders = {
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
} satisfies Partial<Record<RouteKey, PageLoader>>;

/** The routes whose page the shell draws itself; a remote shows the others. */
export type OwnPageRoute = keyof typeof ownPageLoaders;

const isOwnPage = (route: RouteKey): route is OwnPageRoute => Object.hasOwn(ownPageLoaders, route);

/** The routes whose page a remote shows: `remotePages` must hold each, or this file does not compile. */
type RemotePageRoute = Exclude<RouteKey, OwnPageRoute>;

/** The page of a route a remote shows: the shell's slot for it, from one chunk for all of them (`page-remote`). */
const remotePageLoader =
  (route: RemotePageRoute): PageLoader =>
  () =>
    import(/* webpackChunkName: "page-remote" */ '../pages/remote-pages').then((pages) => pages.remotePages[route]);

/**
 * Every route's page as a chunk: the build lists each route's chunk files by these names
 * (first-load.json), and a rendered page preloads them with the shell's scripts.
 */
const pages = lazyComponents(
  Object.fromEntries(
    allRoutes.map(({ key }) => [key, isOwnPage(key) ? ownPageLoaders[key] : remotePageLoader(key)]),
  ) as Record<RouteKey, PageLoader>,
);

/**
 * Loads the page of a route, so that its render does not suspend: the renderer before it renders
 * the page, the browser before it hydrates it, and a link the visitor points at before it is followed.
 */
export async function loadShellPage(route: RouteKey): Promise<void> {
  await pages.load(route);
}

/** The pages as lazy components, for `LazyPart`. */
export const shellPages = pages;
