import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The browser tests of the site at the edge (`npm run serve:edge`: the edge worker in workerd over a
 * local R2): `EDGE_E2E=1 npx playwright test -c playwright.edge.config.ts`. Each spec starts its own
 * edge server, once for the file.
 */
export default defineConfig({
  ...base,
  testMatch: ['edge.spec.ts', 'deployment.spec.ts', 'previews.spec.ts'],
  testIgnore: [],
  grepInvert: /@embedded-server/,
  webServer: undefined,
});
