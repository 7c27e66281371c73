import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openWithStoppedClock } from './support/clock';
import { recordDialogs, storedRecords, uniqueId, type Stored } from './support/forms-data';
import { routes, company } from './support/site';
import { refuseIndexedDb } from './support/storage';
import { getInTouchValues, productInquiryValues, subscribeValues, type Typed } from './support/form-values';

/** The one record the local API stored whose `key` field has `value`, without its received time. */
async function storedWith(key: string, value: string): Promise<Stored> {
  let found: Stored | undefined;
  await expect.poll(() => (found = storedRecords().find((record) => record[key] === value))).toBeDefined();
  const { receivedAt, ...rest } = found as Stored;
  expect(Number.isNaN(Date.parse(String(receivedAt)))).toBe(false);
  return rest;
}

/** Opens a page with a controllable clock, stopped once the form is there, so delays are exact. */
async function openPaused(page: Page, path: string, formName: string) {
  const form = page.getByRole('form', { name: formName });
  await openWithStoppedClock(page, path, form);
  return form;
}

/** What a visitor types into the Get in touch form; a service left out is left unselected. */
interface GetInTouchValues {
  firstName: string;
  email: string;
  phone: string;
  title: string;
  service?: string;
  message: string;
}

async function fillGetInTouch(form: Locator, values: GetInTouchValues) {
  await form.getByLabel('First name').fill(values.firstName);
  await form.getByLabel('Last name').fill('Patel');
  await form.getByLabel('E-mail').fill(values.email);
  await form.getByLabel('Contact no').fill(values.phone);
  await form.getByLabel('Title').fill(values.title);
  if (values.service) await form.getByLabel('Service').selectOption({ label: values.service });
  await form.getByLabel('Message').fill(values.message);
  await form.getByRole('button', { name: 'Send inquiry' }).click();
}

test.describe('Get in touch', () => {
  test('lands in the API data file with the exact fields, resets, and alerts 3 s later', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const title = `Website ${uniqueId()}`;
    const form = await openPaused(page, routes.contact.path, 'Get in touch');
    await fillGetInTouch(form, {
      firstName: ' Asha ',
      email: 'asha.patel@example.com',
      phone: '+91 (265) 235-0101',
      title: title,
      service: 'Networking',
      message: 'Please call me about a new website.',
    });

    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(form.getByRole('status')).toBeEmpty();
    expect(await storedWith('sProjectName', title)).toStrictEqual({
      kind: 'inquiry',
      sFirstName: 'Asha',
      sLastName: 'Patel',
      sEmail: 'asha.patel@example.com',
      sContactNo: '+91 (265) 235-0101',
      sProjectName: title,
      nServiceId: 9,
      sDescription: 'Please call me about a new website.',
    });
    await page.clock.runFor(2999);
    expect(dialogs).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => dialogs).toEqual(['Inquiry Send Successfully']);
  });

  test('in a window that refuses IndexedDB, a submission whose answer was lost is stored once when the visitor sends it again', async ({
    page,
  }) => {
    await refuseIndexedDb(page);
    const dialogs = recordDialogs(page);
    const title = `Lost reply ${uniqueId()}`;
    const keys: string[] = [];
    const form = await openPaused(page, routes.contact.path, 'Get in touch');
    await page.route(inquiryCall, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.fetch();
      await route.abort('connectionreset');
    });
    await fillGetInTouch(form, {
      firstName: 'Asha',
      email: 'asha@company.com.au',
      phone: '+61 7 3000 4567',
      title: title,
      service: 'Networking',
      message: 'Please call me.',
    });
    await expect(form.getByRole('alert')).toContainText('could not be sent');
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await storedWith('sProjectName', title);

    await page.unroute('**/api/Home/AddInquiryForRadixWebsite');
    const retry = page.waitForRequest('**/api/Home/AddInquiryForRadixWebsite');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    keys.push((await retry).headers()['idempotency-key'] ?? '');
    await expect(form.getByLabel('Title')).toHaveValue('');
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(storedRecords().filter((record) => record.sProjectName === title)).toHaveLength(1);
    await page.clock.runFor(3000);
    await expect.poll(() => dialogs).toEqual(['Inquiry Send Successfully']);
  });

  test('without a service it alerts and sends nothing', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Home/')) requests.push(request.url());
    });
    await page.goto(routes.contact.path);
    const form = page.getByRole('form', { name: 'Get in touch' });
    await fillGetInTouch(form, {
      firstName: 'Asha',
      email: 'asha@example.com',
      phone: '0265 2350101',
      title: 'No service',
      message: 'Hello',
    });
    await expect.poll(() => dialogs).toEqual(['Please Select Service']);
    expect(requests).toEqual([]);
  });

  const inquiryCall = '**/api/Home/AddInquiryForRadixWebsite';
  const failures: [string, (page: Page) => Promise<unknown>, number][] = [
    ['a 500 answer', (page) => page.route(inquiryCall, (route) => route.fulfill({ status: 500, body: '{}' })), 0],
    ['an aborted request', (page) => page.route(inquiryCall, (route) => route.abort('failed')), 0],
    ['no answer for 15 s', (page) => page.route(inquiryCall, () => undefined), 15_000],
  ];

  for (const [name, intercept, wait] of failures) {
    test(`in a window that refuses IndexedDB, after ${name} it names the company e-mail and keeps the values`, async ({
      page,
    }) => {
      await refuseIndexedDb(page);
      const dialogs = recordDialogs(page);
      await intercept(page);
      const form = await openPaused(page, routes.contact.path, 'Get in touch');
      const sent = page.waitForRequest(inquiryCall);
      await fillGetInTouch(form, {
        firstName: 'Asha',
        email: 'asha@example.com',
        phone: '+61 7 3000 4567',
        title: 'Kept title',
        service: 'SEO',
        message: 'Kept message',
      });
      // The send's timer starts as the request leaves, once the outbox has loaded and found no
      // storage: page time run before that would pass unseen by it.
      await sent;
      if (wait) {
        await expect(form.getByRole('status')).toHaveText('Please Wait...');
        await page.clock.runFor(wait - 1);
        await expect(form.getByRole('status')).toHaveText('Please Wait...');
        await page.clock.runFor(1);
      }

      const failure = form.getByRole('alert');
      await expect(failure).toContainText('Sorry, your inquiry could not be sent just now.');
      await expect(failure.getByRole('link', { name: company.email })).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      );
      await expect(form.getByRole('status')).toBeEmpty();
      await expect(form.getByLabel('Title')).toHaveValue('Kept title');
      await expect(form.getByLabel('Message')).toHaveValue('Kept message');
      await expect(form.getByLabel('Service')).toHaveValue('4');
      await expect(form.getByRole('button', { name: 'Send inquiry' })).toBeEnabled();
      await page.clock.runFor(5000);
      expect(dialogs).toEqual([]);
    });
  }
});

