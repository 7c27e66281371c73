import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@radix/platform';
import {
  defaultPreview,
  expiresIn,
  localPreviewSecret,
  previewCookieName,
  signPreviewToken,
  siteReleaseHeader,
  siteReleaseParameter,
} from '@radix/release-model';
import { expect, test } from './support/test';
import { snapshotFiles } from './support/delivery-checks';
import { buildVariant, changedSentence, replaceInSource } from './support/delivery-build';
import { previewTextAt, requestAt, serverKind, startDeploySite, textAt, type DeploySite } from './support/deploy-site';
import { runScript } from '../harness/processes';
import { expectPage, problems, routes } from './support/site';
import { islandSelector } from '@radix/site-kit/islands/protocol';
import { e2eSiteRoot } from './support/site-root';
import { testPort } from '../harness/ports';
import { everyServer } from './support/every-server';
import { budgets } from './support/budgets';

/**
 * A remote team's deploys, with the README's commands, against a site of this spec's own: served by
 * `npm run serve`, by nginx (`npm run serve:nginx`) in the nginx run, or by the edge worker over R2
 * (`npm run serve:edge`) in the edge run. Each deploy of a legal release either goes live whole or
 * leaves the live site byte for byte as it was.
 */
const root = path.resolve(__dirname, '..');
const port = testPort({ node: 8470, nginx: 8460, edge: 8450 }[serverKind]);
const variants = e2eSiteRoot('deploy-variants');

const privacyFile = '../content/privacy.yml';
const privacy = changedSentence('mfe-legal', privacyFile, 'Revised for the deploy test.', 'meaning');
const privacyPage = 'exposes/privacy-page.tsx';
const releases = {
  changed: () =>
    buildVariant('mfe-legal', 'changed', (src) => replaceInSource(src, privacyFile, privacy.from, privacy.to)),
  throwsOnRender: () =>
    buildVariant('mfe-legal', 'throws-on-render', (src) =>
      replaceInSource(
        src,
        privacyPage,
        'function PrivacyPage() {',
        "function PrivacyPage() {\n  if (Date.now() > 0) throw new Error('A broken privacy page');",
      ),
    ),
  failsInBrowser: () =>
    buildVariant('mfe-legal', 'fails-in-browser', (src) =>
      replaceInSource(
        src,
        privacyPage,
        'return <LegalPage document={privacyDocument} />;',
        "return (<><span hidden>{typeof window === 'undefined' ? 'server' : 'browser'}</span><LegalPage document={privacyDocument} /></>);",
      ),
    ),
  withoutNodeEntry: () => {
    const dist = path.join(variants, 'legal-without-node-entry');
    fs.rmSync(dist, { recursive: true, force: true });
    fs.cpSync(path.join(root, 'mfe-legal', 'dist'), dist, { recursive: true });
    fs.rmSync(path.join(dist, 'remoteEntry.node.js'));
    return dist;
  },
};

let site: DeploySite;
const html = (pathname: string) => textAt(`${site.origin}${pathname}`);
const untouched = async () => ({
  shellBuild: snapshotFiles(path.join(root, 'shell', 'dist')),
  otherReleases: await Promise.all(['shell', 'products', 'services', 'forms'].map((name) => site.releases(name))),
});

/** A visitor opens the policy now and reaches for it: it hydrates with no error and shows the policy. */
async function visitPolicy(browser: Browser, text: string): Promise<void> {
  const page = await browser.newPage();
  const found = problems(page);
  await page.goto(`${site.origin}${routes.privacy.path}`);
  await expectPage(page, routes.privacy.title);
  await page.getByRole('region', { name: /at a glance$/ }).hover();
  await expect(
    page.locator(islandSelector('hydrated'), { has: page.getByRole('region', { name: /at a glance$/ }) }),
  ).toHaveCount(1);
  await expect(page.locator('main')).toContainText(text);
  expect(found).toEqual([]);
  await page.close();
}

