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
  refusedAnswer,
  pageStampCookie,
  stampCookieOf,
  type GuardSetup,
  type Pointer,
} from '@radix/release-model';
import { isTablePage } from '@radix/site-kit/route-table';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { xsrfCookieName, xsrfHeaderName } from '@radix/site-kit/runtime-config';
import type { Isolate, RequestContext } from '../isolate';
import type { BucketReads } from '../reads';
import { withAppended } from '../responses';
import { passToApi } from './hosts';

/**
 * The forms' bot check at the edge (the release model's `form-guard/`, as the Node server runs
 * it): the forms' calls under `/api/` are checked before they are passed on to `API_ORIGIN`, once
 * the site release served names the widget; every page carries a stamp; a form posted without
 * JavaScript to its page is checked, made the spec's call and answered with a page. The limits are
 * the Rate Limiting binding's (`FORMS_LIMIT`) and, for no-script posts, an hour's count in D1;
 * refusals are counted by reason and day in D1 (`VITALS`), written in the background.
 */

/** The address the edge takes a client's from: Cloudflare's header, set on every request it passes. */
export const clientAddressOf = (request: Request) => request.headers.get('cf-connecting-ip') ?? 'unknown';

function setupOf(context: RequestContext, now: number): GuardSetup {
  const { env } = context;
  return {
    formSecret: env.FORM_SECRET,
    turnstileSecret: env.TURNSTILE_SECRET,
    verifyUrl: env.TURNSTILE_VERIFY_URL || undefined,
    now: () => now,
    withinLimit: async (limit, network) => {
      if (limit === 'calls') return (await env.FORMS_LIMIT.limit({ key: network })).success;
      return countNoScriptPost(env.VITALS, network, env.FORM_SECRET ?? '', now);
    },
    refused: (reason) => context.background(countRefusal(env.VITALS, reason, now).catch(() => undefined)),
  };
}

/** The configuration of the site release a host's pointer names now (its stable one while a canary runs). */
export async function servedConfig(
  isolate: Isolate,
  context: RequestContext,
  pointer: Pointer,
): Promise<RuntimeConfigFile | undefined> {
  const target = await isolate.pointers.target(pointer, context.reads, context.background);
  return target?.stable ? isolate.siteConfig(context, target.stable) : undefined;
}

const withTiming = (response: Response, reads: BucketReads) =>
  withAppended(new Response(response.body, response), [['Server-Timing', reads.serverTiming()]]);

/** `/api/`, passed on to the inquiry API: a form's call only once it passed the check. */
export async function passFormCall(
  isolate: Isolate,
  context: RequestContext,
  pointer: Pointer,
  apiOrigin: string,
): Promise<Response> {
  const { request, url, reads } = context;
  const checked =
    isFormCall(request.method, url.pathname) &&
    (await servedConfig(isolate, context, pointer))?.turnstile !== undefined;
  if (!checked) return passToApi(apiOrigin, request, url, reads);
  const body = new Uint8Array(await request.arrayBuffer());
  const verdict = await guardFormCall(
    {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
      body,
      clientAddress: clientAddressOf(request),
    },
    setupOf(context, isolate.now()),
  );
  if (verdict.outcome !== 'pass-on') return withTiming(refusedAnswer(verdict, request.method), reads);
  const passed = verdict.pass ? ([[passHeader, verdict.pass]] as const) : [];
  let answered: Response;
  try {
    answered = await fetch(`${new URL(apiOrigin).origin}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body }),
    });
  } catch {
    // The pass goes with the failure too: the outbox's resend, after the token expired, carries it.
    answered = Response.json({ error: 'The inquiry API could not be reached.' }, { status: 502 });
  }
  return withAppended(withTiming(answered, reads), passed);
}

/** Whether a request is a form posted without JavaScript: a POST of a form's fields. */
export const isNoScriptPost = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() ===
    'application/x-www-form-urlencoded';

/** A form posted without JavaScript to its page: checked, sent as the spec's call, answered with a page. */
export async function answerNoScriptPost(
  isolate: Isolate,
  context: RequestContext,
  pointer: Pointer,
): Promise<Response | undefined> {
  const { request, url, env, reads } = context;
  const config = await servedConfig(isolate, context, pointer);
  if (!config || !isTablePage(config.routes, url.pathname)) return undefined;
  const body = await request.text();
  const text = body.length > 16 * 1024 ? '' : body;
  const now = isolate.now();
  const settled = await settleNoScriptPost(
    text,
    request.headers,
    clientAddressOf(request),
    setupOf(context, now),
    async (call, key) => {
      if (!env.API_ORIGIN) return { status: 503, body: '' };
      const xsrf = crypto.randomUUID();
      const response = await fetch(`${new URL(env.API_ORIGIN).origin}/api/${call.path}`, {
        method: call.method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Cookie: `${xsrfCookieName}=${xsrf}`,
          [xsrfHeaderName]: xsrf,
          [idempotencyHeader]: key,
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      });
      return { status: response.status, body: await response.text() };
    },
  );
  const page = noScriptPage(settled.outcome, settled.kind, settled.typed, url.pathname, settled.problems);
  const stamp = env.FORM_SECRET
    ? [['Set-Cookie', await stampCookieOf(now, env.FORM_SECRET, passLifeMs, url.protocol === 'https:')] as const]
    : [];
  return withAppended(
    new Response(page.html, {
      status: page.status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Server-Timing': reads.serverTiming(),
      },
    }),
    stamp,
  );
}

/** A page of the site carries a stamp, the time it was served, signed: unless the visitor holds one already. */
export async function withStamp(response: Response, request: Request, env: RequestContext['env'], now: number) {
  const type = response.headers.get('content-type') ?? '';
  if (!env.FORM_SECRET || request.method !== 'GET' || !type.startsWith('text/html')) return response;
  const secure = new URL(request.url).protocol === 'https:';
  const stamp = await pageStampCookie(request.headers.get('cookie'), env.FORM_SECRET, now, passLifeMs, secure);
  return stamp ? withAppended(response, [['Set-Cookie', stamp]]) : response;
}
