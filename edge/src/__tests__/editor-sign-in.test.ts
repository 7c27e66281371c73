import vm from 'node:vm';
import { editorSignInPaths } from '@radix/site-kit/editor-sign-in';
import { signInCopy, stateCookieName, stateLifeSeconds } from '../handlers/editor-sign-in';
import { createEdge, type Env } from '../worker';
import { contextOf, envOf, FakeBucket, previewOrigin, siteOrigin } from './fake-bucket';

const clientId = 'Iv1.0123456789abcdef';
const secret = 'the client secret of this test';
const github = 'http://github.test';
const token = 'gho_16C7e42F292c6912E7710c838347Ae178B4a';

/** What GitHub's access_token endpoint answers, as documented: always 200, an error in the body. */
const githubAnswers = {
  token: { access_token: token, token_type: 'bearer', scope: 'repo' },
  badCode: {
    error: 'bad_verification_code',
    error_description: 'The code passed is incorrect or expired.',
    error_uri:
      'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code',
  },
};

interface Asked {
  url: string;
  init: RequestInit | undefined;
}

/** The worker with the editor's OAuth App set up, GitHub answering `answer`, and the bucket it must never touch. */
function signIn(answer: object | Error = githubAnswers.token, overrides: Partial<Env> = {}) {
  const bucket = new FakeBucket();
  const env: Env = {
    ...envOf(bucket),
    GITHUB_OAUTH_CLIENT_ID: clientId,
    GITHUB_OAUTH_SECRET: secret,
    GITHUB_OAUTH_ORIGIN: github,
    ...overrides,
  };
  const asked: Asked[] = [];
  const answering = async (input: unknown, init?: RequestInit) => {
    asked.push({ url: String(input), init });
    if (answer instanceof Error) throw answer;
    return Response.json(answer);
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(answering as typeof fetch);
  const edge = createEdge({ now: () => 1_000_000 });
  const ask = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}, origin = siteOrigin) =>
    edge.fetch(
      new Request(`${origin}${path}`, { ...init, headers: { host: new URL(origin).host, ...init.headers } }),
      env,
      contextOf(),
    );
  return { bucket, asked, ask };
}

afterEach(() => jest.restoreAllMocks());

/** A sign-in started: GitHub's authorize address, and the state's cookie as the browser sends it back. */
async function started(ask: ReturnType<typeof signIn>['ask']) {
  const answer = await ask(`${editorSignInPaths.auth}?provider=github&site_id=www.radixsoftech.example&scope=repo`);
  const location = new URL(answer.headers.get('location') ?? '');
  const state = location.searchParams.get('state') ?? '';
  return { answer, location, state, cookie: `${stateCookieName}=${state}` };
}

const exchange = (
  ask: ReturnType<typeof signIn>['ask'],
  body: Record<string, string>,
  headers: Record<string, string>,
) =>
  ask(editorSignInPaths.callback, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  });

/** The data the callback page hands its script. */
const pageDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="sign-in">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<
    string,
    unknown
  > | null;

