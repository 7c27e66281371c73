import { previewCookieName } from '@radix/release-model';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import type { StoredFile } from '../files';
import type { BucketReads } from '../reads';

/**
 * On a preview host a site release names its release files on that host's own origin: a
 * candidate's files are not on the site's host before it goes live (`release-files.ts`), and a
 * reviewer's token is a cookie of the preview host alone. Its pages and configuration were rendered
 * with the site's origin; only the prefix of the release files is rewritten (`/releases/`), so the
 * canonical links and everything else stay as rendered.
 */
export interface Rehost {
  /** `<site origin>/releases/` */
  from: string;
  /** `<preview origin>/releases/` */
  to: string;
}

export const rehostOf = (siteOrigin: string, previewOrigin: string): Rehost => ({
  from: `${siteOrigin}/releases/`,
  to: `${previewOrigin}/releases/`,
});

/** Each configuration's copy per preview origin, made once per isolate. */
const configs = new WeakMap<RuntimeConfigFile, Map<string, RuntimeConfigFile>>();

export function rehostConfig(config: RuntimeConfigFile, { from, to }: Rehost): RuntimeConfigFile {
  let byOrigin = configs.get(config);
  if (!byOrigin) configs.set(config, (byOrigin = new Map()));
  let copy = byOrigin.get(to);
  if (!copy) {
    const remotes = Object.fromEntries(
      Object.entries(config.remotes).map(([name, url]) => [
        name,
        url.startsWith(from) ? to + url.slice(from.length) : url,
      ]),
    );
    byOrigin.set(to, (copy = { ...config, remotes: remotes as RuntimeConfigFile['remotes'] }));
  }
  return copy;
}

/** A stored file's text with the release files' prefix rewritten (read uncompressed). */
export function rehostFile(file: StoredFile, { from, to }: Rehost): StoredFile {
  if (!file.body) return file;
  const text = new TextDecoder().decode(file.body).replaceAll(from, to);
  return { etag: file.etag, body: new TextEncoder().encode(text).buffer as ArrayBuffer };
}

/** What a named preview's form is answered when no previews' API is named: the inquiry API's error shape, a refusal the form shows. */
export const noPreviewApi =
  "This preview sends no inquiry: the forms of a pull request's preview reach no API but a previews' one, and none is set up.";

/** A request's `Cookie` header without the preview's own cookie: its token opens the preview, and nothing else is to see it. */
const withoutPreviewCookie = (cookie: string | null) =>
  cookie
    ?.split(';')
    .filter((pair) => pair.trim().split('=')[0] !== previewCookieName)
    .join(';')
    .trim();

/**
 * `/api/` on a named preview's host: passed on to the previews' API `PREVIEW_API_ORIGIN` names,
 * without the preview's cookie, or, with none named, refused as the inquiry API refuses (403, a JSON
 * `error`), which the form shows and never sends again. A pull request's page never reaches
 * production's API, nor with a reviewer's cookies.
 */
export async function previewApi(
  apiOrigin: string | undefined,
  request: Request,
  url: URL,
  reads: BucketReads,
): Promise<Response> {
  if (!apiOrigin)
    return new Response(JSON.stringify({ error: noPreviewApi }), {
      status: 403,
      headers: { 'Content-Type': 'application/json', 'Server-Timing': reads.serverTiming() },
    });
  const headers = new Headers(request.headers);
  const cookie = withoutPreviewCookie(headers.get('cookie'));
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  const answered = await fetch(
    new Request(new Request(`${new URL(apiOrigin).origin}${url.pathname}${url.search}`, request), { headers }),
  );
  const response = new Response(answered.body, answered);
  response.headers.set('Server-Timing', reads.serverTiming());
  return response;
}
