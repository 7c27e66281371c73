/**
 * Runs `task` once the browser is idle (`requestIdleCallback`), or after 3 s where it has no idle
 * callbacks: how the page starts work that can wait for everything a visitor sees first.
 */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task);
  else setTimeout(task, 3000);
}
