import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { testPort } from '../harness/ports';
import { fromANetworkOfItsOwn, startBotCheckedSite } from './support/bot-checked-site';
import { runClockUntil, stopClock } from './support/clock';
import { recordDialogs, storedRecords, uniqueId } from './support/forms-data';
import { bringApiBack, takeApiDown } from './support/inquiry-api-down';
import { routes } from './support/site';
import { pageReady } from './support/hydration';

/**
 * The forms with their bot check, against the real server's check and the local Turnstile stand-in
 * (its own site key: real tokens, single use, 300 s): a person on each form reaches the local
 * inquiry API once; the outbox's resend, after an hour of the API down, carries the pass; a token
 * the check refuses asks the person, who passes the widget by keyboard. This spec's `test` is
 * Playwright's own: it types into a page as it shows, before React has taken it over.
 */

const port = testPort(8550);
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startBotCheckedSite>> | undefined;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startBotCheckedSite(port);
});
test.afterAll(async () => site?.stop());
test.beforeEach(async ({ context }) => fromANetworkOfItsOwn(context));

/** How many records the local API stored whose `field` is `value`: what the company receives. */
const storedWith = (field: string, value: string) => storedRecords().filter((record) => record[field] === value).length;

/** What each call to a form's API path carried, in order. */
interface Call {
  url: string;
  token?: string;
  pass?: string;
  trap?: string;
  key?: string;
  answer?: { status: number; pass?: string };
}

