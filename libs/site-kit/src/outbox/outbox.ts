import { createStore, del, get, keys, set, values, type UseStore } from 'idb-keyval';
import { antiForgeryToken, xsrfHeaderName } from '../runtime-config';
import { retryDelayMs } from './backoff';
import { deliveryNotice, type Delivery, type DeliveryNotice as Notice } from './content';
import { outboxFlagKey } from './flag';
import type { OutboxRequest } from './request';
import { showNotice } from './notice';

export type { Delivery, Notice, OutboxRequest };

export interface OutboxEntry {
  request: OutboxRequest;
  savedAt: number;
  /** Sends that failed, the form's own first one included. */
  failures: number;
  nextAttemptAt: number;
  /** After a 429: not sent before then, whatever wakes the outbox. */
  holdUntil?: number;
}

/** `kept`: on the device, to be sent; `full`: refused, the device holds `outboxLimit` already; `unavailable`: no storage. */
export type KeepOutcome = 'kept' | 'full' | 'unavailable';

export const outboxLimit = 5;
export const outboxMaxAgeMs = 7 * 24 * 60 * 60_000;
const sendTimeoutMs = 15_000;
const channelName = 'radix-outbox';
const queueLockName = 'radix-outbox';

type Attempt = { outcome: 'accepted' | 'refused' } | { outcome: 'retry'; waitMs?: number };

export interface OutboxDependencies {
  openStore: () => UseStore;
  locks?: LockManager;
  now: () => number;
  random: () => number;
}

type DeliveryListener = (key: string, delivery: Delivery, notice: Notice) => void;

export interface Outbox {
  keep(request: OutboxRequest, options?: { waitMs?: number }): Promise<KeepOutcome>;
  /** Sends what is due (`force`: what is not held by a 429, due or not), then plans the next attempt. */
  flush(force?: boolean): Promise<void>;
  /** Listens on this page, and in the other tabs, to submissions leaving the device. */
  onDelivery(listener: DeliveryListener): () => void;
  /** Sends now, on `online`, when the page becomes visible and with backoff while the page is open. */
  start(): void;
  stop(): void;
}

function classify(response: Response): Attempt {
  if (response.ok) return { outcome: 'accepted' };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
    return { outcome: 'retry', waitMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined };
  }
  return response.status >= 500 || response.status === 408 ? { outcome: 'retry' } : { outcome: 'refused' };
}

async function deliver(request: OutboxRequest): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), sendTimeoutMs);
  try {
    const headers = { ...request.headers };
    if (request.antiForgeryBase) {
      const token = await antiForgeryToken(new URL(request.antiForgeryBase), controller.signal);
      if (token) headers[xsrfHeaderName] = token;
    }
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body,
      signal: controller.signal,
    });
    return classify(response);
  } catch {
    return { outcome: 'retry' };
  } finally {
    clearTimeout(timer);
  }
}

function setOutboxFlag(hasEntries: boolean): void {
  try {
    if (hasEntries) window.localStorage.setItem(outboxFlagKey, '1');
    else window.localStorage.removeItem(outboxFlagKey);
  } catch {
    // Without localStorage a later visit does not look for entries; this page still sends them.
  }
}

