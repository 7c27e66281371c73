import type { ComponentType } from 'react';
import type { RouteKey } from '@radix/site-kit';
import type { TableRoute } from '@radix/site-kit/route-table';
import { lazyModules } from './lazy-modules';
import { routeTable } from './route-table';

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

const isOwnPage = (key: string): key is keyof typeof ownPageLoaders => Object.hasOwn(ownPageLoaders, key);

/**
 * The page of a route a remote shows: the shell's slot for it, from one chunk for all of them
 * (`page-remote`), made from the route as the site release's table declares it.
 */
const remotePageLoader =
  (route: TableRoute): PageLoader =>
  () =>
    import(/* webpackChunkName: "page-remote" */ '../pages/remote-pages').then((pages) => pages.remotePageOf(route));

/** The page of a route of the table: the shell's own, a remote's in its slot, or none for a page the shell cannot draw. */
async function pageOf(key: string): Promise<ComponentType> {
  const route = routeTable().routes.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`${key} is no route of the site release`);
  if (route.module === 'shell') {
    if (!isOwnPage(key)) throw new Error(`the shell draws no page ${key}`);
    return ownPageLoaders[key]();
  }
  return remotePageLoader(route)();
}

/**
 * Every route's page as a chunk: the build lists each route's chunk files by these names
 * (first-load.json), and a rendered page preloads them with the shell's scripts.
 */
const pages = lazyModules(async (key: string) => ({ default: await pageOf(key) }));

/**
 * Loads the page of a route, so that its render does not suspend: the renderer before it renders
 * the page, the browser before it hydrates it, and a link the visitor points at before it is followed.
 */
export async function loadShellPage(route: string): Promise<void> {
  await pages.load(route);
}

/**
 * What a shell page renders in the browser beyond its own chunk (the text its static parts load),
 * which the page that arrived rendered never loads: each page's `prepare`.
 */
const ownPagePreparers = {
  about: () => import(/* webpackChunkName: "page-about" */ '../pages/about-page').then((page) => page.prepare()),
  contact: () => import(/* webpackChunkName: "page-contact" */ '../pages/contact-page').then((page) => page.prepare()),
} satisfies Partial<Record<keyof typeof ownPageLoaders, () => Promise<void>>>;

/**
 * Loads the page of a route and what it renders in the browser with it, so that a change of page
 * to it does not wait for the network.
 */
export async function prepareShellPage(route: string): Promise<void> {
  await Promise.all([
    loadShellPage(route),
    Object.hasOwn(ownPagePreparers, route) ? ownPagePreparers[route as keyof typeof ownPagePreparers]() : undefined,
  ]);
}

/** The pages as lazy components, for `LazyPart`. */
export const shellPages = pages;
