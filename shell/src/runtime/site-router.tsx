import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router-dom';
import { hydrationDone } from './hydration';

/** The part of an address that says which page is shown: its path and query, not its fragment. */
const pageOf = ({ pathname, search }: Location) => pathname + search;

/**
 * The browser's router for the site, which leaves a move within the page shown (a table of
 * contents, the skip link) to the browser alone. Through BrowserRouter, such a move re-renders the
 * routes, and a part of the page still waiting to hydrate (a form not used yet) would receive that
 * update: React then throws its server markup away and shows its loading state instead. So the
 * location the routes see keeps the fragment it had when the page last changed. The history is
 * react-router's own, the one BrowserRouter makes; nothing on the site reads the navigation type.
 * The first change of page ends the hydration of the page that arrived rendered (`hydrationDone`).
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    let shown = history.location;
    return history.listen((change) => {
      if (pageOf(change.location) === pageOf(shown)) return;
      shown = change.location;
      hydrationDone();
      startTransition(() => setLocation(shown));
    });
  }, [history]);
  return (
    <Router navigator={history} location={location}>
      {children}
    </Router>
  );
}
