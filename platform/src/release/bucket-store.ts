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
import { z } from 'zod';
import {
  type Canary,
  contentTypeOf,
  formatLiveTarget,
  historyKey,
  historyPrefix,
  lockKey,
  parseLiveTarget,
  parseRecord,
  type Pointer,
} from '@radix/release-model';
import { filesOf } from './folder-store';
import {
  inParallel,
  LeaseLost,
  PointerMoved,
  ReleaseRefusal,
  StoreLocked,
  type PointerState,
  type LetGo,
  type SiteStore,
} from './store';

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

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The scheme of a `SITE_STORE` that names a bucket: `s3+https://<endpoint>/<bucket>`. */
export const bucketScheme = 's3+';

const expectedAddress = `${bucketScheme}https://<endpoint>/<bucket> is expected`;

/**
 * `s3+http://127.0.0.1:8080/cdn-cgi/local/r2/s3/site` -> its endpoint, bucket and credentials.
 * Refusals name the address without its credentials.
 */
export function parseBucketAddress(value: string, env: NodeJS.ProcessEnv = process.env): BucketAddress {
  if (!value.startsWith(bucketScheme))
    throw new ReleaseRefusal(`SITE_STORE does not start with ${bucketScheme}: ${expectedAddress}`);
  let url: URL;
  try {
    url = new URL(value.slice(bucketScheme.length));
  } catch {
    throw new ReleaseRefusal(`SITE_STORE is not an address: ${expectedAddress}`);
  }
  // An `@` beyond the one that ends the credentials leaves unclear where they end: no part of it is shown.
  if (value.split('@').length > 2 || `${url.pathname}${url.search}${url.hash}`.includes('@'))
    throw new ReleaseRefusal(`SITE_STORE is not an address (an @ outside its credentials): ${expectedAddress}`);
  const parts = url.pathname.split('/').filter(Boolean);
  const bucket = parts.pop();
  if (!bucket)
    throw new ReleaseRefusal(`SITE_STORE (${url.protocol}//${url.host}) names no bucket: ${expectedAddress}`);
  const fromEnvironment = Boolean(env.AWS_ACCESS_KEY_ID);
  const credentials = url.username
    ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
    : !fromEnvironment && loopbackHosts.has(url.hostname)
      ? localBucketCredentials
      : undefined;
  return { endpoint: `${url.protocol}//${url.host}${parts.length ? `/${parts.join('/')}` : ''}`, bucket, credentials };
}

/** The `SITE_STORE` value of an address, without credentials: they come from the environment, or are the local R2's own. */
export function formatBucketAddress({ endpoint, bucket }: BucketAddress): string {
  return `${bucketScheme}${endpoint.replace(/\/$/, '')}/${bucket}`;
}

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => status(error) === 404 || (error as Error).name === 'NoSuchKey';
const isPreconditionFailed = (error: unknown) => status(error) === 412;
/** A conditional write's answer: its ETag, or nothing when its condition did not hold. */
const unlessPreconditionFailed = (error: unknown): undefined => {
  if (isPreconditionFailed(error)) return undefined;
  throw error;
};

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

export const defaultLease: LeaseTiming = { ttlMs: 5 * 60_000, renewEveryMs: 60_000 };

