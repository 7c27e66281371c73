let hydrating = false;

/** The browser is hydrating a server-rendered page: slots that wait to be seen may keep their server markup. */
export function startHydrating(): void {
  hydrating = true;
}

/** The page is React's now: slots rendered from here on (after a navigation) load at once. */
export function hydrationDone(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}

/** How near the viewport a slot's content comes before it is hydrated: its script arrives as the visitor gets there. */
const nearViewport = '200px 0px';
const intents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `onSeen` once, when the server-rendered content inside `frame` comes near the viewport, or
 * when the visitor points at, touches or focuses it (or had focused it already), whichever comes
 * first. Returns the cleanup.
 */
export function watchUntilSeen(frame: HTMLElement, onSeen: () => void): () => void {
  let done = false;
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && seen(), {
          rootMargin: nearViewport,
        })
      : undefined;
  function cleanup(): void {
    observer?.disconnect();
    intents.forEach((type) => frame.removeEventListener(type, seen));
  }
  function seen(): void {
    if (done) return;
    done = true;
    cleanup();
    onSeen();
  }
  intents.forEach((type) => frame.addEventListener(type, seen, { passive: true }));
  // Focused before the page hydrated (a keyboard visitor got there first): no focusin will come.
  if (!observer || frame.contains(document.activeElement)) seen();
  else observer.observe(frame.firstElementChild ?? frame);
  return cleanup;
}
