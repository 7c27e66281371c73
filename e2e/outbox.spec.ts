import { existsSync, readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page, Request, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { openWithStoppedClock, runClockUntil, stopClock } from './support/clock';
import { elementHydrated } from './support/hydration';
import { e2eInquiryDataFile } from './support/forms-data';
import { getInTouchValues } from './support/form-values';
import { routes } from './support/site';
import { refuseIndexedDb } from './support/storage';
import { budgets } from './support/budgets';
import { firstRetryMs } from '@radix/site-kit/outbox/backoff';
import { stashPrefix } from '@radix/site-kit/outbox/flag';

const inquiryCall = '**/api/Home/AddInquiryForRadixWebsite';
const saved = /It is saved in this browser \(.+\) and will be sent/;
const sent = /saved on this device on .+ has now been sent/;

/** Records the local API stored with this title: what the company receives, counted at the API. */
function storedWithTitle(title: string): number {
  if (!existsSync(e2eInquiryDataFile)) return 0;
  return readFileSync(e2eInquiryDataFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .filter((line) => (JSON.parse(line) as { sProjectName?: string }).sProjectName === title).length;
}

/** The page that sent a request; none for a request sent with keepalive as its page closed. */
function senderOf(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    return undefined;
  }
}

type Mode = 'down' | 'up' | 'reply lost' | 'proxy 403' | 'refuses';

/**
 * The inquiry API as the test switches it, for every tab of the context: `down` answers 503 without
 * reaching it, `reply lost` lets it store the inquiry and then drops the answer, `proxy 403` answers
 * as a firewall in front of it would (an HTML page), `refuses` as the API refuses values (its JSON
 * error). `leaving`, when set, is called as a request leaves, before it is answered. It notes each
 * request's key and, for each request the API answered with success, the sending page's clock, and
 * counts the requests of the context's pages that have not finished (the API's, the scripts they load).
 */
async function switchableApi(context: BrowserContext) {
  const api = {
    mode: 'down' as Mode,
    keys: [] as string[],
    accepted: [] as { key: string; pageTime: number }[],
    senders: new Set<Page>(),
    inFlight: new Set<Request>(),
    /** Requests of the open pages that have not finished: a closed page's are never answered. */
    get pending() {
      return [...api.inFlight].filter((request) => !senderOf(request)?.isClosed()).length;
    },
    leaving: undefined as ((route: Route, sender: Page) => Promise<void>) | undefined,
  };
  context.on('request', (request) => api.inFlight.add(request));
  context.on('requestfinished', (request) => api.inFlight.delete(request));
  context.on('requestfailed', (request) => api.inFlight.delete(request));
  await context.route(inquiryCall, async (route: Route) => {
    const key = route.request().headers()['idempotency-key'] ?? '';
    api.keys.push(key);
    const sender = senderOf(route.request());
    if (!sender) {
      return api.mode === 'up'
        ? route.continue()
        : route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    }
    api.senders.add(sender);
    if (api.leaving) return api.leaving(route, sender);
    if (api.mode === 'down') return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    if (api.mode === 'proxy 403') {
      return route.fulfill({
        status: 403,
        contentType: 'text/html',
        body: '<!doctype html><title>Access denied</title>',
      });
    }
    if (api.mode === 'refuses') {
      return route.fulfill({ status: 422, contentType: 'application/json', body: '{"error":"Invalid input"}' });
    }
    const response = await route.fetch();
    if (api.mode === 'reply lost') return route.abort('connectionreset');
    if (response.ok()) api.accepted.push({ key, pageTime: await sender.evaluate(() => Date.now()) });
    return route.fulfill({ response });
  });
  return api;
}

/** Opens the contact page and fills its form as a visitor does, as soon as it shows. */
async function fillInquiry(page: Page, title: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Get in touch' });
  await openWithStoppedClock(page, routes.contact.path, form);
  for (const [label, value] of getInTouchValues) {
    await form.getByLabel(label, { exact: true }).fill(label === 'Title' ? title : value);
  }
  await form.getByLabel('Service').selectOption({ label: 'Networking' });
  return form;
}

async function sendInquiry(page: Page, title: string): Promise<Locator> {
  const form = await fillInquiry(page, title);
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
  test.describe.configure({ timeout: budgets.outbox });

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
    // The other tab's clock alone first: when both run, the tab whose clock reaches the entry's next
    // attempt first sends it, and which one that is depends on when each tab's clock was installed.
    await runClocksUntil(api, [other], () => api.senders.has(other));
    await runClocksUntil(api, [page, other], () => api.keys.length >= 4);
    expect(api.senders).toEqual(new Set([page, other]));
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

type Api = Awaited<ReturnType<typeof switchableApi>>;

/**
 * The keys of the submissions the device keeps (in IndexedDB, or in localStorage until they are there),
 * read from a file of the site that runs none of its scripts.
 */
async function savedOnTheDevice(context: BrowserContext): Promise<string[]> {
  const reader = await context.newPage();
  await reader.goto('/robots.txt');
  const inIndexedDb = await reader.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('radix-outbox');
        // Opening a database that does not exist creates it, empty: the site's outbox, which makes its
        // store only when it creates the database, could then keep nothing in this browser. Looking
        // must leave none behind.
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => (opening.error?.name === 'AbortError' ? resolve([]) : reject(opening.error));
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('entries')) return (database.close(), resolve([]));
          const listing = database.transaction('entries').objectStore('entries').getAllKeys();
          listing.onsuccess = () => (database.close(), resolve(listing.result.map(String)));
          listing.onerror = () => (database.close(), reject(listing.error));
        };
      }),
  );
  const stashed = await reader.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((name) => name.startsWith(prefix))
        .map((name) => name.slice(prefix.length)),
    stashPrefix,
  );
  await reader.close();
  return [...new Set([...inIndexedDb, ...stashed])];
}

