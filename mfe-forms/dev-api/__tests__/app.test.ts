/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { cookieValue, xsrfCookieName, xsrfHeaderName } from '../../src/api/api-client';
import { bodyLimit, mountInquiryApi, type InquiryApiOptions } from '../app';

const siteOrigin = 'http://127.0.0.1:8080';
const token = 'test-token-123';
const xsrfHeader = xsrfHeaderName.toLowerCase();
const sameOrigin = { cookie: `${xsrfCookieName}=${token}`, [xsrfHeader]: token, 'sec-fetch-site': 'same-origin' };
/** The Set-Cookie of a freshly issued token, then `attributes`. */
const issuedCookie = (attributes = '') => new RegExp(`^${xsrfCookieName}=[\\w-]{20,};${attributes}`);

const inquiry = {
  sFirstName: 'Asha',
  sLastName: 'Patel',
  sEmail: 'asha.patel@example.com',
  sContactNo: '+91 (265) 235-0101',
  sProjectName: 'School website',
  nServiceId: 1,
  sDescription: 'We need a new website.',
};
const productInquiry = {
  sFirstName: 'Asha Patel',
  sEmail: 'asha@example.com',
  sContactNo: '+61 7 3000 4567',
  nServiceId: 5,
  sDescription: 'A demo of appraisal please.',
};

let dir: string;
let dataFile: string;
let app: FastifyInstance;

function stored(): Record<string, unknown>[] {
  if (!existsSync(dataFile)) return [];
  return readFileSync(dataFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function post(url: string, payload: unknown, headers: Record<string, string> = sameOrigin) {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

async function startApi(options: Partial<InquiryApiOptions> = {}, server = Fastify()) {
  app = server;
  await mountInquiryApi(app, { dataFile, allowedOrigins: [siteOrigin], ...options });
  await app.ready();
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'inquiry-api-'));
  dataFile = path.join(dir, 'nested', 'inquiries.jsonl');
  await startApi();
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('POST /api/Home/AddInquiryForRadixWebsite', () => {
  const url = '/api/Home/AddInquiryForRadixWebsite';

  it('stores a good inquiry as one JSON line with its kind and received time', async () => {
    const response = await post(url, inquiry);
    expect(response.statusCode).toBe(201);
    const [record] = stored();
    expect(record).toEqual({ kind: 'inquiry', receivedAt: expect.any(String), ...inquiry });
    expect(Number.isNaN(Date.parse(String(record?.receivedAt)))).toBe(false);
  });

  it('trims the text it stores', async () => {
    await post(url, { ...inquiry, sFirstName: '  Asha  ' });
    expect(stored()[0]?.sFirstName).toBe('Asha');
  });

  it.each([
    ['a missing field', { ...inquiry, sLastName: undefined }, 'sLastName'],
    ['a blank field', { ...inquiry, sProjectName: '   ' }, 'sProjectName'],
    ['a bad e-mail', { ...inquiry, sEmail: 'asha@example' }, 'sEmail'],
    ['a bad phone', { ...inquiry, sContactNo: 'call me' }, 'sContactNo'],
    ['a service id as text', { ...inquiry, nServiceId: '1' }, 'nServiceId'],
    ['an unknown service id', { ...inquiry, nServiceId: 10 }, 'nServiceId'],
    ['a message over the limit', { ...inquiry, sDescription: 'x'.repeat(2001) }, 'sDescription'],
  ])('rejects %s with 400 and a JSON error, storing nothing', async (_case, body, field) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid input',
      fields: expect.objectContaining({ [field]: expect.any(String) }),
    });
    expect(stored()).toHaveLength(0);
  });

  it('rejects a JSON array', async () => {
    expect((await post(url, [inquiry])).statusCode).toBe(400);
  });
});

