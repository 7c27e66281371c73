import { expect, test, type Page, type Request } from '@playwright/test';
import { fromANetworkOfItsOwn } from '../../harness/bot-checked-site';
import { bringApiBack, takeApiDown } from '../../harness/inquiry-api-down';
import { forms, inquiryValues, typeAsAPerson } from '../../harness/people';
import { runClockUntil, stopClock } from './clock';
import { recordDialogs, storedRecords, uniqueId } from './forms-data';
import { pageReady } from './hydration';
import { routes } from './site';

/** How many records the local API stored whose `field` is `value`: what the company receives. */
export const storedWith = (field: string, value: string) =>
  storedRecords().filter((record) => record[field] === value).length;

/** What each call to a form's API path carried, in order. */
export interface Call {
  url: string;
  token?: string;
  pass?: string;
  trap?: string;
  key?: string;
  answer?: { status: number; pass?: string };
}

export function recordCalls(page: Page): Call[] {
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

/** A site with the forms' real bot check in front of the local inquiry API and its down switch. */
export interface BotCheckedSite {
  /** Where its pages are, as the site's own origin names them. */
  origin: string;
  /** Starts it, once its pages are rendered; the answer stops it. */
  start: () => Promise<{ stop: () => Promise<void> }>;
}

/**
 * The person tests of a site with the forms' bot check, in the calling spec, one site for the file
 * and every test in order: a person on each form reaches the local inquiry API once, with a token;
 * with the API down the outbox keeps an inquiry, and its resend an hour later on the page's clock,
 * the token long expired, carries the check's pass and is stored once. Each test is a visitor from
 * a network of its own, so that the check's limit per network counts its calls alone.
 */
export function aPersonOnEachForm(site: BotCheckedSite): void {
  test.use({ baseURL: site.origin });
  test.describe.configure({ mode: 'serial' });

  let started: { stop: () => Promise<void> } | undefined;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    started = await site.start();
  });
  test.afterAll(async () => started?.stop());
  test.beforeEach(async ({ context }) => fromANetworkOfItsOwn(context));

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
}
