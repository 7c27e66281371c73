/**
 * Turnstile's `siteverify`: a token is checked once, server side, with the widget's secret. The
 * answer (`{ success, challenge_ts, hostname, "error-codes", action, cdata }`) decides whether the
 * visitor passed; an answer that says our own setup is wrong, or none at all, means the check
 * cannot run, which is no visitor's fault.
 */

export const siteverifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** The longest token Turnstile issues: a longer one is no token. */
export const longestToken = 2048;

export interface SiteverifyAnswer {
  success: boolean;
  challenge_ts?: string;
  hostname?: string;
  'error-codes'?: string[];
  action?: string;
  cdata?: string;
}

export type TokenVerdict = 'passed' | 'refused' | 'unavailable';

/** Error codes that blame the site's secret or Turnstile itself, not the token. */
const setupErrors = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error']);

export interface TokenCheck {
  token: string;
  secret: string;
  remoteip?: string;
  /** Sent as `idempotency_key`: a retried check of the same token is answered as the first. */
  idempotencyKey?: string;
  url?: string;
  fetcher?: typeof fetch;
}

/** Asks `siteverify` about a token; what it answers, as a verdict. */
export async function verifyToken({
  token,
  secret,
  remoteip,
  idempotencyKey,
  url = siteverifyUrl,
  fetcher = fetch,
}: TokenCheck): Promise<{ verdict: TokenVerdict; errorCodes: string[] }> {
  if (!token || token.length > longestToken) return { verdict: 'refused', errorCodes: ['invalid-input-response'] };
  const body = new URLSearchParams({ secret, response: token });
  if (remoteip) body.set('remoteip', remoteip);
  const uuid = idempotencyKey && uuidOf(idempotencyKey);
  if (uuid) body.set('idempotency_key', uuid);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetcher(url, { method: 'POST', body, signal: AbortSignal.timeout(8_000) });
    if (!response.ok) return { verdict: 'unavailable', errorCodes: [`http-${response.status}`] };
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    return { verdict: 'unavailable', errorCodes: [error instanceof Error ? error.name : 'unreachable'] };
  }
  const errorCodes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
  if (answer.success === true) return { verdict: 'passed', errorCodes };
  return { verdict: errorCodes.some((code) => setupErrors.has(code)) ? 'unavailable' : 'refused', errorCodes };
}

/**
 * The UUID `siteverify` takes as `idempotency_key`, from a submission's key: a UUID as it is, 32 hex
 * digits (the forms' keys) written as one; any other key sends none.
 */
export function uuidOf(key: string): string | undefined {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return key.toLowerCase();
  const hex = /^[0-9a-f]{32}$/i.test(key) ? key.toLowerCase() : undefined;
  return hex && `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
