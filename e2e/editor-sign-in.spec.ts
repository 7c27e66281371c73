import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  freshWorkerBundle,
  type GithubOAuthStandIn,
  type LocalEdge,
  standInSignInBindings,
  startGithubOAuthStandIn,
  startLocalEdge,
} from '@radix/platform';
import { editorSignInPaths } from '@radix/site-kit/editor-sign-in';
import { testPort } from '../harness/ports';
import { requestAt } from './support/deploy-site';
import { e2eSiteRoot } from './support/site-root';

/**
 * The content editor's sign-in with GitHub at the local edge (the worker in workerd), against the
 * local stand-in of GitHub's OAuth endpoints, as the editor does it: a page of the editor's origin
 * opens the popup at `<base_url>/admin/auth`, answers the popup's `authorizing:github` with the same
 * words when it comes from `base_url`, and takes `authorization:github:success:` or `:error:` from
 * there (decap-cms-lib-auth's Authenticator, whose steps the page below follows). The editor's own
 * page is served by the test at the editor's origin; another origin's page is the attacker's.
 */
const port = testPort(8560);
const origin = `http://localhost:${port}`;
/** Another origin of the same machine: a page there is not the editor, whatever it says. */
const foreignOrigin = `http://127.0.0.1:${port}`;
const state = e2eSiteRoot('editor-sign-in');
let edge: LocalEdge;
let github: GithubOAuthStandIn;

/** The editor's sign-in as decap-cms-lib-auth's Authenticator does it, with what the page received kept. */
const editorPage = (
  baseUrl: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Editor</title></head><body>
<script>
  const baseUrl = ${JSON.stringify(baseUrl)};
  const provider = 'github';
  window.received = [];
  window.result = null;
  let authWindow;
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: String(event.data) }));
  const authorizeCallback = (event) => {
    if (event.origin !== baseUrl) return;
    for (const kind of ['success', 'error']) {
      const prefix = 'authorization:' + provider + ':' + kind + ':';
      if (String(event.data).indexOf(prefix) === 0) {
        window.result = { [kind]: JSON.parse(event.data.slice(prefix.length)) };
        authWindow.close();
      }
    }
  };
  const handshakeCallback = (event) => {
    if (event.data === 'authorizing:' + provider && event.origin === baseUrl) {
      window.removeEventListener('message', handshakeCallback, false);
      window.addEventListener('message', authorizeCallback, false);
      authWindow.postMessage(event.data, event.origin);
    }
  };
  window.signIn = () => {
    window.addEventListener('message', handshakeCallback, false);
    authWindow = window.open(baseUrl + '/admin/auth?provider=github&site_id=localhost&scope=repo', 'Netlify Authorization', 'width=960,height=600');
  };
