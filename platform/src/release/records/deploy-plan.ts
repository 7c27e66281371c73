import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  deployableSchema,
  isDeployable,
  isoTime,
  isReleaseOrSiteId,
  parsePreviewRecord,
  parseRecord,
  previewKey,
  previewNameProblem,
  previewRecordKey,
  releaseFile,
  siteFile,
} from '@radix/release-model';
import type { BucketStore } from '../store/bucket-store';
import { filesOf } from '../store/folder-store';
import { ReleaseRefusal } from '../store/store';

/**
 * A named preview's plan: what a job that holds no key made in a sandbox of production (the deploy,
 * its gate and its review, running the pull request's code), written as data for the job that holds
 * the previews' key, which checks it and copies it and runs nothing of it. A folder: `plan.json` and
 * `objects/<key>` for every object the sandbox's previews bucket holds.
 */
export const planFile = 'plan.json';
const objectsDir = 'objects';

/** The biggest plan a previews' job copies: a whole site's builds, rendered pages and review pictures fit well within it. */
export const planBytesAtMost = 200 * 1024 * 1024;

const sha = z.string().regex(/^[0-9a-f]{40}$/, 'a full commit id is expected');

/** Every object a plan holds, each with its size and hash. */
export const planObjectsSchema = z.array(
  z.object({
    key: z.string().min(1),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    bytes: z.number().int().nonnegative(),
  }),
);
export type PlanObjects = z.infer<typeof planObjectsSchema>;

