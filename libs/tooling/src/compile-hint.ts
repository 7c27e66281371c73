import type { Compiler } from 'webpack';

/** V8's compile hint for a whole file: every function in it is called while the page loads. */
export const compileHintComment = '//# allFunctionsCalledOnLoad';

/**
 * Starts every script of a web build with V8's compile hint (Chromium 136 and later; other engines
 * read a comment). Without it V8 compiles a function on the main thread when it is first called;
 * with it, the whole file while it downloads, on another thread. The site's start-up calls most of
 * what its scripts hold, and a phone's main thread is what the visitor waits on.
 *
 * The comment goes in after minifying (which drops comments) and before content hashing and
 * compression; it is part of the build's hash too, so that a file named by that hash changes name.
 */
export class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const { BannerPlugin, Compilation } = compiler.webpack;
    new BannerPlugin({
      banner: compileHintComment,
      raw: true,
      test: /\.js$/,
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.fullHash.tap('CompileHintPlugin', (hash) => hash.update(compileHintComment));
    });
  }
}
