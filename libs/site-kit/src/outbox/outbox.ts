import { createStore, del, get, keys, promisifyRequest, set, values, type UseStore } from 'idb-keyval';
import { antiForgeryToken, xsrfHeaderName } from '../runtime-config';
import { readAnswer, type Answer } from './answer';
import { retryDelayMs } from './backoff';
import { deliveryNotice, keptForDays, type Delivery, type DeliveryNotice as Notice } from './content';
import { outboxFlagKey, stashPrefix } from './flag';
import type { OutboxRequest, Typed } from './request';
import { showNotice } from './notice';

export type { Delivery, Notice, OutboxRequest, Typed };

export interface OutboxEntry {
  request: OutboxRequest;
  savedAt: number;
  /** Sends that failed. */
  failures: number;
  nextAttemptAt: number;
  /** After a 429: not sent before then, whatever wakes the outbox. */
  holdUntil?: number;
}

/**
 * What became of a submission after its first send. `kept`: the send failed and the device keeps it
 * to send later; `refused`: the inquiry API refused it for good; `failed`: the send failed and the
 * device could not keep it (`full`: it holds `outboxLimit` already; else no storage).
 */
export type Submitted =
  | { outcome: 'sent' }
  | { outcome: 'kept'; savedAt: number }
  | { outcome: 'refused' }
  | { outcome: 'failed'; full: boolean; status?: number; retryAfterSeconds?: number };

export const outboxLimit = 5;
export const outboxMaxAgeMs = keptForDays * 24 * 60 * 60_000;
const sendTimeoutMs = 15_000;
const channelName = 'radix-outbox';
const lockPrefix = 'radix-outbox:';

type Attempt = Answer | { outcome: 'expired' | 'gone' };

export interface OutboxDependencies {
  openStore: () => UseStore;
  locks?: LockManager;
  now: () => number;
  random: () => number;
}

type DeliveryListener = (key: string, delivery: Delivery, notice: Notice, typed?: Typed) => void;

export interface Outbox {
  /**
   * Writes the submission to the device, then sends it (`keepalive`, so that it leaves even if the tab
   * closes meanwhile); it stays on the device unless it was accepted or refused. Without storage, or
   * with the device full, it is sent once and not kept.
   */
  submit(request: OutboxRequest): Promise<Submitted>;
  /** Removes a kept submission unsent and gives back what was typed; `undefined`: it had left the device. */
  withdraw(key: string): Promise<OutboxRequest | undefined>;
  /** Sends what is due (`force`: what is not held by a 429, due or not), then plans the next attempt. */
  flush(force?: boolean): Promise<void>;
  /** Listens on this page, and in the other tabs, to submissions leaving the device. */
  onDelivery(listener: DeliveryListener): () => void;
  /** Sends now, on `online`, when the page becomes visible and with backoff while the page is open. */
  start(): void;
  stop(): void;
}

async function deliver(request: OutboxRequest): Promise<Answer> {
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
      keepalive: true,
    });
    return await readAnswer(response);
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

/**
 * Adds the entry in a transaction committed at once, in the task of the visitor's Send: a tab closed
 * right after it leaves the entry on the device. `false`: the device holds it already.
 */
function addNow(entry: OutboxEntry) {
  return (store: IDBObjectStore): Promise<boolean> => {
    const adding = store.add(entry, entry.request.key);
    store.transaction.commit?.();
    return promisifyRequest(store.transaction).then(
      () => true,
      (error: unknown) => {
        if (adding.error?.name === 'ConstraintError') return false;
        throw error;
      },
    );
  };
}

const countEntries = (store: IDBObjectStore) => promisifyRequest(store.count());

/** Writes the entry to `localStorage`, synchronously. */
function stash(entry: OutboxEntry): void {
  try {
    window.localStorage.setItem(`${stashPrefix}${entry.request.key}`, JSON.stringify(entry));
  } catch {
    // Full or refused: IndexedDB alone keeps it, once its write is done.
  }
}

