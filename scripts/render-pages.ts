import fs from 'node:fs';
import path from 'node:path';
import { allRoutes, type RouteKey } from '@radix/site-kit/routes';
import { remoteNames, type RemoteId, type RemoteName } from '@radix/site-kit/contracts';
import { afterPaintScript, nodeRemoteEntry, shellServerDir } from '../libs/tooling/src/webpack';
import { writePrecompressed } from '../libs/tooling/src/precompressed';
import { pageJsonLd } from '../shell/config/seo';
import { eagerRemotes, routeRemotes } from '../shell/src/runtime/route-remotes';
import { notFoundFile, notFoundPath, pageFile } from './pages';
import type { RuntimeConfigFile as ServedRuntimeConfig } from '@radix/site-kit/runtime-config';
import { deployableDir, root } from './serve-lib';

/** What the shell's Node build (`shell/dist-server/server.js`) offers a renderer. */
export interface Renderer {
  configureRemotes(raw: unknown, base: string): void;
  loadPageModules(path: string): Promise<readonly RemoteId[]>;
  renderPage(path: string): Promise<{ markup: string; errors: string[] }>;
}

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

interface Manifest {
  metaData: { publicPath?: string; ssrRemoteEntry?: { name: string } };
  exposes: { name: string; assets: ManifestAssets }[];
}

export class RenderError extends Error {
  override name = 'RenderError';
}

async function fetchManifest(name: RemoteName, url: string): Promise<{ manifest: Manifest; base: string }> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new RenderError(`remote "${name}": its manifest ${url} cannot be fetched (${(error as Error).message})`);
  }
  if (!response.ok) throw new RenderError(`remote "${name}": its manifest ${url} answered ${response.status}`);
  const manifest = (await response.json()) as Manifest;
  const publicPath = manifest.metaData.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', url).href : new URL(publicPath, url).href;
  const nodeEntry = new URL(manifest.metaData.ssrRemoteEntry?.name ?? nodeRemoteEntry, base).href;
  // The federation runtime would run a 404 page as script ("Unexpected identifier"): check first.
  const entry = await fetch(nodeEntry, { method: 'HEAD' }).catch(() => undefined);
  if (!entry?.ok) {
    throw new RenderError(`remote "${name}": its Node entry ${nodeEntry} answered ${entry?.status ?? 'nothing'}`);
  }
  return { manifest, base };
}

const hoistable = /^(?:<link\b[^>]*\/>|<meta\b[^>]*\/>|<title>[^<]*<\/title>)/;

