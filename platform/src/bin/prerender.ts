import { renderPages } from '../render/render-pages';
import { runtimeConfigFor } from '../site/deployables';
import { pagesDirFromEnv } from '../site/pages';

/**
 * Renders every page of the site into the pages folder (`PAGES_DIR`, default `shell/dist-pages`)
 * from the remotes the runtime configuration names: the one `npm run serve` serves on `PORT`, or
 * `RUNTIME_CONFIG`. Exits non-zero, naming the remote and the route, and publishes nothing when
 * any page cannot be rendered whole.
 */
const port = Number(process.env.PORT ?? 8080);
const publicHost = process.env.PUBLIC_HOST ?? process.env.HOST ?? '127.0.0.1';
const siteOrigin = `http://${publicHost}:${port}`;
const pagesDir = pagesDirFromEnv();

const started = Date.now();
renderPages({ config: runtimeConfigFor(publicHost, port), siteOrigin, pagesDir })
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
