import { savedForDays } from '@radix/site-kit/outbox/content';
import { hex, hmacOf } from '../hmac';
import { constantTimeEqual } from './stamp';

/**
 * The pass: what the server gives a submission whose first attempt passed the challenge, so that
 * the outbox's later attempts (the token is single-use and lives 300 s) pass too. It is bound to
 * the submission's `Idempotency-Key` and to the SHA-256 of its method, path and body, signed by
 * the server and valid as long as the outbox keeps a submission: another key, another payload, a
 * changed signature or an old pass is refused.
 */

export const passLifeMs = savedForDays * 24 * 60 * 60_000;

/** The hash a pass binds: of the method, the path with its query, and the body, as sent. */
export async function callHash(method: string, path: string, body: Uint8Array): Promise<string> {
  const head = new TextEncoder().encode(`${method.toUpperCase()} ${path}\n`);
  const bytes = new Uint8Array(head.length + body.length);
  bytes.set(head);
  bytes.set(body, head.length);
  return hex(await crypto.subtle.digest('SHA-256', bytes));
}

const signed = (expires: number, key: string, hash: string, secret: string) =>
  hmacOf(`pass|${expires}|${key}|${hash}`, secret).then(hex);

export async function passOf(key: string, hash: string, secret: string, now: number): Promise<string> {
  const expires = now + passLifeMs;
  return `${expires}.${await signed(expires, key, hash, secret)}`;
}

/** Whether a pass is this submission's (its key, its payload), signed here and not expired. */
export async function passHolds(
  pass: string,
  key: string | null,
  hash: string,
  secret: string,
  now: number,
): Promise<boolean> {
  const match = /^(\d{1,16})\.([0-9a-f]{64})$/.exec(pass);
  if (!match || !key) return false;
  const expires = Number(match[1]);
  if (expires <= now || expires > now + passLifeMs) return false;
  return constantTimeEqual(match[2]!, await signed(expires, key, hash, secret));
}
