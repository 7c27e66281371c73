import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import RemotePublicPathPlugin from '@module-federation/node/src/plugins/AutomaticPublicPathPlugin';
import type { Configuration } from 'webpack';
import { nodeRemoteEntry, shellServerDir, shellServerEntry } from '@radix/site-kit/build-outputs';
import { NodeEntryInManifestPlugin } from './build-records';
import { sharedSingletons } from './shared';
import type { FederatedConfigOptions, Mode } from './webpack-options';
import { moduleRules } from './webpack-rules';

/**
 * The Node build of a deployable, run by the federation runtime in Node. A remote's goes into its
 * web build's folder (after it) with its own file names, so that chunk and asset URLs resolve
 * against the same base as in the browser and one manifest serves both. The shell's is its
 * renderer, in `dist-server/`, with the same asset URLs as its web build.
 */
export function createNodeConfig(options: FederatedConfigOptions & { entry?: string }, mode: Mode): Configuration {
  const dir = options.dir;
  const isHost = !options.exposes;
  return {
    name: 'node',
    dependencies: ['web'],
    mode,
    context: dir,
    target: 'async-node',
    entry: isHost && options.entry ? { [path.parse(shellServerEntry).name]: options.entry } : {},
    devtool: false,
    output: {
      path: path.join(dir, isHost ? shellServerDir : 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: isHost ? '[name].js' : 'node.[name].js',
      chunkFilename: isHost ? '[name].[contenthash:8].js' : 'node.[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `${options.name}_node`,
      library: { type: isHost ? 'commonjs2' : 'commonjs-module' },
      clean: isHost,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: moduleRules(dir, { test: /\.(s?css)$/, use: path.join(__dirname, 'ignore-styles-loader.js') }, false),
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(isHost ? {} : { filename: nodeRemoteEntry, exposes: options.exposes }),
        shared: sharedSingletons({ treeShake: false }),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module', name: options.name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      // A remote's public path in Node: the directory of the manifest the renderer registered it with,
      // so its asset and chunk URLs are those the browser computes.
      ...(isHost ? [] : [new RemotePublicPathPlugin(), new NodeEntryInManifestPlugin()]),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
