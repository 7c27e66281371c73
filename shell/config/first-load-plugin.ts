import HtmlWebpackPlugin from 'html-webpack-plugin';
import { Compilation, sources, WebpackError, type Chunk, type ChunkGroup, type Compiler, type Module } from 'webpack';
import { firstLoadFile, type FirstLoad } from '@radix/site-kit/build-outputs';
import { allRoutes, routes, type RouteKey } from '@radix/site-kit/routes';

/**
 * Chunk names of the routes' pages (`webpackChunkName` in src/runtime/shell-pages.ts): `page-<route>`
 * for a page the shell draws itself, `page-remote` for the slots of all the pages a remote shows.
 */
const pageChunk = /^page-(.+)$/;
const remotePagesChunk = 'remote';

function chunkFiles(chunks: Iterable<Chunk>): string[] {
  return [...chunks].flatMap((chunk) => [...chunk.files]);
}

/**
 * The package a federation consume or provide module stands for. Their classes are not typed in
 * webpack's API, so the fields are read where they are present and strings.
 */
function shareKeyOf(module: Module): string | undefined {
  if (module.type === 'consume-shared-module' && 'options' in module) {
    const { options } = module;
    if (typeof options === 'object' && options !== null && 'shareKey' in options) return String(options.shareKey);
  }
  if (module.type === 'provide-module' && '_name' in module && typeof module._name === 'string') return module._name;
  return undefined;
}

const isRouteKey = (name: string): name is RouteKey => Object.hasOwn(routes, name);

/** The shell's first-load files, from webpack's chunk graph (final once assets are processed). */
export function firstLoadOf(compilation: Compilation): FirstLoad | undefined {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  if (!entry) return undefined;
  const shared: Record<string, string[]> = {};
  const provided: Record<string, string[]> = {};
  for (const module of compilation.modules) {
    const key = shareKeyOf(module);
    if (!key) continue;
    const files = module.blocks.flatMap((block) => {
      const group = chunkGraph.getBlockChunkGroup(block);
      return group ? chunkFiles(group.chunks) : [];
    });
    shared[key] = [...new Set([...(shared[key] ?? []), ...files])];
    if (module.type === 'provide-module') provided[key] = [...new Set([...(provided[key] ?? []), ...files])];
  }
  // A package consumed here comes from the share scope, where the shell's provided copy is the one
  // registered before any remote: its chunks load, never the consume module's fallback chunks.
  const filesWithConsumed = (groups: readonly ChunkGroup[]): Set<string> => {
    const files = new Set(groups.flatMap((group) => group.getFiles()));
    const chunks = new Set(groups.flatMap((group) => group.chunks));
    for (const module of compilation.modules) {
      if (module.type !== 'consume-shared-module') continue;
      if (!chunkGraph.getModuleChunks(module).some((chunk) => chunks.has(chunk))) continue;
      (provided[shareKeyOf(module) ?? ''] ?? []).forEach((file) => files.add(file));
    }
    return files;
  };
  const boundary = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.module && /src[/\\]index\.ts$/.test(origin.module.identifier())),
  );
  const initial = filesWithConsumed([entry, ...boundary]);
  const pages: FirstLoad['routes'] = {};
  const groups = pageGroups(compilation);
  const remoteGroup = groups.find(({ route }) => route === remotePagesChunk)?.group;
  const filesOf = (group: ChunkGroup) =>
    [...new Set([...[...filesWithConsumed([group])].sort(), ...laterStyles(group)])].filter(
      (file) => !initial.has(file),
    );
  for (const { key } of allRoutes) {
    const group = groups.find(({ route }) => route === key)?.group ?? remoteGroup;
    if (group) pages[key] = filesOf(group);
  }
  return { initial: [...initial].sort(), routes: pages, remotePage: remoteGroup ? filesOf(remoteGroup) : [], shared };
}

/**
 * The style sheets of the parts a page loads later (a slider whose code waits for the visitor):
 * the server renders them with the page, so their markup must be styled from the first paint.
 */
function laterStyles(page: ChunkGroup): string[] {
  const seen = new Set<ChunkGroup>();
  const visit = (group: ChunkGroup): string[] => {
    if (seen.has(group)) return [];
    seen.add(group);
    return [...group.childrenIterable].flatMap((child) => [
      ...child.getFiles().filter((file) => file.endsWith('.css')),
      ...visit(child),
    ]);
  };
  return visit(page);
}

/** The chunk groups of the shell's own pages, by the route their name gives. */
function pageGroups(compilation: Compilation): { route: string; group: ChunkGroup }[] {
  return compilation.chunkGroups.flatMap((group) => {
    const route = pageChunk.exec(group.name ?? '')?.[1];
    return route === undefined ? [] : [{ route, group }];
  });
}

/**
 * Writes first-load.json and lets index.html preload the boot chunks, so that the browser fetches
 * them in parallel with main.js instead of after it has run (one round trip less before the first
 * render), and the font, so that it arrives with the style sheet instead of after it.
 */
export class FirstLoadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('FirstLoadPlugin', (data) => {
        const firstLoad = firstLoadOf(compilation);
        const main = compilation.entrypoints.get('main')?.getFiles() ?? [];
        const preloads = (firstLoad?.initial ?? [])
          .filter((file) => !main.includes(file))
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: `${data.publicPath}${file}`,
              as: file.endsWith('.css') ? 'style' : 'script',
            }),
          );
        const fonts = Object.keys(compilation.assets)
          .filter((file) => file.endsWith('.woff2'))
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: `${data.publicPath}${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: 'anonymous',
            }),
          );
        return { ...data, headTags: [...data.headTags, ...fonts, ...preloads] };
      });
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const { route } of pageGroups(compilation)) {
            if (!isRouteKey(route) && route !== remotePagesChunk)
              compilation.errors.push(
                new WebpackError(`The page chunk page-${route} names no route of the route table`),
              );
          }
          const result = firstLoadOf(compilation);
          if (result)
            compilation.emitAsset(firstLoadFile, new sources.RawSource(`${JSON.stringify(result, null, 2)}\n`));
        },
      );
    });
  }
}
