import type { Locator } from '@playwright/test';
import { routes } from '@radix/site-kit/routes';

/**
 * Types as a person does, key by key, at least 4 s over the form (a person takes longer; the
 * server's stamp takes a send sooner than that for a script's).
 */
export async function typeAsAPerson(form: Locator, values: readonly (readonly [string, string])[]) {
  const keys = values.reduce((sum, [, value]) => sum + value.length, 0);
  const delay = Math.max(40, Math.ceil(4000 / keys));
  for (const [label, value] of values)
    await form.getByLabel(label, { exact: true }).pressSequentially(value, { delay });
}

export const inquiryValues = (title: string) =>
  [
    ['First name', 'Asha'],
    ['Last name', 'Patel'],
    ['E-mail', 'asha.patel@example.com'],
    ['Contact no', '+91 265 235 0101'],
    ['Title', title],
    ['Message', 'We would like a new website.'],
  ] as const;

/**
 * One of the site's three forms as a person fills it: what they type (with a value of their own that
 * the stored record is found by), the choice they make, the button they press and the alert that follows.
 */
export interface FormCase {
  name: string;
  path: string;
  submit: string;
  success: string;
  /** What the person types, with a unique value the stored record is found by. */
  values: (unique: string) => readonly (readonly [string, string])[];
  choose?: (form: Locator) => Promise<void>;
  found: (unique: string) => [field: string, value: string];
}

export const forms: FormCase[] = [
  {
    name: 'Get in touch',
    path: routes.contact.path,
    submit: 'Send inquiry',
    success: 'Inquiry Send Successfully',
    values: inquiryValues,
    choose: (form) =>
      form
        .getByLabel('Service')
        .selectOption({ label: 'Networking' })
        .then(() => undefined),
    found: (unique) => ['sProjectName', unique],
  },
  {
    name: 'Product inquiry',
    path: routes.schoolErp.path,
    submit: 'Send inquiry',
    success: 'Inquiry Send Successfully.',
    values: (unique) => [
      ['Full name', `Liam ${unique}`],
      ['E-mail', 'liam@school.au'],
      ['Phone', '+61 7 3000 4567'],
      ['Message', 'A demonstration, please.'],
    ],
    found: (unique) => ['sFirstName', `Liam ${unique}`],
  },
  {
    name: 'Subscribe',
    path: routes.home.path,
    submit: 'Subscribe',
    success: 'Subscribe Send Successfully.',
    values: (unique) => [['Your e-mail address', `reader.${unique}@example.com`]],
    found: (unique) => ['sEmail', `reader.${unique}@example.com`],
  },
];
