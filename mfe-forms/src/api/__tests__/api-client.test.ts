import { outbox } from '@radix/site-kit/outbox';
import { deferred, hang, mockFetch, respond, setXsrfCookie } from '../../test/fetch-mock';
import { confirmed, isRelativeBase, submissionRequest, xsrfHeaderName, type ApiRequest } from '../api-client';
import { inquiryCall, subscriptionCall } from '../endpoints';

const inquiry = {
  sFirstName: 'Asha',
  sLastName: 'Patel',
  sEmail: 'asha@example.com',
  sContactNo: '+91 265 235 0101',
  sProjectName: 'Website',
  nServiceId: 1 as const,
  sDescription: 'Hello',
};
const typed = { values: { sFirstName: 'Asha' }, shown: [['First name', 'Asha']] as [string, string][] };

/** Sends a call as a form does: through the outbox (here without IndexedDB, so sent once and not kept). */
async function send(apiBaseUrl: string, call: ApiRequest) {
  const request = submissionRequest(apiBaseUrl, call, typed, '');
  const submitted = await outbox().submit(request);
  if (submitted.outcome === 'sent') confirmed(request.key);
  return submitted;
}
const sendInquiry = (apiBaseUrl: string, payload: typeof inquiry) => send(apiBaseUrl, inquiryCall(payload));
const sendSubscription = (apiBaseUrl: string, payload: { sEmail: string }) =>
  send(apiBaseUrl, subscriptionCall(payload));

afterEach(() => {
  setXsrfCookie(undefined);
  jest.useRealTimers();
});

describe('isRelativeBase', () => {
  it.each(['/api/', 'api/', './api/'])('treats %s as relative', (base) => expect(isRelativeBase(base)).toBe(true));
  it.each(['https://api.example.com/api/', 'http://localhost:3005/api/', '//api.example.com/api/'])(
    'treats %s as absolute',
    (base) => expect(isRelativeBase(base)).toBe(false),
  );
});

describe('the anti-forgery header', () => {
  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on a POST to a relative base', async () => {
    setXsrfCookie('token-1');
    const { calls } = mockFetch();
    await sendInquiry('/api/', inquiry);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://localhost/api/Home/AddInquiryForRadixWebsite');
    expect(calls[0]?.headers[xsrfHeaderName]).toBe('token-1');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.json).toEqual(inquiry);
  });

  it('never sends it to an absolute base, even one on the same origin', async () => {
    setXsrfCookie('token-1');
    const { calls } = mockFetch();
    await sendInquiry('http://localhost/api/', inquiry);
    await sendInquiry('https://api.example.com/api/', inquiry);
    expect(calls.map((call) => call.url)).toEqual([
      'http://localhost/api/Home/AddInquiryForRadixWebsite',
      'https://api.example.com/api/Home/AddInquiryForRadixWebsite',
    ]);
    expect(calls.every((call) => !(xsrfHeaderName in call.headers))).toBe(true);
  });

  it('does not send it on a GET', async () => {
    setXsrfCookie('token-1');
    const { calls } = mockFetch();
    await sendSubscription('/api/', { sEmail: 'asha@example.com' });
    expect(calls[0]?.headers).not.toHaveProperty(xsrfHeaderName);
    expect(calls[0]?.json).toBeUndefined();
  });

  it('asks the API base for the cookie first when the browser has none', async () => {
    const { calls } = mockFetch(
      () => {
        setXsrfCookie('fresh-token');
        return respond(200);
      },
      () => respond(201),
    );
    await sendInquiry('/api/', inquiry);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET http://localhost/api/',
      'POST http://localhost/api/Home/AddInquiryForRadixWebsite',
    ]);
    expect(calls[1]?.headers[xsrfHeaderName]).toBe('fresh-token');
  });
});

describe('the subscribe call', () => {
  it('puts the e-mail, URL-encoded, in one path segment', async () => {
    const { calls } = mockFetch();
    await sendSubscription('https://api.example.com/api/', { sEmail: 'a.b-c@example.com' });
    expect(calls[0]?.url).toBe('https://api.example.com/api/Home/AddSubscribeForRadixWebsite/a.b-c%40example.com');
    expect(calls[0]?.method).toBe('GET');
  });
});