describe('POST /api/Home/AddInquiryForProductRadixWebsite', () => {
  const url = '/api/Home/AddInquiryForProductRadixWebsite';

  it('stores a good product inquiry', async () => {
    expect((await post(url, productInquiry)).statusCode).toBe(201);
    expect(stored()).toEqual([{ kind: 'productInquiry', receivedAt: expect.any(String), ...productInquiry }]);
  });

  it.each([
    ['no product', { ...productInquiry, nServiceId: undefined }],
    ['product 6', { ...productInquiry, nServiceId: 6 }],
    ['a 64-letter e-mail ending', { ...productInquiry, sEmail: `a@bc.${'x'.repeat(64)}` }],
  ])('rejects %s with 400', async (_case, body) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
    expect(stored()).toHaveLength(0);
  });
});

describe('GET /api/Home/AddSubscribeForRadixWebsite/{email}', () => {
  const url = (email: string) => `/api/Home/AddSubscribeForRadixWebsite/${encodeURIComponent(email)}`;

  it('stores a good subscription, decoded from its path segment', async () => {
    const email = `long.name-x@example.${'a'.repeat(63)}`;
    const response = await app.inject({ method: 'GET', url: url(email) });
    expect(response.statusCode).toBe(200);
    expect(stored()).toEqual([{ kind: 'subscription', receivedAt: expect.any(String), sEmail: email }]);
  });

  it.each(['not-an-email', 'a/b@example.com', 'x@example.c'])('rejects %s with 400', async (email) => {
    const response = await app.inject({ method: 'GET', url: url(email) });
    expect(response.statusCode).toBe(400);
    expect(stored()).toHaveLength(0);
  });
});

describe('robustness', () => {
  const url = '/api/Home/AddInquiryForRadixWebsite';

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      payload: '{"sFirstName": "Asha",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
    expect((await post(url, inquiry)).statusCode).toBe(201);
  });

  it('answers an oversized body with 413 and keeps serving', async () => {
    const response = await post(url, { ...inquiry, sDescription: 'x'.repeat(bodyLimit + 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('error');
    expect(stored()).toHaveLength(0);
    expect((await post(url, inquiry)).statusCode).toBe(201);
  });

  it('keeps every one of many concurrent submissions', async () => {
    await app.close();
    await startApi({ rateLimit: { max: 100, timeWindowMs: 60_000 } });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => post(url, { ...inquiry, sProjectName: `Project ${n}` })),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const titles = stored().map((record) => record.sProjectName);
    expect(new Set(titles).size).toBe(20);
  });
});

