import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { islandSelector } from '@radix/site-kit/islands/protocol';
import { drawShareCard } from '@radix/tooling/share-cards';
import { expect, test } from './support/test';
import { buildVariant, replaceInSource } from './support/delivery-build';
import { requestAt, serverKind, startDeploySite, textAt, type DeploySite } from './support/deploy-site';
import { runScript } from '../harness/processes';
import { company, expectPage, problems, routes } from './support/site';
import { testPort } from '../harness/ports';
import { everyServer } from './support/every-server';

/**
 * The services team adds a page with one deploy of its own part: a copy of mfe-services whose
 * `src/routes.ts` declares one more service page (a fixture, not a page of the site), with its copy
 * and its card in its content files. Nothing else is built or restarted: the running server (the Node server, or the edge
 * worker over its local R2) answers the new path from the new site release's route table.
 */
const root = path.resolve(__dirname, '..');
const port = testPort({ node: 8600, nginx: 8610, edge: 8620 }[serverKind]);

const fixture = {
  key: 'cloudBackupFixture',
  path: '/cloud-backup-fixture',
  label: 'Cloud Backup Fixture',
  title: 'Cloud backup (a test fixture)',
  description: 'A service page the deploy test adds on its own: declared, drawn and listed by the services part alone.',
};

const newPage = () =>
  buildVariant('mfe-services', 'new-page', (src) => {
    replaceInSource(
      src,
      'routes.ts',
      'const ownServicePages = [] as const satisfies readonly DeclaredRoute[];',
      `const ownServicePages = [
  {
    ...${JSON.stringify(fixture)},
    module: 'services/ServicePage',
    parent: 'services',
    listed: { sideMenu: { menu: 'services', order: 11 }, footer: { column: 'services', order: 6 } },
  },
] as const satisfies readonly DeclaredRoute[];`,
    );
    const content = path.join(src, '..', 'content');
    fs.copyFileSync(
      path.join(content, 'services', 'networking.yml'),
      path.join(content, 'services', 'cloud-backup-fixture.yml'),
    );
    replaceInSource(
      src,
      'features/service-page/content/load-service-content.ts',
      "  networking: () => copy(import('../../../../content/services/networking.yml')),",
      "  networking: () => copy(import('../../../../content/services/networking.yml')),\n  cloudBackupFixture: () => copy(import('../../../../content/services/cloud-backup-fixture.yml')),",
    );
    fs.appendFileSync(
      path.join(content, 'service-cards.yml'),
      `  - service: ${fixture.key}\n    summary: Backups kept off site, a card the deploy test adds.\n    icon: diagram-3\n`,
    );
  });

/** The digest of every file under a folder: the worker's bundle and the other parts' builds are these bytes throughout. */
function digestOf(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

const builds = () => ({
  worker: digestOf(path.join(root, 'edge', 'dist')),
  shell: digestOf(path.join(root, 'shell', 'dist')),
  products: digestOf(path.join(root, 'mfe-products', 'dist')),
});

let site: DeploySite;

test.describe('a page added by one deploy of the part that draws it', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    // A webpack build of the services part beside the other worker's tests: minutes on a slow or busy machine.
    test.setTimeout(900_000);
    newPage();
    site = await startDeploySite(serverKind, port, 'new-page');
  });

  test.afterAll(() => site?.stop());

  test(
    'renders, hydrates and is listed in the services list, side menu, footer and sitemap',
    everyServer,
    async ({ page }) => {
      const before = builds();
      const serving = await site.live();
      expect((await requestAt(`${site.origin}${fixture.path}`)).status).toBe(404);

      const deploy = await runScript(['deploy', '--', 'services', '--from', newPage()], site.env);
      expect(deploy.output).toMatch(/✓ routes +\d+ routes, each path drawn by one part/);
      expect(deploy.code).toBe(0);
      await expect.poll(async () => (await requestAt(`${site.origin}${fixture.path}`)).status).toBe(200);
      expect(await site.live()).not.toBe(serving);

      const found = problems(page);
      await page.goto(`${site.origin}${fixture.path}`);
      await expectPage(page, fixture.title);
      await expect(page.getByRole('heading', { level: 1, name: fixture.title })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'All services', exact: true });
      await expect(menu.getByRole('link')).toHaveCount(11);
      await expect(menu.getByRole('link', { name: fixture.label })).toHaveAttribute('aria-current', 'page');
      await expect(
        page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: 'Services' })
          .getByRole('link', { name: fixture.label }),
      ).toHaveAttribute('href', fixture.path);
      await page.getByRole('heading', { level: 1 }).hover();
      await expect(page.locator(islandSelector('hydrated'))).not.toHaveCount(0);

      // Moving inside the app, by the live table: the list shows its card, which leads back to the page.
      await page.getByRole('banner').getByRole('link', { name: routes.services.label }).click();
      await expectPage(page, routes.services.title);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(10);
      await cards.getByRole('link', { name: fixture.label }).click();
      await expect(page).toHaveURL(`${site.origin}${fixture.path}`);
      await expectPage(page, fixture.title);
      expect(found).toEqual([]);

      expect(await textAt(`${site.origin}/sitemap.xml`)).toContain(
        `<loc>${new URL(fixture.path, company.url).href}</loc>`,
      );
      // Its share card came with the part's deploy: drawn from its title by the part's build, named by its page.
      const card = /<meta property="og:image" content="([^"]+)"/.exec(
        await textAt(`${site.origin}${fixture.path}`),
      )?.[1];
      expect(card).toMatch(new RegExp(`/share/${fixture.key}\\.png$`));
      const served = await requestAt(card ?? '');
      expect(served.status).toBe(200);
      expect(served.body.equals(await drawShareCard({ title: fixture.title, tagline: company.tagline }))).toBe(true);
      // Nothing but the services part was built: the worker (at the edge, the one that answered before) and the other parts are the same bytes.
      expect(builds()).toEqual(before);
    },
  );
});
