/** What the visitor typed, to give it back when the submission cannot be delivered. */
export interface Typed {
  /** By field name, as the form is filled again with it. */
  values: Record<string, string>;
  /** By label, as the visitor read it (a select's chosen option, not its id), in screen order. */
  shown: [label: string, text: string][];
}

/** A submission as the outbox sends it: everything but the anti-forgery token, read afresh at each send. */
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
  /** What the visitor typed (absent from entries kept before the outbox gave it back). */
  typed?: Typed;
}
