import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  NavigationType,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
} from 'react-router-dom';
import { isHydrated, leaveArrivingPage } from '@radix/site-kit/islands';
import { tableRouteOf } from '@radix/site-kit/route-table';
import { loadAsDocument, siteReleaseReplaced } from './live-release';
import { navigatingAttribute, navigationCapMs, nextPageReady } from './next-page';
import { routeTable } from './route-table';
import { rememberScroll } from './scroll-positions';

/** The part of an address that says which page is shown: its path and query, not its fragment. */
const pageOf = ({ pathname, search }: Pick<Location, 'pathname' | 'search'>) => pathname + search;

/**
 * The address a click on a link of the server's HTML (a static part, an island not hydrated yet)
 * goes to inside the app: a page of the site other than the one shown, followed in this tab (no
 * `target`, no `download`) with a plain click. React handles the links it owns itself.
 */
function appLinkOf(event: MouseEvent): URL | undefined {
  const link = (event.target as Element).closest?.('a[href]:not([download]):not([target])');
  const plain = !(
    event.defaultPrevented ||
    event.button ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
  if (!plain || !(link instanceof HTMLAnchorElement) || isHydrated(link)) return undefined;
  const url = new URL(link.href);
  const other = url.origin === window.location.origin && pageOf(url) !== pageOf(window.location);
  return other && tableRouteOf(routeTable(), url.pathname) ? url : undefined;
}

/**
 * The browser's router for the site, which leaves a move within the page shown (a table of
 * contents, the skip link) to the browser alone. Through BrowserRouter, such a move re-renders the
 * routes, and an island still waiting to hydrate would receive that update: React then throws its
 * server HTML away and shows its loading state instead. So the location the routes see keeps the
 * fragment it had when the page last changed. The history is react-router's own, the one
 * BrowserRouter makes; nothing on the site reads the navigation type. The first change of page
 * leaves the page that arrived rendered (`leaveArrivingPage`), and a link of the server's HTML that
 * React does not own is followed inside the app as React's own links are. A change of page keeps
 * the page shown until the next one's parts are loaded (`nextPageReady`, at most `navigationCapMs`),
 * then switches once, in a transition: React would show the loading state of every slot the new
 * page mounts, since a transition waits only for the Suspense boundaries already on screen.
 * Scrolling is the app's own (`history.scrollRestoration` manual): leaving a page notes where it was
 * scrolled (`rememberScroll`), and the routes learn whether a change is Back or Forward (`POP`).
 * A click (a change that is not Back or Forward) to a page whose site release a deploy replaced
 * since the tab's page arrived loads the live page as a document in place of the entry
 * (`siteReleaseReplaced`, asked alongside the loading and within the same cap): a document never
 * mixes two site releases, and what the tab prepared of its own is not shown.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [{ location, action }, setShown] = useState({ location: history.location, action: NavigationType.Pop });
  // The location of the page shown or being switched to: the latest change of page.
  const latest = useRef(history.location);
  // The history entry of the page on screen, which a change of page leaves.
  const shownKey = useRef(history.location.key);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const followAppLink = (event: MouseEvent) => {
      const url = appLinkOf(event);
      if (!url) return;
      event.preventDefault();
      history.push(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', followAppLink, true);
    const stopListening = history.listen((change) => {
      if (pageOf(change.location) === pageOf(latest.current)) return;
      rememberScroll(shownKey.current, window.scrollY);
      const next = change.location;
      latest.current = next;
      document.documentElement.setAttribute(navigatingAttribute, '');
      const replaced =
        change.action === NavigationType.Pop
          ? Promise.resolve(false)
          : siteReleaseReplaced(next.pathname, navigationCapMs);
      void replaced.then((yes) => {
        if (yes && latest.current === next) loadAsDocument(pageOf(next) + next.hash);
      });
      void Promise.all([nextPageReady(next.pathname), replaced]).then(([, yes]) => {
        // A later navigation took over while this page's parts loaded, or the live page is loading.
        if (yes || latest.current !== next) return;
        leaveArrivingPage();
        startTransition(() => setShown({ location: next, action: change.action }));
      });
    });
    return () => {
      document.removeEventListener('click', followAppLink, true);
      stopListening();
    };
  }, [history]);
  useLayoutEffect(() => {
    shownKey.current = location.key;
    if (location === latest.current) document.documentElement.removeAttribute(navigatingAttribute);
  }, [location]);
  return (
    <Router navigator={history} location={location} navigationType={action}>
      {children}
    </Router>
  );
}