describe("the editor's sign-in with GitHub at the edge", () => {
  test("/admin/auth sends the popup to GitHub's consent with a fresh state, bound to this browser by a short-lived __Host- cookie", async () => {
    const { ask, bucket } = signIn();
    const { answer, location, state } = await started(ask);
    expect(answer.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${github}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: clientId,
      redirect_uri: `${siteOrigin}/admin/callback`,
      scope: 'repo',
      state,
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(answer.headers.get('set-cookie')).toBe(
      `${stateCookieName}=${state}; Path=/; Max-Age=${stateLifeSeconds}; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await started(ask)).state).not.toBe(state);
    expect(bucket.takeCalls()).toEqual([]);

    expect((await ask(`${editorSignInPaths.auth}?provider=gitlab`)).status).toBe(400);
    const wider = await ask(`${editorSignInPaths.auth}?provider=github&scope=admin:org`);
    expect(wider.status).toBe(400);
    expect(wider.headers.get('set-cookie')).toBeNull();
  });

  test('without the client ID or the secret both paths say sign-in is not configured and name what is missing', async () => {
    for (const [overrides, missing] of [
      [{ GITHUB_OAUTH_SECRET: undefined }, 'GITHUB_OAUTH_SECRET'],
      [{ GITHUB_OAUTH_CLIENT_ID: '' }, 'GITHUB_OAUTH_CLIENT_ID'],
    ] as const) {
      const { ask, asked } = signIn(githubAnswers.token, overrides);
      for (const path of [
        `${editorSignInPaths.auth}?provider=github`,
        `${editorSignInPaths.callback}?code=c&state=s`,
      ]) {
        const answer = await ask(path);
        expect(answer.status).toBe(503);
        const html = await answer.text();
        expect(html).toContain('not configured');
        expect(html).toContain(missing);
      }
      expect(asked).toEqual([]);
    }
  });

  test("the callback with this browser's state serves the handshake's page: its one script allowed by a nonce, noindex, not stored, and no token", async () => {
    const { ask, asked } = signIn();
    const { state, cookie } = await started(ask);
    const answer = await ask(`${editorSignInPaths.callback}?code=the-code&state=${state}`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    const policy = answer.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(policy).toMatch(/^default-src 'none'; script-src 'nonce-[^']+'; connect-src 'self';/);
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([' type="application/json" id="sign-in"', ` nonce="${nonce}"`]);
    expect(pageDataOf(html)).toMatchObject({ editorOrigin: siteOrigin, code: 'the-code', state });
    // The code is exchanged only once the page knows its opener is the editor.
    expect(asked).toEqual([]);
    expect(html).not.toContain(token);
  });

  test("a wrong or missing state, a denied consent and GitHub's error are refused with a page that says so, and GitHub is not asked", async () => {
    const { ask, asked } = signIn();
    const { state, cookie } = await started(ask);
    const other = (await started(ask)).state;
    const cases: [string, Record<string, string>, string][] = [
      [`?code=c&state=${other}`, { cookie }, signInCopy.wrongState],
      [`?code=c&state=${state}`, {}, signInCopy.wrongState],
      ['?code=c', { cookie }, signInCopy.wrongState],
      [
        `?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${state}`,
        { cookie },
        signInCopy.denied,
      ],
      [
        `?error=redirect_uri_mismatch&error_description=The+redirect_uri+MUST+match+the+registered+callback+URL+for+this+application.&state=${state}`,
        { cookie },
        signInCopy.githubError('The redirect_uri MUST match the registered callback URL for this application.'),
      ],
    ];
    for (const [query, headers, said] of cases) {
      const answer = await ask(`${editorSignInPaths.callback}${query}`, { headers });
      expect(answer.status).toBe(403);
      const html = await answer.text();
      expect(html).toContain(said.replace(/'/g, '&#39;'));
      // The editor is told too, as the handshake's error; no code is in the page to exchange.
      expect(pageDataOf(html)).toMatchObject({ refusal: said });
      expect(pageDataOf(html)).not.toHaveProperty('code');
    }
    expect(asked).toEqual([]);
  });

  test("GitHub's words brought back in the callback's address are shown as text: no markup of theirs reaches the page", async () => {
    const { ask } = signIn();
    const { state, cookie } = await started(ask);
    const injected = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const answer = await ask(
      `${editorSignInPaths.callback}?error=redirect_uri_mismatch&error_description=${encodeURIComponent(injected)}&state=${state}`,
      { headers: { cookie } },
    );
    const html = await answer.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect([...html.matchAll(/<script/g)]).toHaveLength(2);
    expect(pageDataOf(html)).toMatchObject({ refusal: signInCopy.githubError(injected) });
  });

  test("the exchange is asked of GitHub as documented, from the sign-in's own page with its state, and clears the state", async () => {
    const { ask, asked, bucket } = signIn();
    const { state, cookie } = await started(ask);
    const answer = await exchange(ask, { code: 'the-code', state }, { cookie, origin: siteOrigin });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ token });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^${stateCookieName}=; Path=/; Max-Age=0;`));
    expect(asked).toHaveLength(1);
    const [{ url, init }] = asked as [Asked];
    expect(url).toBe(`${github}/login/oauth/access_token`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: clientId,
      client_secret: secret,
      code: 'the-code',
      redirect_uri: `${siteOrigin}/admin/callback`,
    });
    // Nothing is kept: no bucket (or anything else) is written or read.
    expect(bucket.takeCalls()).toEqual([]);
  });

  test('an exchange asked from another origin, from another site, or without the state is refused and GitHub is not asked', async () => {
    const { ask, asked } = signIn();
    const { state, cookie } = await started(ask);
    const foreign: Record<string, string>[] = [
      { cookie, origin: 'https://evil.example' },
      { cookie },
      { cookie, origin: siteOrigin, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const answer = await exchange(ask, { code: 'the-code', state }, headers);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ message: signInCopy.foreignCall });
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    for (const [body, headers] of [
      [{ code: 'the-code', state }, { origin: siteOrigin }],
      [
        { code: 'the-code', state: `${state.slice(1)}x` },
        { cookie, origin: siteOrigin },
      ],
    ] as const) {
      const answer = await exchange(ask, body, headers);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ message: signInCopy.wrongState });
    }
    expect(asked).toEqual([]);
  });

  test("GitHub's error answer (status 200, bad_verification_code) and GitHub out of reach give a refusal and no token", async () => {
    for (const [answer, status, message] of [
      [githubAnswers.badCode, 403, signInCopy.githubError('The code passed is incorrect or expired.')],
      [new Error('connect ECONNREFUSED'), 502, signInCopy.unreachable],
      [{ access_token: token, token_type: 'mac' }, 403, signInCopy.githubError('no token in its answer')],
    ] as const) {
      const { ask } = signIn(answer);
      const { state, cookie } = await started(ask);
      const answered = await exchange(ask, { code: 'spent', state }, { cookie, origin: siteOrigin });
      expect(answered.status).toBe(status);
      expect(await answered.json()).toEqual({ message });
    }
  });

  test("the sign-in is answered on the editor's origin only: EDITOR_ORIGIN when set, and never on the preview's host", async () => {
    const editor = 'https://editor.radixsoftech.example';
    const { ask } = signIn(githubAnswers.token, { EDITOR_ORIGIN: editor });
    const { location } = await started((path, init) => ask(path, init, editor));
    expect(location.searchParams.get('redirect_uri')).toBe(`${editor}/admin/callback`);
    const elsewhere = signIn();
    const preview = await elsewhere.ask(`${editorSignInPaths.auth}?provider=github`, {}, previewOrigin);
    expect(preview.headers.get('location')).toBeNull();
    expect(preview.headers.get('set-cookie') ?? '').not.toContain(stateCookieName);
  });
});

