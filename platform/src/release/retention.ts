import fs from 'node:fs';
import path from 'node:path';
import type { Deployable } from '../site/deployables';
import { deployables, layout } from './layout';
import { listReleases } from './releases';
import { listSites, pointedSite, readHistory } from './site-releases';
import type { SiteStore } from './store';

/**
 * How long releases stay: every release a page of the last `keepSites` live site releases may name,
 * and every release deployed less than `keepForMs` ago (a page cached elsewhere, a tab left open).
 */
export interface Retention {
  keepSites: number;
  keepForMs: number;
}

export const defaultRetention: Retention = { keepSites: 10, keepForMs: 7 * 24 * 60 * 60 * 1000 };

export interface Kept {
  sites: Set<string>;
  releases: Record<Deployable, Set<string>>;
}

/** What must stay: the live and preview site releases, the last live ones, and their releases. */
export function keptReleases(root: string, now: Date, retention: Retention = defaultRetention): Kept {
  const recent: string[] = [];
  for (const entry of readHistory(root).reverse()) {
    if (recent.length >= retention.keepSites) break;
    if (!recent.includes(entry.site)) recent.push(entry.site);
  }
  const pointed = (['live', 'preview'] as const).flatMap((pointer) => pointedSite(root, pointer)?.id ?? []);
  const sites = new Set([...recent, ...pointed].filter((id) => fs.existsSync(layout.site(root, id))));
  const named = listSites(root).filter((site) => sites.has(site.id));
  const releases = Object.fromEntries(
    deployables.map((name) => {
      const young = listReleases(root, name).filter(
        (release) => now.getTime() - Date.parse(release.deployedAt) < retention.keepForMs,
      );
      return [name, new Set([...named.map((site) => site.releases[name]), ...young.map((release) => release.id)])];
    }),
  ) as Record<Deployable, Set<string>>;
  return { sites, releases };
}

/** Removes the site releases and releases nothing may use any more; never the live one. Returns their keys. */
export async function prune(store: SiteStore, now: Date, retention: Retention = defaultRetention): Promise<string[]> {
  const kept = keptReleases(store.root, now, retention);
  const removed = [
    ...listSites(store.root)
      .filter((site) => !kept.sites.has(site.id))
      .map((site) => path.join('sites', site.id)),
    ...deployables.flatMap((name) =>
      listReleases(store.root, name)
        .filter((release) => !kept.releases[name].has(release.id))
        .map((release) => path.join('releases', name, release.id)),
    ),
  ];
  for (const key of removed) await store.remove(key);
  return removed;
}
