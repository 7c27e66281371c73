export { notFoundPath, pageFile } from '@radix/site-kit/route-table';

/** The file the not-found page is published as, in a site release's pages folder. */
export const notFoundFile = '404.html';

/** The sitemap of a site release's table, beside its pages: every server answers `/sitemap.xml` with it. */
export const sitemapFile = 'sitemap.xml';
