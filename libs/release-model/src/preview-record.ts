import { z } from 'zod';
import { type Deployable } from './layout';
import { deployableSchema, isoTime, parseRecord } from './records';

/**
 * Named previews: one per pull request or branch, each its own record `previews/<name>/preview.json`
 * in the store, served by the edge at a host of its own, `<name>.<preview host>`. Read by the release
 * commands and by the edge worker, and checked field by field when read.
 */

/** A part a preview changes, and its release. */
export interface PreviewPart {
  part: Deployable;
  release: string;
}

/** What a named preview shows and how its gate ended. */
export interface PreviewRecord {
  name: string;
  /** The parts the preview changes, each with its release: a pull request's every part in one candidate. */
  parts: PreviewPart[];
  /** The candidate site release: those releases with what was live (absent when the gate refused it before rendering). */
  site?: string;
  /** The live site release it was composed with: promoting it is refused once live has moved on. */
  basedOn: string;
  createdAt: string;
  /** `passed`, `passed without the browser check`, or `refused at <step>`. */
  verdict: string;
}

/** A name in a host name: lower-case letters, digits and inner hyphens, at most 40 (`pr-7`, `fix-footer`). */
const namePattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** Why `name` cannot name a preview, or undefined when it can. `preview` is the unnamed preview's own claim. */
export function previewNameProblem(name: string): string | undefined {
  if (name === 'preview') return '"preview" is the unnamed preview: use --preview alone for it';
  if (!namePattern.test(name))
    return `"${name}" is not a preview name: up to 40 lower-case letters, digits and inner hyphens, such as pr-7 or fix-footer`;
  return undefined;
}

export const previewsKey = 'previews';
export const previewKey = (name: string) => `${previewsKey}/${name}`;
export const previewRecordKey = (name: string) => `${previewKey(name)}/preview.json`;

/**
 * Where the review of a named preview's candidate is kept (`npm run review`'s page and pictures):
 * under the preview's own key, so that closing or pruning the preview removes it, and per site
 * release, so that a review is written once and a later deploy's review never mixes with it.
 */
export const previewReviewKey = (name: string, site: string) => `${previewKey(name)}/review/${site}`;

/** The path of the review on the named preview's host: its page, and its pictures beside it. */
export const reviewPath = '/_review/';

/** The origin a named preview is served at: its name before the preview host (`http://pr-7.preview.localhost:8080`). */
export function namedPreviewOrigin(previewOrigin: string, name: string): string {
  const url = new URL(previewOrigin);
  url.hostname = `${name}.${url.hostname}`;
  return url.origin;
}

/** The preview a request's host names (`pr-7.preview.localhost:8080` under `preview.localhost:8080`), if any. */
export function previewNameOfHost(host: string, previewHost: string): string | undefined {
  if (!host.endsWith(`.${previewHost}`)) return undefined;
  const name = host.slice(0, -previewHost.length - 1);
  return previewNameProblem(name) ? undefined : name;
}

const partSchema = z.object({ part: deployableSchema, release: z.string().min(1) });

const common = {
  name: z.string().min(1),
  site: z.string().optional(),
  basedOn: z.string().min(1),
  createdAt: isoTime,
  verdict: z.string().min(1),
};

const recordSchema: z.ZodType<PreviewRecord> = z.object({ ...common, parts: z.array(partSchema).min(1) });

/** A record's text, checked; throws naming `file` and what is wrong. */
export function parsePreviewRecord(text: string, file: string): PreviewRecord {
  return parseRecord(recordSchema, text, file);
}
