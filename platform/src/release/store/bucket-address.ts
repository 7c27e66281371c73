import { ReleaseRefusal } from './store';

/** Where a bucket is and how to sign for it. */
export interface BucketAddress {
  /** The S3 API's endpoint (`https://<account>.r2.cloudflarestorage.com`, or the local R2's). */
  endpoint: string;
  bucket: string;
  /**
   * From the address itself, else the SDK's usual chain (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`),
   * else, for an endpoint on loopback, the local R2's own.
   */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * The S3 credentials of the local R2 of `npm run serve:edge`. They are no secret: that R2 answers on
 * loopback only, and the release commands use them for a loopback endpoint when nothing else is
 * given, so that the `SITE_STORE` it prints carries none.
 */
export const localBucketCredentials = { accessKeyId: 'radix-local', secretAccessKey: 'radix-local-secret' };

/** The local R2's bucket of named previews, with credentials of its own: those of the site's bucket cannot write it, nor its the site's. */
export const localPreviewsBucket = 'previews';
export const localPreviewsCredentials = {
  accessKeyId: 'radix-local-previews',
  secretAccessKey: 'radix-local-previews-secret',
};

const localCredentialsOf = (bucket: string) =>
  bucket === localPreviewsBucket ? localPreviewsCredentials : localBucketCredentials;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The scheme of a `SITE_STORE` that names a bucket: `s3+https://<endpoint>/<bucket>`. */
export const bucketScheme = 's3+';

const expectedAddress = `${bucketScheme}https://<endpoint>/<bucket> is expected`;

/**
 * `s3+http://127.0.0.1:8080/cdn-cgi/local/r2/s3/site` -> its endpoint, bucket and credentials.
 * Refusals name the address without its credentials.
 */
export function parseBucketAddress(
  value: string,
  env: NodeJS.ProcessEnv = process.env,
  variable = 'SITE_STORE',
): BucketAddress {
  if (!value.startsWith(bucketScheme))
    throw new ReleaseRefusal(`${variable} does not start with ${bucketScheme}: ${expectedAddress}`);
  let url: URL;
  try {
    url = new URL(value.slice(bucketScheme.length));
  } catch {
    throw new ReleaseRefusal(`${variable} is not an address: ${expectedAddress}`);
  }
  // An `@` beyond the one that ends the credentials leaves unclear where they end: no part of it is shown.
  if (value.split('@').length > 2 || `${url.pathname}${url.search}${url.hash}`.includes('@'))
    throw new ReleaseRefusal(`${variable} is not an address (an @ outside its credentials): ${expectedAddress}`);
  const parts = url.pathname.split('/').filter(Boolean);
  const bucket = parts.pop();
  if (!bucket)
    throw new ReleaseRefusal(`${variable} (${url.protocol}//${url.host}) names no bucket: ${expectedAddress}`);
  const fromEnvironment = Boolean(env.AWS_ACCESS_KEY_ID);
  const credentials = url.username
    ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
    : !fromEnvironment && loopbackHosts.has(url.hostname)
      ? localCredentialsOf(bucket)
      : undefined;
  return { endpoint: `${url.protocol}//${url.host}${parts.length ? `/${parts.join('/')}` : ''}`, bucket, credentials };
}

/** The `SITE_STORE` value of an address, without credentials: they come from the environment, or are the local R2's own. */
export function formatBucketAddress({ endpoint, bucket }: BucketAddress): string {
  return `${bucketScheme}${endpoint.replace(/\/$/, '')}/${bucket}`;
}

/** Whether a store's address is on this machine: a folder, or a bucket behind a loopback endpoint (the local edge). */
export function onThisMachine(address: string): boolean {
  if (!address.startsWith(bucketScheme)) return true;
  try {
    return loopbackHosts.has(new URL(address.slice(bucketScheme.length)).hostname);
  } catch {
    return false;
  }
}
