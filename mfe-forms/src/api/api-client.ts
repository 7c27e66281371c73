/** How long a submission may take before it counts as failed. */
export const requestTimeoutMs = 15_000;

import { xsrfCookieName, xsrfHeaderName } from '@radix/site-kit/runtime-config';

export { xsrfCookieName, xsrfHeaderName };

/** A submission that did not reach the server, timed out, or was not answered with a 2xx. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** With a 429: how long the server asks the visitor to wait, when it says. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path under the API base, without a leading slash: `Home/AddInquiryForRadixWebsite`. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
}

/** Whether the configured base (not the resolved URL) is relative, like `/api/`; then the anti-forgery header applies. */
export function isRelativeBase(apiBaseUrl: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(apiBaseUrl.trim());
}

export function apiUrl(apiBaseUrl: string, path: string): URL {
  return new URL(path, new URL(apiBaseUrl, window.location.href));
}

/** A cookie's value in a `Cookie` header or `document.cookie`; undefined when absent or not decodable. */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function readCookie(name: string): string | undefined {
  return cookieValue(document.cookie, name);
}

/**
 * The anti-forgery token for an unsafe request to a relative base. A server that has not set the
 * cookie yet (the development proxy serves the page without it) is asked once for it at the base URL.
 */
async function xsrfToken(apiBaseUrl: string, signal: AbortSignal): Promise<string | undefined> {
  const existing = readCookie(xsrfCookieName);
  if (existing) return existing;
  try {
    await fetch(apiUrl(apiBaseUrl, ''), { method: 'GET', signal });
  } catch {
    // The submission itself reports the failure if the server is unreachable.
  }
  return readCookie(xsrfCookieName);
}

/** Header that lets the server store a submission once however often it is retried. */
export const idempotencyHeaderName = 'Idempotency-Key';

/** Keys of submissions not yet answered with success, by what they send. */
const unconfirmedKeys = new Map<string, string>();

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The same key for every retry of the same values, until one is confirmed: a submission whose
 * answer was lost is then stored once. A later submission of the same values after a success is a new one.
 */
function idempotencyKey(fingerprint: string): string {
  const key = unconfirmedKeys.get(fingerprint) ?? newKey();
  unconfirmedKeys.set(fingerprint, key);
  return key;
}

async function send(apiBaseUrl: string, request: ApiRequest, signal: AbortSignal): Promise<void> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const fingerprint = `${request.method} ${request.path} ${body ?? ''}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [idempotencyHeaderName]: idempotencyKey(fingerprint),
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.method !== 'GET' && isRelativeBase(apiBaseUrl)) {
    const token = await xsrfToken(apiBaseUrl, signal);
    if (token) headers[xsrfHeaderName] = token;
  }
  const response = await fetch(apiUrl(apiBaseUrl, request.path), {
    method: request.method,
    headers,
    body,
    signal,
  });
  if (!response.ok) {
    throw new ApiError(`The server answered ${response.status}`, response.status, retryAfterSeconds(response));
  }
  unconfirmedKeys.delete(fingerprint);
}

function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** Sends one request to the inquiry API; rejects with `ApiError` on network error, timeout or non-2xx. */
export async function apiRequest(apiBaseUrl: string, request: ApiRequest, timeoutMs = requestTimeoutMs): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await send(apiBaseUrl, request, controller.signal);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      controller.signal.aborted ? 'The server did not answer in time' : 'The server could not be reached',
    );
  } finally {
    clearTimeout(timer);
  }
}
