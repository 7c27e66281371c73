/** How near the viewport a `visible` island comes before it hydrates: its script arrives as the visitor gets there. */
export const nearViewport = '200px 0px';

/**
 * `visible`: calls `wake` when any part of the island comes near the viewport. The island's element
 * is a `display: contents` wrapper, which has no box of its own, so each of its children is observed.
 * Without IntersectionObserver it wakes at once. Returns the cleanup.
 */
export function wakeWhenVisible(element: HTMLElement, wake: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    wake();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
    rootMargin: nearViewport,
  });
  const boxes = element.children.length ? [...element.children] : [element];
  boxes.forEach((box) => observer.observe(box));
  return () => observer.disconnect();
}
