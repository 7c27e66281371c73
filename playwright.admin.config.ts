import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './platform/src/release/plan/chromium';
import { budgets } from './e2e/support/budgets';

/**
 * The content editor's browser tests: they start the editor as `npm start` does, with decap-server
 * on a copy of the checkout, and build what they check, so they need no built site and no server
 * of the other configurations (`npm run test:admin`).
 */
export const editorSpecs = ['admin.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  testMatch: editorSpecs,
  workers: 1,
  retries: 0,
  timeout: budgets.test,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
