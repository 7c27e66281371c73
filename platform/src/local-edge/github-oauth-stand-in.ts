import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { githubOAuthPaths } from '@radix/site-kit/editor-sign-in';

/**
 * A stand-in for GitHub's OAuth endpoints where there is no network (`npm run serve:edge`, the
 * tests), in their documented shapes: `GET /login/oauth/authorize` shows a consent page for the one
 * OAuth App it knows, whose "Authorize" sends the browser to the callback URL with a code and the
 * state, and whose "Cancel" with `error=access_denied`; `POST /login/oauth/access_token` exchanges a
 * code once, within ten minutes, for `{"access_token","token_type":"bearer","scope"}`, and answers
 * anything else, with status 200 as GitHub does, with GitHub's error (`bad_verification_code`,
 * `incorrect_client_credentials`, `redirect_uri_mismatch`).
 */

/** The local OAuth App the stand-in knows: public values, never production's (a var and a Workers secret). */
export const standInOAuthApp = {
  clientId: 'Ov23liStandInLocalApp',
  clientSecret: 'stand-in-local-client-secret-0000000000',
} as const;

/** How long a code may be exchanged, as GitHub's: 10 minutes. */
export const codeLifeMs = 600_000;

const troubleshooting = 'https://docs.github.com/apps/managing-oauth-apps';

/** GitHub's documented errors of the exchange. */
export const exchangeErrors = {
  badCode: {
    error: 'bad_verification_code',
    error_description: 'The code passed is incorrect or expired.',
    error_uri: `${troubleshooting}/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code`,
  },
  badClient: {
    error: 'incorrect_client_credentials',
    error_description: 'The client_id and/or client_secret passed are incorrect.',
    error_uri: `${troubleshooting}/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials`,
  },
  redirectMismatch: {
    error: 'redirect_uri_mismatch',
    error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
    error_uri: `${troubleshooting}/troubleshooting-authorization-request-errors/#redirect-uri-mismatch2`,
  },
} as const;

/** GitHub's answer to a declined consent, on the callback URL. */
export const deniedConsent = {
  error: 'access_denied',
  error_description: 'The user has denied your application access.',
  error_uri: `${troubleshooting}/troubleshooting-authorization-request-errors/#access-denied`,
} as const;

export interface StandInOptions {
  /** The OAuth App's registered callback URL: a `redirect_uri` must be it or below it. */
  callbackUrl: string;
  clientId?: string;
  clientSecret?: string;
  now?: () => number;
}

/** An exchange the stand-in was asked for, and what it answered. */
export interface Exchange {
  code: string;
  answered: 'token' | keyof typeof exchangeErrors;
}

