/** How long a submission may take before it counts as failed. */
export const requestTimeoutMs = 15_000;

import type { OutboxRequest } from '@radix/site-kit/outbox/request';
import { antiForgeryToken, cookieValue, xsrfCookieName, xsrfHeaderName } from '@radix/site-kit/runtime-config';

export { cookieValue, xsrfCookieName, xsrfHeaderName };

/** A submission that did not reach the server, timed out, or was not answered with a 2xx. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** With a 429: how long the server asks the visitor to wait, when it says. */
    readonly retryAfterSeconds?: number,
    /** When the values were not at fault: the request, to be kept on the device and sent again. */
    readonly replay?: OutboxRequest,
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
  /** What is sent, as the visitor would name it: `inquiry`. */
  label: string;
}

/** Whether the configured base (not the resolved URL) is relative, like `/api/`; then the anti-forgery header applies. */
export function isRelativeBase(apiBaseUrl: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(apiBaseUrl.trim());
}

export function apiUrl(apiBaseUrl: string, path: string): URL {
  return new URL(path, new URL(apiBaseUrl, window.location.href));
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

/** A failure the API may not have caused by the values: the submission may be kept and sent again later. */
function retryable(status: number | undefined): boolean {
  return status === undefined || status === 429 || status === 408 || status >= 500;
}

async function send(apiBaseUrl: string, request: ApiRequest, signal: AbortSignal): Promise<void> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const fingerprint = `${request.method} ${request.path} ${body ?? ''}`;
  const key = idempotencyKey(fingerprint);
  const url = apiUrl(apiBaseUrl, request.path);
  const headers: Record<string, string> = { Accept: 'application/json', [idempotencyHeaderName]: key };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const antiForgeryBase = request.method !== 'GET' && isRelativeBase(apiBaseUrl) ? apiUrl(apiBaseUrl, '') : undefined;
  const replay: OutboxRequest = {
    key,
    url: url.href,
    method: request.method,
    headers: { ...headers },
    body,
    antiForgeryBase: antiForgeryBase?.href,
    label: request.label,
  };
  let response: Response;
  try {
    if (antiForgeryBase) {
      const token = await antiForgeryToken(antiForgeryBase, signal);
      if (token) headers[xsrfHeaderName] = token;
    }
    response = await fetch(url, { method: request.method, headers, body, signal });
  } catch {
    throw new ApiError(
      signal.aborted ? 'The server did not answer in time' : 'The server could not be reached',
      undefined,
      undefined,
      replay,
    );
  }
  if (!response.ok) {
    throw new ApiError(
      `The server answered ${response.status}`,
      response.status,
      retryAfterSeconds(response),
      retryable(response.status) ? replay : undefined,
    );
  }
  unconfirmedKeys.delete(fingerprint);
}

function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/**
 * Sends one request to the inquiry API; rejects with `ApiError` on network error, timeout or non-2xx,
 * carrying the request as the outbox would send it again when the values were not at fault.
 */
export async function apiRequest(apiBaseUrl: string, request: ApiRequest, timeoutMs = requestTimeoutMs): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await send(apiBaseUrl, request, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
