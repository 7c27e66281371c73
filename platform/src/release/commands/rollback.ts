import { type Deployable } from '@radix/release-model';
import { findRelease, listReleases } from '../records/releases';
import { findSite, liveSite, readHistory, siteId, siteRuntimeConfig, type SiteRelease } from '../records/site-releases';
import type { SiteStore } from '../store/store';
import { DeployRefused, inDeployOrder, type ReleaseContext } from '../context';
import { gate } from '../plan/gate';
import { goLive, switchedParts } from '../apply/switch-live';
import { endCanary } from '../apply/canary';
import { markRolledBack } from '../plan/rolled-back';

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

/** Why a release was rolled back by hand, as its mark and `npm run releases` say. */
export const rolledBackByHand = 'rolled back by npm run rollback';

/**
 * `npm run rollback -- <name> [<name> ...] [<id>]`: the previous (or, for one part, the named)
 * release of each part goes live again, together, without a build: a set deployed together (a
 * contract bump) goes back together. When that combination was live before, its site release is
 * switched back to at once, with no render and no check: it served visitors already. Otherwise it
 * goes through the gate. While a canary runs, it ends the canary instead: every visitor gets the
 * stable site release. Either way what was rolled back is gone: each release left is marked so
 * (`markRolledBack`), and the edge no longer serves its files but for a site release it may still
 * serve, nor the site release left by a pin (`?dpl=`, `X-Site-Release`).
 */
export async function rollback(
  context: ReleaseContext,
  part: Deployable | readonly Deployable[],
  id?: string,
): Promise<SiteRelease> {
  const names = inDeployOrder(typeof part === 'string' ? [part] : part);
  if (id && names.length > 1) throw new DeployRefused('a release id names the release of one part: roll back one part');
  const state = await context.store.pointer('live');
  if (state?.canary && !id) {
    await endCanary(context, { ...state, canary: state.canary });
    return liveSite(context.store);
  }
  const live = await liveSite(context.store);
  const targets: Partial<Record<Deployable, string>> = {};
  for (const name of names) {
    const current = live.releases[name];
    const target = id ?? (await previousRelease(context.store, name, current));
    if (!target) throw new DeployRefused(`${name} has no release before ${current} to roll back to`);
    context.log(`rollback ${name} ${current} -> ${target}`);
    if (!(await findRelease(context.store, name, target))) {
      throw new DeployRefused(`${name} has no release ${target} ("npm run releases -- ${name}" lists them)`);
    }
    targets[name] = target;
  }
  const releases = { ...live.releases, ...targets };
  const known = siteId(releases, await siteRuntimeConfig(context.store, releases, context.hosting));
  const wasLive = (await readHistory(context.store)).some((entry) => entry.site === known);
  const before = wasLive ? await findSite(context.store, known) : undefined;
  const site = before ?? (await gate(context, releases, names));
  if (before) context.log(`  ✓ checks    ${before.id} was live before: no render, no check`);
  await goLive(context, site, live.id, { action: 'rollback', ...switchedParts(targets) });
  const left = Object.fromEntries(
    names.flatMap((name) => (targets[name] === live.releases[name] ? [] : [[name, live.releases[name]]])),
  );
  await markRolledBack(context.store, left, {
    at: context.now().toISOString(),
    site: live.id,
    stable: site.id,
    reason: rolledBackByHand,
  });
  return site;
}
