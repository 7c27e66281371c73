import HtmlWebpackPlugin from 'html-webpack-plugin';
import { Compilation, sources, type Chunk, type Compiler, type Module } from 'webpack';

/** `first-load.json`: what the shell's page loads before any remote, for the byte budget check. */
export interface FirstLoad {
  /** Files of the entry and of the async boundary (`import('./bootstrap')`), with the shared modules it consumes. */
  initial: string[];
  /** Files of each shared package, provided copy and fallback (loaded when a remote consumes one the page has not loaded yet). */
  shared: Record<string, string[]>;
}

function chunkFiles(chunks: Iterable<Chunk>): string[] {
  return [...chunks].flatMap((chunk) => [...chunk.files]);
}

/** The package a federation consume or provide module stands for. */
function shareKeyOf(module: Module): string | undefined {
  if (module.type === 'consume-shared-module')
    return (module as unknown as { options: { shareKey: string } }).options.shareKey;
  if (module.type === 'provide-module') return (module as unknown as { _name: string })._name;
  return undefined;
}

/** The shell's first-load files, from webpack's chunk graph (final once assets are processed). */
export function firstLoadOf(compilation: Compilation): FirstLoad | undefined {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  if (!entry) return undefined;
  const initial = new Set(entry.getFiles());
  const shared: Record<string, string[]> = {};
  const boundary = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.module && /src[/\\]index\.ts$/.test(origin.module.identifier())),
  );
  for (const group of boundary) group.getFiles().forEach((file) => initial.add(file));
  const bootChunks = new Set(boundary.flatMap((group) => group.chunks));
  const provided: Record<string, string[]> = {};
  const consumedAtBoot = new Set<string>();
  for (const module of compilation.modules) {
    const key = shareKeyOf(module);
    if (!key) continue;
    const files = module.blocks.flatMap((block) => {
      const group = chunkGraph.getBlockChunkGroup(block);
      return group ? chunkFiles(group.chunks) : [];
    });
    shared[key] = [...new Set([...(shared[key] ?? []), ...files])];
    if (module.type === 'provide-module') provided[key] = [...new Set([...(provided[key] ?? []), ...files])];
    if (
      module.type === 'consume-shared-module' &&
      chunkGraph.getModuleChunks(module).some((chunk) => bootChunks.has(chunk))
    ) {
      consumedAtBoot.add(key);
    }
  }
  // A package consumed at boot comes from the share scope, where the shell's provided copy is the
  // one registered before any remote: its chunks load, never the consume module's fallback chunks.
  for (const key of consumedAtBoot) (provided[key] ?? []).forEach((file) => initial.add(file));
  return { initial: [...initial].sort(), shared };
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
          const result = firstLoadOf(compilation);
          if (result)
            compilation.emitAsset('first-load.json', new sources.RawSource(`${JSON.stringify(result, null, 2)}\n`));
        },
      );
    });
  }
}
