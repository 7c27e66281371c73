import { del, keys, promisifyRequest, type UseStore } from 'idb-keyval';
import { outboxFlagKey, stashPrefix } from './flag';
import type { OutboxRequest } from './request';

/** At most this many entries on the device: a sixth is taken back and sent once. */
export const outboxLimit = 5;

/** A submission as the device keeps it. */
export interface OutboxEntry {
  request: OutboxRequest;
  savedAt: number;
  /** Sends that failed. */
  failures: number;
  nextAttemptAt: number;
  /** After a 429: not sent before then, whatever wakes the outbox. */
  holdUntil?: number;
}

/** Says to later visits that the device holds entries, or no longer does. */
export function setOutboxFlag(hasEntries: boolean): void {
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
export function addNow(entry: OutboxEntry) {
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

export const countEntries = (store: IDBObjectStore) => promisifyRequest(store.count());

/** Writes the entry to `localStorage`, synchronously. */
export function stash(entry: OutboxEntry): void {
  try {
    window.localStorage.setItem(`${stashPrefix}${entry.request.key}`, JSON.stringify(entry));
  } catch {
    // Full or refused: IndexedDB alone keeps it, once its write is done.
  }
}

/** Removes an entry's `localStorage` copy. */
export function unstash(key: string): void {
  try {
    window.localStorage.removeItem(`${stashPrefix}${key}`);
  } catch {
    // Nothing was stashed.
  }
}

/** The entries a closed tab left in `localStorage` only. */
export function stashed(): OutboxEntry[] {
  try {
    return Object.keys(window.localStorage)
      .filter((name) => name.startsWith(stashPrefix))
      .map((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null') as OutboxEntry | null)
      .filter((entry): entry is OutboxEntry => entry?.request?.key !== undefined);
  } catch {
    return [];
  }
}

/** Sets the flag by what the device holds now. */
export const updateOutboxFlag = async (storeOf: () => UseStore) => setOutboxFlag((await keys(storeOf())).length > 0);

/**
 * Writes a new entry, due at once: to `localStorage` in this task, then to IndexedDB before anything
 * else is asked of it; then counts: one over `outboxLimit` is taken back (`full`). `unavailable`: the
 * browser gives this site no storage.
 */
export async function saveOnDevice(
  storeOf: () => UseStore,
  request: OutboxRequest,
  savedAt: number,
): Promise<{ saved: 'saved' | 'full' | 'unavailable'; savedAt: number }> {
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
    if (!added) return { saved: 'saved', savedAt };
  } catch {
    // A write cut short (the tab closing) leaves the entry in localStorage for the next page; no
    // storage at all (some private windows) leaves nothing.
    if (writing) return { saved: 'unavailable', savedAt };
    unstash(request.key);
    await updateOutboxFlag(storeOf).catch(() => setOutboxFlag(false));
    return { saved: 'unavailable', savedAt };
  }
  try {
    if ((await storeOf()('readonly', countEntries)) <= outboxLimit) return { saved: 'saved', savedAt };
    await del(request.key, storeOf());
    await updateOutboxFlag(storeOf);
    return { saved: 'full', savedAt };
  } catch {
    return { saved: 'saved', savedAt };
  }
}
