/**
 * Input a visitor gives a server-rendered page before the control they act on is hydrated is held
 * by the page's loader (the shell's after-paint.ts) and replayed once React has taken that control
 * over. Shared by the loader, the forms and the browser tests; this module imports nothing, so that
 * the loader stays small. It is part of the versioned contract between the shell and the remotes
 * (`contract-version.ts`): a remote built against another version of it is refused by the deploy.
 */

/** Tabs, whose arrow keys move to another tab: the page's scripts do it. */
export const tabSelector = '[role=tab]';

/**
 * The keys that move between tabs (react-bootstrap's tabs handle the arrows; Home and End keep
 * their native job of scrolling the page, so they are not held).
 */
export const tabKeys: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
]);

/**
 * Controls whose click needs the page's scripts: script buttons, tabs and Bootstrap's carousel
 * arrows. Left out: links and popover toggles, which work without script, and submit buttons, whose
 * click becomes a submit event, which is held instead.
 */
export const scriptedControls = `button:not([type=submit]):not([popovertarget]),[role=button],${tabSelector}`;

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
 * Parts of a page that React hydrates on their own, after the page as a whole: a form, and content
 * that hydrates when the visitor comes near it. React gives an element its props while it is still
 * rendering the element's part, before that part is committed, and a click replayed in between can
 * be lost; so each part carries `partReadyAttribute` once React has committed it. A form's fields
 * register with the form's state only then, and a submission replayed earlier would find them empty.
 * Forms are parts by their element; any other part carries this attribute.
 */
export const partAttribute = 'data-hydrates-alone';

/** The parts: forms, and the elements that carry `partAttribute`. */
export const partSelector = `form,[${partAttribute}]`;

/**
 * Attribute the page's loader gives a part of `partAttribute` the visitor has reached for (the
 * shell's `intentEvents`) before the page was hydrated: a part that hydrates when used then knows it was.
 */
export const partUsedAttribute = 'data-used';

/** Attribute a part of the page carries once React has committed it. */
export const partReadyAttribute = 'data-hydrated';

/** The attributes for a part's element: present once the part is committed. */
export function partReadyMark(hydrated: boolean): Record<string, string> {
  return hydrated ? { [partReadyAttribute]: '' } : {};
}

/** The attributes of a part that is not a form: that it is one, and whether it is committed yet. */
export function partMarks(committed: boolean): Record<string, string> {
  return { [partAttribute]: '', ...partReadyMark(committed) };
}

/** React has taken the element over: the page is hydrated, and so is every part the element belongs to. */
export function isHydrated(element: Element): boolean {
  if (!isPageHydrated() || !Object.keys(element).some((key) => key.startsWith(reactPropsPrefix))) return false;
  for (let part = element.closest(partSelector); part; part = part.parentElement?.closest(partSelector) ?? null) {
    if (!part.hasAttribute(partReadyAttribute)) return false;
  }
  return true;
}
