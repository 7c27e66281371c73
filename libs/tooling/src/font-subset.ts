import path from 'node:path';
import type { AtRule, PluginCreator } from 'postcss';
import type { RuleSetRule } from 'webpack';

/** The query by which a font file's URL carries the unicode-range of its `@font-face`. */
export const rangeQuery = 'unicode-range';

/** Every character a CSS `unicode-range` names: code points and ranges (`U+2018-201D`); wildcards are refused. */
export function charactersOf(unicodeRange: string): string {
  return unicodeRange
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
      if (!match?.[1]) throw new Error(`unicode-range "${part}": only code points and ranges can be subset`);
      const first = parseInt(match[1], 16);
      const last = parseInt(match[2] ?? match[1], 16);
      if (last < first) throw new Error(`unicode-range "${part}" ends before it starts`);
      return String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, offset) => first + offset));
    })
    .join('');
}

/**
 * PostCSS: a `@font-face` with a `unicode-range` asks for its WOFF2 files with that range in the
 * query, for `fontSubsetRule` to cut them to it.
 */
export const fontRangeQuery: PluginCreator<void> = () => ({
  postcssPlugin: 'font-subsetting',
  AtRule: {
    'font-face': (fontFace: AtRule) => {
      let range = '';
      fontFace.walkDecls('unicode-range', (declaration) => {
        range = declaration.value;
      });
      if (!range) return;
      const query = `${rangeQuery}=${encodeURIComponent(range.replace(/\s+/g, ''))}`;
      fontFace.walkDecls('src', (declaration) => {
        declaration.value = declaration.value.replace(
          /url\((['"]?)([^'"?#)]+\.woff2)\1\)/g,
          (_, quote: string, file: string) => `url(${quote}${file}?${query}${quote})`,
        );
      });
    },
  },
});
fontRangeQuery.postcss = true;

/** What asks for a font file cut to a unicode-range. */
export const rangeRequest = new RegExp(`[?&]${rangeQuery}=`);

/** Webpack: a WOFF2 file asked for with a unicode-range keeps only the glyphs of its characters. */
export function fontSubsetRule(emit: boolean): RuleSetRule {
  return {
    test: /\.woff2$/i,
    resourceQuery: rangeRequest,
    type: 'asset/resource',
    generator: { emit },
    use: path.join(__dirname, 'font-subset-loader.ts'),
  };
}
