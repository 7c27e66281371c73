import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import type { StoredFile } from '../files';

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
