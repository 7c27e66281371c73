import { Compilation, sources, type Chunk, type Compiler, type Module } from 'webpack';

/** `first-load.json`: what the shell's page loads before any remote, for the byte budget check. */
export interface FirstLoad {
  /** Files of the entry and of the async boundary (`import('./bootstrap')`), with the shared modules it consumes. */
  initial: string[];
  /** Files the shell provides for each shared package (loaded when a remote consumes one the page has not loaded yet). */
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

/** Records the shell's first-load files from webpack's chunk graph. */
export class FirstLoadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const entry = compilation.entrypoints.get('main');
          if (!entry) return;
          const initial = new Set(entry.getFiles());
          const shared: Record<string, string[]> = {};
          const boundary = compilation.chunkGroups.filter((group) =>
            group.origins.some((origin) => origin.module && /src[/\\]index\.ts$/.test(origin.module.identifier())),
          );
          for (const group of boundary) group.getFiles().forEach((file) => initial.add(file));
          const bootChunks = new Set(boundary.flatMap((group) => group.chunks));
          for (const module of compilation.modules) {
            const key = shareKeyOf(module);
            if (!key) continue;
            const files = module.blocks.flatMap((block) => {
              const group = chunkGraph.getBlockChunkGroup(block);
              return group ? chunkFiles(group.chunks) : [];
            });
            shared[key] = [...new Set([...(shared[key] ?? []), ...files])];
            const usedAtBoot =
              module.type === 'consume-shared-module' &&
              chunkGraph.getModuleChunks(module).some((chunk) => bootChunks.has(chunk));
            if (usedAtBoot) files.forEach((file) => initial.add(file));
          }
          const result: FirstLoad = { initial: [...initial].sort(), shared };
          compilation.emitAsset('first-load.json', new sources.RawSource(`${JSON.stringify(result, null, 2)}\n`));
        },
      );
    });
  }
}
