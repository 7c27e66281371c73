/**
 * What an answer to a submission means: taken; refused for good by the inquiry API (sending it again
 * would get the same answer); or to be sent again, after the API's wait when it asked for one.
 */
export type Answer =
  | { outcome: 'accepted' }
  | { outcome: 'refused'; status: number }
  | { outcome: 'retry'; status?: number; retryAfterSeconds?: number };

function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/**
 * Whether the answer is the inquiry API's own: its JSON error shape, `{ "error": "…" }`. A proxy's or
 * a CDN's page, a firewall's challenge or a maintenance page in front of the API is not, whatever its
 * status.
 */
async function fromTheApi(response: Response): Promise<boolean> {
  if (!response.headers.get('Content-Type')?.includes('application/json')) return false;
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
  } catch {
    return false;
  }
}

/**
 * Reads an answer: a 2xx is accepted; a 4xx is a refusal only when the API says so (not 408 nor 429,
 * which ask to try later); anything else (5xx, another server's 403 or 404) is sent again.
 */
export async function readAnswer(response: Response): Promise<Answer> {
  if (response.ok) return { outcome: 'accepted' };
  const { status } = response;
  if (status === 429) return { outcome: 'retry', status, retryAfterSeconds: retryAfterSeconds(response) };
  const clientError = status >= 400 && status < 500 && status !== 408;
  return clientError && (await fromTheApi(response)) ? { outcome: 'refused', status } : { outcome: 'retry', status };
}
