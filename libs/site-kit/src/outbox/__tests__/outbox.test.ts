import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { createStore, values } from 'idb-keyval';
import { firstRetryMs, longestRetryMs, retryDelayMs } from '../backoff';
import { outboxFlagKey } from '../flag';
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

const request = (key: string): OutboxRequest => ({
  key,
  url: 'https://api.example.com/api/Home/AddInquiryForRadixWebsite',
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
  body: '{"sFirstName":"Asha"}',
  label: 'inquiry',
});

/** What `fetch` resolves with, as far as the outbox reads it (jsdom has no `Response`). */
const response = (status: number, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
  }) as Response;
const answer = (status: number, headers: Record<string, string> = {}) => Promise.resolve(response(status, headers));
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
  it('keeps a submission, sends it again with the same key once due, then removes it and says so', async () => {
    const { outbox, stored } = tab();
    expect(await outbox.keep(request('k1'))).toBe('kept');
    expect(localStorage.getItem(outboxFlagKey)).toBe('1');
    await outbox.flush();
    expect(fetchMock).not.toHaveBeenCalled();

    clock += firstRetryMs;
    fetchMock.mockImplementation(() => answer(503));
    await outbox.flush();
    expect((await stored()).map((entry) => [entry.failures, entry.nextAttemptAt - clock])).toEqual([[2, 10_000]]);

    clock += 10_000;
    fetchMock.mockImplementation(() => answer(204));
    await outbox.flush();
    expect(sentKeys()).toEqual(['k1', 'k1']);
    expect(await stored()).toEqual([]);
    expect(localStorage.getItem(outboxFlagKey)).toBeNull();
    expect(await notices()).toEqual([
      expect.stringMatching(/^Your inquiry saved on this device on 26 November has now been sent/),
    ]);
  });

  it('leaves the notice to the form that shows the submission, and tells it', async () => {
    const { outbox } = tab();
    const heard: string[] = [];
    outbox.onDelivery((key, delivery) => heard.push(`${key} ${delivery}`));
    await outbox.keep(request('k1'));
    document.body.innerHTML = '<p role="status" data-outbox-key="k1"></p>';
    fetchMock.mockImplementation(() => answer(200));
    await outbox.flush(true);
    expect(heard).toEqual(['k1 sent']);
    expect(await notices()).toEqual([]);
  });

  it('sends when forced (online, the page shown again, a new visit) but never before a 429 wait is over', async () => {
    const { outbox, stored } = tab();
    await outbox.keep(request('k1'), { waitMs: 60_000 });
    fetchMock.mockImplementation(() => answer(200));
    clock += 59_999;
    await outbox.flush(true);
    expect(fetchMock).not.toHaveBeenCalled();
    clock += 1;
    await outbox.flush(true);
    expect(sentKeys()).toEqual(['k1']);
    expect(await stored()).toEqual([]);
  });

  it('drops a submission the server refuses (a 4xx other than 408 and 429) and says so with the e-mail', async () => {
    const { outbox, stored } = tab();
    await outbox.keep(request('k1'));
    fetchMock.mockImplementation(() => answer(422));
    await outbox.flush(true);
    expect(await stored()).toEqual([]);
    const [notice] = await notices();
    expect(notice).toMatch(/was not accepted by our server\. Please send it again, or write to us at .+@.+\.$/);
  });

  it('drops an entry older than 7 days unsent, with a note to the visitor', async () => {
    const { outbox, stored } = tab();
    await outbox.keep(request('k1'));
    await outbox.flush();
    fetchMock.mockImplementation(() => answer(503));
    clock += outboxMaxAgeMs;
    await outbox.flush(true);
    expect(await stored()).toHaveLength(1);
    clock += 1;
    await outbox.flush(true);
    expect(sentKeys()).toEqual(['k1']);
    expect(await stored()).toEqual([]);
    expect(await notices()).toEqual([expect.stringMatching(/could not be sent within 7 days, so it was removed/)]);
  });

  it(`holds at most ${outboxLimit} submissions and refuses more; a submission kept again stays one`, async () => {
    const { outbox, stored } = tab();
    for (let index = 0; index < outboxLimit; index += 1) expect(await outbox.keep(request(`k${index}`))).toBe('kept');
    expect(await outbox.keep(request('k0'))).toBe('kept');
    expect(await outbox.keep(request('one too many'))).toBe('full');
    expect((await stored()).map((entry) => entry.request.key).sort()).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
  });

  it('says it cannot keep anything when the browser refuses storage', async () => {
    const outbox = createOutbox({
      openStore: () => {
        throw new DOMException('The user denied permission to access the database.', 'InvalidStateError');
      },
      now: () => clock,
      random: Math.random,
    });
    expect(await outbox.keep(request('k1'))).toBe('unavailable');
    expect(localStorage.getItem(outboxFlagKey)).toBeNull();
  });

  it('two tabs flushing at once send an entry once: the one that holds its lock sends, the other skips it', async () => {
    const first = tab();
    const second = tab(first.shared);
    await first.outbox.keep(request('k1'));
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