interface Issued {
  issuedAt: number;
  scope: string;
  redirectUri: string;
  spent: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Whether `redirectUri` is the callback URL or a path below it, on its host and port, as GitHub requires. */
function withinCallback(redirectUri: string, callbackUrl: string): boolean {
  try {
    const given = new URL(redirectUri);
    const registered = new URL(callbackUrl);
    return (
      given.origin === registered.origin &&
      (given.pathname === registered.pathname || given.pathname.startsWith(`${registered.pathname}/`))
    );
  } catch {
    return false;
  }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The fields of an exchange, posted as JSON or as a form, as GitHub takes either. */
function fieldsOf(type: string | undefined, body: string): Record<string, string> {
  if ((type ?? '').startsWith('application/json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object')
        return Object.fromEntries(
          Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        );
    } catch {
      return {};
    }
    return {};
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/** Starts the stand-in on loopback (any free port unless given). */
export async function startGithubOAuthStandIn(options: StandInOptions, port = 0) {
  const {
    callbackUrl,
    clientId = standInOAuthApp.clientId,
    clientSecret = standInOAuthApp.clientSecret,
    now = Date.now,
  } = options;
  const issued = new Map<string, Issued>();
  const exchanges: Exchange[] = [];
  const tokens: string[] = [];

  const redirect = (response: http.ServerResponse, to: URL) =>
    response.writeHead(302, { Location: to.href, 'Cache-Control': 'no-store' }).end();

  const page = (response: http.ServerResponse, status: number, body: string) =>
    response
      .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GitHub (stand-in)</title></head><body>${body}</body></html>`,
      );

  /** GET: the consent page; POST (its form): the browser sent on to the callback URL. */
  function authorize(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    url: URL,
    decided?: URLSearchParams,
  ) {
    const fields = decided ?? url.searchParams;
    if (fields.get('client_id') !== clientId) return page(response, 404, '<h1>404: this OAuth App is unknown</h1>');
    const redirectUri = fields.get('redirect_uri') || callbackUrl;
    const state = fields.get('state') ?? '';
    const back = (params: Record<string, string>, to = redirectUri) => {
      const target = new URL(to);
      for (const [name, value] of Object.entries({ ...params, ...(state ? { state } : {}) }))
        target.searchParams.set(name, value);
      return redirect(response, target);
    };
    if (!withinCallback(redirectUri, callbackUrl)) return back({ ...exchangeErrors.redirectMismatch }, callbackUrl);
    const scope = fields.get('scope') ?? '';
    if (!decided) {
      const hidden = ['client_id', 'redirect_uri', 'scope', 'state']
        .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(fields.get(name) ?? '')}">`)
        .join('');
      return page(
        response,
        200,
        `<h1>Authorize the content editor</h1><p>It asks for: ${escapeHtml(scope || '(no scope)')}</p>` +
          `<form method="post" action="${githubOAuthPaths.authorize}">${hidden}` +
          '<button name="authorize" value="1">Authorize</button> <button name="authorize" value="0">Cancel</button></form>',
      );
    }
    if (fields.get('authorize') !== '1') return back({ ...deniedConsent });
    const code = crypto.randomBytes(10).toString('hex');
    issued.set(code, { issuedAt: now(), scope, redirectUri, spent: false });
    return back({ code });
  }

  function exchange(fields: Record<string, string>): object {
    const code = fields.code ?? '';
    const answer = (answered: Exchange['answered'], body: object) => {
      exchanges.push({ code, answered });
      return body;
    };
    if (fields.client_id !== clientId || fields.client_secret !== clientSecret)
      return answer('badClient', exchangeErrors.badClient);
    const entry = issued.get(code);
    if (!entry || entry.spent || now() - entry.issuedAt > codeLifeMs) return answer('badCode', exchangeErrors.badCode);
    if (fields.redirect_uri && fields.redirect_uri !== entry.redirectUri)
      return answer('redirectMismatch', exchangeErrors.redirectMismatch);
    entry.spent = true;
    const token = `gho_${crypto.randomBytes(27).toString('base64url').replace(/[-_]/g, '0').slice(0, 36)}`;
    tokens.push(token);
    return answer('token', { access_token: token, token_type: 'bearer', scope: entry.scope });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    void (async () => {
      if (url.pathname === githubOAuthPaths.authorize && request.method === 'GET')
        return authorize(request, response, url);
      if (url.pathname === githubOAuthPaths.authorize && request.method === 'POST')
        return authorize(request, response, url, new URLSearchParams(await readBody(request)));
      if (url.pathname === githubOAuthPaths.accessToken && request.method === 'POST') {
        const body = exchange(fieldsOf(request.headers['content-type'], await readBody(request)));
        // JSON when asked for, else GitHub's default, a form's encoding; an error too is answered 200.
        if ((request.headers.accept ?? '').includes('application/json'))
          return response
            .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
            .end(JSON.stringify(body));
        const encoded = new URLSearchParams(Object.entries(body).map(([name, value]) => [name, String(value)]));
        return response
          .writeHead(200, { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' })
          .end(encoded.toString());
      }
      return page(response, 404, '<h1>404</h1>');
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    clientId,
    clientSecret,
    /** Every exchange asked, in order, with what was answered. */
    exchanges,
    /** Every token handed out. */
    tokens,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type GithubOAuthStandIn = Awaited<ReturnType<typeof startGithubOAuthStandIn>>;

/** The worker's bindings of the editor's sign-in at `editorOrigin`, against the stand-in and its OAuth App. */
export const standInSignInBindings = (editorOrigin: string, standIn: GithubOAuthStandIn) => ({
  EDITOR_ORIGIN: editorOrigin,
  GITHUB_OAUTH_ORIGIN: standIn.origin,
  GITHUB_OAUTH_CLIENT_ID: standIn.clientId,
  GITHUB_OAUTH_SECRET: standIn.clientSecret,
});
