import { pageReadyAttribute } from '../protocol';

/**
 * What React itself says: it keeps an element's props on the element, under a key starting with
 * `__reactProps$`, from the moment it has hydrated or rendered it. Private to React and read by
 * tests only, as the judge of the marks the site reads (`isHydrated`).
 */
export function reactOwns(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** What the shell does once the page's root has committed. */
export function markPageReady(): void {
  document.documentElement.setAttribute(pageReadyAttribute, '');
}