/** React writes a page's head elements (title, meta, canonical, image preloads) first: they go into the head. */
export function splitHead(markup: string): { head: string; body: string } {
  let head = '';
  let body = markup;
  for (let match = hoistable.exec(body); match; match = hoistable.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface PageParts {
  template: string;
  /** URL of the shell's loader of rendered pages, which starts the scripts after the first paint. */
  loader: string;
  markup: string;
  jsonLd: string[];
  styles: string[];
  scripts: string[];
  config: ServedRuntimeConfig;
}

const templateMain = /<script defer(?:="defer")? src=("?)([^" >]+)\1><\/script>/;
const templateScriptPreload = /<link rel=("?)preload\1 href=("?)([^" >]+\.js)\2 as=("?)script\4>/g;

/**
 * The published page: index.html with the page's own head (title, description, canonical, Open
 * Graph, structured data), its remotes' style sheets, the configuration it was rendered with (the
 * browser hydrates against the same remotes), and the markup in `#root`. Its scripts (the shell's
 * and the remotes') are started by the loader once the page has painted, instead of competing with
 * the style sheets for the first paint.
 */
export function composePage({ template, loader, markup, jsonLd, styles, scripts, config }: PageParts): string {
  const { head, body } = splitHead(markup);
  const renderedWith = JSON.stringify(config).replace(/</g, '\\u003c');
  const main = templateMain.exec(template)?.[2];
  if (!main) throw new RenderError("the shell's index.html has no main script");
  const preload = [...[...template.matchAll(templateScriptPreload)].map((match) => match[3] ?? ''), ...scripts];
  const extra = [
    head,
    ...styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    `<script defer src="${escapeAttribute(loader)}" data-main="${escapeAttribute(main)}" data-preload="${escapeAttribute(preload.join(' '))}"></script>`,
    ...jsonLd.map((data) => `<script type="application/ld+json">${data}</script>`),
    `<script type="application/json" id="rendered-with">${renderedWith}</script>`,
  ].join('');
  return (
    template
      .replace(templateMain, '')
      .replace(templateScriptPreload, '')
      // The shell's own style sheet applies before any script runs (its script finds it and adds no copy).
      .replace(
        /<link rel=("?)preload\1 href=("?)([^" >]+\.css)\2 as=("?)style\4>/g,
        '<link rel="stylesheet" href="$3">',
      )
      // The page names its configuration itself: the browser does not fetch runtime-config.json.
      .replace(/<link rel=("?)preload\1 href=("?)\/runtime-config\.json\2[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="?description"? content="[^"]*">/, '')
      .replace(/<script type="?application\/ld\+json"?>[^<]*<\/script>/, '')
      .replace('</head>', `${extra}</head>`)
      .replace(/<div id="?root"?><\/div>/, `<div id="root">${body}</div>`)
  );
}

function assetsOf(ids: readonly RemoteId[], manifests: Map<RemoteName, { manifest: Manifest; base: string }>) {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const id of ids) {
    const [remote, module] = id.split('/') as [RemoteName, string];
    const entry = manifests.get(remote);
    const expose = entry?.manifest.exposes.find((candidate) => candidate.name === module);
    if (!entry || !expose) throw new RenderError(`remote "${remote}": its manifest does not expose ${module}`);
    const url = (file: string) => new URL(file, entry.base).href;
    [...expose.assets.css.sync, ...expose.assets.css.async].forEach((file) => styles.add(url(file)));
    expose.assets.js.sync.forEach((file) => scripts.add(url(file)));
  }
  return { styles: [...styles], scripts: [...scripts] };
}

/** The shell's loader of rendered pages, by its hashed name in the shell's build. */
function loaderFile(): string {
  const pattern = new RegExp(`^${afterPaintScript}\\.[0-9a-f]{8}\\.js$`);
  const file = fs.readdirSync(deployableDir('shell')).find((name) => pattern.test(name));
  if (!file) throw new RenderError(`the shell's build has no ${afterPaintScript} script: run "npm run build -w shell"`);
  return `/${file}`;
}

export interface RenderPagesOptions {
  config: ServedRuntimeConfig;
  /** The site's own origin, against which relative URLs of the configuration resolve. */
  siteOrigin: string;
  /** Where the pages are published: a symbolic link swapped to each new complete set. */
  pagesDir: string;
  /** The renderer to use; by default the shell's Node build (`shell/dist-server/server.js`). */
  renderer?: Renderer;
}

async function shellRenderer(): Promise<Renderer> {
  const bundle = path.join(root, 'shell', shellServerDir, 'server.js');
  if (!fs.existsSync(bundle)) throw new RenderError(`${bundle} is missing: run "npm run build -w shell" first`);
  return ((await import(bundle)) as { renderer: Promise<Renderer> }).renderer;
}

/**
 * Renders every route and the not-found page with the shell's Node build and the remotes the
 * configuration names, then publishes them at once. Any failure (a remote down, a Node entry
 * missing, an error or a fallback in a page) throws, naming the remote and the route, and
 * publishes nothing: the last good pages stay.
 */
export async function renderPages({ config, siteOrigin, pagesDir, ...options }: RenderPagesOptions): Promise<number> {
  const renderer = options.renderer ?? (await shellRenderer());
  const template = fs.readFileSync(path.join(deployableDir('shell'), 'index.html'), 'utf8');
  const loader = loaderFile();
  const manifests = new Map<RemoteName, { manifest: Manifest; base: string }>();
  for (const name of remoteNames) {
    try {
      manifests.set(name, await fetchManifest(name, new URL(config.remotes[name], siteOrigin).href));
    } catch (error) {
      const showing = allRoutes.filter((route) => routeRemotes[route.key].some((id) => id.startsWith(`${name}/`)));
      throw new RenderError(
        `${(error as Error).message}; pages that show it: ${showing.map((r) => r.path).join(', ')}`,
      );
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
    if (errors.length) throw new RenderError(`${target.path}: the render failed: ${errors[0]}`);
    const incomplete = incompleteMarkers(markup);
    if (incomplete.length) throw new RenderError(`${target.path}: the page holds ${incomplete.join(' and ')}`);
    const { styles } = assetsOf(ids, manifests);
    const { scripts } = assetsOf(target.key ? eagerRemotes(target.key) : [], manifests);
    const jsonLd = target.key ? pageJsonLd(target.key) : [];
    pages.push({ file: target.file, html: composePage({ template, loader, markup, jsonLd, styles, scripts, config }) });
  }
  publish(pagesDir, pages);
  return pages.length;
}

/**
 * Writes a complete set of pages, each with its gzip and brotli copies (servers send those to the
 * browsers that accept them), into a new folder beside `pagesDir`, then points `pagesDir` (a
 * symbolic link) at it with one rename, so a server never sees half a set; older sets are removed.
 */
export function publish(pagesDir: string, pages: { file: string; html: string }[]): void {
  const parent = path.dirname(pagesDir);
  const base = path.basename(pagesDir);
  fs.mkdirSync(parent, { recursive: true });
  const release = fs.mkdtempSync(path.join(parent, `${base}-`));
  for (const page of pages) {
    fs.mkdirSync(path.dirname(path.join(release, page.file)), { recursive: true });
    writePrecompressed(path.join(release, page.file), page.html);
  }
  fs.chmodSync(release, 0o755);
  const link = path.join(parent, `${base}.next-${process.pid}`);
  fs.symlinkSync(path.basename(release), link);
  if (fs.existsSync(pagesDir) && !fs.lstatSync(pagesDir).isSymbolicLink()) fs.rmSync(pagesDir, { recursive: true });
  fs.renameSync(link, pagesDir);
  for (const entry of fs.readdirSync(parent)) {
    if (entry.startsWith(`${base}-`) && entry !== path.basename(release)) {
      fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    }
  }
}
