import { intentEvents, islandAttribute, type IslandState } from '../protocol';

/** Whether the visitor reached for the island before its script ran: the loader marked it, or focus is inside. */
export const usedAlready = (element: HTMLElement): boolean =>
  element.getAttribute(islandAttribute) === ('used' satisfies IslandState) || element.contains(document.activeElement);

/**
 * Every mode's wake-up by use: calls `wake` when the visitor points at, touches or focuses something
 * inside `element`. Intent is watched on the document in the capture phase: React stops the
 * propagation of events inside server HTML it has not hydrated yet. Returns the cleanup.
 */
export function wakeOnUse(element: HTMLElement, wake: () => void): () => void {
  const onIntent = (event: Event) => event.target instanceof Node && element.contains(event.target) && wake();
  intentEvents.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  return () => intentEvents.forEach((type) => document.removeEventListener(type, onIntent, true));
}
