import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import { GetInTouchForm } from '../../features/get-in-touch/components/get-in-touch-form';
import { ProductInquiryForm } from '../../features/product-inquiry/components/product-inquiry-form';
import { SubscribeForm } from '../../features/subscribe/components/subscribe-form';

/** The form's server markup in the page, as a visitor sees it before the script has run. */
function serverRendered(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

function typeBeforeHydration(container: HTMLElement, label: string, value: string): void {
  const labelElement = [...container.querySelectorAll('label')].find((element) => element.textContent === label);
  const field = container.querySelector<HTMLInputElement | HTMLSelectElement>(
    `#${CSS.escape(labelElement?.htmlFor ?? '')}`,
  );
  if (!field) throw new Error(`no field labelled ${label}`);
  field.value = value;
}

afterEach(() => document.body.replaceChildren());

it('keeps the e-mail address typed into the subscribe form before it was hydrated, and lets it be sent', async () => {
  const ui = <SubscribeForm apiBaseUrl="/api/" />;
  const container = serverRendered(ui);
  typeBeforeHydration(container, 'Your e-mail address', 'name@example.com');
  render(ui, { container, hydrate: true });
  expect(screen.getByLabelText('Your e-mail address')).toHaveValue('name@example.com');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
});

it('keeps every field typed and the service chosen in the Get in touch form before it was hydrated', async () => {
  const ui = <GetInTouchForm apiBaseUrl="/api/" />;
  const container = serverRendered(ui);
  const typed: Record<string, string> = {
    'First name': 'Asha',
    'Last name': 'Patel',
    'E-mail': 'asha@example.com',
    'Contact no': '+91 265 123 4567',
    Title: 'New website',
    Service: '2',
    Message: 'We would like a new website.',
  };
  for (const [label, value] of Object.entries(typed)) typeBeforeHydration(container, label, value);
  render(ui, { container, hydrate: true });
  for (const [label, value] of Object.entries(typed)) expect(screen.getByLabelText(label)).toHaveValue(value);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeEnabled());
});

it("shows a product page's product chosen in the server markup, and keeps another chosen before hydration", async () => {
  const ui = <ProductInquiryForm apiBaseUrl="/api/" defaultProduct={5} />;
  const container = serverRendered(ui);
  expect(screen.getByLabelText('Product')).toHaveValue('5');
  typeBeforeHydration(container, 'Product', '2');
  render(ui, { container, hydrate: true });
  await waitFor(() => expect(screen.getByRole('form', { name: 'Product inquiry' })).toHaveAttribute('novalidate'));
  expect(screen.getByLabelText('Product')).toHaveValue('2');
});

it("leaves the submit button enabled and the browser's checks on in the server markup, for a page without script, and turns them off once hydrated", async () => {
  const ui = <SubscribeForm apiBaseUrl="/api/" />;
  const container = serverRendered(ui);
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(screen.getByRole('form', { name: 'Subscribe' })).not.toHaveAttribute('novalidate');
  expect(screen.getByLabelText('Your e-mail address')).toBeRequired();
  render(ui, { container, hydrate: true });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled());
  expect(screen.getByRole('form', { name: 'Subscribe' })).toHaveAttribute('novalidate');
});

it.each([
  ['Subscribe', <SubscribeForm key="subscribe" apiBaseUrl="/api/" />],
  ['Get in touch', <GetInTouchForm key="get-in-touch" apiBaseUrl="/api/" />],
])(
  'sends the %s form by POST when no script runs, so what was typed never goes into an address, a log or the history',
  (_name, ui) => {
    const container = serverRendered(ui);
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
  },
);
