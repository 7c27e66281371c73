/**
 * What travels between the forms and whatever answers `/api/` (the edge worker, the Node server):
 * the headers and the cookie the bot check reads and writes, and the answers it gives. The spec's
 * calls stay as they are; all of this rides beside them.
 */

/** The Turnstile token of a submission's first attempt. */
export const tokenHeader = 'X-Turnstile-Token';
/** The pass the server gave a submission's first attempt, on every later one (the outbox's resends). */
export const passHeader = 'X-Form-Pass';
/** The honeypot field's value, sent even when empty. */
export const trapHeader = 'X-Form-Trap';
/** On a 403 challenge: the form draws the interactive widget. */
export const challengeHeader = 'X-Form-Challenge';
/** The submission's key, which the outbox keeps across its resends and the pass is bound to. */
export const idempotencyHeader = 'Idempotency-Key';
/** The cookie of the signed time a page was served. */
export const stampCookie = 'form_stamp';

/** The no-script form's hidden field naming the form, and its honeypot field. */
export const formKindField = 'form-kind';
export const trapField = 'website';

export const formKinds = ['inquiry', 'product-inquiry', 'subscribe'] as const;
export type FormKind = (typeof formKinds)[number];

export const isFormKind = (value: unknown): value is FormKind => formKinds.includes(value as FormKind);

/** The least time from a page's serving to a form's send a person takes: a send sooner is a script's. */
export const minimumFillMs = 3_000;

/** Form calls one client network may make a minute (`/api/`, with a challenge). */
export const callsPerMinute = 5;
/** No-script posts one client network may make an hour: they carry no challenge. */
export const noScriptPostsPerHour = 3;

export const challengeMessage = 'Please confirm you are a person, then send again.';
export const unavailableMessage =
  'We cannot check this submission for spam right now; it is kept and will be sent again shortly.';

/** Why a form's call was not passed on: each is counted, nothing else is kept. */
export const refusalReasons = [
  'network-limit',
  'no-script-limit',
  'honeypot',
  'stamp-missing',
  'stamp-forged',
  'stamp-too-soon',
  'token-missing',
  'token-refused',
  'pass-refused',
  'check-unavailable',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

export const isRefusalReason = (value: unknown): value is RefusalReason =>
  refusalReasons.includes(value as RefusalReason);
