import { editorScopes, editorSignInPaths, githubOAuthOrigin, githubOAuthPaths } from '@radix/site-kit/editor-sign-in';
import type { Env } from '../env';

/**
 * The content editor's sign-in with GitHub (a GitHub OAuth App), answered on the editor's origin
 * (`EDITOR_ORIGIN`, the site's unless set), as the editor's GitHub backend expects of an external
 * OAuth client: `/admin/auth` sends the popup to GitHub with a random `state` bound to this browser
 * by a `__Host-` cookie; `/admin/callback` checks that state, then its page does the editor's
 * handshake (it says `authorizing:github` to the window that opened it and waits for the answer).
 * Only once the answer came from the editor's origin does the page ask this endpoint to exchange
 * GitHub's code for a token, and it hands the token to that origin alone: an opener of any other
 * origin is refused before any token exists. Nothing is kept: the code is exchanged once, the
 * state's cookie is cleared by the exchange, the token goes from GitHub's answer to the page.
 */

/** The editor's backend's name, in the handshake's messages. */
const provider = 'github';

/** The cookie that binds a sign-in's `state` to the browser that started it. */
export const stateCookieName = '__Host-radix-editor-state';

/** How long a sign-in may take from the popup to GitHub's answer: GitHub's code lives 10 minutes. */
export const stateLifeSeconds = 600;

/** What the sign-in's pages say, as data. */
export const signInCopy = {
  title: 'Sign-in to the content editor',
  notConfigured: (missing: string[]) =>
    `Sign-in to the content editor is not configured: the edge has no ${missing.join(' and no ')}.`,
  unknownProvider: 'This sign-in is for GitHub only: the editor asked for another provider.',
  unknownScope: (scope: string) =>
    `The editor asked for the scope "${scope}"; it may ask for ${editorScopes.join(' or ')}.`,
  wrongState:
    'This sign-in was not started in this browser, or it took longer than ten minutes: nothing was signed in. Close this window and sign in again from the editor.',
  denied: 'You declined to let the content editor use your GitHub account: nothing was signed in.',
  githubError: (description: string) => `GitHub refused the sign-in: ${description}`,
  noCode: 'GitHub sent no code back: nothing was signed in. Close this window and sign in again from the editor.',
  unreachable: 'GitHub could not be reached: nothing was signed in. Try again in a moment.',
  pending: 'Signing you in to the content editor…',
  signedIn: 'You are signed in: this window closes once the editor has it.',
  noOpener: 'Open the sign-in from the content editor: this window was not opened by it.',
  foreignOpener:
    "This sign-in was opened by a page that is not the content editor: nothing was handed to it. Close this window and sign in from the editor's own address.",
  foreignCall: 'The exchange is asked by the sign-in page itself only.',
} as const;

/** The origin of the editor, which alone is handed a token, and which serves this endpoint. */
export const editorOriginOf = (env: Env) => new URL(env.EDITOR_ORIGIN || env.SITE_ORIGIN).origin;

/** Whether a request is the editor's sign-in: one of its two paths on the editor's own host. */
export function isEditorSignIn(url: URL, host: string, env: Env): boolean {
  const { auth, callback } = editorSignInPaths;
  return (url.pathname === auth || url.pathname === callback) && host === new URL(editorOriginOf(env)).host;
}

/** The headers of every answer: not cached, not indexed, no referrer (the callback's address holds a code). */
const privateHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON that may stand inside a `<script>` element: no `<` closes it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The callback page's script: the editor's handshake, then the exchange, asked of this endpoint by
 * the page itself, and the token posted to the editor's origin only. A refusal the endpoint wrote
 * into the page is posted to the editor as the handshake's error, for the editor to show.
 */
const callbackScript = `(() => {
  const data = JSON.parse(document.getElementById('sign-in').textContent);
  const say = (text) => { document.getElementById('status').textContent = text; };
  const opener = window.opener;
  if (!opener) { if (!data.refusal) say(data.copy.noOpener); return; }
  const handshake = 'authorizing:${provider}';
  let answered = false;
  window.addEventListener('message', async (event) => {
    if (answered || event.source !== opener || event.data !== handshake) return;
    answered = true;
    if (event.origin !== data.editorOrigin) { if (!data.refusal) say(data.copy.foreignOpener); return; }
    const send = (kind, payload) =>
      opener.postMessage('authorization:${provider}:' + kind + ':' + JSON.stringify(payload), data.editorOrigin);
    if (data.refusal) { send('error', { message: data.refusal }); return; }
    let result;
    try {
      const answer = await fetch(data.exchange, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code: data.code, state: data.state }),
        credentials: 'same-origin',
        cache: 'no-store',
      });
      result = await answer.json();
    } catch {
      result = { message: data.copy.unreachable };
    }
    if (typeof result.token === 'string') {
      say(data.copy.signedIn);
      send('success', { token: result.token, provider: '${provider}' });
    } else {
      say(result.message);
      send('error', { message: result.message });
    }
  });
  opener.postMessage(handshake, '*');
})();`;

