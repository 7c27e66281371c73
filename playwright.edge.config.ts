import { defineConfig } from '@playwright/test';
import base, { edgeOnlySpecs } from './playwright.config';
import { everyServerTag } from './e2e/support/every-server';

/**
 * The browser tests of the site at the edge (`npm run serve:edge`: the edge worker in workerd over a
 * local R2): `EDGE_E2E=1 npx playwright test -c playwright.edge.config.ts`. Each spec starts its own
 * edge server, once for the file: the edge's own specs whole, and of the deployment specs (a part's
 * release, a page a part adds) the tests whose results depend on the server.
 */
const [chromium] = base.projects ?? [];

export default defineConfig({
  ...base,
  testIgnore: [],
  grepInvert: /@embedded-server/,
  webServer: undefined,
  // A folder of its own: the runs against the Node server and nginx before it keep their traces.
  outputDir: 'test-results/edge',
  projects: [
    // The forms' bot check and the forms without JavaScript: the server answers them, so both runs have it.
    { ...chromium, name: 'edge', testMatch: [...edgeOnlySpecs, 'form-guard.spec.ts'] },
    {
      ...chromium,
      name: 'edge-deployment',
      testMatch: ['deployment.spec.ts', 'new-page.spec.ts'],
      grep: new RegExp(everyServerTag),
    },
  ],
});
