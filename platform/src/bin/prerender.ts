import fs from 'node:fs';
import path from 'node:path';
import { checkRuntimeConfig } from '@radix/site-kit/runtime-config';
import { layout } from '../release/folder-store';
import { renderPages } from '../render/render-pages';
import { hostingFromEnv } from '../site/hosting';
import { root } from '../site/deployables';

/**
 * Renders every page of the site into the pages folder (`PAGES_DIR`, default `shell/dist-pages`)
 * from the releases a runtime configuration names: `RUNTIME_CONFIG`, or the live site release's
 * (in `SITE_ROOT`), with the shell's build in `DIST_SHELL` and `DIST_SHELL_SERVER` (default: this
 * checkout's). Deploys run it in a fresh process for every candidate. Exits non-zero, naming the
 * remote and the route, and publishes nothing when any page cannot be rendered whole.
 */
const hosting = hostingFromEnv();
const configFile =
  process.env.RUNTIME_CONFIG ?? path.join(layout.pointer(hosting.siteRoot, 'live'), 'runtime-config.json');
const pagesDir = path.resolve(process.env.PAGES_DIR ?? path.join(root, 'shell', 'dist-pages'));

const started = Date.now();
Promise.resolve()
  .then(() => checkRuntimeConfig(JSON.parse(fs.readFileSync(configFile, 'utf8'))))
  .then((config) =>
    renderPages({
      config,
      siteOrigin: hosting.siteOrigin,
      pagesDir,
      siteRelease: process.env.SITE_RELEASE || undefined,
    }),
  )
  .then((count) => {
    console.log(`Rendered ${count} pages into ${pagesDir} in ${Date.now() - started} ms`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(
      `Pages not rendered; the previous pages stay: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
