import path from 'node:path';
import fs from 'node:fs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { sharedSingletons } from './shared';

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

/** The one webpack configuration of every deployable: the shell (no exposes) or a remote. */
export function createFederatedConfig(options: FederatedConfigOptions) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration & { devServer?: DevServerConfiguration } => {
    const mode: Mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const isHost = !options.exposes;
    const dir = options.dir;
    const publicDir = path.join(dir, 'public');

    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[fullhash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: options.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
          {
            test: /\.(s?css)$/,
            use: [
              isHost ? MiniCssExtractPlugin.loader : 'style-loader',
              { loader: 'css-loader', options: { importLoaders: 1 } },
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
          },
          { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/i, type: 'asset/resource' },
          {
            test: /\.xlsx$/i,
            type: 'asset/resource',
            generator: { filename: 'templates/[name].[contenthash:8][ext]' },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: options.exposes,
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          // Browser-only runtime; a remote never loads other remotes (the shell composes), so its copy of the
          // runtime leaves the remote-loading code out: both make every remoteEntry.js smaller.
          experiments: { optimization: { target: 'web', disableRemote: !isHost } },
        }),
        new HtmlWebpackPlugin({
          template: isHost ? path.join(dir, 'src', 'index.html') : path.join(__dirname, 'remote.html'),
          title: options.title,
          scriptLoading: 'defer',
          chunks: ['main'],
        }),
        ...(isHost ? [new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' })] : []),
        ...(fs.existsSync(publicDir) || options.copy
          ? [
              new CopyPlugin({
                patterns: [
                  ...(fs.existsSync(publicDir) ? [{ from: publicDir, to: '.' }] : []),
                  ...(options.copy ?? []).map((p) => ({ from: path.join(dir, p.from), to: p.to })),
                ],
              }),
            ]
          : []),
        ...(production
          ? [
              new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|svg|json)$/, threshold: 1024, minRatio: 0.9 }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|css|html|svg|json)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: production ? 'deterministic' : 'named' },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
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
      },
    };
  };
}
