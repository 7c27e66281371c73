/**
 * The cookie a reviewer's preview link sets, on the preview hosts only: the edge worker sets and
 * reads it, and the privacy policy names it. `__Host-`: a browser takes it only from its own host,
 * `Secure`, `Path=/` and without `Domain`, so no preview's own script (on another preview's host,
 * or its own) can set one that shadows it: one with `Domain=` or a longer `Path` is refused.
 * Browsers take a `Secure` cookie over plain http from `localhost` and its subdomains (the local
 * edge's preview hosts, `pr-7.preview.localhost`), as from https.
 */
export const previewCookieName = '__Host-radix-preview';
