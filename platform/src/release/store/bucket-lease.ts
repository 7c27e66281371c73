import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { defaultLeaseTtlMs, type Lease, leaseEndsAt, leaseIsOver, lockKey, parseLease } from '@radix/release-model';
import { type BucketObjects, isPreconditionFailed, unlessPreconditionFailed } from './bucket-objects';
import { LeaseLost, ReleaseRefusal, StoreLocked, type LetGo } from './store';

/** How long a release command's lease on the store lasts unless renewed, and how it is renewed. */
export interface LeaseTiming {
  /** By the store's clock, from the lease's last write. */
  ttlMs: number;
  renewEveryMs: number;
  /** Calls `renew` every `ms` until the returned function is called: a timer, or a test's own hand. */
  schedule?: (ms: number, renew: () => void) => () => void;
  /** The runner's clock, which signs its requests (a test's skewed one); no expiry ever reads it. */
  clock?: () => number;
}

export const defaultLease: LeaseTiming = { ttlMs: defaultLeaseTtlMs, renewEveryMs: 60_000 };

const everyInterval = (ms: number, renew: () => void) => {
  const timer = setInterval(renew, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** A lease as read, judged by the store's clock. */
interface LeaseState {
  lease: Lease;
  etag: string;
  endsAt: Date;
  over: boolean;
}

/** The lease this command holds: the ETag of its last write, and why it was lost once it is. */
interface HeldLease {
  etag: string;
  lost?: string;
  letGo?: boolean;
  /** Renewals and the letting go, one after another: each is conditional on the ETag the one before wrote. */
  queue: Promise<void>;
}

/** A small object written to read the store's clock from its `LastModified`. */
const clockKey = 'release.clock';

const isoOf = (date: Date) => (Number.isNaN(date.getTime()) ? 'an unknown time' : date.toISOString());

/**
 * The lock of a bucket: a lease object, created only if absent and renewed while its command runs
 * by a write conditional on its ETag. Whether it has run out is judged by the store's clock alone
 * (the lease's `LastModified` against that of an object written now), so runners whose clocks
 * disagree agree on it. While a command holds it, each write is preceded by a renewal (`fenced`):
 * once another runner took the lease over (or a renewal failed), the command stops before writing
 * anything more.
 */
export class BucketLease {
  /** Who this store's commands are, in a lease: the machine, the process and a tag of this store. */
  private readonly holder = `${os.hostname()} process ${process.pid} (${randomUUID().slice(0, 8)})`;
  private held?: HeldLease;

  constructor(
    private readonly objects: BucketObjects,
    private readonly timing: LeaseTiming,
    /** The bucket's address, for messages. */
    private readonly address: string,
  ) {}

  private leaseText(ended?: string): string {
    const lease: Lease = { holder: this.holder, ttlMs: ended ? 0 : this.timing.ttlMs, ...(ended ? { ended } : {}) };
    return JSON.stringify(lease);
  }

  /** The store's clock: the `LastModified` it stamps on a small object written now. */
  private async storeNow(): Promise<number> {
    await this.objects.put(clockKey, this.holder);
    return (await this.objects.modifiedAt(clockKey))?.getTime() ?? Number.NaN;
  }

  /** The lease as it is now, and whether it has run out by the store's clock. */
  private async read(): Promise<LeaseState | undefined> {
    const object = await this.objects.get(lockKey);
    if (!object) return undefined;
    const lease = parseLease(new TextDecoder().decode(object.body), `${this.address}/${lockKey}`);
    const writtenAt = object.lastModified?.getTime() ?? Number.NaN;
    return {
      lease,
      etag: object.etag,
      endsAt: new Date(leaseEndsAt(lease, writtenAt)),
      over: leaseIsOver(lease, writtenAt, await this.storeNow()),
    };
  }

  async lock(): Promise<LetGo> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const created = await this.objects
        .put(lockKey, this.leaseText(), { IfNoneMatch: '*' })
        .catch(unlessPreconditionFailed);
      if (created !== undefined) return this.hold(created);
      const current = await this.read();
      if (!current) continue;
      if (!current.over) {
        throw new StoreLocked(
          `another release command (${current.lease.holder}) holds ${this.address}: run this one again when it has finished (its lease ends at ${isoOf(current.endsAt)} if it died; "npm run unlock" ends it at once)`,
        );
      }
      // Its lease has run out or was let go: taking it over is one conditional write.
      const taken = await this.objects
        .put(lockKey, this.leaseText(), { IfMatch: current.etag })
        .catch(unlessPreconditionFailed);
      if (taken !== undefined) return this.hold(taken);
    }
    throw new StoreLocked(`the lock of ${this.address} changed hands repeatedly: run the command again`);
  }

  async takeOver(): Promise<{ ended: string; letGo: LetGo }> {
    const current = await this.read();
    if (!current || current.over) {
      throw new ReleaseRefusal(
        `no release command holds ${this.address}${current ? ` (the last lease, of ${current.lease.holder}, ended at ${isoOf(current.endsAt)})` : ''}: there is nothing to end`,
      );
    }
    const taken = await this.objects
      .put(lockKey, this.leaseText(), { IfMatch: current.etag })
      .catch(unlessPreconditionFailed);
    if (taken === undefined) {
      throw new StoreLocked(
        `the lease of ${this.address} changed hands meanwhile: run the command again to see who holds it`,
      );
    }
    return { ended: current.lease.holder, letGo: this.hold(taken) };
  }

  private hold(etag: string): LetGo {
    const held: HeldLease = { etag, queue: Promise.resolve() };
    this.held = held;
    const stop = (this.timing.schedule ?? everyInterval)(this.timing.renewEveryMs, () => void this.renew(held));
    return async () => {
      stop();
      if (this.held === held) this.held = undefined;
      held.queue = held.queue.then(async () => {
        if (held.letGo) return;
        held.letGo = true;
        held.lost ??= 'it was let go';
        // A lease that is over, written on the condition that it is still this one's (even after a
        // renewal failed): an unconditional delete could end a lease another runner took over, and
        // whether R2 honours `If-Match` on a delete is not established.
        await this.objects
          .put(lockKey, this.leaseText('let go'), { IfMatch: held.etag })
          .catch(unlessPreconditionFailed);
      });
      await held.queue;
    };
  }

  /** Renews the lease by a write conditional on its last one; a renewal that fails loses it for good. */
  private renew(held: HeldLease): Promise<void> {
    held.queue = held.queue.then(async () => {
      if (held.lost) return;
      try {
        held.etag = await this.objects.put(lockKey, this.leaseText(), { IfMatch: held.etag });
      } catch (error) {
        if (!isPreconditionFailed(error)) {
          held.lost = `a renewal of its lease failed (${(error as Error).message})`;
          return;
        }
        const now = await this.read().catch(() => undefined);
        held.lost = now?.lease.ended
          ? `${now.lease.holder} ended its lease`
          : `${now?.lease.holder ?? 'another command'} took its lease over`;
      }
    });
    return held.queue;
  }

  /** Before each write while a command holds the lease: renews it, or stops the command once it is lost. */
  async fenced(): Promise<void> {
    const held = this.held;
    if (!held) return;
    await this.renew(held);
    if (held.lost) {
      throw new LeaseLost(
        `this command no longer holds ${this.address}: ${held.lost}; it stopped before its next write (run it again)`,
      );
    }
  }
}
