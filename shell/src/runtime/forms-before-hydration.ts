import { isHydrated } from '@radix/site-kit/islands/protocol';

/** A required text field as the form checks it: the browser's rules (`type`, `pattern`) on a value that is not blank. */
const fieldValid = (field: HTMLInputElement | HTMLTextAreaElement) => field.validity.valid && field.value.trim() !== '';

/**
 * Until React has hydrated a form, its submit button is disabled while a required text field breaks
 * the form's rules, as it is once hydrated. The form's own checks then answer a submission, so the
 * browser's (which the server's markup keeps for a page without script) are turned off. The select
 * is left out: the form answers an empty one with an alert.
 */
function updateForm(form: HTMLFormElement): void {
  if (isHydrated(form)) return;
  form.noValidate = true;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!submit) return;
  const fields = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[required], textarea[required]');
  submit.disabled = ![...fields].every(fieldValid);
}

const updateAll = () => [...document.forms].forEach(updateForm);

/**
 * The forms whose submit button the parser (or a script) has just added. The parser adds one
 * element at a time, so a look at each added element is enough, and costs next to nothing for the
 * rest of the page; an element added with children (a script's markup) is searched.
 */
function formsWithNewSubmit(records: MutationRecord[]): Set<HTMLFormElement> {
  const forms = new Set<HTMLFormElement>();
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof HTMLButtonElement) {
        if (node.type === 'submit' && node.form) forms.add(node.form);
      } else if (node instanceof Element && node.firstElementChild) {
        for (const submit of node.querySelectorAll<HTMLButtonElement>('button[type=submit]')) {
          if (submit.form) forms.add(submit.form);
        }
      }
    }
  }
  return forms;
}

/**
 * Keeps the forms of a server-rendered page as specified from the first paint: while the page is
 * parsed each form is updated as its submit button arrives, before the browser paints it (at once when
 * the page is parsed already); afterwards on every edit of a field, and when the browser restores
 * the fields of a page it shows again.
 */
export function watchFormsBeforeHydration(): void {
  if (document.readyState === 'loading') {
    const parsing = new MutationObserver((records) => formsWithNewSubmit(records).forEach(updateForm));
    parsing.observe(document, { childList: true, subtree: true });
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        parsing.disconnect();
        updateAll();
      },
      { once: true },
    );
  } else {
    updateAll();
  }
  window.addEventListener('pageshow', updateAll);
  for (const type of ['input', 'change']) {
    document.addEventListener(
      type,
      (event) => {
        const { form } = event.target as Partial<HTMLInputElement>;
        if (form) updateForm(form);
      },
      true,
    );
  }
}
