import { existsSync, readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { openWithStoppedClock, stopClock } from './support/clock';
import { e2eInquiryDataFile } from './support/forms-data';
import { getInTouchValues } from './support/form-values';
import { routes } from './support/site';
import { refuseIndexedDb } from './support/storage';
import { firstRetryMs } from '@radix/site-kit/outbox/backoff';

const inquiryCall = '**/api/Home/AddInquiryForRadixWebsite';
const saved = /saved on this device and will be sent/;
const sent = /saved on this device on .+ has now been sent/;

/** Records the local API stored with this title: what the company receives, counted at the API. */
function storedWithTitle(title: string): number {
  if (!existsSync(e2eInquiryDataFile)) return 0;
  return readFileSync(e2eInquiryDataFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .filter((line) => (JSON.parse(line) as { sProjectName?: string }).sProjectName === title).length;
}

type Mode = 'down' | 'up' | 'reply lost';

/**
 * The inquiry API as the test switches it, for every tab of the context: `down` answers 503 without
 * reaching it, `reply lost` lets it store the inquiry and then drops the answer. It notes each
 * request's key and, for each request the API answered with success, the sending page's clock, and
 * counts the requests of the context's pages that have not finished (the API's, the scripts they load).
 */
async function switchableApi(context: BrowserContext) {
  const api = {
    mode: 'down' as Mode,
    keys: [] as string[],
    accepted: [] as { key: string; pageTime: number }[],
    senders: new Set<Page>(),
    pending: 0,
  };
  context.on('request', () => (api.pending += 1));
  context.on('requestfinished', () => (api.pending -= 1));
  context.on('requestfailed', () => (api.pending -= 1));
  await context.route(inquiryCall, async (route: Route) => {
    const key = route.request().headers()['idempotency-key'] ?? '';
    const sender = route.request().frame().page();
    api.keys.push(key);
    api.senders.add(sender);
    if (api.mode === 'down') return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    const response = await route.fetch();
    if (api.mode === 'reply lost') return route.abort('connectionreset');
    if (response.ok()) api.accepted.push({ key, pageTime: await sender.evaluate(() => Date.now()) });
    return route.fulfill({ response });
  });
  return api;
}

async function sendInquiry(page: Page, title: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Get in touch' });
  await openWithStoppedClock(page, routes.contact.path, form);
  for (const [label, value] of getInTouchValues) {
    await form.getByLabel(label, { exact: true }).fill(label === 'Title' ? title : value);
  }
  await form.getByLabel('Service').selectOption({ label: 'Networking' });
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  return form;
}

/**
 * Runs the pages' stopped clocks until `done`, at most `limitMs` of page time, in steps of the shortest
 * wait between two attempts of a tab: `done` is checked between any two attempts of each tab. Page
 * time stands still while a request is on its way, so that however long it takes in real time, the
 * page never gives up waiting for an answer nor runs out of page time before its scripts arrive.
 */
async function runClocksUntil(
  api: { pending: number },
  pages: Page[],
  done: () => boolean | Promise<boolean>,
  limitMs = 6 * 60_000,
) {
  for (let elapsed = 0; !(await done()); elapsed += firstRetryMs) {
    if (elapsed > limitMs) throw new Error(`not done after ${limitMs} ms of page time`);
    await expect
      .poll(() => api.pending, { message: 'every request has finished', intervals: [25], timeout: 20_000 })
      .toBe(0);
    for (const page of pages) await page.clock.runFor(firstRetryMs);
  }
}

const uniqueTitle = (scenario: string) =>
  `Outbox ${scenario} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Logs, for the record, how long after the API recovered the inquiry was delivered. */
function report(scenario: string, figures: { records: number; pageMs: number; realMs: number }) {
  const line = `${scenario}: ${figures.records} record(s) stored; delivered ${figures.pageMs} ms of page time and ${figures.realMs} ms of real time after the API recovered`;
  test.info().annotations.push({ type: 'delivery', description: line });
  console.log(line);
}

test.describe('an inquiry the API could not take', () => {
  // Minutes of page time, a few seconds at a time, on a machine shared with other builds.
  test.describe.configure({ timeout: 120_000 });

  test('is kept on the device and sent once the API is back, while the page is open', async ({ page, context }) => {
    const api = await switchableApi(context);
    const title = uniqueTitle('open page');
    const form = await sendInquiry(page, title);
    await expect(form.getByRole('status')).toHaveText(saved);
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(form.getByRole('alert')).toBeEmpty();

    await runClocksUntil(api, [page], () => api.keys.length >= 4);
    expect(storedWithTitle(title)).toBe(0);
    api.mode = 'up';
    const recovered = { page: await page.evaluate(() => Date.now()), real: Date.now() };
    await runClocksUntil(api, [page], () => storedWithTitle(title) === 1);
    const realMs = Date.now() - recovered.real;
    await runClocksUntil(api, [page], async () => sent.test((await form.getByRole('status').textContent()) ?? ''));

    await page.clock.runFor(10 * 60_000);
    expect(storedWithTitle(title)).toBe(1);
    expect(new Set(api.keys)).toEqual(new Set([api.keys[0]]));
    expect(api.accepted).toHaveLength(1);
    const pageMs = (api.accepted[0]?.pageTime ?? Number.NaN) - recovered.page;
    expect(pageMs).toBeLessThanOrEqual(5 * 60_000);
    report('page open', { records: storedWithTitle(title), pageMs, realMs });
  });

  test('is sent when the visitor, who closed the tab, comes back to any page', async ({ page, context }) => {
    const api = await switchableApi(context);
    const title = uniqueTitle('came back');
    await page.setViewportSize({ width: 375, height: 812 });
    const form = await sendInquiry(page, title);
    const status = form.getByRole('status');
    await expect(status).toHaveText(saved);
    await status.scrollIntoViewIfNeeded();
    const screenshot = test.info().outputPath('saved-on-this-device-375.png');
    await page.screenshot({ path: screenshot });
    await test.info().attach('saved on this device, 375 px wide', { path: screenshot, contentType: 'image/png' });
    await page.close();
    expect(storedWithTitle(title)).toBe(0);

    api.mode = 'up';
    const recoveredAt = Date.now();
    const later = await context.newPage();
    const notice = later.locator('.outbox-notice');
    await stopClock(later);
    const recoveredPageTime = await later.evaluate(() => Date.now());
    await later.goto(routes.about.path);
    await runClocksUntil(api, [later], () => storedWithTitle(title) === 1);
    const realMs = Date.now() - recoveredAt;
    await runClocksUntil(api, [later], () => notice.getByText(sent).isVisible());
    await expect(notice).toHaveRole('status');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();

    await later.clock.runFor(10 * 60_000);
    await later.reload();
    await later.clock.runFor(10 * 60_000);
    expect(storedWithTitle(title)).toBe(1);
    expect(api.accepted).toHaveLength(1);
    expect(await later.evaluate(() => localStorage.getItem('radix-outbox'))).toBeNull();
    const pageMs = (api.accepted[0]?.pageTime ?? Number.NaN) - recoveredPageTime;
    report('came back', { records: storedWithTitle(title), pageMs, realMs });
  });

  test('with two tabs open, only one of them sends it', async ({ page, context }) => {
    const api = await switchableApi(context);
    const title = uniqueTitle('two tabs');
    const form = await sendInquiry(page, title);
    await expect(form.getByRole('status')).toHaveText(saved);
    const other = await context.newPage();
    await openWithStoppedClock(other, routes.home.path, other.getByRole('heading', { level: 1 }));
    await runClocksUntil(api, [page, other], () => api.senders.size === 2 && api.keys.length >= 4);
    expect(storedWithTitle(title)).toBe(0);

    api.mode = 'up';
    const recovered = { page: await page.evaluate(() => Date.now()), real: Date.now() };
    // Both tabs are told the connection is back at the same moment: both try at once.
    await Promise.all([page, other].map((tab) => tab.evaluate(() => window.dispatchEvent(new Event('online')))));
    await runClocksUntil(api, [page, other], () => storedWithTitle(title) === 1);
    const realMs = Date.now() - recovered.real;
    await runClocksUntil(api, [page], async () => sent.test((await form.getByRole('status').textContent()) ?? ''));

    await Promise.all([page, other].map((tab) => tab.evaluate(() => window.dispatchEvent(new Event('online')))));
    await page.clock.runFor(10 * 60_000);
    await other.clock.runFor(10 * 60_000);
    expect(storedWithTitle(title)).toBe(1);
    expect(api.accepted).toHaveLength(1);
    expect(new Set(api.keys).size).toBe(1);
    const pageMs = (api.accepted[0]?.pageTime ?? Number.NaN) - recovered.page;
    report('two tabs', { records: storedWithTitle(title), pageMs, realMs });
  });

  test('whose answers were lost (the API stored it) is stored once and then leaves the device', async ({
    page,
    context,
  }) => {
    const api = await switchableApi(context);
    api.mode = 'reply lost';
    const title = uniqueTitle('replies lost');
    const form = await sendInquiry(page, title);
    await expect(form.getByRole('status')).toHaveText(saved);
    await expect.poll(() => storedWithTitle(title)).toBe(1);
    await runClocksUntil(api, [page], () => api.keys.length >= 3);

    api.mode = 'up';
    const recovered = { page: await page.evaluate(() => Date.now()), real: Date.now() };
    await runClocksUntil(api, [page], () => api.accepted.length === 1);
    const realMs = Date.now() - recovered.real;
    await runClocksUntil(api, [page], async () => sent.test((await form.getByRole('status').textContent()) ?? ''));
    await page.clock.runFor(10 * 60_000);
    expect(storedWithTitle(title)).toBe(1);
    expect(new Set(api.keys).size).toBe(1);
    const pageMs = (api.accepted[0]?.pageTime ?? Number.NaN) - recovered.page;
    report('replies lost', { records: storedWithTitle(title), pageMs, realMs });
  });

  test('in a window that refuses IndexedDB, fails as before and keeps what was typed', async ({ page, context }) => {
    await refuseIndexedDb(page);
    const api = await switchableApi(context);
    const title = uniqueTitle('no storage');
    const form = await sendInquiry(page, title);
    await expect(form.getByRole('alert')).toContainText('Sorry, your inquiry could not be sent just now.');
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await page.clock.runFor(10 * 60_000);
    expect(api.keys).toHaveLength(1);
  });
});
