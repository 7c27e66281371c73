import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { editorSignInPaths } from '@radix/site-kit/editor-sign-in';
import {
  exchangeErrors,
  standInSignInBindings,
  startGithubOAuthStandIn,
  type GithubOAuthStandIn,
} from '../github-oauth-stand-in';
import { freePort, freshWorkerBundle, startLocalEdge, type LocalEdge } from '../local-edge';

/**
 * A request of this machine, its redirects not followed, with the URL's host in `Host` unless
 * given: the editor's host name (`localhost`) as the browser sends it, asked of the loopback address.
 */
function ask(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const { port, pathname, search, host } = new URL(url);
  return new Promise<Response>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `${pathname}${search}`,
        method: init.method ?? 'GET',
        headers: { host, ...init.headers },
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers))
            for (const one of [value ?? []].flat()) headers.append(name, one);
          resolve(
            new Response(answer.statusCode === 302 || answer.statusCode === 204 ? null : Buffer.concat(chunks), {
              status: answer.statusCode ?? 0,
              headers,
            }),
          );
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

/** The callback page's data for its script. */
const pageDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="sign-in">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<
    string,
    string
  >;

describe("the editor's sign-in at the local edge: the worker in workerd, GitHub's stand-in", () => {
  let dir: string;
  let edge: LocalEdge;
  let github: GithubOAuthStandIn;
  let origin: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-sign-in-'));
    const script = freshWorkerBundle(dir);
    const port = await freePort();
    origin = `http://localhost:${port}`;
    github = await startGithubOAuthStandIn({ callbackUrl: `${origin}${editorSignInPaths.callback}` });
    edge = await startLocalEdge({
      host: '127.0.0.1',
      port,
      persist: path.join(dir, 'state'),
      script,
      bindings: {
        SITE_ORIGIN: origin,
        PREVIEW_ORIGIN: `http://preview.localhost:${port}`,
        API_ORIGIN: '',
        ...standInSignInBindings(origin, github),
      },
    });
  }, 120_000);

  afterAll(async () => {
    await edge?.dispose();
    await github?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The worker at its own socket, asked with the editor's host. */
  const atEdge = (pathname: string, init: Parameters<typeof ask>[1] = {}) =>
    ask(`${edge.url.origin}${pathname}`, { ...init, headers: { host: new URL(origin).host, ...init.headers } });

  /** The popup's way to GitHub's consent, and the answer its "Authorize" (or "Cancel") gets. */
  async function consent(authorize: boolean) {
    const started = await atEdge(`${editorSignInPaths.auth}?provider=github&site_id=localhost&scope=repo`);
    const cookie = cookieOf(started);
    const toGithub = new URL(started.headers.get('location') ?? '');
    expect(toGithub.origin).toBe(github.origin);
    const consentPage = await ask(toGithub.href);
    expect(consentPage.status).toBe(200);
    expect(await consentPage.text()).toContain('Authorize');
    const decided = await ask(`${github.origin}/login/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(toGithub.searchParams),
        authorize: authorize ? '1' : '0',
      }).toString(),
    });
    const back = new URL(decided.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}${editorSignInPaths.callback}`);
    return { cookie, back, state: toGithub.searchParams.get('state') ?? '' };
  }

  const exchange = (code: string, state: string, cookie: string) =>
    atEdge(editorSignInPaths.callback, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code, state }).toString(),
    });

  test('a consent, the callback page and its exchange give the token GitHub issued, once: the code is spent', async () => {
    const { cookie, back, state } = await consent(true);
    expect(back.searchParams.get('state')).toBe(state);
    const page = await atEdge(`${back.pathname}${back.search}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const data = pageDataOf(await page.text());
    expect(data.code).toBe(back.searchParams.get('code'));
    expect(github.exchanges).toEqual([]);

    const exchanged = await exchange(data.code ?? '', state, cookie);
    expect(exchanged.status).toBe(200);
    const { token } = (await exchanged.json()) as { token: string };
    expect(github.tokens).toEqual([token]);
    expect(token).toMatch(/^gho_\w{36}$/);

    // Asked again with the same code (a replay, the cookie still sent): GitHub says the code is spent.
    const again = await exchange(data.code ?? '', state, cookie);
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({
      message: `GitHub refused the sign-in: ${exchangeErrors.badCode.error_description}`,
    });
    expect(github.exchanges.map(({ answered }) => answered)).toEqual(['token', 'badCode']);
  });

  test('a declined consent comes back as GitHub sends it and is refused with a page; nothing is exchanged', async () => {
    const before = github.exchanges.length;
    const { cookie, back } = await consent(false);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const page = await atEdge(`${back.pathname}${back.search}`, { headers: { cookie } });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('You declined to let the content editor use your GitHub account');
    expect(github.exchanges.length).toBe(before);
  });

  test("a code brought back with another browser's state is refused, and a made-up code gets GitHub's bad_verification_code", async () => {
    const theirs = await consent(true);
    const mine = await consent(true);
    const page = await atEdge(`${theirs.back.pathname}${theirs.back.search}`, { headers: { cookie: mine.cookie } });
    expect(page.status).toBe(403);
    expect(pageDataOf(await page.text()).code).toBeUndefined();

    const madeUp = await exchange('0123456789abcdef0123', mine.state, mine.cookie);
    expect(madeUp.status).toBe(403);
    expect(((await madeUp.json()) as { message: string }).message).toContain('incorrect or expired');
  });
});
