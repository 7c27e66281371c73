import fs from 'node:fs';
import path from 'node:path';
import { checkRuntimeConfig } from '@radix/site-kit/runtime-config';
import { writeSiteSnippets } from '../nginx/nginx-config';

/**
 * Writes the header snippets and routes.conf that a hand-written nginx configuration includes
 * (the platform's `nginx/tls.example.conf`), from the deployed runtime configuration:
 *
 *   npm run nginx:snippets -- --config=/etc/radix/runtime-config.json \
 *     --origin=https://www.radixsoftech.example --pages=/srv/radix/pages --out=/etc/nginx/radix [--tls]
 *
 * Run it again whenever the configuration names another remote origin: the CSP lists them.
 */
const option = (name: string) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3);

const [configFile, origin, pagesDir, dir] = ['config', 'origin', 'pages', 'out'].map(option);
if (!configFile || !origin || !pagesDir || !dir) {
  console.error(
    'usage: nginx-snippets --config=<runtime-config.json> --origin=<https://host> --pages=<dir> --out=<dir> [--tls]',
  );
  process.exit(2);
}
writeSiteSnippets({
  dir: path.resolve(dir),
  config: checkRuntimeConfig(JSON.parse(fs.readFileSync(configFile, 'utf8'))),
  origin,
  pagesDir: path.resolve(pagesDir),
  tls: process.argv.includes('--tls'),
});
console.log(`shell-headers.conf, remote-headers.conf and routes.conf written to ${path.resolve(dir)}`);
