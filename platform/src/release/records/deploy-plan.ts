import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  type Deployable,
  deployableSchema,
  isDeployable,
  isoTime,
  isReleaseOrSiteId,
  keys,
  parsePreviewRecord,
  parseRecord,
  previewKey,
  previewNameProblem,
  type PreviewRecord,
  previewRecordKey,
  releaseFile,
  siteFile,
} from '@radix/release-model';
import type { BucketStore } from '../store/bucket-store';
import { ReleaseRefusal, type SiteStore } from '../store/store';

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
/** The most objects a plan holds: a whole site's builds, pages and review pictures are a few thousand. */
export const planObjectsAtMost = 20_000;
/** The biggest `plan.json`: one line of about 200 bytes per object, `planObjectsAtMost` of them, fit well within it. */
const planFileBytesAtMost = 16 * 1024 * 1024;

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

/**
 * Writes the objects of the sandbox's previews bucket that are its preview's own into `into`
 * (`ownKeyProblem`, against `production`, the sandbox's production: its record, review and site
 * release, and the releases its build made), with `plan.json` listing each and its hash. What the
 * gate marked beside a release production holds (`cleared.json` of a live release the candidate
 * names) stays out: a named preview reads those releases from production.
 */
export async function writePlan(
  previews: BucketStore,
  production: SiteStore,
  into: string,
  summary: PlanSummary,
): Promise<DeployPlan> {
  const recordText = await previews.readText(previewRecordKey(summary.name));
  const record = recordText === undefined ? undefined : parsePreviewRecord(recordText, previewRecordKey(summary.name));
  const own: string[] = [];
  for (const key of record ? await previews.allKeys() : []) {
    const body = async () => (await previews.readBytes(key)) ?? new Uint8Array();
    if (record && !previewKeyProblem(summary.name, key) && !(await ownKeyProblem(record, key, body, production)))
      own.push(key);
  }
  const plan: DeployPlan = { ...summary, objects: await writeObjects(previews, own, into) };
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

/** A regular file's size (a symbolic link is none), or undefined. */
const sizeOf = (file: string) => {
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? stat.size : undefined;
};

/** The files under `dir`, refused once there are more than `most`: counted before any is read. */
function filesUpTo(dir: string, most: number, refuse: (problem: string) => Error): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) found.push(path.relative(dir, file).split(path.sep).join('/'));
      if (found.length > most) throw refuse(`holds more than ${most} objects`);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return found;
}

/**
 * Refuses, naming the first problem, unless `dir` holds exactly the objects listed (no other file),
 * each with its size and hash, each under a key `keyProblem` takes. What it lists and holds is
 * counted and sized first, and refused over `planObjectsAtMost` or `planBytesAtMost` before any
 * file is read.
 */
export function checkPlanObjects(
  dir: string,
  listedObjects: PlanObjects,
  keyProblem: (key: string) => string | undefined,
): void {
  const refuse = (problem: string) => new ReleaseRefusal(`refused: the plan ${problem}`);
  if (listedObjects.length > planObjectsAtMost)
    throw refuse(`lists ${listedObjects.length} objects, more than the ${planObjectsAtMost} a plan may hold`);
  const listedBytes = listedObjects.reduce((sum, object) => sum + object.bytes, 0);
  if (listedBytes > planBytesAtMost) throw refuse(`is over ${planBytesAtMost / 1024 / 1024} MB`);
  const objects = path.join(dir, objectsDir);
  const listed = new Set(listedObjects.map((object) => object.key));
  const stray = filesUpTo(objects, planObjectsAtMost, refuse).find((key) => !listed.has(key));
  if (stray) throw refuse(`holds ${stray}, which it does not list`);
  for (const { key, bytes } of listedObjects) {
    const problem = layoutKeyProblem(key) ?? keyProblem(key);
    if (problem) throw refuse(problem);
    const size = sizeOf(path.join(objects, key));
    if (size === undefined) throw refuse(`lists ${key}, which it does not hold`);
    if (size !== bytes) throw refuse(`holds ${key} other than it lists`);
  }
  for (const { key, sha256: expected } of listedObjects)
    if (sha256(fs.readFileSync(path.join(objects, key))) !== expected) throw refuse(`holds ${key} other than it lists`);
}

/** The plan's `plan.json` in `dir`, refused when missing, not a file or over its size, before it is read. */
export function readPlanFile(dir: string): { file: string; text: string } {
  const refuse = (problem: string) => new ReleaseRefusal(`refused: the plan ${problem}`);
  const file = path.join(dir, planFile);
  const size = sizeOf(file);
  if (size === undefined) throw refuse(`has no ${planFile}`);
  if (size > planFileBytesAtMost) throw refuse(`has a ${planFile} over ${planFileBytesAtMost / 1024 / 1024} MB`);
  return { file, text: fs.readFileSync(file, 'utf8') };
}

/** What a tree is whole once it holds: written after the rest of it. */
export const isMarker = (key: string) => key.endsWith(`/${releaseFile}`) || key.endsWith(`/${siteFile}`);

/** Where a plan in `dir` holds the object `key`. */
export const planObjectPath = (dir: string, key: string) => path.join(dir, objectsDir, key);

/** What a plan in `dir` says it is (which preview, commit and parts, and the gate's verdict), read as data; its objects unchecked. */
export function readPlanSummary(dir: string): PlanSummary {
  const { file, text } = readPlanFile(dir);
  return parseRecord(planSchema.omit({ objects: true }), text, file);
}

