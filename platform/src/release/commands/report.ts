import { type Deployable, deployables } from '@radix/release-model';
import { routesOf } from '../plan/routes-affected';
import { canaryLines, lastCanaryLine } from './canary-report';
import { keptReleases } from '../records/retention';
import { listReleases, readRefusal } from '../records/releases';
import { readRolledBack, rolledBackWords } from '../plan/rolled-back';
import { listSites, pointedSite, readHistory } from '../records/site-releases';
import type { SiteStore } from '../store/store';

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

/**
 * What `npm run releases` prints: for each deployable, its releases (newest first) with the commit
 * each was built from, which is live and since when, a running canary's stage and figures, which is in preview, which the gate refused and why, which a pruning would
 * remove, and the pages that show it.
 */
export async function releasesReport(
  store: SiteStore,
  names: readonly Deployable[] = deployables,
  now = new Date(),
): Promise<string> {
  const [live, pointer, preview, history, kept, sites] = await Promise.all([
    pointedSite(store, 'live'),
    store.pointer('live'),
    pointedSite(store, 'preview'),
    readHistory(store),
    keptReleases(store, now),
    listSites(store),
  ]);
  const releasesOf = new Map(sites.map((site) => [site.id, site.releases]));
  const liveSince = [...history].reverse().find((entry) => entry.site === live?.id)?.at;
  const lines = [
    live ? `live: ${live.id} since ${liveSince ? when(liveSince) : 'unknown'}` : 'live: nothing yet',
    ...(pointer?.canary ? await canaryLines(store, pointer.site, pointer.canary) : lastCanaryLine(history)),
    ...(preview && preview.id !== live?.id ? [`preview: ${preview.id}`] : []),
  ];
  for (const name of names) {
    lines.push('', `${name}  (pages: ${routesOf(name).join(' ')})`);
    const releases = (await listReleases(store, name)).reverse();
    if (!releases.length) lines.push('  no release');
    for (const release of releases) {
      const firstLive = history.find((entry) => releasesOf.get(entry.site)?.[name] === release.id)?.at;
      const refusal = firstLive ? undefined : await readRefusal(store, name, release.id);
      const rolledBack = await readRolledBack(store, name, release.id);
      const marks = [
        live?.releases[name] === release.id ? 'LIVE' : '',
        pointer?.canary?.name === name && pointer.canary.release === release.id
          ? `CANARY ${pointer.canary.weight}%`
          : '',
        preview?.releases[name] === release.id && preview.id !== live?.id ? 'preview' : '',
        refusal ? `REFUSED at ${refusal.step}` : '',
        rolledBack ? 'ROLLED BACK' : '',
        kept.releases[name].has(release.id) ? '' : 'prunable',
      ].filter(Boolean);
      lines.push(
        `  ${release.id}  deployed ${when(release.deployedAt)}${firstLive ? `, first live ${when(firstLive)}` : ''}  contract v${release.contractVersion}  commit ${release.commit?.slice(0, 12) ?? 'unknown'}${marks.length ? `  [${marks.join(', ')}]` : ''}`,
      );
      if (refusal) lines.push(`      refused ${when(refusal.at)}: ${refusal.reason}`);
      if (rolledBack)
        lines.push(`      ${rolledBackWords(name, release.id, rolledBack)}; it goes live again only with --force`);
    }
  }
  return lines.join('\n');
}