function unstash(key: string): void {
  try {
    window.localStorage.removeItem(`${stashPrefix}${key}`);
  } catch {
    // Nothing was stashed.
  }
}

/** The entries a closed tab left in `localStorage` only. */
function stashed(): OutboxEntry[] {
  try {
    return Object.keys(window.localStorage)
      .filter((name) => name.startsWith(stashPrefix))
      .map((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null') as OutboxEntry | null)
      .filter((entry): entry is OutboxEntry => entry?.request?.key !== undefined);
  } catch {
    return [];
  }
}

export function createOutbox({ openStore, locks, now, random }: OutboxDependencies): Outbox {
  let store: UseStore | undefined;
  const storeOf = () => (store ??= openStore());
  try {
    // Opened now, not at the first submission: a tab closed right after Send then finds the write started.
    storeOf();
  } catch {
    // No storage: `submit` sends once and keeps nothing.
  }
  const listeners = new Set<DeliveryListener>();
  let channel: BroadcastChannel | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again: boolean | undefined;
  let started = false;

  const tell = (key: string, delivery: Delivery, notice: Notice, typed?: Typed) =>
    listeners.forEach((listener) => listener(key, delivery, notice, typed));

  function openChannel(): void {
    if (channel || typeof BroadcastChannel === 'undefined') return;
    channel = new BroadcastChannel(channelName);
    channel.onmessage = ({ data }: MessageEvent<{ key: string; delivery: Delivery; notice: Notice; typed?: Typed }>) =>
      tell(data.key, data.delivery, data.notice, data.typed);
  }

  /** Tells the forms that watch the entry, here and in other tabs; a page without one shows a notice. */
  function report(entry: OutboxEntry, delivery: Delivery): void {
    const { key, label, typed } = entry.request;
    const notice = deliveryNotice(delivery, label, entry.savedAt);
    tell(key, delivery, notice, typed);
    channel?.postMessage({ key, delivery, notice, typed });
    if (!document.querySelector(`[data-outbox-key="${key}"]`)) showNotice(notice, typed);
  }

  /** One tab, and one outbox of a tab, at a time per entry: `skip`, the others skip it rather than wait and send it again. */
  async function withEntryLock(key: string, wait: 'wait' | 'skip', task: () => Promise<void>): Promise<void> {
    if (!locks) return task();
    await locks.request(`${lockPrefix}${key}`, { ifAvailable: wait === 'skip' }, async (lock) => {
      if (lock) await task();
    });
  }

  /**
   * Sends the entry if due (`force`: unless held by a 429), keeps it for later or removes it, reading it
   * afresh; `tells`: says what became of it (not the first send, whose form says it).
   */
  async function attempt(key: string, force: boolean, tells = true): Promise<Attempt> {
    const entry = await get<OutboxEntry>(key, storeOf());
    if (!entry) return { outcome: 'gone' };
    const time = now();
    if (time - entry.savedAt > outboxMaxAgeMs) {
      await del(key, storeOf());
      report(entry, 'expired');
      return { outcome: 'expired' };
    }
    if ((entry.holdUntil ?? 0) > time || (!force && entry.nextAttemptAt > time)) return { outcome: 'retry' };
    const answer = await deliver(entry.request);
    if (answer.outcome === 'retry') {
      const failures = entry.failures + 1;
      const after = now();
      const holdUntil = answer.retryAfterSeconds === undefined ? undefined : after + answer.retryAfterSeconds * 1000;
      const nextAttemptAt = Math.max(after + retryDelayMs(failures, random), holdUntil ?? 0);
      await set(key, { ...entry, failures, nextAttemptAt, holdUntil }, storeOf());
      return answer;
    }
    await del(key, storeOf());
    if (tells) report(entry, answer.outcome === 'accepted' ? 'sent' : 'refused');
    return answer;
  }

  function plan(entries: OutboxEntry[]): void {
    clearTimeout(timer);
    timer = undefined;
    if (!started || entries.length === 0) return;
    const next = Math.min(...entries.map((entry) => entry.nextAttemptAt));
    timer = setTimeout(() => void flush(), Math.max(0, next - now()));
  }

  /** Moves to IndexedDB what a tab closed right after Send left in `localStorage` only. */
  async function adoptStashed(): Promise<void> {
    for (const entry of stashed()) {
      await storeOf()('readwrite', addNow(entry));
      unstash(entry.request.key);
    }
  }

  async function flushOnce(force: boolean): Promise<void> {
    await adoptStashed();
    for (const key of await keys<string>(storeOf())) {
      await withEntryLock(key, 'skip', async () => void (await attempt(key, force)));
    }
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

  const updateFlag = async () => setOutboxFlag((await keys(storeOf())).length > 0);

  /**
   * Writes a new entry, due at once: to `localStorage` in this task, then to IndexedDB before anything
   * else is asked of it; then counts: one over `outboxLimit` is taken back (`full`). `unavailable`: the
   * browser gives this site no storage.
   */
  async function write(request: OutboxRequest): Promise<{ kept: 'kept' | 'full' | 'unavailable'; savedAt: number }> {
    const savedAt = now();
    const entry: OutboxEntry = { request, savedAt, failures: 0, nextAttemptAt: savedAt };
    setOutboxFlag(true);
    stash(entry);
    let writing = false;
    try {
      const added = await storeOf()('readwrite', (store) => {
        writing = true;
        return addNow(entry)(store);
      });
      unstash(request.key);
      if (!added) return { kept: 'kept', savedAt };
    } catch {
      // A write cut short (the tab closing) leaves the entry in localStorage for the next page; no
      // storage at all (some private windows) leaves nothing.
      if (writing) return { kept: 'unavailable', savedAt };
      unstash(request.key);
      await updateFlag().catch(() => setOutboxFlag(false));
      return { kept: 'unavailable', savedAt };
    }
    try {
      if ((await storeOf()('readonly', countEntries)) <= outboxLimit) return { kept: 'kept', savedAt };
      await del(request.key, storeOf());
      await updateFlag();
      return { kept: 'full', savedAt };
    } catch {
      return { kept: 'kept', savedAt };
    }
  }

  /**
   * Writes the submission and sends it under its lock, asked for as the write starts: no other tab nor
   * copy of this module sends it meanwhile, and none tells of it (the form that handed it over does).
   * `full` or `unavailable`: not kept, not sent.
   */
  async function keepAndSend(request: OutboxRequest): Promise<Submitted | 'full' | 'unavailable'> {
    const written = write(request);
    let submitted = 'unavailable' as Submitted | 'full' | 'unavailable';
    try {
      await withEntryLock(request.key, 'wait', async () => {
        const { kept, savedAt } = await written;
        if (kept !== 'kept') {
          submitted = kept;
          return;
        }
        submitted = { outcome: 'kept', savedAt };
        const { outcome } = await attempt(request.key, true, false);
        if (outcome === 'accepted') submitted = { outcome: 'sent' };
        if (outcome === 'refused') submitted = { outcome: 'refused' };
      });
    } catch {
      // Storage went away after the write: as far as this page knows, the device keeps it.
    }
    if (typeof submitted !== 'object') return submitted;
    if (submitted.outcome === 'kept') {
      listen();
      void flush();
    } else await updateFlag().catch(() => undefined);
    return submitted;
  }

  const outbox: Outbox = {
    async submit(request) {
      const submitted = await keepAndSend(request);
      if (typeof submitted === 'object') return submitted;
      const answer = await deliver(request);
      if (answer.outcome === 'accepted') return { outcome: 'sent' };
      if (answer.outcome === 'refused') return { outcome: 'refused' };
      const { status, retryAfterSeconds } = answer;
      return { outcome: 'failed', full: submitted === 'full', status, retryAfterSeconds };
    },
    async withdraw(key) {
      let removed: OutboxRequest | undefined;
      await withEntryLock(key, 'wait', async () => {
        removed = (await get<OutboxEntry>(key, storeOf()))?.request;
        if (removed) await del(key, storeOf());
      });
      await updateFlag();
      return removed;
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
