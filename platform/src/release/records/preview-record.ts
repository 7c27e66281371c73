import { parsePreviewRecord, previewRecordKey, previewsKey, type PreviewRecord } from '@radix/release-model';
import type { SiteStore } from '../store/store';

/** The named preview `name`, if there is one. */
export async function readPreview(store: SiteStore, name: string): Promise<PreviewRecord | undefined> {
  const text = await store.readText(previewRecordKey(name));
  return text === undefined ? undefined : parsePreviewRecord(text, previewRecordKey(name));
}

/** Every named preview, by name. */
export async function listPreviews(store: SiteStore): Promise<PreviewRecord[]> {
  const names = await store.list(previewsKey);
  const records = await Promise.all(names.map((name) => readPreview(store, name)));
  return records.flatMap((record) => record ?? []);
}
