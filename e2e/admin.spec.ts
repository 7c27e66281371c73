import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { checkContent } from '@radix/tooling/content';
import { testPort } from '../harness/ports';
import { budgets } from './support/budgets';
import { buildServices, changedFiles, copyOfCheckout, serveFolder, startEditor } from './support/editor-servers';

/**
 * The content editor as `npm start` serves it, with decap-server writing a copy of the checkout:
 * a marketing editor signs in with the local backend, changes a hosting price and a service page's
 * heading and publishes; only the services part's files change, they pass the part's schemas, and
 * the services' build shows both. What the build would refuse, the editor refuses with a message
 * and writes nothing.
 */

const ports = { editor: testPort(8910), proxy: testPort(8911), services: testPort(8912) };
const plansFile = 'mfe-services/content/hosting-plans.yml';
const seoFile = 'mfe-services/content/services/seo.yml';
const newPrice = 2150;
const newHeading = 'Clients search first: be the answer they find';
const privacyFile = 'mfe-legal/content/privacy.yml';
const introWords = {
  first:
    'This privacy policy explains how {legalName} (“{company}”, “we”, “us” or “our”) collects, uses and protects information when you use our website ',
  second:
    'and the free {app}. If you choose to use them, you agree to the collection and use of information as described here.',
  changed:
    'and the free {app}. If you choose to use them, you agree that we collect and use information as this policy describes.',
};

/** Commits the copy as the tests before left it, so that `changedFiles` names what the next one changes. */
function settle(dir: string) {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=editor test', '-c', 'user.email=editor@test.invalid', ...args], { cwd: dir });
  git('add', '-A');
  git('commit', '-q', '--allow-empty', '--no-verify', '-m', 'as the tests before left it');
}

