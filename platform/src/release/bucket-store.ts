import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from '../site/content-types';
import { z } from 'zod';
import { filesOf } from './folder-store';
import { isoTime, parseRecord } from './records';
import type { Pointer } from './layout';
import { inParallel, PointerMoved, ReleaseRefusal, StoreLocked, type PointerState, type SiteStore } from './store';

/** Where a bucket is and how to sign for it. */
export interface BucketAddress {
  /** The S3 API's endpoint (`https://<account>.r2.cloudflarestorage.com`, or the local R2's). */
  endpoint: string;
  bucket: string;
  /** From the address itself (a local R2), or else the SDK's usual chain (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The scheme of a `SITE_STORE` that names a bucket: `s3+https://<endpoint>/<bucket>`. */
export const bucketScheme = 's3+';

/** `s3+http://key:secret@127.0.0.1:8080/cdn-cgi/local/r2/s3/site` -> its endpoint, bucket and credentials. */
export function parseBucketAddress(value: string): BucketAddress {
  if (!value.startsWith(bucketScheme))
    throw new ReleaseRefusal(`SITE_STORE=${value} does not start with ${bucketScheme}`);
  let url: URL;
  try {
    url = new URL(value.slice(bucketScheme.length));
  } catch {
    throw new ReleaseRefusal(`SITE_STORE=${value} is not an address: s3+https://<endpoint>/<bucket> is expected`);
  }
  const parts = url.pathname.split('/').filter(Boolean);
  const bucket = parts.pop();
  if (!bucket)
    throw new ReleaseRefusal(`SITE_STORE=${value} names no bucket: s3+https://<endpoint>/<bucket> is expected`);
  const credentials = url.username
    ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
    : undefined;
  return { endpoint: `${url.protocol}//${url.host}${parts.length ? `/${parts.join('/')}` : ''}`, bucket, credentials };
}

/** The `SITE_STORE` value of an address, credentials included when it carries them. */
export function formatBucketAddress({ endpoint, bucket, credentials }: BucketAddress): string {
  const url = new URL(endpoint);
  if (credentials) {
    url.username = encodeURIComponent(credentials.accessKeyId);
    url.password = encodeURIComponent(credentials.secretAccessKey);
  }
  return `${bucketScheme}${url.href.replace(/\/$/, '')}/${bucket}`;
}

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => status(error) === 404 || (error as Error).name === 'NoSuchKey';
const isPreconditionFailed = (error: unknown) => status(error) === 412;

/** How long a release command's lease on the store lasts unless renewed, and how often it is renewed. */
export interface LeaseTiming {
  ttlMs: number;
  renewEveryMs: number;
}

export const defaultLease: LeaseTiming = { ttlMs: 5 * 60_000, renewEveryMs: 60_000 };

interface Lease {
  holder: string;
  since: string;
  expiresAt: string;
}

const leaseSchema: z.ZodType<Lease> = z.object({ holder: z.string(), since: isoTime, expiresAt: isoTime });

const lockKey = 'release.lock';
const historyPrefix = 'history';

/**
 * The release layout in a bucket, over the S3 API (Cloudflare R2 in production, the local R2 of
 * `npm run serve:edge` here). Pointers are objects naming a site release, switched by a
 * conditional write on their ETag; the lock is a lease object created only if absent, with an
 * expiry, renewed while its command runs, so that a runner that died lets go; the history is one
 * object per switch.
 */
export class BucketStore implements SiteStore {
  private readonly client: S3Client;

