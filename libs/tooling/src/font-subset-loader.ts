import subsetFont from 'subset-font';
import type { LoaderContext } from 'webpack';
import { charactersOf, rangeQuery } from './font-subset';

/** Cuts a WOFF2 file to the characters of the unicode-range in its query (`fontSubsetRule`). */
export default function fontSubsetLoader(this: LoaderContext<unknown>, font: Buffer): void {
  const callback = this.async();
  const range = new URLSearchParams(this.resourceQuery.slice(1)).get(rangeQuery) ?? '';
  subsetFont(font, charactersOf(range), { targetFormat: 'woff2' }).then(
    (subset) => callback(null, subset),
    (error: Error) => callback(error),
  );
}

export const raw = true;
