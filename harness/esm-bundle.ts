import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';

const root = path.resolve(__dirname, '..');

/**
 * A package published as ES modules only (`@actions/workflow-parser`, `@actions/expressions`),
 * required from CommonJS: bundled once with esbuild into `.cache/<name>-<version>.cjs`, as Node
 * refuses the parser's import of its JSON schema without an import attribute.
 */
export function requireEsmPackage<T>(name: string): T {
  const dir = path.join(root, 'node_modules', ...name.split('/'));
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const bundle = path.join(root, '.cache', `${path.basename(name)}-${version}.cjs`);
  if (!fs.existsSync(bundle))
    buildSync({
      entryPoints: [path.join(dir, 'dist', 'index.js')],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      logLevel: 'warning',
    });
  return createRequire(__filename)(bundle) as T;
}
