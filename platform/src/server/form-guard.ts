import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { xsrfCookieName, xsrfHeaderName } from '@radix/site-kit/runtime-config';
import { standInSecret, standInSiteverifyPath, turnstileTestSecrets } from '@radix/site-kit/turnstile';
import {
  countNoScriptPost,
  settleNoScriptPost,
  countRefusal,
  guardFormCall,
  idempotencyHeader,
  isFormCall,
  noScriptPage,
  passHeader,
  passLifeMs,
  processLimits,
  refusedAnswer,
  siteverifyUrl,
  pageStampCookie,
  stampCookieOf,
  type GuardSetup,
} from '@radix/release-model';
import { siteDatabase } from './vitals-beacons';

/**
 * The forms' bot check at the Node server (the release model's `form-guard/`), for a site served
 * without the edge: the forms' calls under `/api/` pass the check before the API mounted there
 * sees them, every page served carries a fresh stamp, and a form posted without JavaScript to its
 * page is checked, made the spec's call and answered with a page. Refusals are counted by reason and
 * day in the site root's SQLite file (`vitals.sqlite`, the edge's migrations), which `npm run leads
 * -- --sqlite` reads.
 */
export interface FormGuardOptions {
  /** Whether a path is one of the site's pages, where a form without JavaScript posts. */
  isPage?: (pathname: string) => boolean;
  /**
   * Whether the served site release's configuration names the forms' widget (`turnstile`): only then
   * can a page's form get a token, so only then are the calls under `/api/` checked.
   */
  widgetShown?: () => boolean;
  /** The key of stamps and passes: `FORM_SECRET`, else one drawn at the start. */
  formSecret?: string;
  /** Turnstile's secret: `TURNSTILE_SECRET`, else the local stand-in's. */
  turnstileSecret?: string;
  /** Where siteverify is: `TURNSTILE_VERIFY_URL`, else the stand-in's on this origin for a local secret, Cloudflare's otherwise. */
  verifyUrl?: string;
  now?: () => number;
  fetcher?: typeof fetch;
  /**
   * A test site's own time trap and per-network limit of the forms' calls, for a suite that sends far
   * more forms, and faster, than visitors do; the real ones have tests of their own.
   */
  suiteLimits?: { minimumFillMs: number; callsPerMinute: number };
}

const localSecrets = new Set<string>([standInSecret, ...Object.values(turnstileTestSecrets)]);

const headersOf = (headers: FastifyRequest['headers']) =>
  new Headers(
    Object.entries(headers).flatMap(([name, value]) =>
      typeof value === 'string'
        ? [[name, value] as [string, string]]
        : Array.isArray(value)
          ? value.map((one) => [name, one] as [string, string])
          : [],
    ),
  );

async function sendAnswer(reply: FastifyReply, answer: Response): Promise<FastifyReply> {
  reply.code(answer.status);
  answer.headers.forEach((value, name) => void reply.header(name, value));
  return reply.send(await answer.text());
}

export interface ServerFormGuard {
  /** The `Set-Cookie` of a served page's stamp, or none when the request (its `Cookie`) holds one already. */
  stamp: (cookieHeader: string | undefined) => Promise<string | undefined>;
}

