import type { Hydrate } from '../protocol';
import { wakeAtDeadline } from './deadline';
import { usedAlready, wakeOnUse } from './used';
import { wakeWhenVisible } from './visible';

export { nearViewport } from './visible';

/**
 * Calls `wake` once, when the island on `element` should hydrate (see `Hydrate`): when the visitor
 * uses it, whatever its mode, or else as its mode says, each in a file of its own. Returns the cleanup.
 */
export function watchIsland(element: HTMLElement, hydrate: Exclude<Hydrate, 'page'>, wake: () => void): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const cleanup = () => cleanups.forEach((stop) => stop());
  const woken = () => {
    if (done) return;
    done = true;
    cleanup();
    wake();
  };
  if (usedAlready(element)) {
    woken();
    return cleanup;
  }
  cleanups.push(wakeOnUse(element, woken));
  if (hydrate === 'visible') cleanups.push(wakeWhenVisible(element, woken));
  else if (typeof hydrate === 'object') cleanups.push(wakeAtDeadline(hydrate.ms, woken));
  return cleanup;
}
