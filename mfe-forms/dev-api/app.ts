import path from 'node:path';
import cors from '@fastify/cors';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths } from '../src/api/endpoints';
import {
  validateInquiry,
  validateProductInquiry,
  validateSubscription,
  type Validation,
} from '../src/validation/payloads';
import { createInquiryStore, type StoredRecord } from './store';
import { hasValidXsrfToken, isCrossOrigin, issueXsrfCookie } from './xsrf';

/** Where accepted inquiries go unless INQUIRY_DATA_FILE says otherwise (gitignored). */
export const defaultDataFile = path.join(__dirname, 'data', 'inquiries.jsonl');

/** Largest request body accepted, in bytes: a full inquiry with a 2,000-character message fits easily. */
export const bodyLimit = 16 * 1024;

export interface InquiryApiOptions {
  /** JSON Lines file that receives every accepted inquiry and subscription. */
  dataFile: string;
  /** Origins of the site's pages allowed to call the API cross-origin (CORS). */
  allowedOrigins: readonly string[];
}

function rejectForeignCalls(allowedOrigins: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS') return;
    if (isCrossOrigin(request)) {
      const origin = request.headers.origin;
      if (typeof origin === 'string' && allowedOrigins.includes(origin)) return;
      return reply.code(403).send({ error: 'This origin may not call the inquiry API.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD' && !hasValidXsrfToken(request)) {
      return reply.code(403).send({ error: 'Missing or wrong anti-forgery token: send the XSRF-TOKEN cookie as X-XSRF-TOKEN.' });
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
export function createInquiryApi({ dataFile, allowedOrigins }: InquiryApiOptions): FastifyPluginAsync {
  const store = createInquiryStore(dataFile);

  async function accept<T extends object>(
    reply: FastifyReply,
    kind: StoredRecord['kind'],
    result: Validation<T>,
    status: 200 | 201,
  ) {
    if (!result.ok) return reply.code(400).send({ error: 'Invalid input', fields: result.errors });
    await store.append({ kind, receivedAt: new Date().toISOString(), ...(result.value as Record<string, string | number>) });
    return reply.code(status).send({ ok: true });
  }

  return async (api) => {
    await api.register(cors, { origin: [...allowedOrigins], methods: ['GET', 'POST'], maxAge: 600 });
    api.addHook('onRequest', rejectForeignCalls(allowedOrigins));
    api.addHook('onSend', issueXsrfCookie);
    api.setErrorHandler(handleErrors);
    api.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));

    api.get('/', async () => ({ service: 'Local inquiry API (development and tests only)' }));
    api.post(`/${apiPaths.inquiry}`, { bodyLimit }, (request, reply) =>
      accept(reply, 'inquiry', validateInquiry(request.body), 201),
    );
    api.post(`/${apiPaths.productInquiry}`, { bodyLimit }, (request, reply) =>
      accept(reply, 'productInquiry', validateProductInquiry(request.body), 201),
    );
    api.get<{ Params: { '*': string } }>(`/${apiPaths.subscribe}/*`, (request, reply) =>
      accept(reply, 'subscription', validateSubscription({ sEmail: request.params['*'] }), 200),
    );
  };
}

/**
 * Mounts the API on an app under `/api` and gives every response of that app the XSRF-TOKEN
 * cookie: the shell's origin in `npm run serve` and the browser tests, or the standalone server.
 */
export async function mountInquiryApi(app: FastifyInstance, options: InquiryApiOptions): Promise<void> {
  app.addHook('onSend', issueXsrfCookie);
  await app.register(createInquiryApi(options), { prefix: '/api' });
}
