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
 * Before each frame while the page is parsed, the forms whose submit button has arrived since the
 * last one: a look at the document's few forms, where watching the parser's insertions would cost
 * a call for every element of the page.
 */
function updateFormsBeforeEachFrame(): void {
  const updated = new WeakSet<HTMLFormElement>();
  const frame = () => {
    for (const form of document.forms) {
      if (updated.has(form) || !form.querySelector('button[type=submit]')) continue;
      updated.add(form);
      updateForm(form);
    }
    if (document.readyState === 'loading') requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Keeps the forms of a server-rendered page as specified from the first paint: while the page is
 * parsed each form is updated once its submit button has arrived, before the browser paints it (at
 * once when the page is parsed already); afterwards on every edit of a field, and when the browser restores
 * the fields of a page it shows again.
 */
export function watchFormsBeforeHydration(): void {
  if (document.readyState === 'loading') {
    updateFormsBeforeEachFrame();
    document.addEventListener('DOMContentLoaded', updateAll, { once: true });
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
