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
  if (idempotencyKey && /^[0-9a-f-]{36}$/i.test(idempotencyKey)) body.set('idempotency_key', idempotencyKey);
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
