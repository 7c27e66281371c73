import { deployables, type Deployable } from './layout';
import { isObject } from './json-object';

/**
 * `site.json`, read by the release commands and by the edge worker on every request's site release,
 * checked field by field: a damaged record is refused naming what is wrong.
 */

/** What `site.json` says of a site release. */
export interface SiteRelease {
  id: string;
  createdAt: string;
  releases: Record<Deployable, string>;
}

/** The digits of a site release's id: `site-` and this many hex digits of its digest. */
const siteIdDigits = 12;

/** A site release's id, from the hex digest of what it is made of. */
export const siteIdOf = (digest: string): string => `site-${digest.slice(0, siteIdDigits)}`;

const siteIdPattern = new RegExp(`^site-[0-9a-f]{${siteIdDigits}}$`);

/** Whether a string is a well-formed site release id, as `siteIdOf` makes them. */
export const isSiteId = (text: string): boolean => siteIdPattern.test(text);

const isoTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** What is wrong with a parsed `site.json`, as `field: problem`, or undefined when nothing is. */
function problemOf(value: unknown): string | undefined {
  if (!isObject(value)) return 'the whole file: an object is expected';
  if (typeof value.id !== 'string' || !value.id) return 'id: a site release id is expected';
  if (typeof value.createdAt !== 'string' || !isoTimePattern.test(value.createdAt))
    return 'createdAt: a UTC time such as 2026-11-25T10:00:00.000Z is expected';
  if (!isObject(value.releases)) return `releases: a release of each of ${deployables.join(', ')} is expected`;
  const { releases } = value;
  const missing = deployables.find((name) => typeof releases[name] !== 'string' || !releases[name]);
  return missing ? `releases.${missing}: a release id is expected` : undefined;
}

const isSiteRelease = (value: unknown): value is SiteRelease => problemOf(value) === undefined;

/** `site.json`'s text, checked; throws naming `file` and what is wrong. */
export function parseSiteRelease(text: string, file: string): SiteRelease {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON (${(error as Error).message})`);
  }
  if (!isSiteRelease(value)) throw new Error(`${file} is damaged: ${problemOf(value) ?? 'unreadable'}`);
  return value;
}
