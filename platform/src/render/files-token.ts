import { previewTokenHeader } from '@radix/release-model';

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
