import { outboxFlagKey } from './flag';

function outboxHasEntries(): boolean {
  try {
    return window.localStorage.getItem(outboxFlagKey) !== null;
  } catch {
    return false;
  }
}

/**
 * Once the page is idle, loads the outbox's code and sends what it holds, only when the device holds
 * entries: a visitor with an empty outbox loads nothing.
 */
export function resumeOutboxWhenIdle(): void {
  const check = () => {
    if (outboxHasEntries()) void import('./outbox').then(({ startOutbox }) => startOutbox());
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(check);
  else setTimeout(check, 3000);
}
