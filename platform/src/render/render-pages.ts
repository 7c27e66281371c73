import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { shellServerEntry } from '@radix/site-kit/build-outputs';
import { remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import { isRenderer, isShellServerEntry, type Renderer } from '@radix/site-kit/renderer';
import { islandHydration, remoteSlotStates, tableRouteRemotes } from '@radix/site-kit/route-remotes';
import type { TableRoute } from '@radix/site-kit/route-table';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { pageJsonLd, sitemapXml } from '@radix/site-kit/seo';
import { shareCardMeta } from '@radix/site-kit/share-card';
import { notFoundFile, notFoundPath, pageFile, routeManifests, sitemapFile } from '@radix/release-model';
import { composePage } from './compose-page';
import { assetsOf, fetchManifest, type FetchedManifest } from './manifests';
import { publish } from './publish';
import { readShellBuild } from './shell-build';
import { RenderError } from './render-error';

/** Problems that mean the page is not the whole page: React's client-rendered fallbacks and the slots' own states. */
export function incompleteMarkers(markup: string): string[] {
  const markers: [string, string][] = [
    ['<!--$!-->', 'a Suspense boundary that failed on the server'],
    ['<!--$?-->', 'a Suspense boundary still pending'],
    [remoteSlotStates.loading, 'a remote slot still loading'],
    [remoteSlotStates.failed, 'a remote slot showing its failure message'],
  ];
  return markers.filter(([marker]) => markup.includes(marker)).map(([, what]) => what);
}

/** An error as its message and the function it was thrown in, without the rest of its stack. */
function withoutStack(error: string): string {
  const [message, frame] = error.split('\n');
  const where = /^\s*at (\S+)/.exec(frame ?? '')?.[1];
  return where ? `${message} (in ${where})` : (message ?? error);
}

/** The module's `module.exports` where `import()` wraps a CommonJS build in a namespace. */
const exportsOf = (namespace: unknown): unknown =>
  typeof namespace === 'object' && namespace !== null && 'default' in namespace ? namespace.default : namespace;

/** The shell's renderer, from its Node build (`shell/dist-server/server.js`). */
async function shellRenderer(shellServer: string): Promise<Renderer> {
  const bundle = path.join(shellServer, shellServerEntry);
  if (!fs.existsSync(bundle)) throw new RenderError(`${bundle} is missing: run "npm run build -w shell" first`);
  const entry = exportsOf(await import(pathToFileURL(bundle).href));
  if (!isShellServerEntry(entry)) throw new RenderError(`${bundle} does not export a renderer`);
  const renderer = await entry.renderer;
  if (!isRenderer(renderer)) throw new RenderError(`${bundle}'s renderer lacks a function of the renderer contract`);
  return renderer;
}

/** The routes of a table that show a remote, for messages that say what a failure affects. */
export function routesShowing(
  routes: readonly Pick<TableRoute, 'key' | 'module' | 'path'>[],
  name: RemoteName,
): string[] {
  return routes.filter((route) => tableRouteRemotes(route).some((id) => id.startsWith(`${name}/`))).map((r) => r.path);
}

/** Where a shell release's builds are: what browsers get, and its renderer. */
export interface ShellBuild {
  web: string;
  server: string;
}

export interface RenderPagesOptions {
  config: RuntimeConfigFile;
  /** The site's own origin, against which relative URLs of the configuration resolve. */
  siteOrigin: string;
  /** Where the pages are published: a symbolic link swapped to each new complete set. */
  pagesDir: string;
  /** The shell's web build (template, loader, first-load.json) and Node build (renderer). */
  shell: ShellBuild;
  /** The renderer to use; by default the shell's Node build's (`server.js`). */
  renderer?: Renderer;
  /** The site release the pages are rendered for, named in each page. */
  siteRelease?: string;
}

/**
 * Renders every route and the not-found page with the shell's Node build and the remotes the
 * configuration names, then publishes them at once. Any failure (a remote down, a Node entry
 * missing, an error or a fallback in a page) throws, naming the remote and the route, and
 * publishes nothing: the last good pages stay.
 */
export async function renderPages({
  config,
  siteOrigin,
  pagesDir,
  siteRelease,
  shell,
  ...options
}: RenderPagesOptions): Promise<number> {
  const renderer = options.renderer ?? (await shellRenderer(shell.server));
  const template = fs.readFileSync(path.join(shell.web, 'index.html'), 'utf8');
  const shellFiles = readShellBuild(shell.web);
  const loader = `/${shellFiles.loader}`;
  const { routes: pageFiles, remotePage } = shellFiles.firstLoad;
  // A page the shell knew when it was built has its own list; one a remote added since is the remote's slot.
  const shellFilesOf = (route: TableRoute): readonly string[] =>
    (Object.hasOwn(pageFiles, route.key) ? pageFiles[route.key as keyof typeof pageFiles] : undefined) ??
    (route.module === 'shell' ? [] : remotePage);
  const manifests = new Map<RemoteName, FetchedManifest>();
  for (const name of remoteNames) {
    try {
      manifests.set(name, await fetchManifest(name, new URL(config.remotes[name], siteOrigin).href));
    } catch (error) {
      throw new RenderError(
        `${(error as Error).message}; pages that show it: ${routesShowing(config.routes.routes, name).join(', ')}`,
      );
    }
  }
  renderer.configureRemotes(config, siteOrigin);

  const pages: { file: string; html: string }[] = [];
  const { routes } = config.routes;
  const targets: { path: string; file: string; route?: TableRoute }[] = [
    ...routes.map((route) => ({ path: route.path, file: pageFile(route.path), route })),
    { path: notFoundPath, file: notFoundFile },
  ];
  for (const target of targets) {
    const ids = target.route ? tableRouteRemotes(target.route) : [];
    try {
      await renderer.loadPageModules(target.path);
    } catch (error) {
      throw new RenderError(`${target.path}: ${ids.join(', ')} could not be loaded (${(error as Error).message})`);
    }
    const { markup, errors } = await renderer.renderPage(target.path);
    if (errors.length) throw new RenderError(`${target.path}: the render failed: ${withoutStack(errors[0] ?? '')}`);
    const incomplete = incompleteMarkers(markup);
    if (incomplete.length) throw new RenderError(`${target.path}: the page holds ${incomplete.join(' and ')}`);
    const own = (target.route ? shellFilesOf(target.route) : []).map((file) => `/${file}`);
    const styles = [...own.filter((file) => file.endsWith('.css')), ...assetsOf(ids, manifests).styles];
    const scripts = [
      ...own.filter((file) => file.endsWith('.js')),
      ...assetsOf(
        ids.filter((id) => !islandHydration.has(id)),
        manifests,
      ).scripts,
    ];
    const jsonLd = target.route ? pageJsonLd(config.routes, target.route) : [];
    const preloads = routeManifests(target.path, config, siteOrigin).map((manifest) => manifest.href);
    pages.push({
      file: target.file,
      html: composePage({
        template,
        loader,
        markup,
        openGraph: shareCardMeta(target.route, config.remotes),
        jsonLd,
        styles,
        scripts,
        manifests: preloads,
        config,
        siteRelease,
      }),
    });
  }
  const rendered = pages.length;
  // An old spelling answers with the app, which redirects: a file of its own lets nginx, which
  // reads no table, know it from any other path.
  for (const redirect of config.routes.redirects) pages.push({ file: pageFile(redirect.from), html: template });
  pages.push({ file: sitemapFile, html: sitemapXml(config.routes) });
  publish(pagesDir, pages);
  return rendered;
}
