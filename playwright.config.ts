import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@radix/platform';
import { testPort } from './harness/ports';
import { budgets } from './e2e/support/budgets';
import { editorSpecs } from './playwright.admin.config';

/** The specs that start servers at the local edge themselves: run by playwright.edge.config.ts only. */
export const edgeOnlySpecs = [
  'edge.spec.ts',
  'vitals.spec.ts',
  'canary.spec.ts',
  'canary-judge.spec.ts',
  'canary-deploys.spec.ts',
  'canary-steering.spec.ts',
  'previews.spec.ts',
  'review.spec.ts',
  'navigation-edge.spec.ts',
  'editor-sign-in.spec.ts',
  'forms-bot-check-edge.spec.ts',
];

const port = Number(process.env.E2E_PORT ?? testPort(8180));

export default defineConfig({
  testDir: './e2e',
  // The edge's own run (playwright.edge.config.ts) and the editor's (playwright.admin.config.ts) start their servers themselves.
  testIgnore: [...edgeOnlySpecs, ...editorSpecs],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: budgets.test,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node --conditions=radix:compiled -r ts-node/register e2e/support/serve-for-tests.ts`,
    // No `url`: Playwright starts the tests as soon as either is ready, and the server answers
    // before its pages are rendered (with index.html, rendering in the browser).
    wait: { stdout: /Pages rendered: the site is ready/ },
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
