import fs from 'node:fs';
import path from 'node:path';
import { platformRoot } from './deployables';

/**
 * The export condition under which the workspace libraries resolve to their compiled JavaScript
 * (`@radix/site-kit/routes` → `dist-node/routes.js`) instead of their TypeScript source. Every
 * process of the platform runs with it: `node --conditions=radix:compiled platform/dist/bin/….js`.
 */
export const compiledCondition = 'radix:compiled';

/** One of the platform's compiled commands (`dist/bin/<name>.js`), whether this code runs compiled or from source. */
export function compiledScript(name: 'prerender'): string {
  const file = path.join(platformRoot, 'dist', 'bin', `${name}.js`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build -w platform" first`);
  return file;
}
