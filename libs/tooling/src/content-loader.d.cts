/** Types of `content-loader.cjs`, webpack's loader of a part's YAML content. */
declare function contentLoader(this: { resourcePath: string; cacheable(flag: boolean): void }, source: string): string;
export = contentLoader;
