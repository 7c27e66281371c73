/**
 * The cookie a reviewer's preview link sets, on the preview hosts only: the edge worker sets and
 * reads it, and the privacy policy names it.
 */
export const previewCookieName = 'radix-preview';
