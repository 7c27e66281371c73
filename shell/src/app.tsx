import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { pageReadyAttribute } from '@radix/site-kit';
import { ErrorBoundary } from './components/error-boundary';
import { PageFailure } from './components/page-failure';
import { PageSlot } from './components/page-slot';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { RouteMeta } from './layout/route-meta';
import { ScrollToTop } from './layout/scroll-to-top';
import { NotFoundPage } from './pages/not-found-page';
import { routeTable } from './runtime/route-table';

/**
 * Marks `<html>` with `pageReadyAttribute` once React has taken the page over in the browser
 * (rendered or hydrated). Part of the app, so the server renders the same tree the browser hydrates.
 */
function Ready() {
  useEffect(() => {
    document.documentElement.setAttribute(pageReadyAttribute, '');
  }, []);
  return null;
}

/** The shell: header, the routed page, footer. Routes come from the site release's route table. */
export function App() {
  const { routes, redirects } = routeTable();
  const pathOf = (key: string) => routes.find((route) => route.key === key)?.path ?? '/';
  return (
    <>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1}>
        <Routes>
          {routes.map((route) => (
            <Route
              key={route.key}
              path={route.path}
              element={
                <ErrorBoundary key={route.key} fallback={() => <PageFailure />}>
                  <RouteMeta title={route.title} description={route.description} path={route.path} />
                  <PageSlot route={route.key} />
                </ErrorBoundary>
              }
            />
          ))}
          {redirects.map(({ from, to }) => (
            <Route key={from} path={from} element={<Navigate replace to={pathOf(to)} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer />
      <Ready />
    </>
  );
}
