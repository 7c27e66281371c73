import { createStore, del, get, keys, set, values, type UseStore } from 'idb-keyval';
import { withPass, type Answer } from './answer';
import { retryDelayMs } from './backoff';
import { savedForDays, type Delivery, type DeliveryNotice as Notice } from './content';
import { deliver } from './deliver';
import {
  addNow,
  saveOnDevice,
  type OutboxEntry,
  outboxLimit,
  setOutboxFlag,
  stashed,
  unstash,
  updateOutboxFlag,
} from './device';
import type { OutboxRequest, Typed } from './request';
import { Deliveries, type DeliveryListener } from './deliveries';

export type { Delivery, Notice, OutboxEntry, OutboxRequest, Typed };
export { outboxLimit };

/**
 * What became of a submission after its first send. `saved`: the send failed and the device keeps it
 * to send later; `refused`: the inquiry API refused it for good; `challenge`: the site's bot check
 * asks the visitor to confirm they are a person, and nothing was sent nor kept (the form keeps what was
 * typed and sends it again with a new token); `failed`: the send failed and the device could not keep
 * it (`full`: it holds `outboxLimit` already; else no storage).
 */
export type Submitted =
  | { outcome: 'sent' }
  | { outcome: 'saved'; savedAt: number }
  | { outcome: 'refused' }
  | { outcome: 'challenge' }
  | { outcome: 'failed'; full: boolean; status?: number; retryAfterSeconds?: number };

export const outboxMaxAgeMs = savedForDays * 24 * 60 * 60_000;
const lockPrefix = 'radix-outbox:';

type Attempt = Answer | { outcome: 'expired' | 'gone' };

export interface OutboxDependencies {
  openStore: () => UseStore;
  locks?: LockManager;
  now: () => number;
  random: () => number;
}

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

export function createOutbox({ openStore, locks, now, random }: OutboxDependencies): Outbox {
  let store: UseStore | undefined;
  const storeOf = () => (store ??= openStore());
  try {
    // Opened now, not at the first submission: a tab closed right after Send then finds the write started.
    storeOf();
  } catch {
    // No storage: `submit` sends once and keeps nothing.
  }
  const deliveries = new Deliveries();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again: boolean | undefined;
  let started = false;

  /** One tab, and one outbox of a tab, at a time per entry: `skip`, the others skip it rather than wait and send it again. */
  async function withEntryLock(key: string, wait: 'wait' | 'skip', task: () => Promise<void>): Promise<void> {
    if (!locks) return task();
    await locks.request(`${lockPrefix}${key}`, { ifAvailable: wait === 'skip' }, async (lock) => {
      if (lock) await task();
    });
  }

  /**
   * Sends the entry if due (`force`: unless held by a 429), keeps it for later or removes it, reading it
   * afresh; `tells`: says what became of it (not the first send, whose form says it). Kept with the bot
   * check's pass, it drops the token it was first sent with (single use, 300 s) and carries the pass
   * from then on. Refused by the bot check on a later send (the pass refused, or a token that
   * expired while the device kept it), it cannot be sent without the visitor: it is removed and
   * told as refused, which gives back what was typed.
   */
  async function attempt(key: string, force: boolean, tells = true): Promise<Attempt> {
    const entry = await get<OutboxEntry>(key, storeOf());
    if (!entry) return { outcome: 'gone' };
    const time = now();
    if (time - entry.savedAt > outboxMaxAgeMs) {
      await del(key, storeOf());
      deliveries.report(entry, 'expired');
      return { outcome: 'expired' };
    }
    if ((entry.holdUntil ?? 0) > time || (!force && entry.nextAttemptAt > time)) return { outcome: 'retry' };
    const answer = await deliver(entry.request);
    if (answer.outcome === 'retry') {
      const failures = entry.failures + 1;
      const after = now();
      const holdUntil = answer.retryAfterSeconds === undefined ? undefined : after + answer.retryAfterSeconds * 1000;
      const nextAttemptAt = Math.max(after + retryDelayMs(failures, random), holdUntil ?? 0);
      const request = answer.pass === undefined ? entry.request : withPass(entry.request, answer.pass);
      await set(key, { ...entry, request, failures, nextAttemptAt, holdUntil }, storeOf());
      return answer;
    }
    await del(key, storeOf());
    if (tells) deliveries.report(entry, answer.outcome === 'accepted' ? 'sent' : 'refused');
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
    deliveries.open();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
  }

  const updateFlag = () => updateOutboxFlag(storeOf);

  /**
   * Writes the submission and sends it under its lock, asked for as the write starts: no other tab nor
   * copy of this module sends it meanwhile, and none tells of it (the form that handed it over does).
   * `full` or `unavailable`: not kept, not sent.
   */
  async function saveAndSend(request: OutboxRequest): Promise<Submitted | 'full' | 'unavailable'> {
    const written = saveOnDevice(storeOf, request, now());
    let submitted = 'unavailable' as Submitted | 'full' | 'unavailable';
    try {
      await withEntryLock(request.key, 'wait', async () => {
        const { saved, savedAt } = await written;
        if (saved !== 'saved') {
          submitted = saved;
          return;
        }
        submitted = { outcome: 'saved', savedAt };
        const { outcome } = await attempt(request.key, true, false);
        if (outcome === 'accepted') submitted = { outcome: 'sent' };
        if (outcome === 'refused') submitted = { outcome: 'refused' };
        if (outcome === 'challenge') submitted = { outcome: 'challenge' };
      });
    } catch {
      // Storage went away after the write: as far as this page knows, the device keeps it.
    }
    if (typeof submitted !== 'object') return submitted;
    if (submitted.outcome === 'saved') {
      listen();
      void flush();
    } else await updateFlag().catch(() => undefined);
    return submitted;
  }

  const outbox: Outbox = {
    async submit(request) {
      const submitted = await saveAndSend(request);
      if (typeof submitted === 'object') return submitted;
      const answer = await deliver(request);
      if (answer.outcome === 'accepted') return { outcome: 'sent' };
      if (answer.outcome === 'refused') return { outcome: 'refused' };
      if (answer.outcome === 'challenge') return { outcome: 'challenge' };
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
      return deliveries.listen(listener);
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
      deliveries.close();
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
