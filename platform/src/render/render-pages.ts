import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterPaintScript, firstLoadFile, shellServerEntry, type FirstLoad } from '@radix/site-kit/build-outputs';
import { remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import { isRenderer, isShellServerEntry, type Renderer } from '@radix/site-kit/renderer';
import { eagerRemotes, routeRemotes } from '@radix/site-kit/route-remotes';
import { allRoutes, type RouteKey } from '@radix/site-kit/routes';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { pageJsonLd } from '@radix/site-kit/seo';
import { notFoundFile, notFoundPath, pageFile } from '../site/pages';
import { routeManifests } from '../server/policy';
import { composePage } from './compose-page';
import { assetsOf, fetchManifest, type FetchedManifest } from './manifests';
import { publish } from './publish';
import { RenderError } from './render-error';

/** Problems that mean the page is not the whole page: React's client-rendered fallbacks and the slots' own states. */
export function incompleteMarkers(markup: string): string[] {
  const markers: [string, string][] = [
    ['<!--$!-->', 'a Suspense boundary that failed on the server'],
    ['<!--$?-->', 'a Suspense boundary still pending'],
    ['remote-slot--loading', 'a remote slot still loading'],
    ['remote-slot--failed', 'a remote slot showing its failure message'],
  ];
  return markers.filter(([marker]) => markup.includes(marker)).map(([, what]) => what);
}

/** An error as its message and the function it was thrown in, without the rest of its stack. */
function withoutStack(error: string): string {
  const [message, frame] = error.split('\n');
  const where = /^\s*at (\S+)/.exec(frame ?? '')?.[1];
  return where ? `${message} (in ${where})` : (message ?? error);
}

/** The shell's loader of rendered pages, by its hashed name in the shell's build. */
function loaderFile(shellWeb: string): string {
  const pattern = new RegExp(`^${afterPaintScript}\\.[0-9a-f]{8}\\.js$`);
  const file = fs.readdirSync(shellWeb).find((name) => pattern.test(name));
  if (!file) throw new RenderError(`the shell's build has no ${afterPaintScript} script: run "npm run build -w shell"`);
  return `/${file}`;
}

/**
 * The files of each route's own shell page (its chunks, their styles and the shared packages they
 * consume), from the shell's build, as URLs: a rendered page preloads them with the shell's scripts,
 * so that they download alongside main.js instead of after it has run.
 */
function shellPageFiles(shellWeb: string): FirstLoad['routes'] {
  const file = path.join(shellWeb, firstLoadFile);
  if (!fs.existsSync(file))
    throw new RenderError(`the shell's build has no ${firstLoadFile}: run "npm run build -w shell"`);
  const { routes } = JSON.parse(fs.readFileSync(file, 'utf8')) as FirstLoad;
  return Object.fromEntries(Object.entries(routes).map(([route, files]) => [route, files.map((name) => `/${name}`)]));
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

/** The routes that show a remote, for messages that say what a failure affects. */
export function routesShowing(name: RemoteName): string[] {
  return allRoutes
    .filter((route) => routeRemotes[route.key].some((id) => id.startsWith(`${name}/`)))
    .map((r) => r.path);
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
  const loader = loaderFile(shell.web);
  const pageFiles = shellPageFiles(shell.web);
  const manifests = new Map<RemoteName, FetchedManifest>();
  for (const name of remoteNames) {
    try {
      manifests.set(name, await fetchManifest(name, new URL(config.remotes[name], siteOrigin).href));
    } catch (error) {
      throw new RenderError(`${(error as Error).message}; pages that show it: ${routesShowing(name).join(', ')}`);
    }
  }
  renderer.configureRemotes(config, siteOrigin);

  const pages: { file: string; html: string }[] = [];
  const targets: { path: string; file: string; key?: RouteKey }[] = [
    ...allRoutes.map((route) => ({ path: route.path, file: pageFile(route.path), key: route.key })),
    { path: notFoundPath, file: notFoundFile },
  ];
  for (const target of targets) {
    const ids = target.key ? routeRemotes[target.key] : [];
    try {
      await renderer.loadPageModules(target.path);
    } catch (error) {
      throw new RenderError(`${target.path}: ${ids.join(', ')} could not be loaded (${(error as Error).message})`);
    }
    const { markup, errors } = await renderer.renderPage(target.path);
    if (errors.length) throw new RenderError(`${target.path}: the render failed: ${withoutStack(errors[0] ?? '')}`);
    const incomplete = incompleteMarkers(markup);
    if (incomplete.length) throw new RenderError(`${target.path}: the page holds ${incomplete.join(' and ')}`);
    const own = (target.key && pageFiles[target.key]) || [];
    const styles = [...own.filter((file) => file.endsWith('.css')), ...assetsOf(ids, manifests).styles];
    const scripts = [
      ...own.filter((file) => file.endsWith('.js')),
      ...assetsOf(target.key ? eagerRemotes(target.key) : [], manifests).scripts,
    ];
    const jsonLd = target.key ? pageJsonLd(target.key) : [];
    const preloads = routeManifests(target.path, config, siteOrigin).map((manifest) => manifest.href);
    pages.push({
      file: target.file,
      html: composePage({
        template,
        loader,
        markup,
        jsonLd,
        styles,
        scripts,
        manifests: preloads,
        config,
        siteRelease,
      }),
    });
  }
  publish(pagesDir, pages);
  return pages.length;
}
