import { whenIdle } from '../when-idle';
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
  whenIdle(() => {
    if (outboxHasEntries()) void import('./outbox').then(({ startOutbox }) => startOutbox());
  });
}
