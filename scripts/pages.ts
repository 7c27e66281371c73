import path from 'node:path';

/** Where `npm run serve` and `npm run prerender` keep the rendered pages unless `PAGES_DIR` says otherwise. */
export const defaultPagesDir = path.resolve(__dirname, '..', 'shell', 'dist-pages');

export function pagesDirFromEnv(): string {
  return path.resolve(process.env.PAGES_DIR ?? defaultPagesDir);
}

/** The path rendered for the not-found page, and the file it is published as. */
export const notFoundPath = '/this-page-does-not-exist';
export const notFoundFile = '404.html';

/** The file a route's page is published as, inside the pages folder. */
export function pageFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}
