import { z } from 'zod';
import {
  canaryJudgementKey,
  clearedFile,
  type Deployable,
  deployables,
  deployableSchema,
  isObject,
  isoTime,
  jsonObjectIn,
  keys,
  parseJudgement,
  parseLiveTarget,
  parsePreviewRecord,
  previewRecordKey,
  previewsKey,
  publicFile,
  releaseFile,
  type PreviewRecord,
} from '@radix/release-model';
import { specRoutesOf } from '@radix/site-kit/route-table';
import type { SiteStore } from '../store/store';
import { markPublic, markText, pointedSite, releaseMarks } from './site-releases';

/**
 * The records of shapes the readers no longer take, and how each becomes the current shape. Each
 * step reads what is there, rewrites only what is of an old shape, and says what it rewrote: run
 * twice, the second run rewrites nothing.
 */

/** A named preview's record from before previews held several parts: one `part` and its `release`. */
const onePartPreview = z
  .object({
    name: z.string().min(1),
    site: z.string().optional(),
    basedOn: z.string().min(1),
    createdAt: isoTime,
    verdict: z.string().min(1),
    part: deployableSchema,
    release: z.string().min(1),
  })
  .strict()
  .transform(({ part, release, ...rest }): PreviewRecord => ({ ...rest, parts: [{ part, release }] }));

async function migratePreviews(store: SiteStore): Promise<string[]> {
  const rewritten: string[] = [];
  for (const name of await store.list(previewsKey)) {
    const key = previewRecordKey(name);
    const text = await store.readText(key);
    if (text === undefined) continue;
    try {
      parsePreviewRecord(text, key);
      continue;
    } catch {
      const old = onePartPreview.safeParse(JSON.parse(text));
      if (!old.success)
        throw new Error(`${key} is of no shape the migration knows: ${old.error.issues[0]?.message ?? ''}`);
      await store.putFile(key, `${JSON.stringify(old.data, null, 2)}\n`);
      rewritten.push(`${key}: one part and its release, as a list of parts`);
    }
  }
  return rewritten;
}

/**
 * A canary in `live` from before canaries carried the id its visitors are drawn for. A
 * deploy beside a canary always wrote that id, so a canary without one was never recomposed: its id
 * is its own site release. The edge reads `live` on every request, so the rewrite keeps the rest as
 * it is; it is written under the store's lease, as every release command writes `live`.
 */
async function migrateCanaryId(store: SiteStore): Promise<string[]> {
  try {
    await store.pointer('live');
    return [];
  } catch (error) {
    const target = jsonObjectIn(await store.readText('live').catch(() => undefined));
    const canary = target?.canary;
    if (!target || !isObject(canary) || canary.id !== undefined) throw error;
    const current = parseLiveTarget(JSON.stringify({ ...target, canary: { ...canary, id: canary.site } }));
    await store.setPointer('live', current.stable, undefined, current.canary);
    return [`live: its canary given the id its visitors are drawn for (${String(canary.site)})`];
  }
}

/** The edge judge's last judgement from before it kept its looks at the arms: none taken yet in the stage. */
async function migrateJudgement(store: SiteStore): Promise<string[]> {
  const text = await store.readText(canaryJudgementKey);
  if (text === undefined) return [];
  try {
    parseJudgement(text);
    return [];
  } catch (error) {
    const record = jsonObjectIn(text);
    if (!record || record.looks !== undefined) throw error;
    const current = parseJudgement(JSON.stringify({ ...record, looks: { look: 0, failed: 0 } }));
    await store.putFile(canaryJudgementKey, `${JSON.stringify(current)}\n`);
    return [`${canaryJudgementKey}: no looks at the arms taken yet in its stage`];
  }
}

/** The releases of what is live marked cleared and public, as a store from before those marks lacks them. */
async function markLive(store: SiteStore, at: Date): Promise<string[]> {
  const live = await pointedSite(store, 'live');
  if (!live) return [];
  const unmarked: string[] = [];
  for (const [name, id] of Object.entries(live.releases) as [Deployable, string][])
    for (const mark of [clearedFile, publicFile])
      if ((await store.readText(`${keys.release(name, id)}/${mark}`)) === undefined)
        unmarked.push(`${keys.release(name, id)}/${mark}: a live release marked`);
  await store.putMissing(releaseMarks(live.releases, clearedFile), markText(at));
  await markPublic(store, live.releases, at);
  return unmarked;
}

/**
 * A release from before releases carried their routes: every route was then compiled into every
 * part, from the spec's one table, so the part drew the spec's pages of that part. Its record is
 * given them.
 */
async function migrateReleaseRoutes(store: SiteStore): Promise<string[]> {
  const rewritten: string[] = [];
  for (const name of deployables) {
    for (const id of await store.list(keys.releases(name))) {
      const key = `${keys.release(name, id)}/${releaseFile}`;
      const record = jsonObjectIn(await store.readText(key));
      if (!record || 'routes' in record) continue;
      await store.putFile(key, `${JSON.stringify({ ...record, routes: specRoutesOf(name) }, null, 2)}\n`);
      rewritten.push(`${key}: the routes the ${name} release drew`);
    }
  }
  return rewritten;
}

/** Rewrites every record of an old shape in `store` into the current one; returns a line for each rewritten. */
export async function migrateStore(store: SiteStore, at: Date): Promise<string[]> {
  return [
    ...(await migratePreviews(store)),
    ...(await migrateReleaseRoutes(store)),
    ...(await migrateCanaryId(store)),
    ...(await migrateJudgement(store)),
    ...(await markLive(store, at)),
  ];
}
