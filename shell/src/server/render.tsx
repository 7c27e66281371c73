import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { RemoteId } from '@radix/site-kit';
import { tableRouteRemotes } from '@radix/site-kit/route-remotes';
import { tableRouteOf } from '@radix/site-kit/route-table';
import type { RenderedPage, Renderer } from '@radix/site-kit/renderer';
import { App } from '../app';
import { loadRemoteModules, provideRuntimeConfig } from '../runtime/remotes';
import { parseRuntimeConfig } from '../runtime/runtime-config';
import { routeTable } from '../runtime/route-table';
import { loadShellPage } from '../runtime/shell-pages';

function configureRemotes(raw: unknown, base: string): void {
  provideRuntimeConfig(parseRuntimeConfig(raw, base));
}

/**
 * A remote that is down fails here, by name, instead of leaving a loading state in the page; the
 * shell's own page is loaded too, so the render never waits on a chunk.
 */
async function loadPageModules(path: string): Promise<readonly RemoteId[]> {
  const route = tableRouteOf(routeTable(), path);
  const ids = route ? tableRouteRemotes(route) : [];
  await Promise.all([loadRemoteModules(ids), route ? loadShellPage(route.key) : undefined]);
  return ids;
}

async function renderPage(path: string): Promise<RenderedPage> {
  const errors: string[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      // Never split a large boundary out into a later segment swapped in by inline script: the
      // page must be whole without scripts, and the policy allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    },
  );
  return { markup: await new Response(prelude).text(), errors };
}

export const renderer = { configureRemotes, loadPageModules, renderPage } satisfies Renderer;