/** Why a key is not one a named preview `name` may write, or undefined when it may: its releases, its site releases and its record. */
export function previewKeyProblem(name: string, key: string): string | undefined {
  const [root, first, ...rest] = key.split('/');
  if ((root === 'previews' && first === name && rest.length) || isTreeKey(key)) return undefined;
  return `${key} is not a named preview's to write (its releases, its site releases and previews/${name}/ only)`;
}

/** The bytes of `key` in a store that reads bytes (a bucket, a snapshot), else its text's. */
async function bytesOf(store: SiteStore, key: string): Promise<Uint8Array | undefined> {
  const bytes = store as Partial<Pick<BucketStore, 'readBytes'>>;
  if (bytes.readBytes) return bytes.readBytes(key);
  const text = await store.readText(key);
  return text === undefined ? undefined : Buffer.from(text);
}

/**
 * Why the object `key` of a plan is not its preview's own to write, or undefined when it is: a
 * release the preview's own build made (its record names it, production does not hold it), or its
 * own site release (the one its record names; one production holds already, the same builds as
 * live, only as production holds it, byte for byte). Production is what the plan was made against:
 * its snapshot, or the bucket.
 */
async function ownKeyProblem(
  record: PreviewRecord,
  key: string,
  body: () => Promise<Uint8Array>,
  production: SiteStore,
): Promise<string | undefined> {
  const [root, first, second] = key.split('/');
  if (root === 'releases') {
    if (!record.parts.some(({ part, release }) => part === first && release === second))
      return `writes ${key}, of a release its record does not name as its own`;
    const held = await production.readText(`${keys.release(first as Deployable, second as string)}/${releaseFile}`);
    if (held !== undefined)
      return `writes ${key}, of a release production holds: a preview writes only the releases its own build made`;
  }
  if (root === 'sites') {
    const ofProduction = (await production.readText(`${keys.site(first as string)}/${siteFile}`)) !== undefined;
    // A refused preview's record names no site release: its candidate, if written, is its own.
    if (first !== record.site && (record.site !== undefined || ofProduction))
      return `writes ${key}, of a site release its record does not name`;
    if (!ofProduction) return undefined;
    const held = await bytesOf(production, key);
    if (held === undefined || !Buffer.from(held).equals(await body()))
      return `writes ${key} other than production holds it: a site release production holds is copied as it is`;
  }
  return undefined;
}

/**
 * Reads the plan in `dir` as data and refuses it, naming the first problem, unless it is the plan
 * of preview `name`: its schema, every file listed and no other, each with its hash, within
 * `planObjectsAtMost` and `planBytesAtMost` (counted before any file is read), its record naming
 * it, and every object its own (`ownKeyProblem`, against `production`).
 */
export async function readPlan(dir: string, name: string, production: SiteStore): Promise<DeployPlan> {
  const refuse = (problem: string) => new ReleaseRefusal(`refused: the plan ${problem}`);
  const { file, text } = readPlanFile(dir);
  const plan = parseRecord(planSchema, text, file);
  if (plan.name !== name) throw refuse(`is of preview ${plan.name}, not ${name}`);
  const nameProblem = previewNameProblem(name);
  if (nameProblem) throw refuse(nameProblem);
  checkPlanObjects(dir, plan.objects, (key) => previewKeyProblem(name, key));
  const recordObject = plan.objects.find((object) => object.key === previewRecordKey(name));
  if (!recordObject) throw refuse(`holds no record of preview ${name}`);
  const record = parsePreviewRecord(fs.readFileSync(planObjectPath(dir, recordObject.key), 'utf8'), recordObject.key);
  if (record.name !== name) throw refuse(`holds a record of another preview than ${name}`);
  for (const { key } of plan.objects) {
    const problem = await ownKeyProblem(record, key, async () => fs.readFileSync(planObjectPath(dir, key)), production);
    if (problem) throw refuse(problem);
  }
  return plan;
}

/**
 * Copies a plan `readPlan` passed into the previews' bucket: the files of each tree, then the
 * markers that make them whole, then the preview's record, last, which names them. Every object but
 * the record and its review is written only where nothing is yet (a release or site release is
 * never replaced), and one already there with other bytes (written before by another plan, or
 * behind the apply's back) is refused, naming it, before the record is written. The record
 * replaces the preview's earlier one. Resolves to the objects written.
 */
export async function applyPlan(plan: DeployPlan, dir: string, previews: BucketStore): Promise<number> {
  const replaced = (key: string) => key.startsWith(`${previewKey(plan.name)}/`);
  const record = previewRecordKey(plan.name);
  const order = (key: string) => (key === record ? 2 : isMarker(key) ? 1 : 0);
  const ordered = plan.objects.map((object) => object.key).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  let written = 0;
  for (const key of ordered) {
    const body = fs.readFileSync(path.join(dir, objectsDir, key));
    if (await previews.putBytes(key, body, { ifAbsent: !replaced(key) })) written += 1;
    else if (!Buffer.from((await previews.readBytes(key)) ?? []).equals(body))
      throw new ReleaseRefusal(
        `refused: ${key} is in the previews' bucket already, other than the plan holds it: a preview's objects are its own`,
      );
  }
  return written;
}
