import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { RemoteId } from '@radix/site-kit';
import { App } from '../app';
import { loadRemoteModules, provideRuntimeConfig } from '../runtime/remotes';
import { routeForPath, routeRemotes } from '../runtime/route-remotes';
import { parseRuntimeConfig } from '../runtime/runtime-config';

export interface RenderedPage {
  /** The markup of `#root`, as the browser shows it at first paint. */
  markup: string;
  /** What went wrong inside the render (React's `prerender` does not reject for errors under Suspense). */
  errors: string[];
}

/** Registers the remotes of a runtime configuration (as served to the browser) for the renders that follow. */
export function configureRemotes(raw: unknown, base: string): void {
  provideRuntimeConfig(parseRuntimeConfig(raw, base));
}

/**
 * Loads the remote modules a page shows, so the render includes them (and a remote that is down
 * fails here, by name, instead of leaving a loading state in the page).
 */
export async function loadPageModules(path: string): Promise<readonly RemoteId[]> {
  const route = routeForPath(path);
  const ids = route ? routeRemotes[route] : [];
  await loadRemoteModules(ids);
  return ids;
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let result = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    result += decoder.decode(chunk, { stream: true });
  return result + decoder.decode();
}

/** Renders the page at `path` completely: every Suspense boundary resolved, remote content included. */
export async function renderPage(path: string): Promise<RenderedPage> {
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
  return { markup: await text(prelude), errors };
}
