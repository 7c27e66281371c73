import { z } from 'zod';
import { parseRecord } from './records';

/**
 * The lease a release command holds on a bucket while it writes (`lockKey`): who holds it and for
 * how long after the object's last write; `ended` once let go. The release commands take, renew and
 * let go of it; the edge's judge waits while it is held. Both judge it by the store's clock alone
 * (the object's last-modified stamp against another of the store's), so machines whose clocks
 * disagree agree on it.
 */
export interface Lease {
  holder: string;
  ttlMs: number;
  ended?: string;
}

const leaseSchema: z.ZodType<Lease> = z.object({
  holder: z.string(),
  ttlMs: z.number().int().min(0),
  ended: z.string().optional(),
});

/** How long a lease lasts unless renewed: what one this version cannot read is given. */
export const defaultLeaseTtlMs = 5 * 60_000;

/** The lease in `text`; one this version cannot read (an older one's) is anybody's for the default time. */
export function parseLease(text: string, file: string): Lease {
  try {
    return parseRecord(leaseSchema, text, file);
  } catch {
    return { holder: 'a command of another version', ttlMs: defaultLeaseTtlMs };
  }
}

/** When a lease written at `writtenAt` (the store's stamp, ms) runs out unless renewed. */
export const leaseEndsAt = (lease: Lease, writtenAt: number): number => writtenAt + lease.ttlMs;

/**
 * Whether a lease is over at `storeNow`, a stamp of the same store's clock (an unknown one, NaN,
 * leaves it held). Stamps may be whole seconds: a lease may be judged over up to a second early,
 * which its holder's renewals (every minute of five) leave unnoticed.
 */
export const leaseIsOver = (lease: Lease, writtenAt: number, storeNow: number): boolean =>
  Boolean(lease.ended) || storeNow >= leaseEndsAt(lease, writtenAt);
