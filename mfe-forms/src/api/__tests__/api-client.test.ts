import { deferred, hang, mockFetch, respond, setXsrfCookie } from '../../test/fetch-mock';
import { ApiError, apiRequest, isRelativeBase, requestTimeoutMs, xsrfHeaderName } from '../api-client';
import { sendInquiry, sendSubscription } from '../endpoints';

const inquiry = {
  sFirstName: 'Asha',
  sLastName: 'Patel',
  sEmail: 'asha@example.com',
  sContactNo: '+91 265 235 0101',
  sProjectName: 'Website',
  nServiceId: 1 as const,
  sDescription: 'Hello',
};

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
    await expect(sendInquiry(base, inquiry)).rejects.toBeInstanceOf(ApiError);
    await expect(sendInquiry(base, inquiry)).rejects.toBeInstanceOf(ApiError);
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
    await sendInquiry(base, { ...inquiry, sProjectName: 'One' }).catch(() => undefined);
    await sendInquiry(base, { ...inquiry, sProjectName: 'Two' }).catch(() => undefined);
    await sendSubscription(base, { sEmail: 'asha@example.com' }).catch(() => undefined);
    expect(new Set(keys(calls)).size).toBe(3);
  });
});

describe('failures', () => {
  const probe = { method: 'GET', path: 'x', label: 'probe' } as const;

  it('rejects on a non-2xx answer', async () => {
    mockFetch(() => respond(500));
    await expect(apiRequest('https://api.example.com/api/', probe)).rejects.toMatchObject({
      message: 'The server answered 500',
      status: 500,
    });
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 503', () => respond(503)],
    ['a 429', () => respond(429, { 'Retry-After': '30' })],
  ])('after %s, carries the request for the outbox with the key it was sent with', async (_name, answer) => {
    setXsrfCookie('token-1');
    const { calls } = mockFetch(answer);
    const error = await sendInquiry('/api/', inquiry).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).replay).toEqual({
      key: calls[0]?.headers['Idempotency-Key'],
      url: 'http://localhost/api/Home/AddInquiryForRadixWebsite',
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': calls[0]?.headers['Idempotency-Key'],
      },
      body: JSON.stringify(inquiry),
      antiForgeryBase: 'http://localhost/api/',
      label: 'inquiry',
    });
  });

  it.each([400, 403, 422])(
    'after a %s, which a retry of the same request would get again, carries nothing to send again',
    async (status) => {
      mockFetch(() => respond(status));
      const error = await sendInquiry('https://api.example.com/api/', inquiry).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ status, replay: undefined });
    },
  );

  it('passes on the wait a 429 asks for', async () => {
    mockFetch(() => respond(429, { 'Retry-After': '30' }));
    await expect(apiRequest('https://api.example.com/api/', probe)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
    });
  });

  it('rejects on a network error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('https://api.example.com/api/', probe)).rejects.toBeInstanceOf(ApiError);
  });

  it('gives up after 15 s, not before', async () => {
    jest.useFakeTimers();
    mockFetch(hang);
    const outcome = jest.fn();
    apiRequest('https://api.example.com/api/', probe).catch(outcome);
    await jest.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new ApiError('The server did not answer in time'));
  });

  it('does not time out a slow answer that arrives in time', async () => {
    jest.useFakeTimers();
    const slow = deferred();
    mockFetch(slow.responder);
    const request = apiRequest('https://api.example.com/api/', probe);
    await jest.advanceTimersByTimeAsync(requestTimeoutMs - 1000);
    slow.release(200);
    await expect(request).resolves.toBeUndefined();
  });
});
