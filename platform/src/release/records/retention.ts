import { type Deployable, deployables, keys } from '@radix/release-model';
import { listReleases } from './releases';
import { listPreviews } from './preview-record';
import { listSites, readHistory } from './site-releases';
import type { SiteStore } from '../store/store';

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

/** What must stay: the live and preview site releases, the named previews', the last live ones, and their releases. */
export async function keptReleases(
  store: SiteStore,
  now: Date,
  retention: Retention = defaultRetention,
): Promise<Kept> {
  const recent: string[] = [];
  for (const entry of (await readHistory(store)).reverse()) {
    if (recent.length >= retention.keepSites) break;
    if (!recent.includes(entry.site)) recent.push(entry.site);
  }
  const pointed = await Promise.all((['live', 'preview'] as const).map((pointer) => store.pointer(pointer)));
  const all = await listSites(store);
  const previews = (await listPreviews(store)).flatMap((record) => record.site ?? []);
  const wanted = new Set([
    ...recent,
    ...pointed.flatMap((state) => (state ? [state.site, ...(state.canary ? [state.canary.site] : [])] : [])),
    ...previews,
  ]);
  const named = all.filter((site) => wanted.has(site.id));
  const releases = Object.fromEntries(
    await Promise.all(
      deployables.map(async (name) => {
        const young = (await listReleases(store, name)).filter(
          (release) => now.getTime() - Date.parse(release.deployedAt) < retention.keepForMs,
        );
        return [name, new Set([...named.map((site) => site.releases[name]), ...young.map((release) => release.id)])];
      }),
    ),
  ) as Record<Deployable, Set<string>>;
  return { sites: new Set(named.map((site) => site.id)), releases };
}

/** Removes the site releases and releases nothing may use any more; never the live one. Returns their keys. */
export async function prune(store: SiteStore, now: Date, retention: Retention = defaultRetention): Promise<string[]> {
  const kept = await keptReleases(store, now, retention);
  const removed = [
    ...(await listSites(store)).filter((site) => !kept.sites.has(site.id)).map((site) => keys.site(site.id)),
    ...(
      await Promise.all(
        deployables.map(async (name) =>
          (await listReleases(store, name))
            .filter((release) => !kept.releases[name].has(release.id))
            .map((release) => keys.release(name, release.id)),
        ),
      )
    ).flat(),
  ];
  for (const key of removed) await store.remove(key);
  return removed;
}
