import fs from 'node:fs';
import type { Hosting, Origins } from '../../site/hosting';
import { FolderStore } from '../store/folder-store';
import { digestOf, findRelease, writeRelease } from '../records/releases';
import { type BuildFolders, buildFolders, checkoutCommit } from '../../site/deployables';
import { migrateStore } from '../records/migrate';
import { pointedSite, siteRuntimeConfig, type ReleaseSet, type SiteRelease } from '../records/site-releases';
import type { SiteStore } from '../store/store';
import { checkRuntimeConfig, runtimeConfigFile } from '@radix/site-kit/runtime-config';
import { type Deployable, deployables, keys } from '@radix/release-model';
import { releaseContext, type ReleaseContext, type ReleaseSettings } from '../context';
import { gate } from '../plan/gate';
import { goLive } from '../apply/switch-live';

/**
 * The first start of a server on an empty site root: every deployable's current build goes live
 * together, each release recording `commit` (the checkout's, when it is one).
 */
export async function deployCurrentBuilds(
  context: ReleaseContext,
  builds: (name: Deployable) => BuildFolders = (name) => buildFolders(name),
  commit = checkoutCommit(),
): Promise<SiteRelease> {
  context.log('first start: deploying the current build of every deployable');
  const releases = {} as ReleaseSet;
  for (const name of deployables) {
    const { release } = await context.step(
      'release',
      () => writeRelease(context.store, name, builds(name), { now: context.now(), ...(commit ? { commit } : {}) }),
      (written) => `${name} ${written.release.id}`,
    );
    releases[name] = release.id;
  }
  const site = await gate(context, releases, 'shell');
  await goLive(context, site, undefined, { action: 'first start' });
  return site;
}

/**
 * What a server does when it starts: on an empty store, deploys the current build of every
 * deployable (rendered and checked, but not in a browser), holding the store's lock. Resolves to
 * false, having said why and what to run, when the live site release was rendered for other origins
 * than the server's: its pages would load from places this server is not.
 */
export async function ensureLiveOn(
  store: SiteStore,
  hosting: Origins,
  log: (line: string) => void,
  builds: (name: Deployable) => BuildFolders = (name) => buildFolders(name),
  context: Partial<ReleaseSettings> = {},
): Promise<boolean> {
  const live = await pointedSite(store, 'live');
  if (!live) {
    // The first start writes like any release command: under the lock, and only if no other made it meanwhile.
    const letGo = await store.lock();
    try {
      if (!(await pointedSite(store, 'live')))
        await deployCurrentBuilds(releaseContext({ store, hosting, skipBrowserCheck: true, log, ...context }), builds);
    } finally {
      await letGo();
    }
    return true;
  }
  for (const line of await migrateStore(store, new Date())) log(`migrated ${line}`);
  // A build newer than what is live is served only once it is deployed: say so, as a developer may expect otherwise.
  for (const name of deployables) {
    const build = builds(name);
    if (!fs.existsSync(build.web)) continue;
    const liveDigest = (await findRelease(store, name, live.releases[name]))?.digest;
    if (digestOf(build).digest !== liveDigest)
      log(`${name}: the build in this checkout is not live; deploy it with: npm run deploy -- ${name}`);
  }
  const rendered = await store.readText(`${keys.site(live.id)}/${runtimeConfigFile}`);
  const renderedFor: Partial<Record<string, string>> = rendered ? checkRuntimeConfig(JSON.parse(rendered)).remotes : {};
  const expected = await siteRuntimeConfig(store, live.releases, hosting);
  const elsewhere = Object.entries(expected.remotes).filter(([name, url]) => renderedFor[name] !== url);
  if (elsewhere.length) {
    const [name, url] = elsewhere[0] ?? [];
    log(
      `The live site release ${live.id} was rendered for other origins (${name} at ${renderedFor[name ?? ''] ?? 'nowhere'}, here ${url}): its pages would load from there.`,
    );
    log(`Render it for these origins, with the same environment: npm run promote -- shell ${live.releases.shell}`);
    return false;
  }
  return true;
}

/** `ensureLiveOn` for the site root folder a local server serves. */
export function ensureLive(
  hosting: Hosting,
  log: (line: string) => void,
  builds: (name: Deployable) => BuildFolders = (name) => buildFolders(name),
  context: Partial<ReleaseSettings> = {},
): Promise<boolean> {
  return ensureLiveOn(new FolderStore(hosting.siteRoot), hosting, log, builds, context);
}
