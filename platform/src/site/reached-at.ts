import { z } from 'zod';
import { ReleaseRefusal } from '../release/store/store';

/**
 * Where this machine reaches the origins the pages name: a job that holds no key renders and
 * checks a candidate against a local copy of the edge (on 127.0.0.1 and `*.localhost` ports) while
 * its pages name the production origins, as they are uploaded.
 */
export type ReachedAt = ReadonlyMap<string, string>;

/** A JSON object from each origin the pages name to the origin this machine reaches it at. */
export const reachedAtVariable = 'SITE_REACHED_AT';

const expected =
  'expected a JSON object from each origin the pages name to the origin this machine reaches it at, such as {"https://www.radixsoftech.example":"http://127.0.0.1:8080"}, each origin http(s)://host[:port] with nothing after it';

const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
};

const origin = z.string().refine(isOrigin);
const reachedAtSchema = z.record(origin, origin);

/** What `SITE_REACHED_AT` maps, or nothing when it is unset or empty; a value that is not such a map is refused in one line. */
export function reachedAtFrom(env: NodeJS.ProcessEnv = process.env): ReachedAt | undefined {
  const text = env[reachedAtVariable]?.trim();
  if (!text) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ReleaseRefusal(`${reachedAtVariable} is not JSON: ${expected}`);
  }
  const parsed = reachedAtSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path[0];
    const problem =
      typeof key !== 'string'
        ? 'is not a JSON object'
        : issue?.code === 'invalid_key'
          ? `names ${JSON.stringify(key)}, which is not an origin`
          : `reaches ${key} at ${JSON.stringify((raw as Record<string, unknown>)[key])}, which is not an origin`;
    throw new ReleaseRefusal(`${reachedAtVariable} ${problem}: ${expected}`);
  }
  const map = new Map(Object.entries(parsed.data));
  return map.size ? map : undefined;
}

/** `url` at the origin this machine reaches its origin at, path, query and hash kept; `url` itself when its origin is not mapped. */
export function reachedUrl(reachedAt: ReachedAt | undefined, url: string): string {
  const parsed = new URL(url);
  const to = reachedAt?.get(parsed.origin);
  return to ? `${to}${parsed.pathname}${parsed.search}${parsed.hash}` : url;
}

/**
 * Sends every request this process makes to a mapped origin to the origin it is reached at, with
 * the same method, headers and body. Install it before `sendTokenTo`, which then wraps it: the
 * token is decided on the origin the pages name, and the request goes where it is reached.
 */
export function fetchReachedAt(reachedAt: ReachedAt): void {
  const send = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    const reached = reachedUrl(reachedAt, request.url);
    return send(reached === request.url ? request : new Request(reached, request));
  };
}
