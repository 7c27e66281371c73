import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { e2eSiteRoot } from './e2e/support/site-root';
import { testPort } from './harness/ports';
import { everyServerTag } from './e2e/support/every-server';

/**
 * The browser smoke tests against the nginx configuration instead of the embedded Node server:
 *   NGINX_E2E=1 npx playwright test -c playwright.nginx.config.ts
 * (needs nginx: apt-get install -y nginx, optionally libnginx-mod-http-brotli-static).
 */
const port = Number(process.env.NGINX_E2E_PORT ?? testPort(8190));

export default defineConfig({
  ...base,
  testDir: path.join(__dirname, 'e2e'),
  // Server behaviour only: the tests whose results depend on the server, in the specs that have them.
  testMatch: [
    'foundation.spec.ts',
    'caching.spec.ts',
    'security-headers.spec.ts',
    'seo-files.spec.ts',
    'preloading.spec.ts',
    'deployment.spec.ts',
    'hardening.spec.ts',
    'rendering.spec.ts',
  ],
  grep: new RegExp(everyServerTag),
  // The redeploy tests start the embedded Node server themselves.
  grepInvert: /@embedded-server/,
  // A folder of its own: the run against the Node server before it keeps its traces.
  outputDir: 'test-results/nginx',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `rm -rf ${e2eSiteRoot('nginx')} && npm run serve:nginx`,
    cwd: __dirname,
    url: `http://127.0.0.1:${port}/runtime-config.json`,
    wait: { stdout: /Pages rendered: the site is ready/ },
    env: { PORT: String(port), NGINX_E2E: '1', SITE_ROOT: e2eSiteRoot('nginx') },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
