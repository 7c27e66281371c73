import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type Canary,
  formatLiveTarget,
  historyKey,
  historyPrefix,
  lockKey,
  parseLiveTarget,
  type Pointer,
} from '@radix/release-model';
import type { BucketAddress } from './bucket-address';
import { BucketLease, defaultLease, type LeaseTiming } from './bucket-lease';
import { BucketObjects, isPreconditionFailed, unlessPreconditionFailed } from './bucket-objects';
import { filesOf } from './folder-store';
import { inParallel, PointerMoved, type PointerState, type LetGo, type SiteStore } from './store';

/**
 * The release layout in a bucket, over the S3 API (Cloudflare R2 in production, the local R2 of
 * `npm run serve:edge` here): its files (trees written whole, marker last), its pointers (objects
 * naming a site release, switched by a conditional write on their ETag), the history (one object
 * per switch), and the lock (`BucketLease`), which every write while it is held renews first.
 */
export class BucketStore implements SiteStore {
  private readonly objects: BucketObjects;
  private readonly lease: BucketLease;

  constructor(
    readonly bucket: BucketAddress,
    timing: LeaseTiming = defaultLease,
  ) {
    this.objects = new BucketObjects(bucket, timing.clock ? timing.clock() - Date.now() : 0);
    this.lease = new BucketLease(this.objects, timing, this.address);
  }

  get address(): string {
    return `${this.bucket.endpoint}/${this.bucket.bucket}`;
  }

  async readText(key: string): Promise<string | undefined> {
    const object = await this.objects.get(key);
    return object && new TextDecoder().decode(object.body);
  }

  readTexts(keys: readonly string[]): Promise<(string | undefined)[]> {
    return inParallel(keys, 8, (key) => this.readText(key));
  }

  async list(prefix: string): Promise<string[]> {
    const names = (await this.objects.keys(prefix, '/')).map((key) => key.slice(prefix.length + 1));
    return [...new Set(names)].filter((name) => name && !name.startsWith('.')).sort();
  }

  async fetchTree(key: string, into: string, only: (file: string) => boolean = () => true): Promise<void> {
    const files = (await this.objects.keys(key)).map((full) => full.slice(key.length + 1)).filter(only);
    fs.mkdirSync(into, { recursive: true });
    await inParallel(files, 8, async (file) => {
      const object = await this.objects.get(`${key}/${file}`);
      if (!object) throw new Error(`${key}/${file} vanished while it was fetched`);
      fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
      fs.writeFileSync(path.join(into, file), object.body);
    });
  }

  async putTree(finished: string, key: string, marker: string): Promise<void> {
    const replaced = new Error(`${key} exists already: a release is never replaced`);
    await this.lease.fenced();
    // Saves the upload of a tree that is whole already; the marker's conditional write is what guarantees it.
    if (await this.objects.modifiedAt(`${key}/${marker}`)) throw replaced;
    // Whatever an interrupted upload left under the key is overwritten with the same files; the
    // marker, last and only if absent, makes the tree whole.
    const files = filesOf(finished).filter((file) => file !== marker);
    await inParallel(files, 8, (file) =>
      this.objects.put(`${key}/${file}`, fs.readFileSync(path.join(finished, file))),
    );
    const written = await this.objects
      .put(`${key}/${marker}`, fs.readFileSync(path.join(finished, marker)), { IfNoneMatch: '*' })
      .catch(unlessPreconditionFailed);
    if (written === undefined) throw replaced;
  }

  async putMissing(keys: readonly string[], text: string): Promise<void> {
    const found = await this.readTexts(keys);
    await Promise.all(keys.filter((_, index) => found[index] === undefined).map((key) => this.putFile(key, text)));
  }

  async putFile(key: string, text: string): Promise<void> {
    await this.lease.fenced();
    await this.objects.put(key, text);
  }

  async pointer(pointer: Pointer): Promise<PointerState | undefined> {
    const object = await this.objects.get(pointer);
    if (!object) return undefined;
    const { stable, canary } = parseLiveTarget(new TextDecoder().decode(object.body));
    return { site: stable, version: object.etag, ...(canary ? { canary } : {}) };
  }

  async setPointer(pointer: Pointer, siteId: string, expected?: PointerState | null, canary?: Canary): Promise<void> {
    const condition =
      expected === undefined ? {} : expected === null ? { IfNoneMatch: '*' } : { IfMatch: expected.version };
    await this.lease.fenced();
    try {
      await this.objects.put(pointer, formatLiveTarget({ stable: siteId, canary }), condition);
    } catch (error) {
      if (!isPreconditionFailed(error)) throw error;
      const now = await this.pointer(pointer);
      throw new PointerMoved(`${pointer} moved to ${now?.site ?? 'nothing'} meanwhile`);
    }
  }

  async appendHistory(line: string): Promise<void> {
    await this.lease.fenced();
    await this.objects.put(historyKey(new Date(), randomUUID().slice(0, 8)), line);
  }

  async history(): Promise<string[]> {
    const entries = (await this.objects.keys(historyPrefix)).sort();
    return inParallel(entries, 8, async (key) => (await this.readText(key)) ?? '');
  }

  async remove(key: string): Promise<void> {
    await this.lease.fenced();
    const all = await this.objects.keys(key);
    await inParallel(all, 8, (object) => this.objects.delete(object));
  }

  /** Every key of the bucket but its lease: what a plan made in a sandbox copies. */
  async allKeys(): Promise<string[]> {
    return (await this.objects.keys('')).filter((key) => key !== lockKey).sort();
  }

  /** The bytes of one object, or nothing when there is none. */
  async readBytes(key: string): Promise<Uint8Array | undefined> {
    return (await this.objects.get(key))?.body;
  }

  /**
   * Writes one object as bytes, with no lease (a plan's objects: immutable, or a named preview's
   * record); with `ifAbsent`, only if the key holds nothing yet. Resolves to whether it wrote.
   */
  async putBytes(key: string, body: Uint8Array, { ifAbsent = false } = {}): Promise<boolean> {
    const written = await this.objects
      .put(key, body, ifAbsent ? { IfNoneMatch: '*' } : {})
      .catch(unlessPreconditionFailed);
    return written !== undefined;
  }

  lock(): Promise<LetGo> {
    return this.lease.lock();
  }

  takeOver(): Promise<{ ended: string; letGo: LetGo }> {
    return this.lease.takeOver();
  }
}
