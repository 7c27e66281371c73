import { remoteNames, type RemoteName } from '../contracts';
import type { VitalsBeacon } from './beacon';

/** What a page view is, known when it starts. */
export type PageView = Pick<VitalsBeacon, 'site' | 'remotes' | 'path'>;

/** Each remote's release id from its manifest URL (`…/<release id>/mf-manifest.json`); a URL without one names none. */
export function remoteReleases(remotes: Record<RemoteName, string>): PageView['remotes'] {
  const releases: PageView['remotes'] = {};
  for (const name of remoteNames) {
    const id = new URL(remotes[name], 'http://page/').pathname.split('/').at(-2);
    if (id) releases[name] = id;
  }
  return releases;
}
