import path from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyHeaderName, xsrfCookieName, xsrfHeaderName } from '../src/api/api-client';
import { apiPaths } from '../src/api/endpoints';
import {
  validateInquiry,
  validateProductInquiry,
  validateSubscription,
  type Validation,
} from '../src/validation/payloads';
import { createIdempotencyCache, isValidKey, type Answer } from './idempotency';
import { turnstileStandIn, type StandIn } from './turnstile-stand-in';
import { createInquiryStore, type StoredRecord } from './store';
import { hasValidXsrfToken, isCrossOrigin, issueXsrfCookie, issueXsrfCookieOnPages } from './xsrf';

/** Where accepted inquiries go unless INQUIRY_DATA_FILE says otherwise (gitignored). */
export const defaultDataFile = path.join(__dirname, 'data', 'inquiries.jsonl');

/** Largest request body accepted, in bytes: a full inquiry with a 2,000-character message fits easily. */
export const bodyLimit = 16 * 1024;

export interface InquiryApiOptions {
  /** JSON Lines file that receives every accepted inquiry and subscription. */
  dataFile: string;
  /** Origins of the site's pages allowed to call the API cross-origin (CORS). */
  allowedOrigins: readonly string[];
  /** Submissions one client address may make to each call per time window (default: 10 a minute). */
  rateLimit?: { max: number; timeWindowMs: number };
  /** The Turnstile stand-in served beside the API (a test's, with its clock); one of its own otherwise. */
  standIn?: StandIn;
}

export const defaultRateLimit = { max: 10, timeWindowMs: 60_000 } as const;

function rejectForeignCalls(allowedOrigins: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS') return;
    if (isCrossOrigin(request)) {
      const origin = request.headers.origin;
      if (typeof origin === 'string' && allowedOrigins.includes(origin)) return;
      return reply.code(403).send({ error: 'This origin may not call the inquiry API.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD' && !hasValidXsrfToken(request)) {
      return reply.code(403).send({
        error: `Missing or wrong anti-forgery token: send the ${xsrfCookieName} cookie as ${xsrfHeaderName}.`,
      });
    }
  };
}

function handleErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    reply.log.error(error);
    return reply.code(500).send({ error: 'The inquiry could not be stored; nothing was saved.' });
  }
  return reply.code(status).send({ error: error.message });
}

/**
 * The local inquiry API, a development and test aid standing in for the real one: the spec's three
 * calls, validated with the forms' own rules, stored as JSON lines. Register it with `{ prefix: '/api' }`.
 */
export function createInquiryApi({
  dataFile,
  allowedOrigins,
  rateLimit: limit = defaultRateLimit,
}: InquiryApiOptions): FastifyPluginAsync {
  const store = createInquiryStore(dataFile);
  const idempotency = createIdempotencyCache();

  async function answerFor<T extends object>(
    kind: StoredRecord['kind'],
    result: Validation<T>,
    status: 200 | 201,
  ): Promise<Answer> {
    if (!result.ok) return { status: 400, body: { error: 'Invalid input', fields: result.errors } };
    await store.append({
      kind,
      receivedAt: new Date().toISOString(),
      ...(result.value as Record<string, string | number>),
    });
    return { status, body: { ok: true } };
  }

  /** Stores a valid submission once per Idempotency-Key; a retry gets the first answer again. */
  async function accept<T extends object>(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: StoredRecord['kind'],
    result: Validation<T>,
    status: 200 | 201,
  ) {
    const key = request.headers[idempotencyHeaderName.toLowerCase()];
    if (key !== undefined && (typeof key !== 'string' || !isValidKey(key))) {
      return reply.code(400).send({ error: `${idempotencyHeaderName} must be 1 to 255 visible ASCII characters.` });
    }
    const produce = () => answerFor(kind, result, status);
    const fingerprint = `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`;
    const answer = key === undefined ? await produce() : await idempotency.answer(key, fingerprint, produce);
    return reply.code(answer.status).send(answer.body);
  }

  const submission = { bodyLimit, config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } };
  const subscribePath = `/${apiPaths.subscribe}/*`;

  return async (api) => {
    await api.register(cors, {
      origin: [...allowedOrigins],
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type', 'Accept', xsrfHeaderName, idempotencyHeaderName],
      maxAge: 600,
    });
    await api.register(rateLimit, { global: false });
    api.addHook('onRequest', rejectForeignCalls(allowedOrigins));
    api.addHook('onSend', issueXsrfCookie);
    api.setErrorHandler(handleErrors);
    api.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));

    api.get('/', async () => ({ service: 'Local inquiry API (development and tests only)' }));
    api.post(`/${apiPaths.inquiry}`, submission, (request, reply) =>
      accept(request, reply, 'inquiry', validateInquiry(request.body), 201),
    );
    api.post(`/${apiPaths.productInquiry}`, submission, (request, reply) =>
      accept(request, reply, 'productInquiry', validateProductInquiry(request.body), 201),
    );
    api.get<{ Params: { '*': string } }>(subscribePath, { ...submission, exposeHeadRoute: false }, (request, reply) =>
      accept(request, reply, 'subscription', validateSubscription({ sEmail: request.params['*'] }), 200),
    );
    // HEAD must be safe: it would store a subscription if it ran the GET handler.
    api.head(subscribePath, (_request, reply) =>
      reply.code(405).header('Allow', 'GET').send({ error: 'Use GET to subscribe.' }),
    );
    // Paths under /api that are no call: a JSON 404, not the site's HTML page.
    api.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: (_request, reply) => reply.code(404).send({ error: 'Not found' }),
    });
  };
}

/**
 * Mounts the API on an app under `/api`, the Turnstile stand-in beside it under `/api/turnstile/v0`
 * (where the local configuration's `turnstile.scriptUrl` points), and gives that app's pages (HTML)
 * the XSRF-TOKEN cookie: the shell's origin in `npm run serve` and the browser tests, or the
 * standalone server.
 */
export async function mountInquiryApi(app: FastifyInstance, options: InquiryApiOptions): Promise<void> {
  app.addHook('onSend', issueXsrfCookieOnPages);
  await app.register(createInquiryApi(options), { prefix: '/api' });
  await app.register(turnstileStandIn(options.standIn), { prefix: '/api/turnstile/v0' });
}