test.describe('Product inquiry', () => {
  test('lands in the API data file with the exact fields and alerts 2 s later', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const message = `A demo please ${uniqueId()}`;
    const form = await openPaused(page, routes.productInquiry.path, 'Product inquiry');
    await expect(form.getByLabel('Product')).toHaveValue('');
    await form.getByLabel('Full name').fill('Liam Brown');
    await form.getByLabel('E-mail').fill('liam@school.au');
    await form.getByLabel('Phone').fill('+61 7 3000 4567');
    await form.getByLabel('Product').selectOption({ label: 'Timesheet Management' });
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send inquiry' }).click();

    await expect(form.getByLabel('Message')).toHaveValue('');
    expect(await storedWith('sDescription', message)).toStrictEqual({
      kind: 'productInquiry',
      sFirstName: 'Liam Brown',
      sEmail: 'liam@school.au',
      sContactNo: '+61 7 3000 4567',
      nServiceId: 2,
      sDescription: message,
    });
    await page.clock.runFor(1999);
    expect(dialogs).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => dialogs).toEqual(['Inquiry Send Successfully.']);
  });

  test('a product page preselects its product', async ({ page }) => {
    await page.goto(routes.appraisal.path);
    await expect(page.getByRole('form', { name: 'Product inquiry' }).getByLabel('Product')).toHaveValue('5');
  });

  test('in a window that refuses IndexedDB, after a 500 answer it keeps the values and sends no success alert', async ({
    page,
  }) => {
    await refuseIndexedDb(page);
    const dialogs = recordDialogs(page);
    await page.route('**/api/Home/AddInquiryForProductRadixWebsite', (route) => route.fulfill({ status: 500 }));
    const form = await openPaused(page, routes.productInquiry.path, 'Product inquiry');
    await form.getByLabel('Full name').fill('Liam Brown');
    await form.getByLabel('E-mail').fill('liam@school.au');
    await form.getByLabel('Phone').fill('+61 7 3000 4567');
    await form.getByLabel('Product').selectOption({ label: 'Leave Management' });
    await form.getByLabel('Message').fill('Kept');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(form.getByRole('alert')).toContainText(company.email);
    await expect(form.getByLabel('Full name')).toHaveValue('Liam Brown');
    await page.clock.runFor(5000);
    expect(dialogs).toEqual([]);
  });
});

