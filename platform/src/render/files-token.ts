import { previewTokenHeader } from '@radix/release-model';
import { fetchReachedAt, reachedAtFrom } from '../site/reached-at';

/** The environment variable that hands a deploy's token to the render process (never its command line). */
export const filesTokenVariable = 'RADIX_FILES_TOKEN';

/**
 * Sends `token` with every request this process makes to `origins`: the edge serves a candidate's
 * release files to a deploy's checks alone until the gate clears them.
 */
export function sendTokenTo(origins: readonly string[], token: string): void {
  const send = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (!origins.includes(new URL(request.url).origin)) return send(request);
    const headers = new Headers(request.headers);
    headers.set(previewTokenHeader, token);
    return send(new Request(request, { headers }));
  };
}

/**
 * The render process's fetch, from its environment: a request to an origin `SITE_REACHED_AT` maps
 * goes to the origin it is reached at, and one to `filesOrigins` carries the deploy's token
 * (`filesTokenVariable`), decided on the origin the pages name.
 */
export function sendRenderRequests(filesOrigins: readonly string[] | undefined, env: NodeJS.ProcessEnv): void {
  const reachedAt = reachedAtFrom(env);
  if (reachedAt) fetchReachedAt(reachedAt);
  const token = env[filesTokenVariable];
  if (filesOrigins && token) sendTokenTo(filesOrigins, token);
}
