import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { testPort } from '../harness/ports';
import { startBotCheckedSite } from '../harness/bot-checked-site';
import { recordDialogs, uniqueId } from './support/forms-data';
import { inquiryValues, typeAsAPerson } from '../harness/people';
import { routes } from './support/site';
import { aPersonOnEachForm, recordCalls, storedWith } from './support/people-at-the-forms';

/**
 * The forms with their bot check, against the real server's check and the local Turnstile stand-in
 * (its own site key: real tokens, single use, 300 s): a person on each form reaches the local
 * inquiry API once; the outbox's resend, after an hour of the API down, carries the pass (the tests
 * the edge's run shares, `aPersonOnEachForm`); a token the check refuses asks the person, who passes
 * the widget by keyboard. This spec's `test` is Playwright's own: it types into a page as it shows,
 * before React has taken it over.
 */

const port = testPort(8550);
aPersonOnEachForm({ origin: `http://127.0.0.1:${port}`, start: () => startBotCheckedSite(port) });

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
