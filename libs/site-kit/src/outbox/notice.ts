import { mailtoHref, company } from '../company';
import { dismissLabel, givenBackOnPage, sendAgain, type DeliveryNotice } from './content';
import type { Typed } from './request';

let region: HTMLElement | undefined;

/** A polite live region at the foot of the window, created empty so that what is added to it is announced. */
function noticeRegion(): HTMLElement {
  if (region?.isConnected) return region;
  const element = document.createElement('div');
  element.setAttribute('role', 'status');
  element.className = 'outbox-notice';
  Object.assign(element.style, {
    position: 'fixed',
    insetInline: '1rem',
    bottom: '1rem',
    zIndex: '1080',
    maxWidth: '30rem',
    maxHeight: '80vh',
    overflowY: 'auto',
    marginInline: 'auto',
    padding: '0.75rem 1rem',
    background: '#fff',
    color: '#1b2333',
    border: '1px solid #c3cad6',
    borderRadius: '0.5rem',
    boxShadow: '0 0.5rem 1.5rem rgba(0, 0, 0, 0.15)',
  });
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'btn btn-sm btn-outline-secondary';
  dismiss.textContent = dismissLabel;
  // The page's loader holds clicks on buttons React does not own until React hydrates them, which it
  // never does here: this listener runs before the loader's, on the window in the capture phase.
  const listening = new AbortController();
  window.addEventListener(
    'click',
    (event) => {
      if (event.target !== dismiss) return;
      element.remove();
      listening.abort();
    },
    { capture: true, signal: listening.signal },
  );
  element.append(dismiss);
  document.body.append(element);
  region = element;
  return element;
}

function emailLink(): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = mailtoHref(null);
  link.textContent = company.email;
  return link;
}

/** What the visitor typed, label by label, to copy from. */
function typedList({ shown }: Typed): HTMLDListElement {
  const list = document.createElement('dl');
  list.style.margin = '0 0 0.5rem';
  for (const [label, text] of shown) {
    const term = document.createElement('dt');
    term.textContent = label;
    const value = document.createElement('dd');
    value.textContent = text;
    Object.assign(value.style, { margin: '0 0 0.25rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
    list.append(term, value);
  }
  return list;
}

/**
 * Shows a notice any page can show, about a submission this device kept: the visitor may be on another
 * page by then. One that was not delivered gives back what was typed, when the entry holds it.
 */
export function showNotice({ text, email, givesBack }: DeliveryNotice, typed?: Typed): void {
  const container = noticeRegion();
  const item = document.createElement('div');
  const line = document.createElement('p');
  line.style.margin = '0 0 0.5rem';
  line.append(text);
  const back = givesBack ? typed : undefined;
  if (email) line.append(' ', back ? givenBackOnPage : sendAgain, ' ', emailLink(), back ? ':' : '.');
  item.append(line);
  if (back) item.append(typedList(back));
  // The region is in the page before its first line arrives, so screen readers announce the line.
  setTimeout(() => container.insertBefore(item, container.lastElementChild), 100);
}
