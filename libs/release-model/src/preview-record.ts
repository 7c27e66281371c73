import { deployables, type Deployable } from './layout';

/**
 * Named previews: one per pull request or branch, each its own record `previews/<name>/preview.json`
 * in the store, served by the edge at a host of its own, `<name>.<preview host>`. Read by the release
 * commands and by the edge worker, and checked field by field when read.
 */

/** What a named preview shows and how its gate ended. */
export interface PreviewRecord {
  name: string;
  /** The deployable the preview changes, and its release. */
  part: Deployable;
  release: string;
  /** The candidate site release: that release with what was live (absent when the gate refused it before rendering). */
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

const isIsoTime = (text: unknown) => typeof text === 'string' && !Number.isNaN(Date.parse(text));

/** A record's text, checked; throws naming `file` and what is wrong. */
export function parsePreviewRecord(text: string, file: string): PreviewRecord {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`${file} is not JSON (${(error as Error).message})`);
  }
  const strings = ['name', 'release', 'basedOn', 'verdict'] as const;
  const problem =
    typeof value !== 'object' || value === null
      ? 'an object is expected'
      : (strings.find((field) => typeof value[field] !== 'string' || !value[field]) ??
        (!deployables.includes(value.part as Deployable)
          ? 'part'
          : !isIsoTime(value.createdAt)
            ? 'createdAt'
            : value.site !== undefined && typeof value.site !== 'string'
              ? 'site'
              : undefined));
  if (problem) throw new Error(`${file} is damaged: ${problem}`);
  return value as unknown as PreviewRecord;
}
