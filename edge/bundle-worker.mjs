import path from 'node:path';
import { build } from 'esbuild';

/** Bundles the edge worker into one ES module for workerd: `dist/worker.mjs`, or the file named. */
const dir = path.dirname(new URL(import.meta.url).pathname);
await build({
  entryPoints: [path.join(dir, 'src', 'main.ts')],
  outfile: process.argv[2] ?? path.join(dir, 'dist', 'worker.mjs'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  logLevel: 'warning',
});