test.describe('deploying a remote with the release commands', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  let before: Awaited<ReturnType<typeof untouched>>;
  let env: Record<string, string>;
  /** The refused releases this run deployed: the other servers' runs deploy only one of them. */
  let refused = 0;

  test.beforeAll(async () => {
    // Three webpack builds of the legal part, beside the other workers' tests: minutes on a slow or busy machine.
    test.setTimeout(budgets.variantBuilds);
    for (const build of [releases.changed, releases.throwsOnRender, releases.failsInBrowser]) build();
    site = await startDeploySite(serverKind, port, 'deploy');
    env = site.env;
    before = await untouched();
  });

  test.afterAll(() => site?.stop());

  test(
    'a changed legal release: the HTML has it when the command returns; a deploy between preparing and clicking: the visitor gets the page of the live site release',
    everyServer,
    async ({ browser }) => {
      const saved = await html(routes.privacy.path);
      expect(saved).toContain(privacy.from);
      const open = await browser.newPage();
      const openProblems = problems(open);
      await open.goto(`${site.origin}${routes.about.path}`);
      await expectPage(open, routes.about.title);
      // The visitor rests the mouse on the policy's link: the tab prepares its page, the legal release it was rendered with.
      const legal = await open.evaluate(
        async () => (await (await fetch('/runtime-config.json')).json()).remotes.legal as string,
      );
      const legalRelease = legal.slice(0, legal.lastIndexOf('/') + 1);
      let preparedScripts = 0;
      open.on('requestfinished', (request) => {
        if (request.url().startsWith(legalRelease) && request.url().endsWith('.js')) preparedScripts += 1;
      });
      const policyLink = open.getByRole('contentinfo').getByRole('link', { name: routes.privacy.label });
      await policyLink.hover();
      await expect.poll(() => preparedScripts, { message: "the policy's page is prepared" }).toBeGreaterThan(0);
      await open.evaluate(() => Object.assign(window, { documentBeforeTheDeploy: true }));

      const deploy = await runScript(['deploy', '--', 'legal', '--from', releases.changed()], env);
      expect(deploy.output).toMatch(/✓ browser +2 page\(s\) hydrate/);
      expect(deploy.code).toBe(0);
      expect(deploy.output).toMatch(/^live: site-/m);
      // At the edge within 2 s of the switch (its pointers are read at most once a second).
      await expect.poll(() => html(routes.privacy.path)).toContain(privacy.to);

      // The click shows the live site release's policy, loaded as a document: the page prepared of the
      // tab's release is not shown, and no document mixes two site releases.
      await policyLink.click();
      await expectPage(open, routes.privacy.title);
      await expect(open.locator('main')).toContainText(privacy.to);
      expect(await open.evaluate(() => 'documentBeforeTheDeploy' in window)).toBe(false);
      // The live page took the click's place in the history: Back leads to the page the visitor left.
      await open.goBack();
      await expectPage(open, routes.about.title);
      expect(openProblems).toEqual([]);

      // The page saved before the deploy (a cache, a proxy) hydrates against its own release, keeping its text.
      // Chromium takes a response the test hands it for one from outside this machine, and its Local Network
      // Access rules would then block the page's requests to loopback: a saved page served here is local.
      const local = await chromium.launch({
        executablePath: chromiumPath,
        args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
      });
      try {
        const cached = await local.newPage();
        const cachedProblems = problems(cached);
        await cached.route(`${site.origin}${routes.privacy.path}`, (route) =>
          route.fulfill({ body: saved, contentType: 'text/html' }),
        );
        await cached.goto(`${site.origin}${routes.privacy.path}`);
        await expectPage(cached, routes.privacy.title);
        await expect(cached.locator('main')).toContainText(privacy.from);
        await expect(cached.locator('main')).not.toContainText(privacy.to);
        expect(cachedProblems).toEqual([]);
      } finally {
        await local.close();
      }
    },
  );

  for (const [name, description, what, tag] of [
    ['throwsOnRender', 'throws when its page renders', /cannot be rendered[\s\S]*A broken privacy page/, {}],
    [
      'withoutNodeEntry',
      'has no Node entry',
      /cannot be rendered[\s\S]*Node entry \S+remoteEntry\.node\.js answered 404/,
      {},
    ],
    [
      'failsInBrowser',
      'fails only in the browser (hydration)',
      /fails in the browser[\s\S]*\/privacypolicy: /,
      // Why the gate refuses is the same whatever serves the site: on the other servers, one refusal shows
      // the live site kept, the one that leaves a candidate the browser check refused (the edge's next test).
      everyServer,
    ],
  ] as const) {
    test(
      `a legal release that ${description} is refused; the live site is byte for byte as it was`,
      tag,
      async ({ browser }) => {
        const live = {
          page: await html(routes.privacy.path),
          config: await html('/runtime-config.json'),
          pointer: await site.live(),
        };
        const deploy = await runScript(['deploy', '--', 'legal', '--from', releases[name]()], env);
        refused += 1;
        expect(deploy.code).not.toBe(0);
        expect(deploy.output).toMatch(
          /legal \(\S+\) .*pages that show it: \/tearmsandcondition, \/privacypolicy; the live site is unchanged/,
        );
        expect(deploy.output).toMatch(what);
        expect({
          page: await html(routes.privacy.path),
          config: await html('/runtime-config.json'),
          pointer: await site.live(),
        }).toEqual(live);
        await visitPolicy(browser, privacy.to);
      },
    );
  }

  if (serverKind === 'edge') {
    test(
      'the candidate the gate refused is reached by no one: its id pins the live page, the preview host refuses it even with a token',
      everyServer,
      async () => {
        const refused = (await site.preview()) ?? '';
        expect(refused).not.toBe(await site.live());
        const live = await html(routes.privacy.path);
        expect(await html(`${routes.privacy.path}?${siteReleaseParameter}=${refused}`)).toBe(live);
        const byHeader = await requestAt(`${site.origin}${routes.privacy.path}`, { [siteReleaseHeader]: refused });
        expect(byHeader.body.toString()).toBe(live);
        const token = await signPreviewToken({ preview: defaultPreview, exp: expiresIn(3600) }, localPreviewSecret);
        for (const pathname of [routes.privacy.path, `${routes.privacy.path}?${siteReleaseParameter}=${refused}`]) {
          const previewed = await requestAt(`${site.previewOrigin}${pathname}`, {
            cookie: `${previewCookieName}=${token}`,
          });
          expect([previewed.status, previewed.body.toString()]).toEqual([
            403,
            'The candidate in preview has not passed its checks.\n',
          ]);
        }
      },
    );
  }

  test(
    '--preview shows the candidate on its own port only; promote makes it live; rollback restores the previous text',
    everyServer,
    async ({ browser }) => {
      const original = path.join(root, 'mfe-legal', 'dist');
      const preview = await runScript(['deploy', '--', 'legal', '--from', original, '--preview'], env);
      expect(preview.code, preview.output).toBe(0);
      const previewUrl = /^preview: (\S+)/m.exec(preview.output)?.[1] ?? '';
      const id = /npm run promote -- legal (\S+)\)/.exec(preview.output)?.[1] ?? '';
      expect(previewUrl).toMatch(new RegExp(`^${site.previewOrigin}/\\?preview-token=[\\w-]+\\.[\\w-]+$`));
      expect(await previewTextAt(previewUrl, routes.privacy.path)).not.toContain(privacy.to);
      expect(await html(routes.privacy.path)).toContain(privacy.to);

      expect((await runScript(['promote', '--', 'legal', id], env)).code).toBe(0);
      await expect.poll(() => html(routes.privacy.path)).not.toContain(privacy.to);
      await visitPolicy(browser, privacy.from);

      const rollback = await runScript(['rollback', '--', 'legal'], env);
      expect(rollback.code).toBe(0);
      await expect.poll(() => html(routes.privacy.path)).toContain(privacy.to);
      await visitPolicy(browser, privacy.to);

      const listed = await runScript(['releases', '--', 'legal'], env);
      expect(listed.output).toMatch(/^legal {2}\(pages: \/tearmsandcondition \/privacypolicy\)/m);
      // Every release is kept: the first, the changed one and each refused one.
      expect(listed.output.match(/^ {2}\d{8}T\d{6}Z-\w{6} /gm)?.length).toBeGreaterThanOrEqual(2 + refused);
      expect(listed.output).toMatch(/\[LIVE\]/);
    },
  );

  test("the shell's build and the other remotes' releases stayed byte for byte as they were", everyServer, async () => {
    expect(await untouched()).toEqual(before);
  });
});
