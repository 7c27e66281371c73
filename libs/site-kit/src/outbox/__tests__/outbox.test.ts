import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { createStore, values } from 'idb-keyval';
import { firstRetryMs, longestRetryMs, retryDelayMs } from '../backoff';
import { outboxFlagKey, stashPrefix } from '../flag';
import {
  createOutbox,
  outboxLimit,
  outboxMaxAgeMs,
  type Outbox,
  type OutboxEntry,
  type OutboxRequest,
} from '../outbox';

/** Web Locks as a browser grants them to the tabs of one origin: one holder per name; `ifAvailable` never waits. */
function lockManager(): LockManager {
  const held = new Set<string>();
  const queues = new Map<string, Promise<unknown>>();
  const run = async (name: string, task: LockGrantedCallback<unknown>) => {
    held.add(name);
    try {
      return await task({ name, mode: 'exclusive' });
    } finally {
      held.delete(name);
    }
  };
  const request = (name: string, ...args: unknown[]): Promise<unknown> => {
    const [options, task] = (args.length === 1 ? [{}, args[0]] : args) as [LockOptions, LockGrantedCallback<unknown>];
    if (options.ifAvailable) return held.has(name) ? Promise.resolve(task(null)) : run(name, task);
    const next = (queues.get(name) ?? Promise.resolve()).then(() => run(name, task));
    queues.set(
      name,
      next.catch(() => undefined),
    );
    return next;
  };
  return { request, query: () => Promise.resolve({}) } as unknown as LockManager;
}

// jsdom leaves out structuredClone, which IndexedDB (here fake-indexeddb) stores values with.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

let database = 0;
let clock = 0;
let outboxes: Outbox[] = [];
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

/** An outbox as one tab has it; tabs made with the same `shared` see the same entries and locks. */
function tab(shared = { name: `outbox-${++database}`, locks: lockManager() }) {
  const outbox = createOutbox({
    openStore: () => createStore(shared.name, 'entries'),
    locks: shared.locks,
    now: () => clock,
    random: () => 1,
  });
  outboxes.push(outbox);
  return { outbox, shared, stored: () => values<OutboxEntry>(createStore(shared.name, 'entries')) };
}

/** An outbox in a browser that gives this site no storage (some private windows). */
const storageless = () =>
  createOutbox({
    openStore: () => {
      throw new DOMException('The user denied permission to access the database.', 'InvalidStateError');
    },
    now: () => clock,
    random: Math.random,
  });

const request = (key: string): OutboxRequest => ({
  key,
  url: 'https://api.example.com/api/Home/AddInquiryForRadixWebsite',
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
  body: '{"sFirstName":"Asha"}',
  label: 'inquiry',
  typed: { values: { sFirstName: 'Asha' }, shown: [['First name', 'Asha']] },
});

/** What `fetch` resolves with, as far as the outbox reads it (jsdom has no `Response`). */
const response = (status: number, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
  }) as Response;
const answer = (status: number, headers: Record<string, string> = {}) => Promise.resolve(response(status, headers));
/** The inquiry API's own refusal: its JSON error shape. */
const apiRefusal = (status: number) =>
  Promise.resolve({
    ...response(status, { 'Content-Type': 'application/json; charset=utf-8' }),
    json: () => Promise.resolve({ error: 'Invalid input' }),
  } as Response);
const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
/** The notices shown at the foot of the window, once their lines have arrived. */
async function notices(): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return [...document.querySelectorAll('.outbox-notice p')].map((line) => line.textContent ?? '');
}

beforeEach(() => {
  clock = Date.UTC(2026, 10, 26, 12);
  fetchMock.mockReset();
  global.fetch = fetchMock;
  localStorage.clear();
});

afterEach(() => {
  outboxes.forEach((outbox) => outbox.stop());
  outboxes = [];
  document.body.replaceChildren();
});

describe('the backoff', () => {
  it('waits 5 s before the first retry, about twice as long before each next one, never over 5 min', () => {
    const full = [1, 2, 3, 4, 5, 6, 7, 8, 12].map((failures) => retryDelayMs(failures, () => 1));
    expect(full).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000]);
  });

  it('takes between half and all of the wait at random, never less than 5 s', () => {
    expect(retryDelayMs(4, () => 0)).toBe(20_000);
    expect(retryDelayMs(4, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(1, () => 0)).toBe(firstRetryMs);
    expect(retryDelayMs(20, () => 0)).toBe(longestRetryMs / 2);
  });
});