/**
 * The callback page's script, run as the browser runs it: a popup whose opener answers the
 * handshake from `openerOrigin` (none: a window nothing opened), and the page's fetch of the
 * exchange answering `exchanged`.
 */
async function runCallbackPage(html: string, openerOrigin: string | null, exchanged: object) {
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const data = /<script type="application\/json" id="sign-in">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  const status = { textContent: '' };
  const posted: { message: unknown; target: string }[] = [];
  const fetched: string[] = [];
  let listener: ((event: object) => Promise<void>) | undefined;
  const opener = {
    postMessage: (message: unknown, target: string) => {
      posted.push({ message, target });
      // The editor answers the handshake as it does: the same words, to the popup.
      if (message === 'authorizing:github')
        queueMicrotask(() => void listener?.({ source: opener, origin: openerOrigin, data: message }));
    },
  };
  let done: Promise<void> = Promise.resolve();
  const window = {
    opener: openerOrigin === null ? null : opener,
    addEventListener: (_type: string, handler: (event: object) => Promise<void>) => {
      listener = (event) => (done = handler(event));
    },
  };
  vm.runInNewContext(script, {
    window,
    document: { getElementById: (id: string) => (id === 'sign-in' ? { textContent: data } : status) },
    fetch: async (url: string) => {
      fetched.push(url);
      return { json: async () => exchanged };
    },
    URLSearchParams,
    JSON,
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await done;
  return { posted, fetched, status: status.textContent };
}

describe("the callback page's handshake", () => {
  async function pendingPage() {
    const { ask } = signIn();
    const { state, cookie } = await started(ask);
    return (await ask(`${editorSignInPaths.callback}?code=the-code&state=${state}`, { headers: { cookie } })).text();
  }

  test("an opener on the editor's origin gets the token, posted to that origin alone", async () => {
    const { posted, fetched, status } = await runCallbackPage(await pendingPage(), siteOrigin, { token });
    expect(fetched).toEqual([editorSignInPaths.callback]);
    expect(posted).toEqual([
      { message: 'authorizing:github', target: '*' },
      { message: `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`, target: siteOrigin },
    ]);
    expect(status).toBe(signInCopy.signedIn);
  });

  test('an opener of another origin is refused: the code is never exchanged and it is handed nothing but the handshake', async () => {
    const { posted, fetched, status } = await runCallbackPage(await pendingPage(), 'https://evil.example', { token });
    expect(fetched).toEqual([]);
    expect(posted).toEqual([{ message: 'authorizing:github', target: '*' }]);
    expect(status).toBe(signInCopy.foreignOpener);
  });

  test('a window nothing opened (the callback followed from a link) says to sign in from the editor and exchanges nothing', async () => {
    const { posted, fetched, status } = await runCallbackPage(await pendingPage(), null, { token });
    expect(fetched).toEqual([]);
    expect(posted).toEqual([]);
    expect(status).toBe(signInCopy.noOpener);
  });

  test("GitHub's refusal is shown and posted to the editor as the handshake's error", async () => {
    const message = signInCopy.githubError('The code passed is incorrect or expired.');
    const { posted, status } = await runCallbackPage(await pendingPage(), siteOrigin, { message });
    expect(posted[1]).toEqual({
      message: `authorization:github:error:${JSON.stringify({ message })}`,
      target: siteOrigin,
    });
    expect(status).toBe(message);
  });
});
