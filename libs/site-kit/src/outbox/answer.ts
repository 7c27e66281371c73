/**
 * What an answer to a submission means: taken; refused for good by the inquiry API (sending it again
 * would get the same answer); refused by the site's bot check until a person confirms they are one
 * (`challenge`: 403 with `{ "error": "challenge" }`); or to be sent again, after the API's wait when it
 * asked for one. `pass`: the bot check's pass for this submission (`X-Form-Pass`), which its later
 * sends carry instead of the single-use token.
 */
export type Answer =
  | { outcome: 'accepted' }
  | { outcome: 'refused'; status: number }
  | { outcome: 'challenge' }
  | { outcome: 'retry'; status?: number; retryAfterSeconds?: number; pass?: string };

/** Headers of the bot check: the widget's token on a first send, the server's pass on every later one. */
export const tokenHeaderName = 'X-Turnstile-Token';
export const passHeaderName = 'X-Form-Pass';

/** The error a bot check's refusal names, in a 403 JSON answer. */
const challengeError = 'challenge';

function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The error a JSON answer names, as the inquiry API and the bot check write it: `{ "error": "…" }`. A
 * proxy's or a CDN's page, a firewall's challenge or a maintenance page in front of the API names
 * none, whatever its status.
 */
async function namedError(response: Response): Promise<string | undefined> {
  if (!response.headers.get('Content-Type')?.includes('application/json')) return undefined;
  try {
    const body: unknown = await response.json();
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof error === 'string' ? error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads an answer: a 2xx is accepted; a 403 naming `challenge` asks for a person; another 4xx is a
 * refusal only when the API says so (not 408 nor 429, which ask to try later); anything else (5xx,
 * another server's 403 or 404) is sent again, with the pass the answer carried, and not before the
 * wait a 429 or a 503 asked for (`Retry-After`, in seconds).
 */
export async function readAnswer(response: Response): Promise<Answer> {
  if (response.ok) return { outcome: 'accepted' };
  const { status } = response;
  const pass = response.headers.get(passHeaderName) ?? undefined;
  if (status === 429 || status === 503)
    return { outcome: 'retry', status, retryAfterSeconds: retryAfterSeconds(response), pass };
  if (status >= 400 && status < 500 && status !== 408) {
    const error = await namedError(response);
    if (status === 403 && error === challengeError) return { outcome: 'challenge' };
    if (error !== undefined) return { outcome: 'refused', status };
  }
  return { outcome: 'retry', status, pass };
}

/** The request as its later sends make it: the pass instead of the token it was first sent with. */
export function withPass<R extends { headers: Record<string, string> }>(request: R, pass: string): R {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== tokenHeaderName.toLowerCase()),
  );
  return { ...request, headers: { ...headers, [passHeaderName]: pass } };
}
