import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import { fontRangeQuery, fontSubsetRule, rangeRequest } from './font-subset';
import { unusedStylesRemoval } from './unused-styles';

export function typescriptRule(dir: string): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
  };
}

/**
 * A part's content files (YAML under its `content/` folder): checked against the part's schemas, so a build
 * refuses content that does not fit them, then bundled as data.
 */
export function contentRule(): RuleSetRule {
  return { test: /\.ya?ml$/, use: path.join(__dirname, 'content-loader.cjs') };
}

/**
 * The module rules both builds share (TypeScript, content, images and fonts, the spreadsheet templates), with
 * the build's own rule for styles. A Node build computes asset URLs but does not emit the files again.
 */
export function moduleRules(dir: string, styles: RuleSetRule, emit: boolean): RuleSetRule[] {
  return [
    typescriptRule(dir),
    styles,
    fontSubsetRule(emit),
    contentRule(),
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

/** Style sheets extracted into files; in production through the one PostCSS pass. */
export function styleRule(production: boolean): RuleSetRule {
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