describe('anti-forgery and origins', () => {
  const url = '/api/Home/AddInquiryForRadixWebsite';

  it("accepts a POST that echoes the cookie it issued the way the forms' client reads and sends it", async () => {
    const issued = String((await app.inject({ method: 'GET', url: '/api/' })).headers['set-cookie']);
    const value = cookieValue(issued.split(';')[0], xsrfCookieName) ?? '';
    const response = await post(url, inquiry, {
      cookie: `${xsrfCookieName}=${value}`,
      [xsrfHeaderName]: value,
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(201);
  });

  it('rejects a same-origin POST without the header with 403', async () => {
    const response = await post(url, inquiry, {
      cookie: `${xsrfCookieName}=${token}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(403);
    expect(stored()).toHaveLength(0);
  });

  it('rejects a same-origin POST whose header does not match the cookie', async () => {
    const response = await post(url, inquiry, { ...sameOrigin, [xsrfHeader]: 'other-token-12' });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a cross-origin POST from an allowed origin without the header, with CORS headers', async () => {
    const response = await post(url, inquiry, { origin: siteOrigin, 'sec-fetch-site': 'same-site' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(siteOrigin);
  });

  it('rejects a call from an origin that is not allowed', async () => {
    const response = await post(url, inquiry, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(stored()).toHaveLength(0);
  });

  it('answers the CORS preflight for allowed origins only', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(siteOrigin)).headers['access-control-allow-origin']).toBe(siteOrigin);
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets an XSRF-TOKEN cookie once when the browser has none', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/' });
    expect(first.headers['set-cookie']).toMatch(issuedCookie(' Path=/; SameSite=Strict$'));
    const again = await app.inject({ method: 'GET', url: '/api/', headers: { cookie: `${xsrfCookieName}=${token}` } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});

describe('hardening', () => {
  const url = '/api/Home/AddInquiryForRadixWebsite';
  const subscribeUrl = '/api/Home/AddSubscribeForRadixWebsite/asha%40example.com';
  const keyed = (key: string) => ({ ...sameOrigin, 'idempotency-key': key });

  it('treats an XSRF-TOKEN cookie it cannot decode as absent: the call is answered and a fresh cookie issued', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/', headers: { cookie: `${xsrfCookieName}=%ZZ` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toMatch(issuedCookie());
    const post = await app.inject({
      method: 'POST',
      url,
      payload: inquiry,
      headers: { cookie: `${xsrfCookieName}=%ZZ`, [xsrfHeader]: '%ZZ', 'sec-fetch-site': 'same-origin' },
    });
    expect(post.statusCode).toBe(403);
  });

  it('marks the cookie Secure when it is served over TLS', async () => {
    await app.close();
    await startApi({}, Fastify({ trustProxy: true }));
    const plain = await app.inject({ method: 'GET', url: '/api/' });
    expect(plain.headers['set-cookie']).not.toMatch(/Secure/);
    const tls = await app.inject({ method: 'GET', url: '/api/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['set-cookie']).toMatch(/; Secure$/);
  });

  it('answers HEAD on the subscribe call with 405 and stores nothing', async () => {
    const response = await app.inject({ method: 'HEAD', url: subscribeUrl });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect(stored()).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url: subscribeUrl })).statusCode).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it('answers an unknown path under /api with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/Home/NoSuchCall', headers: sameOrigin });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('creates the data file readable by its owner only', async () => {
    await post(url, inquiry);
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);
  });

  it('stores a retried submission once and answers the retry as it answered the first', async () => {
    const first = await post(url, inquiry, keyed('key-1'));
    const retry = await post(url, inquiry, keyed('key-1'));
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect(stored()).toHaveLength(1);
    expect((await post(url, inquiry, keyed('key-2'))).statusCode).toBe(201);
    expect(stored()).toHaveLength(2);
  });

  it('stores concurrent retries of one key once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(url, inquiry, keyed('same'))));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(stored()).toHaveLength(1);
  });

  it('keys subscriptions too', async () => {
    for (let n = 0; n < 3; n += 1) {
      await app.inject({ method: 'GET', url: subscribeUrl, headers: { 'idempotency-key': 'subscribe-1' } });
    }
    expect(stored()).toHaveLength(1);
  });

  it('refuses a key reused for other values, and a malformed key', async () => {
    await post(url, inquiry, keyed('key-1'));
    const other = await post(url, { ...inquiry, sProjectName: 'Another project' }, keyed('key-1'));
    expect(other.statusCode).toBe(422);
    expect((await post(url, inquiry, keyed('a key with spaces'))).statusCode).toBe(400);
    expect(stored()).toHaveLength(1);
  });

  it('lets allowed origins send the Idempotency-Key header (CORS preflight)', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: siteOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,idempotency-key,${xsrfHeader}`,
      },
    });
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['content-type', 'idempotency-key', xsrfHeader]),
    );
  });

  it('limits each client address per call, answering 429 with Retry-After', async () => {
    await app.close();
    await startApi({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await post(url, { ...inquiry, sProjectName: `P${n}` })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await post(url, inquiry);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toHaveProperty('error');
    expect(stored()).toHaveLength(3);
    expect((await app.inject({ method: 'GET', url: subscribeUrl })).statusCode).toBe(200);
    const other = await app.inject({
      method: 'POST',
      url,
      payload: inquiry,
      headers: sameOrigin,
      remoteAddress: '10.0.0.2',
    });
    expect(other.statusCode).toBe(201);
  });
});
