import { partUsedAttribute } from '@radix/site-kit/held-input';
import { msSinceFirstPaint } from '@radix/site-kit/paint-timing';
import { intentEvents } from './intent-events';

/** How near the viewport a slot's content comes before it is hydrated: its script arrives as the visitor gets there. */
const nearViewport = '200px 0px';

export interface WatchOptions {
  /** Whether coming near the viewport counts; otherwise only the visitor's reaching for it does. */
  near?: boolean;
  /** At the latest this many milliseconds after the page first painted, `onSeen` is called anyway. */
  byMs?: number;
}

/**
 * Calls `onSeen` once, when the server-rendered content inside `frame` comes near the viewport, or
 * when the visitor points at, touches or focuses it (or had focused it already), or when `byMs`
 * has come, whichever comes first. Returns the cleanup.
 */
export function watchUntilSeen(
  frame: HTMLElement,
  onSeen: () => void,
  { near = true, byMs }: WatchOptions = {},
): () => void {
  let done = false;
  const deadline = byMs === undefined ? undefined : window.setTimeout(seen, byMs - msSinceFirstPaint());
  const observer =
    near && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && seen(), {
          rootMargin: nearViewport,
        })
      : undefined;
  // On the document, in the capture phase: React stops the propagation of pointerover and focusin
  // inside server markup it has not hydrated yet, before they could reach the frame.
  const onIntent = (event: Event) => event.target instanceof Node && frame.contains(event.target) && seen();
  function cleanup(): void {
    observer?.disconnect();
    window.clearTimeout(deadline);
    intentEvents.forEach((type) => document.removeEventListener(type, onIntent, true));
  }
  function seen(): void {
    if (done) return;
    done = true;
    cleanup();
    onSeen();
  }
  intentEvents.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  // Used before the page hydrated (the loader marks a part the visitor pointed at, touched or
  // focused, and the focus may still be there): no event will come.
  const usedAlready = frame.hasAttribute(partUsedAttribute) || frame.contains(document.activeElement);
  if ((near && !observer) || usedAlready) seen();
  else observer?.observe(frame.firstElementChild ?? frame);
  return cleanup;
}