export function createOutbox({ openStore, locks, now, random }: OutboxDependencies): Outbox {
  let store: UseStore | undefined;
  const storeOf = () => (store ??= openStore());
  const listeners = new Set<DeliveryListener>();
  let channel: BroadcastChannel | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again: boolean | undefined;
  let started = false;

  const tell = (key: string, delivery: Delivery, notice: Notice) =>
    listeners.forEach((listener) => listener(key, delivery, notice));

  function openChannel(): void {
    if (channel || typeof BroadcastChannel === 'undefined') return;
    channel = new BroadcastChannel(channelName);
    channel.onmessage = ({ data }: MessageEvent<{ key: string; delivery: Delivery; notice: Notice }>) =>
      tell(data.key, data.delivery, data.notice);
  }

  /** Tells the forms that watch the entry, here and in other tabs; a page without one shows a notice. */
  function report(entry: OutboxEntry, delivery: Delivery): void {
    const { key, label } = entry.request;
    const notice = deliveryNotice(delivery, label, entry.savedAt);
    tell(key, delivery, notice);
    channel?.postMessage({ key, delivery, notice });
    if (!document.querySelector(`[data-outbox-key="${key}"]`)) showNotice(notice);
  }

  /** One tab, and one outbox of a tab, at a time per entry: the others skip it rather than wait and send it again. */
  async function withEntryLock(key: string, task: () => Promise<void>): Promise<void> {
    if (!locks) return task();
    await locks.request(`${queueLockName}:${key}`, { ifAvailable: true }, async (lock) => {
      if (lock) await task();
    });
  }

  async function attempt(key: string, force: boolean): Promise<void> {
    const entry = await get<OutboxEntry>(key, storeOf());
    if (!entry) return;
    const time = now();
    if (time - entry.savedAt > outboxMaxAgeMs) {
      await del(key, storeOf());
      report(entry, 'expired');
      return;
    }
    if ((entry.holdUntil ?? 0) > time || (!force && entry.nextAttemptAt > time)) return;
    const result = await deliver(entry.request);
    if (result.outcome === 'retry') {
      const failures = entry.failures + 1;
      const after = now();
      const holdUntil = result.waitMs === undefined ? undefined : after + result.waitMs;
      const nextAttemptAt = Math.max(after + retryDelayMs(failures, random), holdUntil ?? 0);
      await set(key, { ...entry, failures, nextAttemptAt, holdUntil }, storeOf());
      return;
    }
    await del(key, storeOf());
    report(entry, result.outcome === 'accepted' ? 'sent' : 'refused');
  }

  function plan(entries: OutboxEntry[]): void {
    clearTimeout(timer);
    timer = undefined;
    if (!started || entries.length === 0) return;
    const next = Math.min(...entries.map((entry) => entry.nextAttemptAt));
    timer = setTimeout(() => void flush(), Math.max(0, next - now()));
  }

  async function flushOnce(force: boolean): Promise<void> {
    for (const key of await keys<string>(storeOf())) await withEntryLock(key, () => attempt(key, force));
    const rest = await values<OutboxEntry>(storeOf());
    setOutboxFlag(rest.length > 0);
    plan(rest);
  }

  function flush(force = false): Promise<void> {
    if (running) {
      again ||= force;
      return running;
    }
    running = (async () => {
      try {
        await flushOnce(force);
        while (again !== undefined) {
          const forced = again;
          again = undefined;
          await flushOnce(forced);
        }
      } catch {
        // Storage went away (a private window closing, the visitor clearing the site's data): nothing left to send.
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  async function withQueueLock<T>(task: () => Promise<T>): Promise<T> {
    return locks ? locks.request(queueLockName, task) : task();
  }

  const onOnline = () => void flush(true);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void flush(true);
  };

  function listen(): void {
    if (started) return;
    started = true;
    openChannel();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
  }

  const outbox: Outbox = {
    async keep(request, { waitMs } = {}) {
      let outcome: KeepOutcome;
      try {
        outcome = await withQueueLock(async () => {
          if (await get(request.key, storeOf())) return 'kept';
          if ((await keys(storeOf())).length >= outboxLimit) return 'full';
          const savedAt = now();
          const holdUntil = waitMs === undefined ? undefined : savedAt + waitMs;
          const nextAttemptAt = Math.max(savedAt + retryDelayMs(1, random), holdUntil ?? 0);
          await set(request.key, { request, savedAt, failures: 1, nextAttemptAt, holdUntil }, storeOf());
          setOutboxFlag(true);
          return 'kept';
        });
      } catch {
        return 'unavailable';
      }
      listen();
      if (outcome === 'kept') void flush();
      return outcome;
    },
    flush,
    onDelivery(listener) {
      openChannel();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      listen();
      void flush(true);
    },
    stop() {
      started = false;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
      channel = undefined;
    },
  };
  return outbox;
}

let pageOutbox: Outbox | undefined;

/** The page's outbox; its entries live in IndexedDB, shared by the site's tabs. */
export function outbox(): Outbox {
  pageOutbox ??= createOutbox({
    openStore: () => createStore('radix-outbox', 'entries'),
    locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
    now: () => Date.now(),
    random: Math.random,
  });
  return pageOutbox;
}

/** Sends what the device holds, now and whenever the outbox should try again. */
export function startOutbox(): void {
  outbox().start();
}
