import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

/** What was accepted, as stored: one JSON object per line. */
export type StoredRecord = { kind: 'inquiry' | 'productInquiry' | 'subscription'; receivedAt: string } & Record<
  string,
  string | number
>;

/**
 * Appends records to a JSON Lines file, one write at a time, each flushed to disk (fsync) before
 * the caller answers the visitor: an accepted inquiry is never lost.
 */
export function createInquiryStore(dataFile: string) {
  let queue: Promise<void> = Promise.resolve();

  async function write(record: StoredRecord): Promise<void> {
    await mkdir(path.dirname(dataFile), { recursive: true });
    // Personal data: readable by the server's own user only.
    const handle = await open(dataFile, 'a', 0o600);
    try {
      await handle.chmod(0o600);
      await handle.write(`${JSON.stringify(record)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    append(record: StoredRecord): Promise<void> {
      const next = queue.then(() => write(record));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
