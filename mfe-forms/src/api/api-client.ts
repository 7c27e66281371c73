import type { OutboxRequest, Typed } from '@radix/site-kit/outbox/request';
import { cookieValue, xsrfCookieName, xsrfHeaderName } from '@radix/site-kit/runtime-config';

export { cookieValue, xsrfCookieName, xsrfHeaderName };

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

/** The honeypot's value, sent even when empty: the server, not the form, judges it. */
export const trapHeaderName = 'X-Form-Trap';

/** Header that lets the server store a submission once however often it is retried. */
export const idempotencyHeaderName = 'Idempotency-Key';

/** Keys of submissions not yet answered with success, by what they send. */
const unconfirmedKeys = new Map<string, string>();

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The same key for every submission of the same values, until one is confirmed (`confirmed`): a
 * submission whose answer was lost is then stored once. A later submission of the same values after
 * a success is a new one.
 */
function idempotencyKey(fingerprint: string): string {
  const key = unconfirmedKeys.get(fingerprint) ?? newKey();
  unconfirmedKeys.set(fingerprint, key);
  return key;
}

/** The submission with this key was accepted: the same values sent again are a new submission. */
export function confirmed(key: string): void {
  for (const [fingerprint, unconfirmed] of unconfirmedKeys)
    if (unconfirmed === key) unconfirmedKeys.delete(fingerprint);
}

/**
 * One call to the inquiry API as the outbox sends it, and sends it again: with its `Idempotency-Key`,
 * and, on a POST to a relative base, where the anti-forgery cookie comes from. `typed`: what the
 * visitor typed, given back if the submission is never delivered; `trap`: the honeypot's value.
 */
export function submissionRequest(apiBaseUrl: string, request: ApiRequest, typed: Typed, trap: string): OutboxRequest {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const key = idempotencyKey(`${request.method} ${request.path} ${body ?? ''}`);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [idempotencyHeaderName]: key,
    [trapHeaderName]: trap,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const antiForgery = request.method !== 'GET' && isRelativeBase(apiBaseUrl);
  return {
    key,
    url: apiUrl(apiBaseUrl, request.path).href,
    method: request.method,
    headers,
    body,
    antiForgeryBase: antiForgery ? apiUrl(apiBaseUrl, '').href : undefined,
    label: request.label,
    typed,
  };
}
