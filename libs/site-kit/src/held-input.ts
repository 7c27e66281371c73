/**
 * Input a visitor gives a server-rendered page before the control they act on is hydrated is held
 * by the page's loader (the shell's after-paint.ts) and replayed once React has taken that control
 * over. Shared by the loader, the forms and the browser tests; this module imports nothing, so that
 * the loader stays small.
 */

/**
 * Controls whose click needs the page's scripts: script buttons, tabs and Bootstrap's carousel
 * arrows. Left out: links and popover toggles, which work without script, and submit buttons, whose
 * click becomes a submit event, which is held instead.
 */
export const scriptedControls = 'button:not([type=submit]):not([popovertarget]),[role=button],[role=tab]';

/**
 * React keeps each element's props on the element, under a key with this prefix, from the moment it
 * has hydrated (or rendered) it: before that the element is the server's markup alone, and React
 * would drop an event on it whose part is still waiting for its code (a lazily loaded body, a part
 * that hydrates when seen). React offers no public way to ask; the browser tests fail if this ever
 * stops holding.
 */
export const reactPropsPrefix = '__reactProps$';

/** Attribute of `<html>` the shell sets to `true` once the page as a whole is hydrated. */
export const pageReadyAttribute = 'data-ready';

/** The page as a whole has been hydrated. */
export function isPageHydrated(): boolean {
  return document.documentElement.getAttribute(pageReadyAttribute) === 'true';
}

/**
 * Attribute a form carries once React has committed it: its fields register with the form's state
 * only then, and a submission replayed earlier would find them empty.
 */
export const formReadyAttribute = 'data-hydrated';

/** The attribute for a form's element: present once the form is hydrated. */
export function formReadyMark(hydrated: boolean): Record<string, string> {
  return hydrated ? { [formReadyAttribute]: '' } : {};
}

/** React has taken the element over: the page is hydrated and so is the part the element belongs to. */
export function isHydrated(element: Element): boolean {
  if (!isPageHydrated() || !Object.keys(element).some((key) => key.startsWith(reactPropsPrefix))) return false;
  return !(element instanceof HTMLFormElement) || element.hasAttribute(formReadyAttribute);
}