const planSchema = z.object({
  name: z.string().min(1),
  number: z.number().int().positive(),
  head: sha,
  parts: z.array(deployableSchema),
  madeAt: isoTime,
  /** The live site release of the snapshot the preview was composed with. */
  basedOn: z.string().min(1),
  /** Whether the gate passed the candidate, and its last line (a refusal's reason). */
  passed: z.boolean(),
  said: z.string(),
  /** Whether the review of what visitors would see change ran and is kept with the preview. */
  review: z.enum(['not asked', 'kept', 'could not run']),
  objects: planObjectsSchema,
});
export type DeployPlan = z.infer<typeof planSchema>;
export type PlanSummary = Omit<DeployPlan, 'objects'>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes the objects `keys` of `store` under `into` (created empty), each listed with its size and hash. */
export async function writeObjects(store: BucketStore, keys: readonly string[], into: string): Promise<PlanObjects> {
  if (fs.existsSync(into) && fs.readdirSync(into).length)
    throw new ReleaseRefusal(`${into} is not empty: a plan goes into a new folder`);
  fs.mkdirSync(into, { recursive: true });
  const objects: PlanObjects = [];
  for (const key of keys) {
    const body = await store.readBytes(key);
    if (!body) continue;
    const file = path.join(into, objectsDir, key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
    objects.push({ key, sha256: sha256(body), bytes: body.byteLength });
  }
  return objects;
}

/** Writes every object of the sandbox's previews bucket into `into`, with `plan.json` listing each and its hash. */
export async function writePlan(previews: BucketStore, into: string, summary: PlanSummary): Promise<DeployPlan> {
  const plan: DeployPlan = { ...summary, objects: await writeObjects(previews, await previews.allKeys(), into) };
  fs.writeFileSync(path.join(into, planFile), `${JSON.stringify(plan, null, 2)}\n`);
  return plan;
}

/** Why a key is not a path of the layout: an empty, `.` or `..` segment, a backslash. */
export const layoutKeyProblem = (key: string) =>
  key.split('/').some((segment) => !segment || segment === '.' || segment === '..' || segment.includes('\\'))
    ? `${key} is not a key of the layout`
    : undefined;

/** A key under a release (`releases/<part>/<id>/…`) or a site release (`sites/<id>/…`). */
export function isTreeKey(key: string): boolean {
  const [root, first, second, ...rest] = key.split('/');
  if (root === 'sites') return Boolean(first && isReleaseOrSiteId(first) && second);
  return root === 'releases' && isDeployable(first) && Boolean(second && isReleaseOrSiteId(second) && rest.length);
}

/**
 * Refuses, naming the first problem, unless `dir` holds exactly the objects listed (no other file),
 * each with its size and hash, within `planBytesAtMost`, each under a key `keyProblem` takes.
 */
export function checkPlanObjects(
  dir: string,
  listedObjects: PlanObjects,
  keyProblem: (key: string) => string | undefined,
): void {
  const refuse = (problem: string) => new ReleaseRefusal(`refused: the plan ${problem}`);
  const objects = path.join(dir, objectsDir);
  const listed = new Set(listedObjects.map((object) => object.key));
  const found = fs.existsSync(objects) ? filesOf(objects) : [];
  const stray = found.find((key) => !listed.has(key));
  if (stray) throw refuse(`holds ${stray}, which it does not list`);
  let total = 0;
  for (const { key, sha256: expected, bytes } of listedObjects) {
    const problem = layoutKeyProblem(key) ?? keyProblem(key);
    if (problem) throw refuse(problem);
    const at = path.join(objects, key);
    if (!fs.existsSync(at)) throw refuse(`lists ${key}, which it does not hold`);
    const body = fs.readFileSync(at);
    if (body.byteLength !== bytes || sha256(body) !== expected) throw refuse(`holds ${key} other than it lists`);
    total += bytes;
    if (total > planBytesAtMost) throw refuse(`is over ${planBytesAtMost / 1024 / 1024} MB`);
  }
}

/** What a tree is whole once it holds: written after the rest of it. */
export const isMarker = (key: string) => key.endsWith(`/${releaseFile}`) || key.endsWith(`/${siteFile}`);

/** Where a plan in `dir` holds the object `key`. */
export const planObjectPath = (dir: string, key: string) => path.join(dir, objectsDir, key);

/** What a plan in `dir` says it is (which preview, commit and parts, and the gate's verdict), read as data; its objects unchecked. */
export function readPlanSummary(dir: string): PlanSummary {
  const file = path.join(dir, planFile);
  if (!fs.existsSync(file)) throw new ReleaseRefusal(`refused: the plan has no ${planFile}`);
  return parseRecord(planSchema.omit({ objects: true }), fs.readFileSync(file, 'utf8'), file);
}

/** Why a key is not one a named preview `name` may write, or undefined when it may. */
export function previewKeyProblem(name: string, key: string): string | undefined {
  const [root, first, ...rest] = key.split('/');
  if ((root === 'previews' && first === name && rest.length) || isTreeKey(key)) return undefined;
  return `${key} is not a named preview's to write (its releases, its site releases and previews/${name}/ only)`;
}

/**
 * Reads the plan in `dir` as data and refuses it, naming the first problem, unless it is the plan
 * of preview `name`: its schema, every file listed and no other, each with its hash, within
 * `planBytesAtMost`, each key one a named preview may write, and its record naming it.
 */
export function readPlan(dir: string, name: string): DeployPlan {
  const refuse = (problem: string) => new ReleaseRefusal(`refused: the plan ${problem}`);
  const file = path.join(dir, planFile);
  if (!fs.existsSync(file)) throw refuse(`has no ${planFile}`);
  const plan = parseRecord(planSchema, fs.readFileSync(file, 'utf8'), file);
  if (plan.name !== name) throw refuse(`is of preview ${plan.name}, not ${name}`);
  const nameProblem = previewNameProblem(name);
  if (nameProblem) throw refuse(nameProblem);
  checkPlanObjects(dir, plan.objects, (key) => previewKeyProblem(name, key));
  const record = plan.objects.find((object) => object.key === previewRecordKey(name));
  if (!record) throw refuse(`holds no record of preview ${name}`);
  if (parsePreviewRecord(fs.readFileSync(planObjectPath(dir, record.key), 'utf8'), record.key).name !== name)
    throw refuse(`holds a record of another preview than ${name}`);
  return plan;
}

/**
 * Copies a plan `readPlan` passed into the previews' bucket: the files of each tree, then the
 * markers that make them whole, then the preview's record, last, which names them. Every object but
 * the record and its review is written only where nothing is yet (a release or site release is
 * never replaced); the record replaces the preview's earlier one. Resolves to the objects written.
 */
export async function applyPlan(plan: DeployPlan, dir: string, previews: BucketStore): Promise<number> {
  const replaced = (key: string) => key.startsWith(`${previewKey(plan.name)}/`);
  const record = previewRecordKey(plan.name);
  const order = (key: string) => (key === record ? 2 : isMarker(key) ? 1 : 0);
  const keys = plan.objects.map((object) => object.key).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  let written = 0;
  for (const key of keys) {
    const body = fs.readFileSync(path.join(dir, objectsDir, key));
    if (await previews.putBytes(key, body, { ifAbsent: !replaced(key) })) written += 1;
  }
  return written;
}