/** The visitor's next visit to any page, with the API back: what the device kept is stored once, and only once. */
async function nextVisit(api: Api, context: BrowserContext, title: string): Promise<Page> {
  api.leaving = undefined;
  api.mode = 'up';
  const later = await context.newPage();
  await stopClock(later);
  await later.goto(routes.about.path);
  await runClocksUntil(api, [later], () => storedWithTitle(title) === 1);
  await runClocksUntil(api, [later], () => later.locator('.outbox-notice').getByText(sent).isVisible());
  const flag = () => later.evaluate(() => localStorage.getItem('radix-outbox'));
  await expect.poll(flag, { message: 'the device says it holds nothing more to send' }).toBeNull();
  await later.clock.runFor(10 * 60_000);
  await later.reload();
  await later.clock.runFor(10 * 60_000);
  expect(storedWithTitle(title)).toBe(1);
  expect(await flag()).toBeNull();
  return later;
}

/**
 * The visitor has typed for a while: the form they used is interactive and the page has fetched what
 * it asked for then, the outbox's code among it.
 */
async function whileTyping(page: Page, form: Locator, api: Api) {
  await runClockUntil(
    page,
    async () => (await elementHydrated(form)) && api.pending === 0,
    'the form is interactive and its requests are done',
  );
}

const send = (form: Locator) => form.getByRole('button', { name: 'Send inquiry' }).click();

/** When, after Send, the visitor closes the tab; each closes it and resolves once it is closed. */
const moments: [string, (page: Page, form: Locator, api: Api) => Promise<void>][] = [
  [
    'right after the click',
    async (page, form) => {
      await send(form);
      await page.close();
    },
  ],
  [
    'as the request leaves',
    async (page, form, api) => {
      api.leaving = async (route, sender) => {
        await sender.close();
        await route.abort().catch(() => undefined);
      };
      const closed = page.waitForEvent('close');
      await send(form).catch(() => undefined);
      await closed;
    },
  ],
  [
    'as the refusal arrives',
    async (page, form, api) => {
      api.leaving = async (route, sender) => {
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
        await sender.close();
      };
      const closed = page.waitForEvent('close');
      await send(form).catch(() => undefined);
      await closed;
    },
  ],
  [
    'after the message',
    async (page, form) => {
      await send(form);
      await expect(form.getByRole('status')).toHaveText(saved);
      await page.close();
    },
  ],
];

