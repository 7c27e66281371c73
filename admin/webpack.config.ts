import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { moduleRules, styleRule } from '@radix/tooling/webpack-rules';
import { collections, legalPages } from './src/collections';
import { editorConfig } from './src/config';
import { editorDevPort, editorPath, proxyPort } from './src/ports';
import { editorHeaders, editorPolicy } from './src/policy';
import type { PreviewFiles } from './src/previews/templates';

type Mode = 'development' | 'production';

/**
 * The editor's build: `/admin/index.html`, its bundle, the site's styles for the preview pane and
 * the Bootstrap icons the services' previews draw. Under `npm start` (development) it talks to
 * decap-server (`DECAP_PROXY_PORT`, default 8081) and is served at `/admin/`; a production build has
 * no local backend and links the site at `SITE_URL`.
 */
export default (_env: unknown, argv: { mode?: Mode }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = (argv.mode ?? 'production') === 'production';
  const proxy = production ? undefined : `http://127.0.0.1:${process.env.DECAP_PROXY_PORT ?? proxyPort}/api/v1`;
  const siteUrl = process.env.SITE_URL ?? (production ? 'https://www.radixsoftech.example' : 'http://127.0.0.1:3000');
  const port = Number(process.env.ADMIN_PORT ?? editorDevPort);
  const policy = editorPolicy({ proxy, devServer: !production });
  const filesOf = (name: string) => collections.find((collection) => collection.name === name)?.files ?? [];
  const previewFiles: PreviewFiles = {
    servicePages: filesOf('service-pages').map((file) => file.name),
    productPages: filesOf('product-pages')
      .map((file) => file.name)
      .filter((name): name is PreviewFiles['productPages'][number] => name !== 'school-erp'),
    legalPages: [...legalPages],
  };
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { editor: './src/index.ts' },
    // No source maps: Decap CMS is most of the bundle, and mapping it doubled the development build's time.
    devtool: false,
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: editorPath,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: moduleRules(__dirname, styleRule(false), true) },
    plugins: [
      new webpack.DefinePlugin({
        __EDITOR_CONFIG__: JSON.stringify(editorConfig({ proxy, siteUrl })),
        __PREVIEW_FILES__: JSON.stringify(previewFiles),
      }),
      new MiniCssExtractPlugin({ filename: production ? 'site.[contenthash:8].css' : 'site.css' }),
      new HtmlWebpackPlugin({ template: './src/index.html', inject: false, policy }),
      // The editor's headers, which the worker sends with each of its files on the editor's origin.
      {
        apply: (compiler: webpack.Compiler) =>
          compiler.hooks.thisCompilation.tap('EditorHeaders', (compilation) =>
            compilation.hooks.processAssets.tap(
              { name: 'EditorHeaders', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
              () =>
                compilation.emitAsset(
                  'headers.json',
                  new webpack.sources.RawSource(JSON.stringify(editorHeaders(policy))),
                ),
            ),
          ),
      },
      new CopyWebpackPlugin({
        patterns: [{ from: path.dirname(require.resolve('bootstrap-icons/icons/search.svg')), to: 'icons' }],
      }),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // Every style sheet in one file, named on the page for the preview pane.
          styles: { name: 'site', type: 'css/mini-extract', chunks: 'all', enforce: true },
        },
      },
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      headers: editorHeaders(policy),
      historyApiFallback: { index: `${editorPath}index.html` },
      // Build errors only: Decap's own runtime errors (a ResizeObserver loop) would cover the editor.
      client: { overlay: { warnings: false, errors: true, runtimeErrors: false } },
      static: false,
    },
  };
};