describe('the Idempotency-Key header', () => {
  const keys = (calls: { headers: Record<string, string> }[]) => calls.map((call) => call.headers['Idempotency-Key']);

  it('is the same for every retry of the same values until one succeeds, then new', async () => {
    const { calls } = mockFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => respond(503),
      () => respond(201),
    );
    const base = 'https://api.example.com/api/';
    expect(await sendInquiry(base, inquiry)).toMatchObject({ outcome: 'failed' });
    expect(await sendInquiry(base, inquiry)).toMatchObject({ outcome: 'failed' });
    await sendInquiry(base, inquiry);
    await sendInquiry(base, inquiry);
    const [first, second, third, fourth] = keys(calls);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).toMatch(/^[0-9a-f]{32}$/);
    expect(fourth).not.toBe(first);
  });

  it('differs for other values and for other calls', async () => {
    const { calls } = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const base = 'https://api.example.com/api/';
    await sendInquiry(base, { ...inquiry, sProjectName: 'One' });
    await sendInquiry(base, { ...inquiry, sProjectName: 'Two' });
    await sendSubscription(base, { sEmail: 'asha@example.com' });
    expect(new Set(keys(calls)).size).toBe(3);
  });
});

describe('the request the outbox keeps', () => {
  it('holds what the form sent, its key, the honeypot, where the anti-forgery cookie comes from, and what was typed', () => {
    const request = submissionRequest('/api/', inquiryCall(inquiry), typed, 'http://spam.example');
    expect(request).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: 'http://localhost/api/Home/AddInquiryForRadixWebsite',
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': request.key,
        'X-Form-Trap': 'http://spam.example',
      },
      body: JSON.stringify(inquiry),
      antiForgeryBase: 'http://localhost/api/',
      label: 'inquiry',
      typed,
    });
  });
});

describe('failures, with no storage to keep the submission', () => {
  const probe = { method: 'GET', path: 'x', label: 'probe' } as const;
  const apiError = (status: number) =>
    Promise.resolve({
      ok: false,
      status,
      headers: {
        get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null),
      },
      json: () => Promise.resolve({ error: 'Invalid input' }),
    } as unknown as Response);

  it('fails on a 5xx, with its status', async () => {
    mockFetch(() => respond(500));
    expect(await send('https://api.example.com/api/', probe)).toEqual({ outcome: 'failed', full: false, status: 500 });
  });

  it.each([400, 403, 404, 422])('is refused on the API’s own %s (its JSON error)', async (status) => {
    mockFetch(() => apiError(status));
    expect(await send('https://api.example.com/api/', probe)).toEqual({ outcome: 'refused' });
  });

  it.each([403, 404])(
    'is not refused on a %s that is not the API’s (a proxy’s page): it may be sent again',
    async (status) => {
      mockFetch(() => respond(status, { 'Content-Type': 'text/html' }));
      expect(await send('https://api.example.com/api/', probe)).toMatchObject({ outcome: 'failed', status });
    },
  );

  it('passes on the wait a 429 asks for', async () => {
    mockFetch(() => respond(429, { 'Retry-After': '30' }));
    expect(await send('https://api.example.com/api/', probe)).toMatchObject({ status: 429, retryAfterSeconds: 30 });
  });

  it('fails on a network error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await send('https://api.example.com/api/', probe)).toEqual({ outcome: 'failed', full: false });
  });

  it('gives up after 15 s, not before', async () => {
    jest.useFakeTimers();
    mockFetch(hang);
    const outcome = jest.fn();
    void send('https://api.example.com/api/', probe).then(outcome);
    await jest.advanceTimersByTimeAsync(15_000 - 1);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith({ outcome: 'failed', full: false });
  });

  it('does not time out a slow answer that arrives in time', async () => {
    jest.useFakeTimers();
    const slow = deferred();
    mockFetch(slow.responder);
    const request = send('https://api.example.com/api/', probe);
    await jest.advanceTimersByTimeAsync(15_000 - 1000);
    slow.release(200);
    await expect(request).resolves.toEqual({ outcome: 'sent' });
  });
});