/** Installs the check on the shell's origin, before the API is mounted there; gives what a page view's answer adds. */
export async function guardForms(
  app: FastifyInstance,
  origin: string,
  siteRoot: string,
  options: FormGuardOptions,
): Promise<ServerFormGuard> {
  const now = options.now ?? Date.now;
  const formSecret = options.formSecret ?? (process.env.FORM_SECRET || crypto.randomBytes(32).toString('hex'));
  const turnstileSecret = options.turnstileSecret ?? (process.env.TURNSTILE_SECRET || standInSecret);
  const verifyUrl =
    options.verifyUrl ??
    (process.env.TURNSTILE_VERIFY_URL ||
      (localSecrets.has(turnstileSecret) ? `${origin}${standInSiteverifyPath}` : siteverifyUrl));
  // The calls this server makes to the API it mounts, for a no-script post it passed: known by a key of this process alone.
  const internal = crypto.randomBytes(32).toString('hex');
  const open = siteDatabase(siteRoot, 'Refused form calls are not counted');
  const inProcess = processLimits(now, undefined, { calls: options.suiteLimits?.callsPerMinute });
  const setup: GuardSetup = {
    formSecret,
    turnstileSecret,
    verifyUrl,
    fetcher: options.fetcher,
    now,
    minimumFillMs: options.suiteLimits?.minimumFillMs,
    withinLimit: async (limit, network) => {
      if (limit === 'calls') return inProcess(limit, network);
      const opened = await open();
      return opened ? countNoScriptPost(opened, network, formSecret, now()) : inProcess(limit, network);
    },
    refused: async (reason) => {
      const opened = await open();
      if (opened) await countRefusal(opened, reason, now());
    },
  };
  const secure = origin.startsWith('https:');
  const freshStamp = () => stampCookieOf(now(), formSecret, passLifeMs, secure);
  const stamp = (cookieHeader: string | undefined) =>
    pageStampCookie(cookieHeader, formSecret, now(), passLifeMs, secure);

  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const guarded = (request: FastifyRequest) =>
    request.headers['x-form-guard-internal'] !== internal &&
    (options.widgetShown?.() ?? true) &&
    isFormCall(request.method, new URL(request.url, origin).pathname);
  // The check runs as a request arrives, before any hook of the API mounted here (its own rate limit
  // among them) sees it: the body is read here and handed on to the API's parser unchanged.
  app.addHook('onRequest', async (request, reply) => {
    if (!guarded(request)) return;
    const chunks: Buffer[] = [];
    if (request.method === 'POST') {
      let size = 0;
      for await (const chunk of request.raw) {
        size += (chunk as Buffer).length;
        if (size > 64 * 1024) return reply.code(413).type('text/plain').send('Too large');
        chunks.push(Buffer.from(chunk as Uint8Array));
      }
    }
    const body = Buffer.concat(chunks);
    rawBodies.set(request, body);
    const verdict = await guardFormCall(
      {
        method: request.method,
        path: request.url,
        headers: headersOf(request.headers),
        body: new Uint8Array(body),
        clientAddress: request.ip,
      },
      setup,
    );
    if (verdict.outcome !== 'pass-on') return sendAnswer(reply, refusedAnswer(verdict, request.method));
    if (verdict.pass) reply.header(passHeader, verdict.pass);
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    const body = rawBodies.get(request);
    return body ? Object.assign(Readable.from([body]), { receivedEncodedLength: body.length }) : payload;
  });

  /** A no-script post's call, made to the API this origin mounts, as the server itself. */
  const forward = async (method: 'GET' | 'POST', apiPath: string, body: unknown, key: string) => {
    const xsrf = crypto.randomBytes(16).toString('hex');
    try {
      const answer = await app.inject({
        method,
        url: `/api/${apiPath}`,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          cookie: `${xsrfCookieName}=${xsrf}`,
          [xsrfHeaderName.toLowerCase()]: xsrf,
          [idempotencyHeader.toLowerCase()]: key,
          'x-form-guard-internal': internal,
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return { status: answer.statusCode, body: answer.body };
    } catch {
      return { status: 502, body: '' };
    }
  };

  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, String(body)),
    );
    pages.post('/*', async (request, reply) => {
      const { pathname } = new URL(request.url, origin);
      if (!options.isPage?.(pathname)) return reply.code(404).type('text/plain').send('Not found');
      if (typeof request.body !== 'string')
        return reply.code(415).type('text/plain').send('A form is posted as application/x-www-form-urlencoded.');
      const settled = await settleNoScriptPost(
        request.body,
        headersOf(request.headers),
        request.ip,
        setup,
        (call, key) => forward(call.method, call.path, call.body, key),
      );
      const page = noScriptPage(settled.outcome, settled.kind, settled.typed, pathname, settled.problems);
      return reply
        .code(page.status)
        .header('Cache-Control', 'no-store')
        .header('Set-Cookie', await freshStamp())
        .type('text/html; charset=utf-8')
        .send(page.html);
    });
  });
  return { stamp };
}
