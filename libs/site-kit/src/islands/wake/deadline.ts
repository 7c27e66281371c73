import { msSinceFirstPaint } from '../../paint-timing';

/**
 * `{ ms }`: calls `wake` `ms` milliseconds after the page first painted, at once if that has passed
 * before the page ran its script. Returns the cleanup.
 */
export function wakeAtDeadline(ms: number, wake: () => void): () => void {
  const deadline = window.setTimeout(wake, ms - msSinceFirstPaint());
  return () => window.clearTimeout(deadline);
}
