import path from 'node:path';

/** Where the browser tests' servers keep their release layouts, apart from that of `npm run serve`. */
export const e2eSiteRoot = (name: string) => path.resolve(__dirname, '..', '..', '.cache', 'e2e', name);
