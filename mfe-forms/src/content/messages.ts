/**
 * What the forms and the inquiry API share: nothing here reads a content file, as the API runs in
 * Node without the build's content loader.
 */

/** Each form's delay between the successful response and the alert, in milliseconds. */
export const successDelays = { getInTouch: 3000, productInquiry: 2000, subscribe: 3000 } as const;

/** How the notices of the outbox name each submission. */
export const submissionLabels = {
  inquiry: 'inquiry',
  productInquiry: 'product inquiry',
  subscribe: 'subscription',
} as const;

/** After a 429: how long to wait, in words, from the server's wait when it gave one. */
export function waitInWords(retryAfterSeconds?: number): string {
  if (retryAfterSeconds === undefined) return 'a minute';
  if (retryAfterSeconds <= 60) return `${Math.max(retryAfterSeconds, 1)} second${retryAfterSeconds === 1 ? '' : 's'}`;
  return `${Math.ceil(retryAfterSeconds / 60)} minutes`;
}

/** Words with each `{name}` the content file's schema allows replaced by its value. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^{}]*)\}/g, (written, name: string) => values[name] ?? written);
}
