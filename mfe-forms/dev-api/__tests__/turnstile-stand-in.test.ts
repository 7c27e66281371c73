/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { standInSecret, standInTurnstile, turnstileDummyToken, turnstileTestSecrets } from '@radix/site-kit/turnstile';
import { mountInquiryApi } from '../app';
import { createStandIn, tokenLifeMs } from '../turnstile-stand-in';

let app: FastifyInstance;
let now = Date.UTC(2026, 11, 7, 9);

beforeEach(async () => {
  app = Fastify();
  await mountInquiryApi(app, {
    dataFile: '/dev/null',
    allowedOrigins: ['http://127.0.0.1:8080'],
    standIn: createStandIn(() => now),
  });
});
afterEach(() => app.close());

const issue = async (sitekey = standInTurnstile.siteKey) =>
  app.inject({
    method: 'POST',
    url: '/api/turnstile/v0/token',
    headers: { origin: 'http://127.0.0.1:8080' },
    payload: { sitekey, action: 'inquiry' },
  });

/** siteverify asked as Cloudflare's documentation asks it: a form body, or JSON. */
const siteverify = async (fields: Record<string, string>, as: 'form' | 'json' = 'form') => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/turnstile/v0/siteverify',
    ...(as === 'form'
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        }
      : { payload: fields }),
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return answer.json<Record<string, unknown>>();
};

describe('the Turnstile stand-in', () => {
  it('serves the script the configuration names, with the explicit API the forms call', async () => {
    const script = await app.inject({ method: 'GET', url: standInTurnstile.scriptUrl });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    for (const method of ['render', 'reset', 'remove', 'getResponse', 'execute'])
      expect(script.body).toContain(`${method}(`);
  });

  it("takes a token it issued for its own site key once, with the issue's action and time, then answers timeout-or-duplicate", async () => {
    const { token } = (await issue()).json<{ token: string }>();
    const first = await siteverify({ secret: standInSecret, response: token, remoteip: '127.0.0.1' });
    expect(first).toEqual({
      success: true,
      challenge_ts: new Date(now).toISOString(),
      hostname: '127.0.0.1',
      'error-codes': [],
      action: 'inquiry',
      cdata: '',
    });
    expect(await siteverify({ secret: standInSecret, response: token }, 'json')).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('answers a retried check with the same idempotency_key as the first, and a token older than 300 s as spent', async () => {
    const { token } = (await issue()).json<{ token: string }>();
    const key = '123e4567-e89b-12d3-a456-426614174000';
    const first = await siteverify({ secret: standInSecret, response: token, idempotency_key: key });
    expect(first.success).toBe(true);
    expect(await siteverify({ secret: standInSecret, response: token, idempotency_key: key })).toEqual(first);
    const late = (await issue()).json<{ token: string }>().token;
    now += tokenLifeMs + 1;
    expect(await siteverify({ secret: standInSecret, response: late })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it("refuses a token it never issued, a test site key's request for one, and an unknown secret, as Cloudflare words it", async () => {
    expect(await siteverify({ secret: standInSecret, response: 'forged.token' })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    expect((await issue('not-a-site-key')).statusCode).toBe(400);
    expect(await siteverify({ secret: 'some-secret', response: turnstileDummyToken })).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    expect(await siteverify({ response: turnstileDummyToken })).toEqual({
      success: false,
      'error-codes': ['missing-input-secret'],
    });
    expect(await siteverify({ secret: standInSecret })).toEqual({
      success: false,
      'error-codes': ['missing-input-response'],
    });
  });

  it("answers Cloudflare's test secrets as documented: the dummy token passes or fails, or is already spent", async () => {
    const passed = await siteverify({ secret: turnstileTestSecrets.passes, response: turnstileDummyToken });
    expect(passed).toMatchObject({ success: true, 'error-codes': [] });
    expect(await siteverify({ secret: turnstileTestSecrets.passes, response: 'a-real-looking-token' })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    expect(await siteverify({ secret: turnstileTestSecrets.fails, response: turnstileDummyToken })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    expect(await siteverify({ secret: turnstileTestSecrets.spent, response: turnstileDummyToken })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });
});
