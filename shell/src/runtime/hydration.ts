import { partUsedAttribute } from '@radix/site-kit/held-input';

/** The address of the page that arrived rendered, while it is the one shown. */
let hydratingPath: string | undefined;

/** The browser is hydrating a server-rendered page: slots that wait to be seen may keep their server markup. */
export function startHydrating(): void {
  hydratingPath = window.location.pathname;
}

/**
 * The visitor has moved on from the page that arrived rendered: slots rendered from here on have no
 * server markup to keep, and load at once. Not the moment the root commits: a part of the arriving
 * page whose boundary suspended (a remote's lazy content) is still hydrated from its markup later.
 */
export function hydrationDone(): void {
  hydratingPath = undefined;
}

/** Whether what renders now may be the arriving page's server markup: the address is still the page's own. */
export function isHydrating(): boolean {
  return hydratingPath !== undefined && hydratingPath === window.location.pathname;
}

/** How near the viewport a slot's content comes before it is hydrated: its script arrives as the visitor gets there. */
const nearViewport = '200px 0px';
const intents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `onSeen` once, when the server-rendered content inside `frame` comes near the viewport, or
 * when the visitor points at, touches or focuses it (or had focused it already), whichever comes
 * first. Returns the cleanup.
 */
export function watchUntilSeen(frame: HTMLElement, onSeen: () => void, { near = true } = {}): () => void {
  let done = false;
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
    intents.forEach((type) => document.removeEventListener(type, onIntent, true));
  }
  function seen(): void {
    if (done) return;
    done = true;
    cleanup();
    onSeen();
  }
  intents.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  // Used before the page hydrated (the loader marks a part the visitor pointed at, touched or
  // focused, and the focus may still be there): no event will come.
  const usedAlready = frame.hasAttribute(partUsedAttribute) || frame.contains(document.activeElement);
  if ((near && !observer) || usedAlready) seen();
  else observer?.observe(frame.firstElementChild ?? frame);
  return cleanup;
}
