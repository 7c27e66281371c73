/** A submission as the outbox sends it again: everything but the anti-forgery token, read afresh at each send. */
export interface OutboxRequest {
  /** The submission's `Idempotency-Key`, sent unchanged with every retry; the entry's key on the device. */
  key: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** With a relative API base: the base's URL, where the anti-forgery cookie comes from. */
  antiForgeryBase?: string;
  /** What the visitor sent, as a notice names it: `inquiry`. */
  label: string;
}