test.describe('Subscribe', () => {
  test('lands in the API data file and alerts 3 s later', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const email = `e2e.${uniqueId()}@example.com`;
    const form = await openPaused(page, routes.home.path, 'Subscribe');
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('textbox')).toHaveValue('');
    expect(await storedWith('sEmail', email)).toStrictEqual({ kind: 'subscription', sEmail: email });
    await page.clock.runFor(2999);
    expect(dialogs).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => dialogs).toEqual(['Subscribe Send Successfully.']);
  });

  test('in a window that refuses IndexedDB, after an aborted request it keeps the e-mail', async ({ page }) => {
    await refuseIndexedDb(page);
    const dialogs = recordDialogs(page);
    await page.route('**/api/Home/AddSubscribeForRadixWebsite/**', (route) => route.abort('failed'));
    const form = await openPaused(page, routes.home.path, 'Subscribe');
    await form.getByRole('textbox').fill('kept@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toContainText('Sorry, we could not add your subscription just now.');
    await expect(form.getByRole('textbox')).toHaveValue('kept@example.com');
    await page.clock.runFor(5000);
    expect(dialogs).toEqual([]);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  interface NoScriptCase {
    path: string;
    form: string;
    submit: string;
    /** Values the rules accept, in screen order. */
    fields: readonly Typed[];
    /** The select to choose an option of, which the rules require. */
    choice?: string;
    /** Fields, each with a value the rules refuse. */
    refused: readonly Typed[];
  }

  const cases: NoScriptCase[] = [
    {
      path: routes.contact.path,
      form: 'Get in touch',
      submit: 'Send inquiry',
      fields: getInTouchValues,
      choice: 'Service',
      refused: [
        ['E-mail', 'name@localhost'],
        ['Contact no', '12345'],
        ['First name', '   '],
      ],
    },
    {
      path: routes.productInquiry.path,
      form: 'Product inquiry',
      submit: 'Send inquiry',
      fields: productInquiryValues,
      choice: 'Product',
      refused: [
        ['E-mail', '.@ex.com'],
        ['Phone', 'call me'],
      ],
    },
    {
      path: routes.home.path,
      form: 'Subscribe',
      submit: 'Subscribe',
      fields: subscribeValues,
      refused: [['Your e-mail address', 'name@e.com']],
    },
  ];

  for (const { path, form: formName, submit, fields, choice, refused } of cases) {
    test(`the ${formName} form posts, and the browser refuses what the rules refuse`, async ({ page }) => {
      const posts: string[] = [];
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          if (route.request().method() !== 'POST') return route.continue();
          posts.push(route.request().postData() ?? '');
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Received</title>' });
        },
      );
      await page.goto(path);
      const form = page.getByRole('form', { name: formName });
      const button = form.getByRole('button', { name: submit });
      const field = (label: string) => form.getByLabel(label, { exact: true });
      const accepted = new Map(fields);
      const isValid = (label: string) =>
        field(label).evaluate((element) => (element as HTMLInputElement).validity.valid);
      await expect(button).toBeEnabled();
      await button.click();
      for (const [label, value] of fields) await field(label).fill(value);
      if (choice) await form.getByLabel(choice).selectOption({ index: 1 });
      // Each refused value alone in a form otherwise valid, then the accepted value back: the form is
      // filled once, not afresh for each value (12 fills instead of 33 for Get in touch).
      for (const [label, value] of refused) {
        await field(label).fill(value);
        await button.click();
        expect(await isValid(label), `${label}: ${value}`).toBe(false);
        await field(label).fill(accepted.get(label) ?? '');
      }
      if (choice) {
        await form.getByLabel(choice).selectOption({ index: 0 });
        await button.click();
        expect(await isValid(choice), `${choice}: none chosen`).toBe(false);
        await form.getByLabel(choice).selectOption({ index: 1 });
      }
      expect(posts).toEqual([]);
      await button.click();
      await expect(page).toHaveTitle('Received');
      expect(posts).toHaveLength(1);
      expect(new URLSearchParams(posts[0]).get('sEmail')).toMatch(/@/);
    });
  }
});
