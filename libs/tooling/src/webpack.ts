import path from 'node:path';
import fs from 'node:fs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { compressibleFiles, manifestFile } from '@radix/site-kit/build-outputs';
import { contractVersion } from '@radix/site-kit/contract-version';
import { PlainScriptRecordPlugin, ReleaseInfoPlugin } from './build-records';
import { CompileHintPlugin } from './compile-hint';
import { partCards, ShareCardsPlugin } from './share-cards';
import { sharedSingletons } from './shared';
import { createNodeConfig } from './webpack-node';
import type { FederatedConfigOptions, Mode } from './webpack-options';
import { moduleRules, styleRule, typescriptRule } from './webpack-rules';

export { nameNodeEntry } from './build-records';
export { createNodeConfig } from './webpack-node';
export type { FederatedConfigOptions } from './webpack-options';

/**
 * The runtime plugin through which the shell hands its federation runtime to the remotes. Its ESM
 * build: the CommonJS one that `experiments.provideExternalRuntime` resolves pulls in a second copy
 * of the runtime (+24 KB gzip in the shell's first load).
 */
const provideRuntimePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** What a web build's steps need to know: the package, the mode, and whether it is the shell. */
interface WebBuild {
  options: FederatedConfigOptions;
  production: boolean;
  isHost: boolean;
}

/** Entry files hashed by the build (the shell names them from its HTML), chunks and assets by their content. */
function webOutput({ options, production, isHost }: WebBuild): Configuration['output'] {
  return {
    path: path.join(options.dir, 'dist'),
    publicPath: isHost ? '/' : 'auto',
    filename: production ? '[name].[fullhash:8].js' : '[name].js',
    chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    uniqueName: options.name,
    clean: true,
  };
}

/**
 * The federation of a web build. Browser-only runtime; a remote never loads other remotes (the shell
 * composes), so its copy of the runtime leaves the remote-loading code out. In production one
 * federation runtime on a page, the shell's: a remote's remoteEntry.js uses it instead of carrying its
 * own copy (19 KB gzip each). Such a remote runs only inside the shell, so development builds keep
 * their own: a remote's dev server shows its pages alone.
 */
function webFederation({ options, production, isHost }: WebBuild) {
  return new ModuleFederationPlugin({
    name: options.name,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: options.exposes,
    shared: sharedSingletons(),
    shareStrategy: 'loaded-first',
    manifest: isHost ? false : { fileName: manifestFile },
    dts: false,
    runtimePlugins: isHost && production ? [provideRuntimePlugin] : undefined,
    experiments: {
      optimization: { target: 'web', disableRemote: !isHost },
      externalRuntime: !isHost && production,
    },
  });
}

/** The package's `public/` folder and the files its options name, copied into the build. */
function copiedFiles({ options }: WebBuild) {
  const publicDir = path.join(options.dir, 'public');
  const patterns = [
    ...(fs.existsSync(publicDir) ? [{ from: publicDir, to: '.' }] : []),
    ...(options.copy ?? []).map((p) => ({ from: path.join(options.dir, p.from), to: p.to })),
  ];
  return patterns.length ? [new CopyPlugin({ patterns })] : [];
}

/**
 * What only a production build does to its files: the share cards of the part's pages, V8's
 * compile hint, and gzip and brotli copies.
 */
function productionFiles({ options, production, isHost }: WebBuild) {
  if (!production) return [];
  const compressed = { test: compressibleFiles, threshold: 1024, minRatio: 0.9 };
  return [
    new ShareCardsPlugin(partCards(options.routes, isHost)),
    new CompileHintPlugin(),
    new CompressionPlugin({ algorithm: 'gzip', ...compressed }),
    new CompressionPlugin({ algorithm: 'brotliCompress', filename: '[path][base].br', ...compressed }),
  ];
}

function webPlugins(build: WebBuild) {
  const { options, production, isHost } = build;
  return [
    webFederation(build),
    new ReleaseInfoPlugin({ name: options.name, contractVersion, routes: options.routes }),
    new HtmlWebpackPlugin({
      template: isHost ? path.join(options.dir, 'src', 'index.html') : path.join(__dirname, 'remote.html'),
      title: options.title,
      scriptLoading: 'defer',
      chunks: ['main'],
    }),
    new MiniCssExtractPlugin({
      filename: production ? '[name].[contenthash:8].css' : '[name].css',
      chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    }),
    ...copiedFiles(build),
    ...productionFiles(build),
  ];
}

/**
 * Chunk ids, and a remote's shared style sheets: a style module that several of a remote's exposed
 * parts import goes into one sheet of its own, so a page that shows two of them (home's two forms)
 * fetches it once, not once per part.
 */
function webOptimization({ production, isHost }: WebBuild): Configuration['optimization'] {
  return {
    moduleIds: 'deterministic',
    chunkIds: production ? 'deterministic' : 'named',
    splitChunks: isHost
      ? undefined
      : { cacheGroups: { sharedStyles: { type: 'css/mini-extract', chunks: 'async', minChunks: 2, minSize: 0 } } },
  };
}

function devServerOf({ options }: WebBuild): DevServerConfiguration {
  return {
    port: options.port,
    host: '127.0.0.1',
    allowedHosts: 'all',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
    static: false,
    ...options.devServer,
  };
}

/** The one webpack configuration of every deployable: the shell (no exposes) or a remote. */
export function createFederatedConfig(options: FederatedConfigOptions) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration & { devServer?: DevServerConfiguration } => {
    const production = (argv.mode ?? 'production') === 'production';
    const build: WebBuild = { options, production, isHost: !options.exposes };
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: webOutput(build),
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: moduleRules(options.dir, styleRule(production), true) },
      plugins: webPlugins(build),
      optimization: webOptimization(build),
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: devServerOf(build),
    };
  };
}

/** A remote's builds: in production the web build and then the Node build; in development the web build alone. */
export function createRemoteConfigs(options: FederatedConfigOptions) {
  const web = createFederatedConfig(options);
  return (env: unknown, argv: { mode?: Mode }): Configuration | Configuration[] => {
    const mode: Mode = argv.mode ?? 'production';
    const webConfig = { ...web(env, argv), name: 'web' };
    return mode === 'production' ? [webConfig, createNodeConfig(options, mode)] : webConfig;
  };
}

/**
 * A small script built on its own, without federation (a federated entry would carry the whole
 * federation runtime), into the deployable's web build: `<name>.<hash>.js`.
 */
export function createPlainScriptConfig(
  options: { name: string; dir: string; entry: string },
  mode: Mode,
): Configuration {
  return {
    name: options.name,
    dependencies: ['web'],
    mode,
    context: options.dir,
    target: 'web',
    entry: { [options.name]: options.entry },
    devtool: false,
    output: { path: path.join(options.dir, 'dist'), filename: '[name].[contenthash:8].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule(options.dir)] },
    plugins: [new PlainScriptRecordPlugin(options.name)],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