describe('the outbox', () => {
  it('writes a submission to the device before its first send, which goes with keepalive', async () => {
    const { outbox, stored } = tab();
    let onTheDevice: OutboxEntry[] = [];
    fetchMock.mockImplementation(async () => {
      onTheDevice = await stored();
      return response(204);
    });
    expect(await outbox.submit(request('k1'))).toEqual({ outcome: 'sent' });
    expect(onTheDevice.map((entry) => entry.request.key)).toEqual(['k1']);
    expect(localStorage.getItem(`${stashPrefix}k1`)).toBeNull();
    expect(localStorage.getItem(outboxFlagKey)).toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
    expect(await stored()).toEqual([]);
    expect(await notices()).toEqual([]);
  });

  it('sends what a tab closed before its IndexedDB write left in localStorage, once, on the next page', async () => {
    const { outbox, stored } = tab();
    const entry: OutboxEntry = { request: request('k1'), savedAt: clock, failures: 0, nextAttemptAt: clock };
    localStorage.setItem(outboxFlagKey, '1');
    localStorage.setItem(`${stashPrefix}k1`, JSON.stringify(entry));
    fetchMock.mockImplementation(() => answer(503));
    await outbox.flush(true);
    expect(sentKeys()).toEqual(['k1']);
    expect(await stored()).toHaveLength(1);
    expect(localStorage.getItem(`${stashPrefix}k1`)).toBeNull();
    fetchMock.mockImplementation(() => answer(201));
    await outbox.flush(true);
    expect(sentKeys()).toEqual(['k1', 'k1']);
    expect(localStorage.length).toBe(0);
  });

  it('keeps a submission it could not send, sends it again with the same key once due, then removes it and says so', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(() => answer(503));
    expect(await outbox.submit(request('k1'))).toEqual({ outcome: 'saved', savedAt: clock });
    expect(localStorage.getItem(outboxFlagKey)).toBe('1');
    await outbox.flush();
    expect(sentKeys()).toEqual(['k1']);

    clock += firstRetryMs;
    await outbox.flush();
    expect((await stored()).map((entry) => [entry.failures, entry.nextAttemptAt - clock])).toEqual([[2, 10_000]]);

    clock += 10_000;
    fetchMock.mockImplementation(() => answer(204));
    await outbox.flush();
    expect(sentKeys()).toEqual(['k1', 'k1', 'k1']);
    expect(await stored()).toEqual([]);
    expect(localStorage.getItem(outboxFlagKey)).toBeNull();
    expect(await notices()).toEqual([
      expect.stringMatching(/^Your inquiry saved on this device on 26 November at \d\d:\d\d has now been sent/),
    ]);
  });

  it('leaves the notice to the form that shows the submission, and tells it', async () => {
    const { outbox } = tab();
    const heard: string[] = [];
    outbox.onDelivery((key, delivery) => heard.push(`${key} ${delivery}`));
    fetchMock.mockImplementation(() => answer(503));
    await outbox.submit(request('k1'));
    document.body.innerHTML = '<p role="status" data-outbox-key="k1"></p>';
    fetchMock.mockImplementation(() => answer(200));
    await outbox.flush(true);
    expect(heard).toEqual(['k1 sent']);
    expect(await notices()).toEqual([]);
  });

  it('sends when forced (online, the page shown again, a new visit) but never before a 429 wait is over', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(() => answer(429, { 'Retry-After': '60' }));
    expect(await outbox.submit(request('k1'))).toMatchObject({ outcome: 'saved' });
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => answer(200));
    clock += 59_999;
    await outbox.flush(true);
    expect(fetchMock).not.toHaveBeenCalled();
    clock += 1;
    await outbox.flush(true);
    expect(sentKeys()).toEqual(['k1']);
    expect(await stored()).toEqual([]);
  });

  it('refused by the API on its first send, keeps nothing and tells only the form', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(() => apiRefusal(400));
    expect(await outbox.submit(request('k1'))).toEqual({ outcome: 'refused' });
    expect(await stored()).toEqual([]);
    expect(localStorage.getItem(outboxFlagKey)).toBeNull();
    expect(await notices()).toEqual([]);
  });

  it('drops a kept submission the API refuses (its JSON error) and gives back what was typed, with the e-mail', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(() => answer(503));
    await outbox.submit(request('k1'));
    fetchMock.mockImplementation(() => apiRefusal(422));
    await outbox.flush(true);
    expect(await stored()).toEqual([]);
    const [notice] = await notices();
    expect(notice).toMatch(
      /was not accepted by our server, so it was removed from this device\. Here is what you typed, to send it again or to write to us at .+@.+:$/,
    );
    expect(document.querySelector('.outbox-notice dl')?.textContent).toBe('First nameAsha');
  });

  it.each([
    ['a proxy’s 403 page', () => answer(403, { 'Content-Type': 'text/html' })],
    ['a CDN’s 404', () => answer(404)],
    [
      'a 403 in JSON without the API’s error shape',
      () =>
        Promise.resolve({
          ...response(403, { 'Content-Type': 'application/json' }),
          json: () => Promise.resolve({ message: 'Forbidden' }),
        } as Response),
    ],
  ])('keeps a submission answered with %s and sends it again', async (_name, refusal) => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(refusal);
    expect(await outbox.submit(request('k1'))).toMatchObject({ outcome: 'saved' });
    await outbox.flush(true);
    expect(sentKeys()).toEqual(['k1', 'k1']);
    expect(await stored()).toHaveLength(1);
  });

  it('drops an entry older than 7 days unsent, giving back what was typed', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(() => answer(503));
    await outbox.submit(request('k1'));
    await outbox.flush();
    clock += outboxMaxAgeMs;
    await outbox.flush(true);
    expect(await stored()).toHaveLength(1);
    clock += 1;
    await outbox.flush(true);
    expect(sentKeys()).toEqual(['k1', 'k1']);
    expect(await stored()).toEqual([]);
    expect(await notices()).toEqual([expect.stringMatching(/could not be sent within 7 days, so it was removed/)]);
    expect(document.querySelector('.outbox-notice dd')?.textContent).toBe('Asha');
  });

  it('withdrawn, removes the entry unsent and gives back the request with what was typed', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(() => answer(503));
    await outbox.submit(request('k1'));
    expect((await outbox.withdraw('k1'))?.typed).toEqual(request('k1').typed);
    expect(await stored()).toEqual([]);
    expect(localStorage.getItem(outboxFlagKey)).toBeNull();
    expect(await outbox.withdraw('k1')).toBeUndefined();
    await outbox.flush(true);
    expect(sentKeys()).toEqual(['k1']);
  });

  it(`holds at most ${outboxLimit} submissions; one more is sent once and not kept`, async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(() => answer(503));
    for (let index = 0; index < outboxLimit; index += 1) {
      expect(await outbox.submit(request(`k${index}`))).toMatchObject({ outcome: 'saved' });
    }
    expect(await outbox.submit(request('k0'))).toMatchObject({ outcome: 'saved' });
    expect(await outbox.submit(request('one too many'))).toEqual({ outcome: 'failed', full: true, status: 503 });
    expect((await stored()).map((entry) => entry.request.key).sort()).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
    expect(sentKeys().filter((key) => key === 'one too many')).toHaveLength(1);
  });

  it('without storage, sends once and keeps nothing', async () => {
    const outbox = storageless();
    fetchMock.mockImplementation(() => answer(503));
    expect(await outbox.submit(request('k1'))).toEqual({ outcome: 'failed', full: false, status: 503 });
    fetchMock.mockImplementation(() => answer(201));
    expect(await outbox.submit(request('k1'))).toEqual({ outcome: 'sent' });
    expect(localStorage.getItem(outboxFlagKey)).toBeNull();
  });

  it('two tabs flushing at once send an entry once: the one that holds its lock sends, the other skips it', async () => {
    const first = tab();
    const second = tab(first.shared);
    fetchMock.mockImplementation(() => answer(503));
    await first.outbox.submit(request('k1'));
    fetchMock.mockReset();
    const pending: ((response: Response) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
    const flushes = [first.outbox.flush(true), second.outbox.flush(true)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    pending.forEach((release) => release(response(200)));
    await Promise.all(flushes);
    await Promise.all([first.outbox.flush(true), second.outbox.flush(true)]);
    expect(sentKeys()).toEqual(['k1']);
    expect(await first.stored()).toEqual([]);
  });
});

