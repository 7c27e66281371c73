/**
 * Set in `localStorage` while the outbox holds entries, so that a page can tell cheaply, without
 * loading the outbox's code or opening IndexedDB, whether this device has submissions to send.
 */
export const outboxFlagKey = 'radix-outbox';
