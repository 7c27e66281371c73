import { parsePreviewRecord, type PreviewRecord, previewRecordKey } from '@radix/release-model';
import type { Bucket } from './bucket';
import { Lru } from './memory';
import { pointerFreshMs } from './pointers';

/** How many named previews an isolate remembers at once. */
const rememberedPreviews = 64;

interface Read {
  record: PreviewRecord | undefined;
  at: number;
}

/**
 * The records of the named previews as one isolate knows them: each read from the bucket at most
 * once a second, as the pointers are, so a deploy or a close of a preview reaches its host within
 * a second or two.
 */
export class PreviewRecords {
  private readonly known = new Lru<Read>(rememberedPreviews);

  constructor(private readonly now: () => number) {}

  async record(name: string, bucket: Bucket): Promise<PreviewRecord | undefined> {
    const known = this.known.get(name);
    if (known && this.now() - known.at < pointerFreshMs) return known.record;
    const at = this.now();
    const key = previewRecordKey(name);
    const object = await bucket.get(key);
    const record = object ? parsePreviewRecord(await object.text(), key) : undefined;
    this.known.set(name, { record, at });
    return record;
  }
}
