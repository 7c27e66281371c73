import type { RemoteId } from './contracts';

/**
 * The contract between the shell's Node build (`dist-server/server.js`) and the platform that
 * renders the site's pages with it. Both sides check their code against these types.
 */

/**
 * The id of the `<script type="application/json">` in which a rendered page names the runtime
 * configuration it was rendered with: the browser hydrates against exactly those remotes.
 */
export const renderedWithId = 'rendered-with';

/** The name of a rendered page's `<meta>` naming its site release. */
export const siteReleaseMeta = 'site-release';

/** One page as the shell renders it. */
export interface RenderedPage {
  /** The markup of `#root`, as the browser shows it at first paint. */
  markup: string;
  /** What went wrong inside the render (React's `prerender` does not reject for errors under Suspense). */
  errors: string[];
}

/** What the shell's renderer offers. */
export interface Renderer {
  /** Registers the remotes of a runtime configuration (as served to the browser) for the renders that follow. */
  configureRemotes(raw: unknown, base: string): void;
  /** Loads the remote modules a page shows (and the shell's own page), so that its render includes them; returns their ids. */
  loadPageModules(path: string): Promise<readonly RemoteId[]>;
  /** Renders the page at `path` completely: every Suspense boundary resolved, remote content included. */
  renderPage(path: string): Promise<RenderedPage>;
}

/** The module the shell's Node build is: its renderer, once federation has set up shared React. */
export interface ShellServerEntry {
  renderer: Promise<Renderer>;
}

const hasFunctions = (value: unknown, names: readonly string[]): boolean =>
  typeof value === 'object' &&
  value !== null &&
  names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

/** Whether a loaded module is a shell server entry (its `renderer` is a promise). */
export function isShellServerEntry(value: unknown): value is ShellServerEntry {
  return typeof value === 'object' && value !== null && 'renderer' in value && hasFunctions(value.renderer, ['then']);
}

/** Whether what a shell server entry resolved to offers every function of a `Renderer`. */
export function isRenderer(value: unknown): value is Renderer {
  return hasFunctions(value, ['configureRemotes', 'loadPageModules', 'renderPage']);
}
