/**
 * HMAC-SHA256 as the edge signs with it (Web Crypto only): each secret's key imported once per
 * isolate, for signing and verifying, and digests written in hex.
 */

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The key of `secret`: a string's is imported once per isolate; raw bytes (a key derived from one)
 * are imported as given, for their holder to keep.
 */
export function hmacKeyOf(secret: string | Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  if (typeof secret !== 'string') return importHmacKey(secret);
  let key = keys.get(secret);
  if (!key) {
    key = importHmacKey(encoder.encode(secret));
    keys.set(secret, key);
  }
  return key;
}

const importHmacKey = (raw: BufferSource) =>
  crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** The HMAC-SHA256 of `payload` under `secret`. */
export async function hmacOf(payload: string, secret: string): Promise<ArrayBuffer> {
  return crypto.subtle.sign('HMAC', await hmacKeyOf(secret), encoder.encode(payload));
}

/** Bytes in lower-case hex. */
export const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