describe("the outbox and the site's bot check", () => {
  const token = 'XXXX.DUMMY.TOKEN.XXXX';
  const withToken = (key: string): OutboxRequest => ({
    ...request(key),
    headers: { ...request(key).headers, 'X-Turnstile-Token': token, 'X-Form-Trap': '' },
  });
  const sentHeaders = () => fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
  /** The bot check's refusal, as the server answers it. */
  const challenge = () =>
    Promise.resolve({
      ...response(403, { 'Content-Type': 'application/json', 'X-Form-Challenge': 'interactive' }),
      json: () => Promise.resolve({ error: 'challenge', message: 'Please confirm you are a person, then send again.' }),
    } as Response);
  const checkUnavailable = () =>
    Promise.resolve({
      ...response(503, { 'Content-Type': 'application/json', 'Retry-After': '60' }),
      json: () => Promise.resolve({ error: 'bot-check-unavailable', message: 'The check cannot run.' }),
    } as Response);

  it('kept with a pass, drops the token and sends the pass with every resend, days later, until it is taken', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(() => answer(502, { 'X-Form-Pass': 'pass-1' }));
    expect(await outbox.submit(withToken('k1'))).toMatchObject({ outcome: 'saved' });
    const [kept] = await stored();
    expect(kept?.request.headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k1',
      'X-Form-Trap': '',
      'X-Form-Pass': 'pass-1',
    });
    expect(kept?.request.body).toBe(withToken('k1').body);

    fetchMock.mockImplementation(() => answer(504));
    clock += 60 * 60_000;
    await outbox.flush(true);
    clock += 3 * 24 * 60 * 60_000;
    fetchMock.mockImplementation(() => answer(201));
    await outbox.flush(true);

    const [first, ...resends] = sentHeaders();
    expect(first?.['X-Turnstile-Token']).toBe(token);
    expect(resends).toHaveLength(2);
    for (const headers of resends) {
      expect(headers['X-Form-Pass']).toBe('pass-1');
      expect(headers).not.toHaveProperty('X-Turnstile-Token');
      expect(headers['Idempotency-Key']).toBe('k1');
    }
    expect(await stored()).toEqual([]);
  });

  it('keeps the pass it was given until a later answer gives another', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(() => answer(503, { 'X-Form-Pass': 'pass-1' }));
    await outbox.submit(withToken('k1'));
    fetchMock.mockImplementation(() => answer(503));
    await outbox.flush(true);
    expect((await stored())[0]?.request.headers['X-Form-Pass']).toBe('pass-1');
    fetchMock.mockImplementation(() => answer(503, { 'X-Form-Pass': 'pass-2' }));
    await outbox.flush(true);
    await outbox.flush(true);
    expect(sentHeaders().map((headers) => headers['X-Form-Pass'])).toEqual([undefined, 'pass-1', 'pass-1', 'pass-2']);
  });

  it('asked for a person on the first send, keeps nothing, tells only the form, and is not sent again', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(challenge);
    expect(await outbox.submit(withToken('k1'))).toEqual({ outcome: 'challenge' });
    expect(await stored()).toEqual([]);
    expect(localStorage.getItem(outboxFlagKey)).toBeNull();
    await outbox.flush(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await notices()).toEqual([]);
  });

  it('asked for a person without storage, says so rather than failed', async () => {
    const outbox = storageless();
    fetchMock.mockImplementation(challenge);
    expect(await outbox.submit(withToken('k1'))).toEqual({ outcome: 'challenge' });
  });

  it('whose pass is refused on a resend, is removed and gives back what was typed: it cannot be sent without the visitor', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(() => answer(503, { 'X-Form-Pass': 'pass-1' }));
    await outbox.submit(withToken('k1'));
    fetchMock.mockImplementation(challenge);
    await outbox.flush(true);
    expect(await stored()).toEqual([]);
    expect(await notices()).toEqual([expect.stringMatching(/was not accepted by our server, so it was removed/)]);
    expect(document.querySelector('.outbox-notice dd')?.textContent).toBe('Asha');
  });

  it('kept when the bot check cannot run (503 bot-check-unavailable), as for any 5xx, after its wait', async () => {
    const { outbox, stored } = tab();
    fetchMock.mockImplementation(checkUnavailable);
    expect(await outbox.submit(withToken('k1'))).toEqual({ outcome: 'saved', savedAt: clock });
    const [kept] = await stored();
    expect(kept?.holdUntil).toBe(clock + 60_000);
    expect(kept?.request.headers['X-Turnstile-Token']).toBe(token);
  });
});
