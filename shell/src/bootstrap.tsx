import './styles/font.css';
import '@radix/site-kit/styles/site.scss';
import './styles/shell.scss';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadRemoteModules, provideRuntimeConfig, runtimeConfig } from './runtime/remotes';
import { islandHydration, tableRouteRemotes } from '@radix/site-kit/route-remotes';
import { tableRouteOf } from '@radix/site-kit/route-table';
import { markArrivingPage } from '@radix/site-kit/islands';
import { resumeOutboxWhenIdle } from '@radix/site-kit/outbox/resume';
import { measureWhenIdle } from '@radix/site-kit/vitals/measure-when-idle';
import { countUncaughtErrors } from '@radix/site-kit/vitals/page-problems';
import { startPreloading } from './runtime/preloading';
import { SiteRouter } from './runtime/site-router';
import { renderedWith } from './runtime/rendered-page';
import { loadShellPage } from './runtime/shell-pages';

countUncaughtErrors();
const container = document.getElementById('root') as HTMLElement;

const app = (
  <StrictMode>
    <SiteRouter>
      <App />
    </SiteRouter>
  </StrictMode>
);

/**
 * A page rendered on the server is hydrated against the remotes it was rendered with, once the
 * route's remote modules and the shell's own page are loaded, so React adopts the server's markup
 * as it is, in one pass: its static parts stay the server's HTML and its islands hydrate when they
 * say (`@radix/site-kit/islands`). Without a rendered page, the shell reads the runtime configuration and renders in the browser.
 */
async function start(): Promise<void> {
  const config = renderedWith(container);
  if (!config) {
    // The routes are the site release's, in its configuration: the app renders once it has arrived,
    // the remotes are registered and preloading starts then.
    await runtimeConfig().then(
      () => startPreloading(window.location.pathname),
      (error: unknown) => console.error('The runtime configuration could not be loaded', error),
    );
    createRoot(container).render(app);
    return;
  }
  provideRuntimeConfig(config);
  const route = tableRouteOf(config.routes, window.location.pathname);
  const eager = route ? tableRouteRemotes(route).filter((id) => !islandHydration.has(id)) : [];
  // A module that fails here fails again in its slot, which then offers its retry; so does a page.
  await Promise.all([
    loadRemoteModules(eager).catch(() => undefined),
    route ? loadShellPage(route.key).catch(() => undefined) : undefined,
  ]);
  markArrivingPage();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap during it is handled at once.
  startTransition(() => {
    hydrateRoot(container, app, {
      // React mends a mismatch by rendering that part again in the browser; it is a defect all the same.
      onRecoverableError: (error) => console.error('Hydration had to recover', error),
    });
  });
  startPreloading(window.location.pathname, { currentRoute: false });
  measureWhenIdle(config);
}

void start();
// Submissions this device kept while the inquiry API could not take them are sent from any page.
resumeOutboxWhenIdle();
