/** How near the viewport a `visible` island comes before it hydrates: its script arrives as the visitor gets there. */
export const nearViewport = '200px 0px';

/**
 * The elements that lay out `element`'s content: its children, and in place of a child that is a
 * `display: contents` wrapper of its own (an island's or a static part's element), that child's.
 */
function boxesOf(element: Element): Element[] {
  return [...element.children].flatMap((child) =>
    child instanceof HTMLElement && child.style.display === 'contents' ? boxesOf(child) : [child],
  );
}

/**
 * `visible`: calls `wake` when any part of the island comes near the viewport. The island's element
 * is a `display: contents` wrapper, which has no box of its own, so what lays out its content is
 * observed, however deep in such wrappers. Without IntersectionObserver it wakes at once. Returns the
 * cleanup.
 */
export function wakeWhenVisible(element: HTMLElement, wake: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    wake();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
    rootMargin: nearViewport,
  });
  const boxes = boxesOf(element);
  (boxes.length ? boxes : [element]).forEach((box) => observer.observe(box));
  return () => observer.disconnect();
}
