import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  deployableSchema,
  gateFile,
  historyPrefix,
  isoTime,
  keys,
  parseLiveTarget,
  parseRecord,
  siteFile,
} from '@radix/release-model';
import type { BucketStore } from '../store/bucket-store';
import type { SnapshotStore } from '../store/snapshot-store';
import { ReleaseRefusal, type SiteStore } from '../store/store';
import {
  checkPlanObjects,
  isMarker,
  isTreeKey,
  planFile,
  planObjectPath,
  planObjectsSchema,
  readPlanFile,
  writeObjects,
} from './deploy-plan';

/**
 * A live deploy's plan: what a job that holds no key made of a push in a sandbox restored from a
 * snapshot of production (the parts' builds, the gate, the switch), written as data for the job
 * that holds production's key. That job copies the new objects and switches `live` with one
 * conditional write on the `live` the snapshot read: if anything moved `live` since, it refuses, and
 * the next run plans again (as Terraform's plan and apply).
 */
const liveSchema = z.object({ text: z.string().min(1), version: z.string().min(1) });

const livePlanSchema = z.object({
  head: z.string().regex(/^[0-9a-f]{40}$/, 'a full commit id is expected'),
  parts: z.array(deployableSchema),
  madeAt: isoTime,
  /** `live` as the snapshot read it: the pointer's text and the version the switch compares. */
  from: liveSchema.nullable(),
  /** What the sandbox's `live` named after the deploy; absent when nothing was deployed. */
  to: z.string().min(1).optional(),
  passed: z.boolean(),
  said: z.string(),
  objects: planObjectsSchema,
});
export type LivePlan = z.infer<typeof livePlanSchema>;
export type LivePlanSummary = Omit<LivePlan, 'objects' | 'from' | 'to'>;

/** Why a key is not one a live deploy's plan may add, or undefined when it may: releases, site releases and the history. */
export function liveKeyProblem(key: string): string | undefined {
  const [root, name, ...rest] = key.split('/');
  if (isTreeKey(key) || (root === historyPrefix && name && !rest.length)) return undefined;
  return `${key} is not a live deploy's to add (releases, site releases and the history only)`;
}

/**
 * Writes the plan of a deploy made in `sandbox`, restored from `snapshot`: every object the sandbox
 * holds that the snapshot did not (the new releases and site release, their marks, the history's
 * new lines), and what its `live` names now.
 */
export async function writeLivePlan(
  sandbox: BucketStore,
  snapshot: SnapshotStore,
  into: string,
  summary: LivePlanSummary,
): Promise<LivePlan> {
  const added = [];
  for (const key of await sandbox.allKeys()) {
    if (key === 'live' || key === 'preview') continue;
    if ((await snapshot.readText(key)) === undefined) added.push(key);
  }
  const objects = await writeObjects(sandbox, added, into);
  const live = await sandbox.readBytes('live');
  const taken = snapshot.record.pointers.live;
  const plan: LivePlan = {
    ...summary,
    from: taken ?? null,
    ...(summary.parts.length && live ? { to: new TextDecoder().decode(live) } : {}),
    objects,
  };
  fs.writeFileSync(path.join(into, planFile), `${JSON.stringify(plan, null, 2)}\n`);
  return plan;
}

/**
 * Reads a live plan in `dir` as data and refuses it, naming the first problem, unless it is of
 * `head`: its schema, every object listed and no other, each with its hash, within the caps
 * (counted before any file is read), each one a live deploy may add, and every site release the
 * `live` it switches to names one with the gate's passed mark: one the plan holds whole with it,
 * or, going back to a composition that was live before, one `production` holds with it.
 */
export async function readLivePlan(dir: string, head: string, production: SiteStore): Promise<LivePlan> {
  const refuse = (problem: string) => new ReleaseRefusal(`refused: the plan ${problem}`);
  const { file, text } = readPlanFile(dir);
  const plan = parseRecord(livePlanSchema, text, file);
  if (plan.head !== head) throw refuse(`is of ${plan.head.slice(0, 7)}, not ${head.slice(0, 7)}`);
  checkPlanObjects(dir, plan.objects, liveKeyProblem);
  if (plan.to === undefined) return plan;
  const { stable, canary } = parseLiveTarget(plan.to);
  const held = new Set(plan.objects.map((object) => object.key));
  for (const site of [stable, canary?.site].filter((id): id is string => id !== undefined)) {
    const marks = [siteFile, gateFile].map((mark) => `${keys.site(site)}/${mark}`);
    if (marks.every((key) => held.has(key))) continue;
    const inProduction = await production.readTexts(marks);
    if (marks.some((key) => held.has(key)) || inProduction.some((mark) => mark === undefined))
      throw refuse(
        `switches live to ${site}, which it does not hold whole with the gate's passed mark (${gateFile}), nor production`,
      );
  }
  return plan;
}

/**
 * Applies a live plan `readLivePlan` passed, under production's lease: every object it adds where
 * nothing is yet, each tree's files before its marker and the history last, then `live` switched to
 * what the plan names with one compare-and-swap on the `live` the snapshot read (`PointerMoved`
 * when it moved since). Resolves to the objects written.
 */
export async function applyLivePlan(plan: LivePlan, dir: string, store: BucketStore): Promise<number> {
  const order = (key: string) => (key.startsWith(`${historyPrefix}/`) ? 2 : isMarker(key) ? 1 : 0);
  const keys = plan.objects.map((object) => object.key).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  let written = 0;
  for (const key of keys)
    if (await store.putBytes(key, fs.readFileSync(planObjectPath(dir, key)), { ifAbsent: true })) written += 1;
  if (plan.to !== undefined) {
    const { stable, canary } = parseLiveTarget(plan.to);
    const from = plan.from && { site: parseLiveTarget(plan.from.text).stable, version: plan.from.version };
    await store.setPointer('live', stable, from, canary);
  }
  return written;
}