function recordCalls(page: Page): Call[] {
  const calls: Call[] = [];
  const byRequest = new Map<Request, Call>();
  page.context().on('request', (request) => {
    if (!/\/api\/Home\//.test(request.url())) return;
    const headers = request.headers();
    const call = {
      url: request.url(),
      token: headers['x-turnstile-token'],
      pass: headers['x-form-pass'],
      trap: headers['x-form-trap'],
      key: headers['idempotency-key'],
    };
    calls.push(call);
    byRequest.set(request, call);
  });
  page.context().on('response', (response) => {
    const call = byRequest.get(response.request());
    if (call) call.answer = { status: response.status(), pass: response.headers()['x-form-pass'] };
  });
  return calls;
}

/**
 * Types as a person does, key by key, at least 4 s over the form (a person takes longer; the
 * server's stamp takes a send sooner than that for a script's).
 */
async function typeAsAPerson(form: Locator, values: readonly (readonly [string, string])[]) {
  const keys = values.reduce((sum, [, value]) => sum + value.length, 0);
  const delay = Math.max(40, Math.ceil(4000 / keys));
  for (const [label, value] of values)
    await form.getByLabel(label, { exact: true }).pressSequentially(value, { delay });
}

const inquiryValues = (title: string) =>
  [
    ['First name', 'Asha'],
    ['Last name', 'Patel'],
    ['E-mail', 'asha.patel@example.com'],
    ['Contact no', '+91 265 235 0101'],
    ['Title', title],
    ['Message', 'We would like a new website.'],
  ] as const;

interface FormCase {
  name: string;
  path: string;
  submit: string;
  success: string;
  /** What the person types, with a unique value the stored record is found by. */
  values: (unique: string) => readonly (readonly [string, string])[];
  choose?: (form: Locator) => Promise<void>;
  found: (unique: string) => [field: string, value: string];
}

const forms: FormCase[] = [
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

for (const form of forms) {
  test(`${form.name}: a person typing as the page shows and sending at once reaches the API exactly once, with a token`, async ({
    page,
  }) => {
    const calls = recordCalls(page);
    const dialogs = recordDialogs(page);
    const unique = uniqueId();
    await page.goto(form.path, { waitUntil: 'commit' });
    const element = page.getByRole('form', { name: form.name });
    await typeAsAPerson(element, form.values(unique));
    await form.choose?.(element);
    await element.getByRole('button', { name: form.submit }).click();

    const [field, value] = form.found(unique);
    await expect.poll(() => storedWith(field, value), { message: 'stored by the local API' }).toBe(1);
    await expect.poll(() => dialogs).toEqual([form.success]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.token).toMatch(/^standin\./);
    expect(calls[0]?.trap).toBe('');
    expect(calls[0]?.answer?.status).toBeLessThan(300);
    await expect(element.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', routes.privacy.path);
    expect(storedWith(field, value)).toBe(1);
  });
}

test('with the API down, the outbox keeps the inquiry and, the API back an hour later, its resend carries the pass and reaches the API once', async ({
  page,
}) => {
  const calls = recordCalls(page);
  const title = `Kept ${uniqueId()}`;
  takeApiDown(title);
  try {
    await stopClock(page);
    await page.goto(routes.contact.path);
    const form = page.getByRole('form', { name: 'Get in touch' });
    await runClockUntil(page, async () => (await form.isVisible()) && (await pageReady(page)), 'the form is there');
    await typeAsAPerson(form, inquiryValues(title));
    await form.getByLabel('Service').selectOption({ label: 'Networking' });
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await runClockUntil(page, async () => calls[0]?.answer !== undefined, 'the first send is answered');
    await expect(form.getByRole('status')).toContainText('It is saved in this browser');

    expect(calls[0]).toMatchObject({ token: expect.stringMatching(/^standin\./), answer: { status: 503 } });
    expect(calls[0]?.pass).toBeUndefined();
    const pass = calls[0]?.answer?.pass;
    expect(pass).toBeTruthy();

    await page.clock.runFor(60 * 60_000);
    expect(storedWith('sProjectName', title)).toBe(0);
    bringApiBack(title);
    await runClockUntil(page, async () => storedWith('sProjectName', title) === 1, 'the resend is stored');
    await expect(form.getByRole('status')).toContainText('has now been sent');

    const resends = calls.slice(1);
    expect(resends.length).toBeGreaterThan(0);
    for (const resend of resends) {
      expect(resend.token).toBeUndefined();
      expect(resend.pass).toBeTruthy();
      expect(resend.key).toBe(calls[0]?.key);
    }
    expect(resends.at(-1)?.answer?.status).toBeLessThan(300);
    await page.clock.runFor(10 * 60_000);
    expect(storedWith('sProjectName', title)).toBe(1);
  } finally {
    bringApiBack(title);
  }
});

test('a token the check refuses keeps what was typed, says why, and the person passes the widget by keyboard: sent once', async ({
  page,
}) => {
  const calls = recordCalls(page);
  const dialogs = recordDialogs(page);
  const title = `Doubted ${uniqueId()}`;
  let forged = false;
  // The check refuses the first send's token, as siteverify would a spent or forged one.
  await page.route('**/api/Home/AddInquiryForRadixWebsite', async (route) => {
    if (forged) return route.fallback();
    forged = true;
    return route.fallback({ headers: { ...route.request().headers(), 'x-turnstile-token': 'forged.token' } });
  });
  await page.goto(routes.contact.path);
  const form = page.getByRole('form', { name: 'Get in touch' });
  await typeAsAPerson(form, inquiryValues(title));
  await form.getByLabel('Service').selectOption({ label: 'Networking' });
  await form.getByRole('button', { name: 'Send inquiry' }).click();

  await expect(form.getByRole('alert')).toContainText('Please confirm you are a person, then send again.');
  for (const [label, value] of inquiryValues(title))
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  expect(calls[0]?.answer?.status).toBe(403);
  expect(storedWith('sProjectName', title)).toBe(0);
  expect(dialogs).toEqual([]);

  await expect(form.getByRole('group', { name: 'Confirm you are a person' })).toBeFocused();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`),
  ).toEqual([]);
  await page.keyboard.press('Tab');
  const checkbox = form.getByRole('checkbox', { name: 'Verify you are human' });
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');

  await expect.poll(() => storedWith('sProjectName', title), { message: 'stored by the local API' }).toBe(1);
  await expect.poll(() => dialogs).toEqual(['Inquiry Send Successfully']);
  expect(calls).toHaveLength(2);
  expect(calls[1]?.token).toMatch(/^standin\./);
  expect(calls[1]?.key).toBe(calls[0]?.key);
  await expect(form.getByLabel('Title')).toHaveValue('');
  expect(storedWith('sProjectName', title)).toBe(1);
});
