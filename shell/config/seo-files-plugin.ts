import HtmlWebpackPlugin from 'html-webpack-plugin';
import { Compilation, sources, type Compiler } from 'webpack';
import { organizationJsonLd, robotsTxt, webManifest } from '@radix/site-kit/seo';

/**
 * Emits robots.txt and site.webmanifest, and writes the Organization JSON-LD into index.html. The
 * sitemap is a site release's, from its route table (the platform's renderer writes it).
 */
export class SeoFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SeoFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SeoFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('robots.txt', new sources.RawSource(robotsTxt()));
          compilation.emitAsset('site.webmanifest', new sources.RawSource(webManifest()));
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap('SeoFilesPlugin', (data) => {
        const jsonLd = `<script type="application/ld+json">${organizationJsonLd()}</script>`;
        return { ...data, html: data.html.replace('</head>', `${jsonLd}</head>`) };
      });
    });
  }
}
