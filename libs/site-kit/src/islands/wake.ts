import { msSinceFirstPaint } from '../paint-timing';
import { intentEvents, islandAttribute, type Hydrate, type IslandState } from './protocol';

/** How near the viewport a `visible` island comes before it hydrates: its script arrives as the visitor gets there. */
export const nearViewport = '200px 0px';

/**
 * Calls `wake` once, when the island on `element` should hydrate (see `Hydrate`). Returns the cleanup.
 * Intent is watched on the document in the capture phase: React stops the propagation of events
 * inside server HTML it has not hydrated yet.
 */
export function watchIsland(element: HTMLElement, hydrate: Exclude<Hydrate, 'page'>, wake: () => void): () => void {
  let done = false;
  const deadline = typeof hydrate === 'object' ? window.setTimeout(woken, hydrate.ms - msSinceFirstPaint()) : undefined;
  const observer =
    hydrate === 'visible' && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && woken(), {
          rootMargin: nearViewport,
        })
      : undefined;
  const onIntent = (event: Event) => event.target instanceof Node && element.contains(event.target) && woken();
  function cleanup(): void {
    observer?.disconnect();
    window.clearTimeout(deadline);
    intentEvents.forEach((type) => document.removeEventListener(type, onIntent, true));
  }
  function woken(): void {
    if (done) return;
    done = true;
    cleanup();
    wake();
  }
  intentEvents.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  const used =
    element.getAttribute(islandAttribute) === ('used' satisfies IslandState) ||
    element.contains(document.activeElement);
  if (used || (hydrate === 'visible' && !observer)) woken();
  else observer?.observe(element.firstElementChild ?? element);
  return cleanup;
}