</script></body></html>`;

/** A page at `at` that signs in as the editor does, and its popup at GitHub's (stand-in) consent. */
async function openSignIn(page: Page, at: string) {
  const url = `${at}/admin/`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: editorPage(origin) }));
  await page.goto(url);
  const popupOpened = page.waitForEvent('popup');
  await page.evaluate(() => (window as unknown as { signIn: () => void }).signIn());
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Authorize the content editor' })).toBeVisible();
  return popup;
}

const receivedBy = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: { origin: string; data: string }[] }).received);
const resultOf = (page: Page) => page.evaluate(() => (window as unknown as { result: unknown }).result);

/**
 * The callback pages the popup is sent to, their bodies kept as they pass (the editor closes the
 * popup once told, and a closed page's answers can no longer be read). Playwright routes a
 * navigation the page starts, not one a redirect leads to (GitHub's back to the callback).
 */
async function recordCallbacks(page: Page) {
  const answers: { status: number; body: string }[] = [];
  await page.context().route(
    (url) => url.pathname === editorSignInPaths.callback && url.search !== '',
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      answers.push({ status: response.status(), body: await response.text() });
      await route.fulfill({ response });
    },
  );
  return answers;
}

test.describe("the content editor's sign-in with GitHub at the edge", () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fs.rmSync(state, { recursive: true, force: true });
    fs.mkdirSync(state, { recursive: true });
    github = await startGithubOAuthStandIn({ callbackUrl: `${origin}${editorSignInPaths.callback}` });
    edge = await startLocalEdge({
      host: '127.0.0.1',
      port,
      persist: path.join(state, 'edge'),
      script: freshWorkerBundle(state),
      bindings: {
        SITE_ORIGIN: origin,
        PREVIEW_ORIGIN: `http://preview.localhost:${port}`,
        API_ORIGIN: '',
        ...standInSignInBindings(origin, github),
      },
    });
  });

  test.afterAll(async () => {
    await edge?.dispose();
    await github?.stop();
  });

  test.beforeEach(() => {
    github.exchanges.length = 0;
    github.tokens.length = 0;
  });

  test("a consent hands the token GitHub issued to the editor's origin, and the popup closes", async ({ page }) => {
    const popup = await openSignIn(page, origin);
    await popup.getByRole('button', { name: 'Authorize' }).click();
    await expect.poll(() => resultOf(page)).not.toBeNull();
    const [token] = github.tokens;
    expect(token).toMatch(/^gho_/);
    expect(await resultOf(page)).toEqual({ success: { token, provider: 'github' } });
    expect(await receivedBy(page)).toEqual([
      { origin, data: 'authorizing:github' },
      { origin, data: `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}` },
    ]);
    await expect.poll(() => popup.isClosed()).toBe(true);
  });

  test('a page of another origin that opens the sign-in is refused in the popup and never receives a token', async ({
    page,
  }) => {
    const popup = await openSignIn(page, foreignOrigin);
    await popup.getByRole('button', { name: 'Authorize' }).click();
    await expect(popup.getByRole('status')).toHaveText(/opened by a page that is not the content editor/);
    // The popup said only the handshake's words to it; the code was never exchanged, so no token exists.
    expect(await receivedBy(page)).toEqual([{ origin, data: 'authorizing:github' }]);
    expect(await resultOf(page)).toBeNull();
    expect(github.exchanges).toEqual([]);
    expect(github.tokens).toEqual([]);
  });

  test('a declined consent is refused: the editor is told why, and no code is exchanged', async ({ page }) => {
    const popup = await openSignIn(page, origin);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() => resultOf(page))
      .toEqual({
        error: { message: 'You declined to let the content editor use your GitHub account: nothing was signed in.' },
      });
    expect((await receivedBy(page)).some(({ data }) => data.includes('success'))).toBe(false);
    expect(github.exchanges).toEqual([]);
  });

  test("a callback carrying another sign-in's code and state (a link sent to the editor's user) is refused: nothing is exchanged", async ({
    page,
  }) => {
    // Someone else's sign-in, up to GitHub's redirect back: their code and their state.
    const started = await requestAt(`${origin}${editorSignInPaths.auth}?provider=github&scope=repo`);
    const authorize = new URL(String(started.headers.location));
    const decided = await fetch(`${github.origin}${authorize.pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), authorize: '1' }).toString(),
    });
    const theirs = String(decided.headers.get('location'));
    expect(new URL(theirs).searchParams.get('code')).toBeTruthy();

    const answers = await recordCallbacks(page);
    const popup = await openSignIn(page, origin);
    // Followed from within the popup, as a link is (the address bar's navigation would leave it no opener).
    await popup.evaluate((url) => window.location.assign(url), theirs);
    await expect
      .poll(() => resultOf(page))
      .toMatchObject({ error: { message: expect.stringMatching(/^This sign-in was not started/) } });
    expect(answers).toHaveLength(1);
    expect(answers[0]?.status).toBe(403);
    expect(answers[0]?.body).toContain('This sign-in was not started in this browser');
    expect(github.exchanges).toEqual([]);
    expect(github.tokens).toEqual([]);
  });
});
