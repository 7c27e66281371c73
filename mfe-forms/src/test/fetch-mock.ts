import { xsrfCookieName } from '../api/api-client';

/** One call the code under test made to `fetch`. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined when there was none. */
  json: unknown;
}

type Responder = (url: string, init: RequestInit) => Promise<Response>;

export function respond(status: number, headers: Record<string, string> = {}): Promise<Response> {
  const lowerCased = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lowerCased.get(name.toLowerCase()) ?? null },
  } as Response);
}

/** A JSON answer, as the inquiry API and the bot check write their errors (`{ "error": "…" }`). */
export function respondJson(status: number, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return respond(status, { 'Content-Type': 'application/json', ...headers }).then(
    (response) => ({ ...response, json: () => Promise.resolve(body) }) as Response,
  );
}

/** A response that never comes: rejects like fetch does when its signal aborts. */
export const hang: Responder = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** A response the test releases later with `release(status)`. */
export function deferred(): { responder: Responder; release: (status: number) => void } {
  let release: (status: number) => void = () => undefined;
  const responder: Responder = () =>
    new Promise((resolve) => {
      release = (status) => void respond(status).then(resolve);
    });
  return { responder, release: (status) => release(status) };
}

/** Replaces `fetch`; each call takes the next responder (the last one repeats). */
export function mockFetch(...responders: Responder[]) {
  const calls: FetchCall[] = [];
  const queue = responders.length ? [...responders] : [() => respond(200)];
  const mock = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? init.body : undefined;
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      json: body === undefined ? undefined : JSON.parse(body),
    });
    const next = queue.length > 1 ? queue.shift() : queue[0];
    return (next as Responder)(url, init);
  });
  window.fetch = mock as unknown as typeof fetch;
  return { mock, calls };
}

export function setXsrfCookie(value: string | undefined): void {
  document.cookie = value
    ? `${xsrfCookieName}=${value}; path=/`
    : `${xsrfCookieName}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
