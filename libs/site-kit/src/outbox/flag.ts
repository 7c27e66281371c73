/**
 * Set in `localStorage` while the outbox holds entries, so that a page can tell cheaply, without
 * loading the outbox's code or opening IndexedDB, whether this device has submissions to send.
 */
export const outboxFlagKey = 'radix-outbox';

/**
 * The prefix of a `localStorage` key holding a submission, written there in the task of the visitor's
 * Send and removed once it is in IndexedDB, whose write a tab closed at that moment can lose: the next
 * page's outbox moves it there.
 */
export const stashPrefix = 'radix-outbox:';
