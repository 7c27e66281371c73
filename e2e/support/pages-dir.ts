import path from 'node:path';

/** Where the browser tests' server keeps its rendered pages, apart from those of `npm run serve`. */
export const e2ePagesDir = path.resolve(__dirname, '..', '..', '.cache', 'e2e', 'pages');
