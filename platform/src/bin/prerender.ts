import fs from 'node:fs';
import path from 'node:path';
import { checkRuntimeConfig, runtimeConfigFile } from '@radix/site-kit/runtime-config';
import { parseRecord } from '@radix/release-model';
import { layout } from '../release/store/folder-store';
import { sendRenderRequests } from '../render/files-token';
import { renderPages } from '../render/render-pages';
import { renderJobSchema, type RenderJob } from '../render/render-process';
import { deployableDir, root, shellServerDirectory } from '../site/deployables';
import { hostingFromEnv } from '../site/hosting';
import { commandLine } from './cli';

/**
 * Renders every page of the site into a pages folder from the releases a runtime configuration
 * names. A deploy runs it in a fresh process for every candidate, with the job as one JSON argument
 * (`--job={...}`, `RenderJob`; the deploy's token in `RADIX_FILES_TOKEN`; with `SITE_REACHED_AT`, the
 * origins the pages name are reached at those it maps them to). Run by hand (`npm run prerender`), it takes the job from the
 * environment: `RUNTIME_CONFIG` (or the live site release's, in `SITE_ROOT`), `PAGES_DIR` (default
 * `shell/dist-pages`), the shell's builds in `DIST_SHELL` and `DIST_SHELL_SERVER` (default: this
 * checkout's). Exits non-zero, naming the remote and the route, and publishes nothing when any page
 * cannot be rendered whole.
 */
function jobFromEnvironment(): RenderJob {
  const hosting = hostingFromEnv();
  return {
    configFile: process.env.RUNTIME_CONFIG ?? path.join(layout.pointer(hosting.siteRoot, 'live'), runtimeConfigFile),
    pagesDir: path.resolve(process.env.PAGES_DIR ?? path.join(root, 'shell', 'dist-pages')),
    shell: { web: deployableDir('shell'), server: shellServerDirectory() },
    siteOrigin: hosting.siteOrigin,
  };
}

const job = commandLine({ command: 'npm run prerender --', values: { job: 'JSON' } }).value('job');
const started = Date.now();
Promise.resolve()
  .then(() => (job ? parseRecord(renderJobSchema, job, 'the render job') : jobFromEnvironment()))
  .then(async (job) => {
    sendRenderRequests(job.filesOrigins, process.env);
    const config = checkRuntimeConfig(JSON.parse(fs.readFileSync(job.configFile, 'utf8')));
    const count = await renderPages({ ...job, config });
    console.log(`Rendered ${count} pages into ${job.pagesDir} in ${Date.now() - started} ms`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(
      `Pages not rendered; the previous pages stay: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