  constructor(
    readonly bucket: BucketAddress,
    private readonly lease: LeaseTiming = defaultLease,
  ) {
    this.client = new S3Client({
      endpoint: bucket.endpoint,
      region: 'auto',
      forcePathStyle: true,
      credentials: bucket.credentials && { ...bucket.credentials },
      // R2 refuses the checksums the SDK adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get address(): string {
    return `${this.bucket.endpoint}/${this.bucket.bucket}`;
  }

  private async get(key: string): Promise<{ body: Uint8Array; etag: string } | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket.bucket, Key: key }));
      return { body: (await answer.Body?.transformToByteArray()) ?? new Uint8Array(), etag: answer.ETag ?? '' };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  private async put(
    key: string,
    body: Uint8Array | string,
    condition: { IfMatch?: string; IfNoneMatch?: string } = {},
  ) {
    const answer = await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket.bucket,
        Key: key,
        Body: body,
        ContentLength: typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength,
        ContentType: contentTypeOf(key),
        ...condition,
      }),
    );
    return answer.ETag ?? '';
  }

  /** Every key under `prefix` (`a/b` -> `a/b/...`), or the names directly under it with `delimiter`. */
  private async keys(prefix: string, delimiter?: '/'): Promise<string[]> {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket.bucket,
          Prefix: prefix ? `${prefix}/` : '',
          Delimiter: delimiter,
          ContinuationToken: token,
        }),
      );
      found.push(...(page.Contents ?? []).flatMap((object) => object.Key ?? []));
      found.push(...(page.CommonPrefixes ?? []).flatMap((common) => common.Prefix?.replace(/\/$/, '') ?? []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async readText(key: string): Promise<string | undefined> {
    const object = await this.get(key);
    return object && new TextDecoder().decode(object.body);
  }

  async list(prefix: string): Promise<string[]> {
    const names = (await this.keys(prefix, '/')).map((key) => key.slice(prefix.length + 1));
    return [...new Set(names)].filter((name) => name && !name.startsWith('.')).sort();
  }

  async fetchTree(key: string, into: string, only: (file: string) => boolean = () => true): Promise<void> {
    const files = (await this.keys(key)).map((full) => full.slice(key.length + 1)).filter(only);
    fs.mkdirSync(into, { recursive: true });
    await inParallel(files, 8, async (file) => {
      const object = await this.get(`${key}/${file}`);
      if (!object) throw new Error(`${key}/${file} vanished while it was fetched`);
      fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
      fs.writeFileSync(path.join(into, file), object.body);
    });
  }

  async putTree(finished: string, key: string, marker: string): Promise<void> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket.bucket, Key: `${key}/${marker}` }));
      throw new Error(`${key} exists already: a release is never replaced`);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    // Whatever an interrupted upload left under the key is overwritten with the same files; the
    // marker, last, makes the tree whole.
    const files = filesOf(finished).filter((file) => file !== marker);
    await inParallel(files, 8, (file) => this.put(`${key}/${file}`, fs.readFileSync(path.join(finished, file))));
    await this.put(`${key}/${marker}`, fs.readFileSync(path.join(finished, marker)));
  }

  async putFile(key: string, text: string): Promise<void> {
    await this.put(key, text);
  }

  async pointer(pointer: Pointer): Promise<PointerState | undefined> {
    const object = await this.get(pointer);
    return object && { site: new TextDecoder().decode(object.body).trim(), version: object.etag };
  }

  async setPointer(pointer: Pointer, siteId: string, expected?: PointerState | null): Promise<void> {
    const condition =
      expected === undefined ? {} : expected === null ? { IfNoneMatch: '*' } : { IfMatch: expected.version };
    try {
      await this.put(pointer, siteId, condition);
    } catch (error) {
      if (!isPreconditionFailed(error)) throw error;
      const now = await this.pointer(pointer);
      throw new PointerMoved(`${pointer} moved to ${now?.site ?? 'nothing'} meanwhile`);
    }
  }

  async appendHistory(line: string): Promise<void> {
    await this.put(`${historyPrefix}/${new Date().toISOString()}-${randomUUID().slice(0, 8)}.json`, line);
  }

  async history(): Promise<string[]> {
    const entries = (await this.keys(historyPrefix)).sort();
    return inParallel(entries, 8, async (key) => (await this.readText(key)) ?? '');
  }

  async remove(key: string): Promise<void> {
    const all = await this.keys(key);
    await inParallel(all, 8, (object) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket.bucket, Key: object })),
    );
  }

  async lock(): Promise<() => Promise<void>> {
    const lease = (): string => {
      const now = Date.now();
      const body: Lease = {
        holder: `${os.hostname()} process ${process.pid}`,
        since: new Date(now).toISOString(),
        expiresAt: new Date(now + this.lease.ttlMs).toISOString(),
      };
      return JSON.stringify(body);
    };
    let etag: string | undefined;
    for (let attempt = 0; attempt < 3 && !etag; attempt++) {
      try {
        etag = await this.put(lockKey, lease(), { IfNoneMatch: '*' });
      } catch (error) {
        if (!isPreconditionFailed(error)) throw error;
        const held = await this.get(lockKey);
        if (!held) continue;
        const current = parseRecord(leaseSchema, new TextDecoder().decode(held.body), `${this.address}/${lockKey}`);
        if (Date.parse(current.expiresAt) > Date.now()) {
          throw new StoreLocked(
            `another release command (${current.holder}, since ${current.since}) holds ${this.address}: run this one again when it has finished (its lease ends at ${current.expiresAt} if it died)`,
          );
        }
        // The holder died: its lease has run out, and taking it over is one conditional write.
        etag = await this.put(lockKey, lease(), { IfMatch: held.etag }).catch((takeover: unknown) => {
          if (isPreconditionFailed(takeover)) return undefined;
          throw takeover;
        });
      }
    }
    if (!etag) throw new StoreLocked(`the lock of ${this.address} changed hands repeatedly: run the command again`);
    let held = etag;
    const renewal = setInterval(() => {
      this.put(lockKey, lease(), { IfMatch: held }).then(
        (next) => (held = next),
        () => clearInterval(renewal),
      );
    }, this.lease.renewEveryMs);
    renewal.unref();
    return async () => {
      clearInterval(renewal);
      const now = await this.get(lockKey);
      if (now?.etag === held) {
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket.bucket, Key: lockKey }));
      }
    };
  }
}
