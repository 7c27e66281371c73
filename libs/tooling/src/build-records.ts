import fs from 'node:fs';
import path from 'node:path';
import {
  manifestFile,
  nodeRemoteEntry,
  plainScriptRecord,
  releaseInfoFile,
  type PlainScriptFile,
} from '@radix/site-kit/build-outputs';
import type { ReleaseInfo } from '@radix/site-kit/contract-version';
import { declarationProblems } from '@radix/site-kit/route-table';
import { writePrecompressed } from '@radix/site-kit/node/precompressed';

/**
 * Writes `release-info.json` into the web build: what the platform checks before it deploys the
 * build, with the routes the deployable draws. A declaration of routes that is wrong on its own (a
 * path twice, a module of another part) fails the build.
 */
export class ReleaseInfoPlugin {
  constructor(private readonly info: ReleaseInfo) {}

  apply(compiler: import('webpack').Compiler): void {
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ReleaseInfoPlugin', stage: 0 }, () => {
        const { RawSource } = compiler.webpack.sources;
        for (const problem of declarationProblems(this.info.name, this.info.routes))
          compilation.errors.push(new compiler.webpack.WebpackError(`src/routes.ts: ${problem}`));
        compilation.emitAsset(releaseInfoFile, new RawSource(`${JSON.stringify(this.info, null, 2)}\n`));
      });
    });
  }
}

/**
 * Names the Node entry in the web build's `mf-manifest.json` (`metaData.ssrRemoteEntry`), so the
 * manifest URL the browser uses also leads a renderer in Node to this build.
 */
export class NodeEntryInManifestPlugin {
  apply(compiler: import('webpack').Compiler): void {
    compiler.hooks.afterEmit.tap('NodeEntryInManifestPlugin', () => nameNodeEntry(compiler.options.output.path ?? ''));
  }
}

/**
 * Adds the Node entry to the web manifest in `distDir` (`metaData.ssrRemoteEntry`), and rewrites
 * its precompressed copies, which the web build wrote before, to say the same.
 */
export function nameNodeEntry(distDir: string): void {
  const file = path.join(distDir, manifestFile);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
  manifest.metaData.ssrRemoteEntry = { name: nodeRemoteEntry, path: '', type: 'commonjs-module' };
  writePrecompressed(file, JSON.stringify(manifest, null, 2));
}

/** Writes the record naming a plain script's hashed file, so that what serves the script reads its name. */
export class PlainScriptRecordPlugin {
  constructor(private readonly name: string) {}

  apply(compiler: import('webpack').Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PlainScriptRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PlainScriptRecordPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const [file] = compilation.entrypoints.get(this.name)?.getFiles() ?? [];
          if (!file) return;
          const record: PlainScriptFile = { file };
          compilation.emitAsset(plainScriptRecord(this.name), new sources.RawSource(`${JSON.stringify(record)}\n`));
        },
      );
    });
  }
}