test.describe('an inquiry sent while the API answers 503, the tab closed', () => {
  test.describe.configure({ timeout: budgets.outbox });

  for (const [moment, closeTheTab] of moments) {
    test(`${moment}: nothing is lost, and it is stored once on the next visit`, async ({ page, context }) => {
      const api = await switchableApi(context);
      const title = uniqueTitle(moment);
      const form = await fillInquiry(page, title);
      await whileTyping(page, form, api);
      await closeTheTab(page, form, api);
      const storedByTheClosedTab = storedWithTitle(title);
      const onTheDevice = await savedOnTheDevice(context);
      expect(onTheDevice.length + storedByTheClosedTab, 'delivered or on the device').toBeGreaterThanOrEqual(1);
      expect(storedByTheClosedTab, 'stored at most once').toBeLessThanOrEqual(1);
      await nextVisit(api, context, title);
      const line = `${moment}: after the tab closed, ${onTheDevice.length} kept on the device and ${storedByTheClosedTab} stored by the API; after the next visit ${storedWithTitle(title)} stored, ${(await savedOnTheDevice(context)).length} kept; ${api.keys.length} request(s) in all, with ${new Set(api.keys).size} Idempotency-Key`;
      test.info().annotations.push({ type: 'tab closed', description: line });
      console.log(line);
      expect(new Set(api.keys).size).toBe(1);
    });
  }
});

test.describe('an inquiry kept on the device', () => {
  test.describe.configure({ timeout: budgets.outbox });

  test('answered with a proxy’s 403 page, not the API’s, is kept and sent once the way is clear', async ({
    page,
    context,
  }) => {
    const api = await switchableApi(context);
    api.mode = 'proxy 403';
    const title = uniqueTitle('proxy 403');
    const form = await sendInquiry(page, title);
    await expect(form.getByRole('status')).toHaveText(saved);
    await expect(form.getByRole('alert')).toBeEmpty();
    await page.close();
    await nextVisit(api, context, title);
  });

  test('withdrawn, leaves the device, is never sent, and what was typed is back in the form', async ({
    page,
    context,
  }) => {
    const api = await switchableApi(context);
    const title = uniqueTitle('withdrawn');
    const form = await sendInquiry(page, title);
    const status = form.getByRole('status');
    await expect(status).toHaveText(saved);
    await expect(form.getByLabel('Title')).toHaveValue('');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(status).toHaveText(
      'Your inquiry was withdrawn and removed from this device. What you typed is back in the form.',
    );
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await expect(form.getByLabel('Service')).toHaveValue('9');
    expect(await page.evaluate(() => localStorage.getItem('radix-outbox'))).toBeNull();

    api.mode = 'up';
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.clock.runFor(10 * 60_000);
    await page.reload();
    await page.clock.runFor(10 * 60_000);
    expect(storedWithTitle(title)).toBe(0);
    expect(api.keys).toHaveLength(1);
  });

  test('refused for good by the API on a later visit, gives back what was typed', async ({ page, context }) => {
    const api = await switchableApi(context);
    const title = uniqueTitle('refused');
    const form = await sendInquiry(page, title);
    await expect(form.getByRole('status')).toHaveText(saved);
    await page.close();

    api.mode = 'refuses';
    const later = await context.newPage();
    await stopClock(later);
    await later.goto(routes.about.path);
    const notice = later.locator('.outbox-notice');
    await runClocksUntil(api, [later], () => notice.getByText(/was not accepted by our server/).isVisible());
    await expect(notice).toContainText('Here is what you typed, to send it again or to write to us at');
    const typed = getInTouchValues.map(([label, value]) => (label === 'Title' ? title : value));
    await expect(notice.getByRole('definition')).toHaveText([...typed.slice(0, 5), 'Networking', ...typed.slice(5)]);
    expect(storedWithTitle(title)).toBe(0);
    expect(await later.evaluate(() => localStorage.getItem('radix-outbox'))).toBeNull();
  });
});
