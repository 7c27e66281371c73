import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderedWithId } from '@radix/site-kit/renderer';
import { expect, test } from './support/test';
import { startSite } from '../harness/processes';
import { expectPage, routes } from './support/site';
import { testPort } from '../harness/ports';
import { budgets } from './support/budgets';

const root = path.resolve(__dirname, '..');
const port = testPort(8735);

/** What a server gets: the manifests, the lockfile, and the built folders; no source, no development dependency. */
const builtFolders = [
  'platform/dist',
  'libs/site-kit/dist-node',
  'libs/release-model/dist-node',
  'edge/dist',
  'shell/dist',
  'shell/dist-server',
  'mfe-products/dist',
  'mfe-services/dist',
  'mfe-forms/dist',
  'mfe-forms/dist-api',
  'mfe-legal/dist',
];

function copyForProduction(target: string): void {
  const workspaces = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
    .workspaces;
  for (const file of ['package.json', 'package-lock.json', ...workspaces.map((dir) => `${dir}/package.json`)]) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(target, file));
  }
  for (const folder of builtFolders) fs.cpSync(path.join(root, folder), path.join(target, folder), { recursive: true });
}

test.describe('the site installed as a product', { tag: '@embedded-server' }, () => {
  test.setTimeout(budgets.productionInstall);

  test('npm ci --omit=dev plus the built folders: npm run serve renders and serves pages that hydrate', async ({
    page,
  }) => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-production-'));
    let site: Awaited<ReturnType<typeof startSite>> | undefined;
    try {
      copyForProduction(target);
      execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
        cwd: target,
        stdio: 'pipe',
      });
      for (const tool of ['typescript', 'ts-node', 'webpack', 'jest', '@playwright/test']) {
        expect(fs.existsSync(path.join(target, 'node_modules', tool)), `${tool} is not installed`).toBe(false);
      }

      // A first start: it deploys the built folders as the first releases.
      site = await startSite('serve', { PORT: String(port) }, target);
      expect(site.output).toMatch(/render +every page of its route table into site-/);

      const response = await page.goto(`http://127.0.0.1:${port}${routes.privacy.path}`);
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toContain(`id="${renderedWithId}"`);
      await expectPage(page, routes.privacy.title);
    } finally {
      site?.stop();
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});