const everyInterval = (ms: number, renew: () => void) => {
  const timer = setInterval(renew, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** The lease object: who holds the store and for how long after the object's last write; `ended` once let go. */
interface Lease {
  holder: string;
  ttlMs: number;
  ended?: string;
}

const leaseSchema: z.ZodType<Lease> = z.object({
  holder: z.string(),
  ttlMs: z.number().int().min(0),
  ended: z.string().optional(),
});

/** A lease as read, judged by the store's clock. */
interface LeaseState {
  lease: Lease;
  etag: string;
  endsAt: Date;
  over: boolean;
}

/** The lease this store's command holds: the ETag of its last write, and why it was lost once it is. */
interface HeldLease {
  etag: string;
  lost?: string;
  released?: boolean;
  /** Renewals and the release, one after another: each is conditional on the ETag the one before wrote. */
  queue: Promise<void>;
}

/** A small object written to read the store's clock from its `LastModified`. */
const clockKey = 'release.clock';

/**
 * The release layout in a bucket, over the S3 API (Cloudflare R2 in production, the local R2 of
 * `npm run serve:edge` here). Pointers are objects naming a site release, switched by a
 * conditional write on their ETag; the history is one object per switch. The lock is a lease
 * object, created only if absent and renewed while its command runs by a write conditional on its
 * ETag. Whether it has run out is judged by the store's clock alone (the lease's `LastModified`
 * against that of an object written now), so runners whose clocks disagree agree on it. While a
 * command holds it, each write is preceded by a renewal: once another runner took the lease over
 * (or a renewal failed), the command stops before writing anything more.
 */
export class BucketStore implements SiteStore {
  private readonly client: S3Client;
  /** Who this store's commands are, in a lease: the machine, the process and a tag of this store. */
  private readonly holder = `${os.hostname()} process ${process.pid} (${randomUUID().slice(0, 8)})`;
  private held?: HeldLease;

  constructor(
    readonly bucket: BucketAddress,
    private readonly lease: LeaseTiming = defaultLease,
  ) {
    this.client = new S3Client({
      endpoint: bucket.endpoint,
      region: 'auto',
      forcePathStyle: true,
      credentials: bucket.credentials && { ...bucket.credentials },
      systemClockOffset: lease.clock ? lease.clock() - Date.now() : 0,
      // R2 refuses the checksums the SDK adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get address(): string {
    return `${this.bucket.endpoint}/${this.bucket.bucket}`;
  }

  private async get(key: string): Promise<{ body: Uint8Array; etag: string; lastModified?: Date } | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket.bucket, Key: key }));
      return {
        body: (await answer.Body?.transformToByteArray()) ?? new Uint8Array(),
        etag: answer.ETag ?? '',
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
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
    const replaced = new Error(`${key} exists already: a release is never replaced`);
    await this.fenced();
    // Saves the upload of a tree that is whole already; the marker's conditional write is what guarantees it.
    if (await this.exists(`${key}/${marker}`)) throw replaced;
    // Whatever an interrupted upload left under the key is overwritten with the same files; the
    // marker, last and only if absent, makes the tree whole.
    const files = filesOf(finished).filter((file) => file !== marker);
    await inParallel(files, 8, (file) => this.put(`${key}/${file}`, fs.readFileSync(path.join(finished, file))));
    const written = await this.put(`${key}/${marker}`, fs.readFileSync(path.join(finished, marker)), {
      IfNoneMatch: '*',
    }).catch(unlessPreconditionFailed);
    if (written === undefined) throw replaced;
  }

  async putFile(key: string, text: string): Promise<void> {
    await this.fenced();
    await this.put(key, text);
  }

  async pointer(pointer: Pointer): Promise<PointerState | undefined> {
    const object = await this.get(pointer);
    if (!object) return undefined;
    const { stable, canary } = parseLiveTarget(new TextDecoder().decode(object.body));
    return { site: stable, version: object.etag, ...(canary ? { canary } : {}) };
  }

  async setPointer(pointer: Pointer, siteId: string, expected?: PointerState | null, canary?: Canary): Promise<void> {
    const condition =
      expected === undefined ? {} : expected === null ? { IfNoneMatch: '*' } : { IfMatch: expected.version };
    await this.fenced();
    try {
      await this.put(pointer, formatLiveTarget({ stable: siteId, canary }), condition);
    } catch (error) {
      if (!isPreconditionFailed(error)) throw error;
      const now = await this.pointer(pointer);
      throw new PointerMoved(`${pointer} moved to ${now?.site ?? 'nothing'} meanwhile`);
    }
  }

  async appendHistory(line: string): Promise<void> {
    await this.fenced();
    await this.put(historyKey(new Date(), randomUUID().slice(0, 8)), line);
  }

  async history(): Promise<string[]> {
    const entries = (await this.keys(historyPrefix)).sort();
    return inParallel(entries, 8, async (key) => (await this.readText(key)) ?? '');
  }

  async remove(key: string): Promise<void> {
    await this.fenced();
    const all = await this.keys(key);
    await inParallel(all, 8, (object) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket.bucket, Key: object })),
    );
  }

  private leaseText(ended?: string): string {
    const lease: Lease = { holder: this.holder, ttlMs: ended ? 0 : this.lease.ttlMs, ...(ended ? { ended } : {}) };
    return JSON.stringify(lease);
  }

  /** The store's clock: the `LastModified` it stamps on a small object written now. */
  private async storeNow(): Promise<number> {
    await this.put(clockKey, this.holder);
    const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket.bucket, Key: clockKey }));
    return answer.LastModified?.getTime() ?? Number.NaN;
  }

  /** The lease as it is now, and whether it has run out by the store's clock. */
  private async readLease(): Promise<LeaseState | undefined> {
    const object = await this.get(lockKey);
    if (!object) return undefined;
    let lease: Lease;
    try {
      lease = parseRecord(leaseSchema, new TextDecoder().decode(object.body), `${this.address}/${lockKey}`);
    } catch {
      // A lease this version cannot read (an older one's) lasts as long as a lease does by default.
      lease = { holder: 'a command of another version', ttlMs: defaultLease.ttlMs };
    }
    const endsAt = new Date((object.lastModified?.getTime() ?? Number.NaN) + lease.ttlMs);
    // Both stamps are whole seconds of the store's clock: a lease may be judged over up to a second
    // early, which its holder's renewals (every minute of five) leave unnoticed.
    return { lease, etag: object.etag, endsAt, over: (await this.storeNow()) >= endsAt.getTime() };
  }

  async lock(): Promise<LetGo> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const created = await this.put(lockKey, this.leaseText(), { IfNoneMatch: '*' }).catch(unlessPreconditionFailed);
      if (created !== undefined) return this.hold(created);
      const current = await this.readLease();
      if (!current) continue;
      if (!current.over) {
        throw new StoreLocked(
          `another release command (${current.lease.holder}) holds ${this.address}: run this one again when it has finished (its lease ends at ${isoOf(current.endsAt)} if it died; "npm run unlock" ends it at once)`,
        );
      }
      // Its lease has run out or was let go: taking it over is one conditional write.
      const taken = await this.put(lockKey, this.leaseText(), { IfMatch: current.etag }).catch(
        unlessPreconditionFailed,
      );
      if (taken !== undefined) return this.hold(taken);
    }
    throw new StoreLocked(`the lock of ${this.address} changed hands repeatedly: run the command again`);
  }

  async takeOver(): Promise<{ ended: string; letGo: LetGo }> {
    const current = await this.readLease();
    if (!current || current.over) {
      throw new ReleaseRefusal(
        `no release command holds ${this.address}${current ? ` (the last lease, of ${current.lease.holder}, ended at ${isoOf(current.endsAt)})` : ''}: there is nothing to end`,
      );
    }
    const taken = await this.put(lockKey, this.leaseText(), { IfMatch: current.etag }).catch(unlessPreconditionFailed);
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
    const stop = (this.lease.schedule ?? everyInterval)(this.lease.renewEveryMs, () => void this.renew(held));
    return async () => {
      stop();
      if (this.held === held) this.held = undefined;
      held.queue = held.queue.then(async () => {
        if (held.released) return;
        held.released = true;
        held.lost ??= 'it was released';
        // A lease that is over, written on the condition that it is still this one's (even after a
        // renewal failed): an unconditional delete could end a lease another runner took over, and
        // whether R2 honours `If-Match` on a delete is not established.
        await this.put(lockKey, this.leaseText('released'), { IfMatch: held.etag }).catch(unlessPreconditionFailed);
      });
      await held.queue;
    };
  }

  /** Renews the lease by a write conditional on its last one; a renewal that fails loses it for good. */
  private renew(held: HeldLease): Promise<void> {
    held.queue = held.queue.then(async () => {
      if (held.lost) return;
      try {
        held.etag = await this.put(lockKey, this.leaseText(), { IfMatch: held.etag });
      } catch (error) {
        if (!isPreconditionFailed(error)) {
          held.lost = `a renewal of its lease failed (${(error as Error).message})`;
          return;
        }
        const now = await this.readLease().catch(() => undefined);
        held.lost = now?.lease.ended
          ? `${now.lease.holder} ended its lease`
          : `${now?.lease.holder ?? 'another command'} took its lease over`;
      }
    });
    return held.queue;
  }

  /** Before each write while a command holds the lease: renews it, or stops the command once it is lost. */
  private async fenced(): Promise<void> {
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

const isoOf = (date: Date) => (Number.isNaN(date.getTime()) ? 'an unknown time' : date.toISOString());
