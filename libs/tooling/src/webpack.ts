import path from 'node:path';
import fs from 'node:fs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import RemotePublicPathPlugin from '@module-federation/node/src/plugins/AutomaticPublicPathPlugin';
import type { Configuration, RuleSetRule, RuleSetUseItem } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import {
  compressibleFiles,
  manifestFile,
  nodeRemoteEntry,
  plainScriptRecord,
  releaseInfoFile,
  shellServerDir,
  shellServerEntry,
  type PlainScriptFile,
} from '@radix/site-kit/build-outputs';
import { contractVersion, type ReleaseInfo } from '@radix/site-kit/contract-version';
import { writePrecompressed } from '@radix/site-kit/node/precompressed';
import { sharedSingletons } from './shared';
import { fontRangeQuery, fontSubsetRule, rangeRequest } from './font-subset';
import { unusedStylesRemoval } from './unused-styles';
import { CompileHintPlugin } from './compile-hint';

export interface FederatedConfigOptions {
  /** Federation name: `shell`, or the remote's name used in `<name>/<Module>` ids. */
  name: string;
  /** The package folder (`__dirname` of its webpack.config.ts). */
  dir: string;
  /** Development server port. */
  port: number;
  /** Modules a remote exposes: `./ProductPage` to its source file. */
  exposes?: Record<string, string>;
  /** Page title of the standalone development page. */
  title: string;
  /** Extra development server settings (the shell's API proxy). */
  devServer?: DevServerConfiguration;
  /** Files copied into the build, from the package folder. */
  copy?: { from: string; to: string }[];
}

type Mode = 'development' | 'production';

function typescriptRule(dir: string): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
  };
}

/**
 * The module rules both builds share (TypeScript, images and fonts, the spreadsheet templates), with
 * the build's own rule for styles. A Node build computes asset URLs but does not emit the files again.
 */
function moduleRules(dir: string, styles: RuleSetRule, emit: boolean): RuleSetRule[] {
  return [
    typescriptRule(dir),
    styles,
    fontSubsetRule(emit),
    {
      test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/i,
      resourceQuery: { not: [rangeRequest] },
      type: 'asset/resource',
      generator: { emit },
    },
    {
      test: /\.xlsx$/i,
      type: 'asset/resource',
      // The file keeps its name (a visitor saves it under it, even before scripts run or across
      // origins, where the `download` attribute is ignored); the folder carries the content hash.
      generator: { filename: 'templates/[contenthash:8]/[name][ext]', emit },
    },
  ];
}

/**
 * The runtime plugin through which the shell hands its federation runtime to the remotes. Its ESM
 * build: the CommonJS one that `experiments.provideExternalRuntime` resolves pulls in a second copy
 * of the runtime (+24 KB gzip in the shell's first load).
 */
const provideRuntimePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * The production build's one PostCSS pass over each style sheet: the unused rules of the site's
 * Bootstrap build removed, and each font file a `@font-face` names asked for cut to its range.
 */
function productionStyles(): RuleSetUseItem {
  return {
    loader: 'postcss-loader',
    options: {
      postcssOptions: (loader: { resourcePath: string }) => ({
        plugins: [...unusedStylesRemoval(loader.resourcePath), fontRangeQuery()],
      }),
    },
  };
}

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

/** Style sheets extracted into files; in production through the one PostCSS pass. */
function webStyles({ production }: WebBuild): RuleSetRule {
  return {
    test: /\.(s?css)$/,
    use: [
      MiniCssExtractPlugin.loader,
      { loader: 'css-loader', options: { importLoaders: production ? 2 : 1 } },
      ...(production ? [productionStyles()] : []),
      {
        loader: 'sass-loader',
        options: {
          sassOptions: {
            quietDeps: true,
            silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
          },
        },
      },
    ],
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

/** What only a production build does to its files: V8's compile hint, and gzip and brotli copies. */
function productionFiles({ production }: WebBuild) {
  if (!production) return [];
  const compressed = { test: compressibleFiles, threshold: 1024, minRatio: 0.9 };
  return [
    new CompileHintPlugin(),
    new CompressionPlugin({ algorithm: 'gzip', ...compressed }),
    new CompressionPlugin({ algorithm: 'brotliCompress', filename: '[path][base].br', ...compressed }),
  ];
}

function webPlugins(build: WebBuild) {
  const { options, production, isHost } = build;
  return [
    webFederation(build),
    new ReleaseInfoPlugin({ name: options.name, contractVersion }),
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
      module: { rules: moduleRules(options.dir, webStyles(build), true) },
      plugins: webPlugins(build),
      optimization: webOptimization(build),
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: devServerOf(build),
    };
  };
}

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

/** Writes `release-info.json` into the web build: what the platform checks before it deploys the build. */
class ReleaseInfoPlugin {
  constructor(private readonly info: ReleaseInfo) {}

  apply(compiler: import('webpack').Compiler): void {
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ReleaseInfoPlugin', stage: 0 }, () => {
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset(releaseInfoFile, new RawSource(`${JSON.stringify(this.info, null, 2)}\n`));
      });
    });
  }
}

/**
 * Names the Node entry in the web build's `mf-manifest.json` (`metaData.ssrRemoteEntry`), so the
 * manifest URL the browser uses also leads a renderer in Node to this build.
 */
class NodeEntryInManifestPlugin {
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

/** Writes the record naming a plain script's hashed file, so that what serves the script reads its name. */
class PlainScriptRecordPlugin {
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
