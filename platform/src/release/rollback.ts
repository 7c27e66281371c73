import { type Deployable } from '@radix/release-model';
import { findRelease, listReleases } from './releases';
import { findSite, readHistory, siteId, siteRuntimeConfig, type SiteRelease } from './site-releases';
import type { SiteStore } from './store';
import { DeployRefused, liveSite, type ReleaseContext } from './release-context';
import { candidate } from './gate';
import { goLive } from './switch-live';
import { endCanary } from './canary';

/**
 * The release of `name` that was live before the current one: the last one in the live history
 * that differs from it, or else the newest older release.
 */
export async function previousRelease(
  store: SiteStore,
  name: Deployable,
  current: string,
): Promise<string | undefined> {
  for (const entry of (await readHistory(store)).reverse()) {
    const id = (await findSite(store, entry.site))?.releases[name];
    if (id && id !== current) return id;
  }
  const releases = (await listReleases(store, name)).map((release) => release.id);
  return releases[releases.indexOf(current) - 1];
}

/**
 * `npm run rollback -- <name> [<id>]`: the previous (or the named) release of `name` goes live again,
 * without a build. When that combination was live before, its site release is switched back to at
 * once, with no render and no check: it served visitors already. Otherwise it goes through the gate.
 * While a canary runs, it ends the canary instead: every visitor gets the stable site release.
 */
export async function rollback(context: ReleaseContext, name: Deployable, id?: string): Promise<SiteRelease> {
  const state = await context.store.pointer('live');
  if (state?.canary && !id) {
    await endCanary(context, { ...state, canary: state.canary });
    return liveSite(context);
  }
  const live = await liveSite(context);
  const current = live.releases[name];
  const target = id ?? (await previousRelease(context.store, name, current));
  if (!target) throw new DeployRefused(`${name} has no release before ${current} to roll back to`);
  context.log(`rollback ${name} ${current} -> ${target}`);
  if (!(await findRelease(context.store, name, target))) {
    throw new DeployRefused(`${name} has no release ${target} ("npm run releases -- ${name}" lists them)`);
  }
  const releases = { ...live.releases, [name]: target };
  const known = siteId(releases, await siteRuntimeConfig(context.store, releases, context.hosting));
  const wasLive = (await readHistory(context.store)).some((entry) => entry.site === known);
  const before = wasLive ? await findSite(context.store, known) : undefined;
  const site = before ?? (await candidate(context, releases, name));
  if (before) context.log(`  ✓ checks    ${before.id} was live before: no render, no check`);
  await goLive(context, site, live.id, { action: 'rollback', name, release: target });
  return site;
}
