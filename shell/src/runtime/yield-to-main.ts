interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so that the browser can take input and paint in
 * between. A phone counts every task's time beyond 50 ms as blocking, and a low-tier one runs
 * script about twelve times slower than a developer's machine: the page starts in steps of a few
 * milliseconds each rather than in a few long tasks. `scheduler.yield()` goes on ahead of other
 * queued tasks; where the browser lacks it, a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