interface PageData {
  editorOrigin: string;
  exchange: string;
  refusal?: string;
  code?: string;
  state?: string;
  copy: Pick<typeof signInCopy, 'noOpener' | 'foreignOpener' | 'signedIn' | 'unreachable'>;
}

const nonceOf = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));

/**
 * A page of the sign-in: its text, and on the callback the handshake's script, the one script its
 * policy allows (by a nonce of this answer); nothing else loads.
 */
function page(status: number, text: string, data?: PageData, headers: [string, string][] = []): Response {
  const nonce = nonceOf();
  const script = data
    ? `<script type="application/json" id="sign-in">${scriptJson(data)}</script><script nonce="${nonce}">${callbackScript}</script>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${signInCopy.title}</title></head><body><h1>${signInCopy.title}</h1><p id="status" role="status">${escapeHtml(text)}</p>${script}</body></html>`;
  const response = new Response(html, {
    status,
    headers: {
      ...privateHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
  for (const [name, value] of headers) response.headers.append(name, value);
  return response;
}

const stateCookie = (state: string, maxAge: number) =>
  `${stateCookieName}=${state}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

const clearedState = ['Set-Cookie', stateCookie('', 0)] as [string, string];

function cookieState(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === stateCookieName) return value.join('=');
  }
  return undefined;
}

/** Whether the state a callback brings is the one its browser's cookie holds, compared in constant time. */
function sameState(cookie: string | undefined, given: string | null): boolean {
  if (!cookie || !given || cookie.length !== given.length || cookie.length < 32) return false;
  let differs = 0;
  for (let index = 0; index < cookie.length; index++) differs |= cookie.charCodeAt(index) ^ given.charCodeAt(index);
  return differs === 0;
}

const newState = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

interface SignInSetup {
  clientId: string;
  secret: string;
  github: string;
  editorOrigin: string;
  redirectUri: string;
}

/** The OAuth App's setup, or what of it the edge lacks. */
function setupOf(env: Env): SignInSetup | string[] {
  const missing = [
    ...(env.GITHUB_OAUTH_CLIENT_ID ? [] : ['GITHUB_OAUTH_CLIENT_ID']),
    ...(env.GITHUB_OAUTH_SECRET ? [] : ['GITHUB_OAUTH_SECRET']),
  ];
  if (missing.length) return missing;
  const editorOrigin = editorOriginOf(env);
  return {
    clientId: env.GITHUB_OAUTH_CLIENT_ID,
    secret: env.GITHUB_OAUTH_SECRET ?? '',
    github: new URL(env.GITHUB_OAUTH_ORIGIN || githubOAuthOrigin).origin,
    editorOrigin,
    redirectUri: `${editorOrigin}${editorSignInPaths.callback}`,
  };
}

/** `/admin/auth`: to GitHub's consent, with a fresh state bound to this browser. */
function startSignIn(url: URL, setup: SignInSetup): Response {
  if ((url.searchParams.get('provider') ?? provider) !== provider) return page(400, signInCopy.unknownProvider);
  const scope = url.searchParams.get('scope') || editorScopes[0];
  if (!(editorScopes as readonly string[]).includes(scope)) return page(400, signInCopy.unknownScope(scope));
  const state = newState();
  const authorize = new URL(githubOAuthPaths.authorize, setup.github);
  authorize.search = new URLSearchParams({
    client_id: setup.clientId,
    redirect_uri: setup.redirectUri,
    scope,
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: { ...privateHeaders, Location: authorize.href, 'Set-Cookie': stateCookie(state, stateLifeSeconds) },
  });
}

/** GitHub's answer to the exchange, as documented: a token, or an error with its description. */
interface GithubAnswer {
  access_token?: unknown;
  token_type?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/** What the exchange gives the page: the token, or the refusal it shows and posts to the editor. */
type Exchanged = { token: string } | { message: string; status: number };

async function exchange(code: string, setup: SignInSetup): Promise<Exchanged> {
  let answer: GithubAnswer;
  try {
    const response = await fetch(new URL(githubOAuthPaths.accessToken, setup.github).href, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: setup.clientId,
        client_secret: setup.secret,
        code,
        redirect_uri: setup.redirectUri,
      }),
    });
    if (!response.ok) return { message: signInCopy.unreachable, status: 502 };
    answer = await response.json();
  } catch {
    return { message: signInCopy.unreachable, status: 502 };
  }
  if (typeof answer.access_token === 'string' && answer.access_token && answer.token_type === 'bearer')
    return { token: answer.access_token };
  const description =
    typeof answer.error_description === 'string'
      ? answer.error_description
      : typeof answer.error === 'string'
        ? answer.error
        : 'no token in its answer';
  return { message: signInCopy.githubError(description), status: 403 };
}

/** `/admin/callback` as GitHub sends the browser back: the state checked, then the handshake's page. */
function callbackPage(request: Request, url: URL, setup: SignInSetup): Response {
  const { searchParams } = url;
  const pageData = (refusal?: string): PageData => ({
    editorOrigin: setup.editorOrigin,
    exchange: editorSignInPaths.callback,
    copy: {
      noOpener: signInCopy.noOpener,
      foreignOpener: signInCopy.foreignOpener,
      signedIn: signInCopy.signedIn,
      unreachable: signInCopy.unreachable,
    },
    ...(refusal ? { refusal } : {}),
  });
  const refuse = (status: number, text: string, cleared = true) =>
    page(status, text, pageData(text), cleared ? [clearedState] : []);
  // A state not this browser's leaves its cookie: a link someone else sent ends no sign-in of its own.
  if (!sameState(cookieState(request), searchParams.get('state'))) return refuse(403, signInCopy.wrongState, false);
  const error = searchParams.get('error');
  if (error === 'access_denied') return refuse(403, signInCopy.denied);
  if (error) return refuse(403, signInCopy.githubError(searchParams.get('error_description') || error));
  const code = searchParams.get('code');
  if (!code) return refuse(400, signInCopy.noCode);
  return page(200, signInCopy.pending, {
    ...pageData(),
    code,
    state: searchParams.get('state') ?? '',
  });
}

/** The exchange's answer to the page; once the state was checked, its cookie is cleared. */
const json = (status: number, body: { token: string } | { message: string }, cleared: boolean) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      ...privateHeaders,
      'Content-Type': 'application/json',
      ...(cleared ? { 'Set-Cookie': clearedState[1] } : {}),
    },
  });

/**
 * The exchange the callback page asks once its opener proved to be the editor: only from that page
 * (its own origin), with the state its cookie holds, which the exchange then clears, so a state is
 * exchanged once. A call from elsewhere or with another state leaves the cookie: it ends no
 * sign-in of this browser's.
 */
async function exchangeForPage(request: Request, setup: SignInSetup): Promise<Response> {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (request.headers.get('origin') !== setup.editorOrigin || (fetchSite && fetchSite !== 'same-origin'))
    return json(403, { message: signInCopy.foreignCall }, false);
  const body = new URLSearchParams((await request.text()).slice(0, 4096));
  if (!sameState(cookieState(request), body.get('state'))) return json(403, { message: signInCopy.wrongState }, false);
  const code = body.get('code');
  if (!code) return json(400, { message: signInCopy.noCode }, true);
  const exchanged = await exchange(code, setup);
  return 'token' in exchanged
    ? json(200, exchanged, true)
    : json(exchanged.status, { message: exchanged.message }, true);
}

/** The editor's sign-in: `/admin/auth` and `/admin/callback` on the editor's origin. */
export async function answerEditorSignIn(request: Request, url: URL, env: Env): Promise<Response> {
  const setup = setupOf(env);
  if (Array.isArray(setup)) return page(503, signInCopy.notConfigured(setup));
  const isCallback = url.pathname === editorSignInPaths.callback;
  if (isCallback && request.method === 'POST') return exchangeForPage(request, setup);
  if (request.method !== 'GET') {
    const response = page(405, 'Method not allowed');
    response.headers.set('Allow', isCallback ? 'GET, POST' : 'GET');
    return response;
  }
  return isCallback ? callbackPage(request, url, setup) : startSignIn(url, setup);
}
