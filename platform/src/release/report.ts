import fs from 'node:fs';
import type { Deployable } from '../site/deployables';
import { deployables, layout } from './layout';
import { routesOf } from './deploy';
import { keptReleases } from './retention';
import { listReleases } from './releases';
import { pointedSite, readHistory, readSite } from './site-releases';

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

/**
 * What `npm run releases` prints: for each deployable, its releases (newest first), which is live
 * and since when, which is in preview, which a pruning would keep, and the pages that show it.
 */
export function releasesReport(root: string, names: readonly Deployable[] = deployables, now = new Date()): string {
  const live = pointedSite(root, 'live');
  const preview = pointedSite(root, 'preview');
  const history = readHistory(root);
  const liveSince = [...history].reverse().find((entry) => entry.site === live?.id)?.at;
  const kept = keptReleases(root, now);
  const lines = [
    live ? `live: ${live.id} since ${liveSince ? when(liveSince) : 'unknown'}` : 'live: nothing yet',
    ...(preview && preview.id !== live?.id ? [`preview: ${preview.id}`] : []),
  ];
  for (const name of names) {
    lines.push('', `${name}  (pages: ${routesOf(name).join(' ')})`);
    const releases = listReleases(root, name).reverse();
    if (!releases.length) lines.push('  no release');
    for (const release of releases) {
      const marks = [
        live?.releases[name] === release.id ? 'LIVE' : '',
        preview?.releases[name] === release.id && preview.id !== live?.id ? 'preview' : '',
        kept.releases[name].has(release.id) ? '' : 'prunable',
      ].filter(Boolean);
      const firstLive = history.find((entry) => readsRelease(root, entry.site, name, release.id))?.at;
      lines.push(
        `  ${release.id}  deployed ${when(release.deployedAt)}${firstLive ? `, first live ${when(firstLive)}` : ''}  contract v${release.contractVersion}${marks.length ? `  [${marks.join(', ')}]` : ''}`,
      );
    }
  }
  return lines.join('\n');
}

function readsRelease(root: string, site: string, name: Deployable, id: string): boolean {
  return fs.existsSync(layout.site(root, site)) && readSite(root, site).releases[name] === id;
}