test.describe.configure({ mode: 'serial' });
test.describe('the content editor', () => {
  let copy: ReturnType<typeof copyOfCheckout>;
  let editor: Awaited<ReturnType<typeof startEditor>>;
  const readCopy = (file: string) => fs.readFileSync(path.join(copy.dir, file), 'utf8');

  test.beforeAll(async () => {
    test.setTimeout(budgets.editorStart);
    copy = copyOfCheckout();
    editor = await startEditor(copy.dir, ports, budgets.editorStart);
  });

  test.afterAll(async () => {
    await editor?.stop();
    copy?.remove();
  });

  /** Opens the editor, signing in with the local backend unless this browser already has. */
  async function signIn(page: Page) {
    await page.goto(editor.url);
    const login = page.getByRole('button', { name: 'Login' });
    const collections = page.getByRole('heading', { name: 'Collections' });
    await expect(login.or(collections)).toBeVisible();
    if (await login.isVisible()) await login.click();
    await expect(collections).toBeVisible();
  }

  async function openStandardPlan(page: Page) {
    await page.getByRole('link', { name: 'Hosting plans', exact: true }).click();
    await page.getByRole('link', { name: 'Hosting plans and prices' }).click();
    await expect(page.getByLabel('Heading', { exact: true })).toHaveValue('Hosting plans and prices');
    // The plans' fields are in the page in the file's order; Standard is the third, opened to edit.
    await expect(page.getByLabel('Name', { exact: true }).nth(2)).toHaveValue('Standard');
    // A collapsed item shows its summary under its top bar, whose first button opens it.
    await page
      .getByText('Standard', { exact: true })
      .locator('xpath=preceding-sibling::*[1]')
      .getByRole('button')
      .first()
      .click();
    return page.getByLabel('Price (rupees)', { exact: true }).nth(2);
  }

  async function publish(page: Page) {
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
  }

  test('is served noindex under a policy of its own, whose unsafe-eval it needs: under the site’s it stays blank', async ({
    page,
  }) => {
    const response = await page.goto(editor.url);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(editor.url, async (route) => {
      const original = await route.fetch();
      const withoutEval = (policy: string) => policy.replace(" 'unsafe-eval'", '');
      const headers = original.headers();
      headers['content-security-policy'] = withoutEval(headers['content-security-policy'] ?? '');
      await route.fulfill({ response: original, headers, body: withoutEval(await original.text()) });
    });
    await page.goto(editor.url);
    await expect.poll(() => errors.join('\n')).toMatch(/unsafe-eval/);
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  });

  test('refuses a price that is not a number, or not more than 0, with a message, and writes nothing', async ({
    page,
  }) => {
    const before = readCopy(plansFile);
    await signIn(page);
    const price = await openStandardPlan(page);
    await expect(price).toHaveValue('2000');

    // Letters typed into the price leave it empty: not a number.
    await price.fill('');
    await price.pressSequentially('abc');
    await publish(page);
    await expect(page.getByText('Price (rupees) is required.')).toBeVisible();

    await price.fill('-5');
    await publish(page);
    await expect(page.getByText("Price (rupees) didn't match the pattern: must be more than 0")).toBeVisible();

    expect(readCopy(plansFile)).toBe(before);
    expect(changedFiles(copy.dir)).toEqual([]);
  });

  test('publishes a new price and heading into the services part alone, which its schemas take and its build shows', async ({
    page,
  }) => {
    test.setTimeout(budgets.editorPublishAndBuild);
    await signIn(page);
    const price = await openStandardPlan(page);
    await price.fill(String(newPrice));
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();
    await expect.poll(() => parse(readCopy(plansFile)).plans[2]).toMatchObject({ name: 'Standard', costInr: newPrice });

    await page.reload();
    await signIn(page);
    await page.getByRole('link', { name: 'Service pages', exact: true }).click();
    await page.getByRole('link', { name: 'Search Engine Optimization', exact: true }).click();
    const heading = page.getByLabel('Heading', { exact: true }).first();
    await expect(heading).toHaveValue('If clients cannot find you, they find someone else');
    await heading.fill(newHeading);
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();
    await expect.poll(() => parse(readCopy(seoFile)).intro.heading).toBe(newHeading);

    expect(changedFiles(copy.dir).sort()).toEqual([plansFile, seoFile]);
    for (const file of [plansFile, seoFile])
      expect(() => checkContent(parse(readCopy(file)), path.join(copy.dir, file))).not.toThrow();

    const site = await serveFolder(await buildServices(copy.dir), ports.services);
    try {
      await page.goto(`${site.url}/web-hosting`);
      await expect(page.getByRole('article', { name: 'Standard' })).toContainText('₹2,150');
      await page.goto(`${site.url}/search-engine-optimization`);
      await expect(page.getByRole('heading', { level: 2, name: newHeading })).toBeVisible();
    } finally {
      await site.stop();
    }
  });

  test('saves a sentence of the privacy policy, changed in its typed blocks, into the legal part alone, its preview drawn by the part', async ({
    page,
  }) => {
    test.setTimeout(budgets.editorPublishAndBuild);
    settle(copy.dir);
    const before = parse(readCopy(privacyFile));
    await signIn(page);
    await page.getByRole('link', { name: 'Legal pages', exact: true }).click();
    await page.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    // The privacy policy is some 300 fields: a development build of the editor draws them slowly on a loaded machine.
    await expect(page.getByLabel('Glance label', { exact: true })).toHaveValue('Privacy at a glance', {
      timeout: budgets.editorStart,
    });

    // The intro's paragraph, collapsed, shows its first run; its top bar's first button opens it, then its second run.
    const openItem = (summary: string) =>
      page
        .getByText(summary, { exact: true })
        .first()
        .locator('xpath=preceding-sibling::*[1]')
        .getByRole('button')
        .first()
        .click();
    await openItem(introWords.first);
    await openItem(introWords.second);
    const words = page.locator('textarea').filter({ hasText: introWords.second });
    await expect(words).toBeVisible();
    await words.fill(introWords.changed);

    // The preview pane draws the page with mfe-legal's components, the facts filled in as the build does.
    const preview = page.frameLocator('#preview-pane');
    await expect(preview.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(preview.locator('.lgl-document')).toContainText(
      'If you choose to use them, you agree that we collect and use information as this policy describes.',
    );
    await expect(preview.locator('.lgl-document')).not.toContainText('{app}');

    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();
    await expect.poll(() => parse(readCopy(privacyFile)).intro[0].text[1].text).toBe(introWords.changed);

    expect(changedFiles(copy.dir)).toEqual([privacyFile]);
    const after = parse(readCopy(privacyFile));
    expect(() => checkContent(after, path.join(copy.dir, privacyFile))).not.toThrow();
    before.intro[0].text[1].text = introWords.changed;
    expect(after).toEqual(before);
  });
});
