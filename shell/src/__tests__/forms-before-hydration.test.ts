import { islandAttribute, pageReadyAttribute } from '@radix/site-kit/islands/protocol';
import { watchFormsBeforeHydration } from '../runtime/forms-before-hydration';

const formHtml = `<form method="post">
    <input aria-label="Name" required pattern="\\s*\\S.*">
    <input aria-label="E-mail" type="email" required>
    <textarea aria-label="Message" required></textarea>
    <select aria-label="Service" required><option value="">Please Select Service</option><option value="1">Web</option></select>
    <button type="submit">Send inquiry</button>
  </form>`;

const field = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
const button = () => document.querySelector('button') as HTMLButtonElement;
const edit = (label: string, value: string) => {
  field(label).value = value;
  field(label).dispatchEvent(new Event('input', { bubbles: true }));
};
/** The browser runs animation-frame callbacks before it paints. */
const beforeNextPaint = () => new Promise((resolve) => requestAnimationFrame(resolve));

// The loader runs first in the head, while the page is still being parsed.
let readyState: DocumentReadyState = 'loading';
beforeAll(() => {
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  watchFormsBeforeHydration();
});
afterAll(() => {
  readyState = 'interactive';
  document.dispatchEvent(new Event('DOMContentLoaded'));
});
afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(pageReadyAttribute);
});

it('disables the submit button of a form as it is parsed, before the browser paints it, and turns the browser checks off', async () => {
  document.body.innerHTML = formHtml;
  await beforeNextPaint();
  expect(button().disabled).toBe(true);
  expect((document.querySelector('form') as HTMLFormElement).noValidate).toBe(true);
});

it('disables the submit button of a form that arrives later in the page, before its first paint', async () => {
  document.body.innerHTML = formHtml;
  await beforeNextPaint();
  document.body.insertAdjacentHTML('beforeend', formHtml.replace('Send inquiry', 'Subscribe'));
  await beforeNextPaint();
  expect([...document.querySelectorAll('button')].map((submit) => submit.disabled)).toEqual([true, true]);
});

it('enables it once every required text field meets its rule, the select left to the form', async () => {
  document.body.innerHTML = formHtml;
  await beforeNextPaint();
  edit('Name', 'Asha');
  edit('E-mail', 'not an address');
  edit('Message', 'Hello');
  expect(button().disabled).toBe(true);
  edit('E-mail', 'asha@example.com');
  expect(button().disabled).toBe(false);
  edit('Message', '   ');
  expect(button().disabled).toBe(true);
});

it('leaves a hydrated form to React', async () => {
  document.body.innerHTML = formHtml;
  await beforeNextPaint();
  document.documentElement.setAttribute(pageReadyAttribute, '');
  button().disabled = false;
  edit('Name', '');
  expect(button().disabled).toBe(false);
});

it('goes on keeping a form whose island still waits once the page is ready', async () => {
  document.body.innerHTML = `<div ${islandAttribute}="waiting">${formHtml}</div>`;
  await beforeNextPaint();
  document.documentElement.setAttribute(pageReadyAttribute, '');
  edit('Name', 'Asha');
  edit('E-mail', 'asha@example.com');
  edit('Message', 'Hello');
  expect(button().disabled).toBe(false);
  edit('Name', '');
  expect(button().disabled).toBe(true);
});
