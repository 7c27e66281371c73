import { type Deployable } from '@radix/release-model';
import { findRelease } from '../records/releases';
import { liveSite, type SiteRelease } from '../records/site-releases';
import { DeployRefused, type ReleaseContext } from '../context';
import { gate } from '../plan/gate';
import { goLive } from '../apply/switch-live';
import { refuseRolledBack } from '../plan/rolled-back';

/**
 * `npm run promote -- <name> <id>`: makes a release that is already written live, with the other
 * live releases; one the canary judge rolled back only with `force`.
 */
export async function promote(
  context: ReleaseContext,
  name: Deployable,
  id: string,
  { force = false }: { force?: boolean } = {},
): Promise<SiteRelease> {
  context.log(`promote ${name} ${id}`);
  if (!(await findRelease(context.store, name, id))) {
    throw new DeployRefused(`${name} has no release ${id} ("npm run releases -- ${name}" lists them)`);
  }
  const forced = await refuseRolledBack(context, { [name]: id }, { force, again: `npm run promote -- ${name} ${id}` });
  const live = await liveSite(context.store);
  const site = await gate(context, { ...live.releases, [name]: id }, name);
  await goLive(context, site, live.id, { action: 'promote', name, release: id, ...(forced ? { forced } : {}) });
  return site;
}
