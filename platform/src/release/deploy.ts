import fs from 'node:fs';
import path from 'node:path';
import { allRoutes } from '@radix/site-kit/routes';
import { remotePackage } from '@radix/site-kit/contracts';
import { routesShowing } from '../render/render-pages';
import { renderInProcess } from '../render/render-process';
import { root, type Deployable } from '../site/deployables';
import type { Hosting } from '../site/hosting';
import { checkInBrowser } from './browser-check';
import { contractProblems } from './contract';
import { deployables, layout } from './layout';
import { keptReleases } from './retention';
import { digestOf, listReleases, readRelease, writeRelease, type BuildFolders } from './releases';
import {
  pointedSite,
  readGate,
  readHistory,
  readSite,
  writeGate,
  writeSite,
  type HistoryEntry,
  type ReleaseSet,
  type SiteRelease,
} from './site-releases';
import { FolderStore, type SiteStore } from './store';

/** A deploy, promote or rollback that did not go live: the live site is as it was. */
export class DeployRefused extends Error {
  override name = 'DeployRefused';
}

export interface ReleaseContext {
  store: SiteStore;
  hosting: Hosting;
  /** Skips the check in Chromium (with a warning in the output). */
  skipBrowserCheck?: boolean;
  log: (line: string) => void;
  now?: () => Date;
  /** How a candidate is rendered and opened in a browser: a fresh Node process and Chromium unless a test says otherwise. */
  checks?: { render: typeof renderInProcess; browser: typeof checkInBrowser };
}

const defaultChecks = { render: renderInProcess, browser: checkInBrowser };

const clock = (context: ReleaseContext): Date => context.now?.() ?? new Date();

/** The build folders of a deployable in this checkout, or in `from`. */
export function buildFolders(name: Deployable, from?: string): BuildFolders {
  if (name === 'shell') {
    const dir = path.resolve(from ?? path.join(root, 'shell'));
    return { web: path.join(dir, 'dist'), server: path.join(dir, 'dist-server') };
  }
  return { web: path.resolve(from ?? path.join(root, remotePackage(name), 'dist')) };
}

/** The pages a deployable's change can affect: those that show the remote, or every page for the shell. */
export function routesOf(name: Deployable): string[] {
  return name === 'shell' ? allRoutes.map((route) => route.path) : routesShowing(name);
}

async function step<T>(context: ReleaseContext, label: string, work: () => Promise<T>, done: (value: T) => string) {
  const started = Date.now();
  try {
    const value = await work();
    context.log(`  ✓ ${label.padEnd(9)} ${done(value)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return value;
  } catch (error) {
    context.log(`  ✗ ${label.padEnd(9)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    throw error;
  }
}

const describe = (releases: ReleaseSet) => deployables.map((name) => `${name} ${releases[name]}`).join(', ');

/**
 * Makes a site release of `releases` and checks it: the contract between the shell and the changed
 * part, every page rendered whole, and in Chromium every page the change shows hydrating with no
 * error. The candidate is then what the preview origin serves. Nothing visitors get changes here.
 */
async function candidate(context: ReleaseContext, releases: ReleaseSet, changed: Deployable): Promise<SiteRelease> {
  const { store, hosting } = context;
  const checks = context.checks ?? defaultChecks;
  const routes = routesOf(changed);
  const refuse = (what: string, details: string[]) =>
    new DeployRefused(
      `${changed} (${releases[changed]}) ${what}; pages that show it: ${routes.join(', ')}; the live site is unchanged\n  ${details.join('\n  ')}`,
    );

  await step(
    context,
    'contract',
    async () => {
      const problems = contractProblems(store.root, releases, changed);
      if (problems.length) throw refuse('does not fit the contract of the shell', problems);
    },
    () => (changed === 'shell' ? "every remote fits the shell's contract" : `${changed} fits the shell's contract`),
  );

  const { site } = await step(
    context,
    'render',
    () =>
      writeSite(
        store,
        releases,
        hosting,
        async ({ dir, configFile }) => {
          const shell = layout.release(store.root, 'shell', releases.shell);
          await checks
            .render({
              configFile,
              pagesDir: path.join(dir, 'pages'),
              shellWeb: layout.servedFiles(shell, 'shell'),
              shellServer: layout.shellServer(shell),
              siteOrigin: hosting.siteOrigin,
            })
            .catch((error: unknown) => {
              throw refuse('cannot be rendered', [(error as Error).message]);
            });
        },
        clock(context),
      ),
    (written) => `${allRoutes.length + 1} pages into ${written.site.id}${written.created ? '' : ' (rendered before)'}`,
  );

  await store.setPointer('preview', site.id);
  // A site release checked before is checked again only for the pages its earlier checks did not open.
  const gate = readGate(store.root, site.id);
  const checkedBefore = gate?.browserChecked ?? [];
  const unchecked = routes.filter((route) => !checkedBefore.includes(route));
  if (gate && (!unchecked.length || context.skipBrowserCheck)) {
    context.log(`  ✓ checks    passed before, at ${gate.passedAt}`);
    return site;
  }
  let browserChecked = checkedBefore;
  if (context.skipBrowserCheck) {
    context.log('  ! browser   skipped: no page was opened in a browser before going live');
  } else {
    browserChecked = await step(
      context,
      'browser',
      async () => {
        const problems = await checks.browser(hosting.previewOrigin, unchecked);
        if (problems.length) throw refuse('fails in the browser', problems);
        return [...checkedBefore, ...unchecked];
      },
      () => `${unchecked.length} page(s) hydrate in Chromium with no error and no fallback`,
    );
  }
  await writeGate(store, site.id, { passedAt: clock(context).toISOString(), browserChecked });
  return site;
}

/**
 * Switches the live pointer to a checked site release and records it, if the live site release is
 * still the one the candidate was made from (`basedOn`): a deploy that finished in the meantime is
 * never undone by another.
 */
async function goLive(
  context: ReleaseContext,
  site: SiteRelease,
  basedOn: string | undefined,
  entry: Omit<HistoryEntry, 'at' | 'site'>,
) {
  await step(
    context,
    'promote',
    async () => {
      const now = pointedSite(context.store.root, 'live')?.id;
      if (now !== basedOn) {
        throw new DeployRefused(
          `the live site changed from ${basedOn ?? 'nothing'} to ${now} while this ran: the live site stays; run the command again`,
        );
      }
      await context.store.setPointer('live', site.id);
      await context.store.appendHistory(JSON.stringify({ at: clock(context).toISOString(), site: site.id, ...entry }));
    },
    () => `live -> ${site.id}`,
  );
  context.log(`live: ${site.id} (${describe(site.releases)})`);
}

function liveSite(context: ReleaseContext): SiteRelease {
  const live = pointedSite(context.store.root, 'live');
  if (!live)
    throw new DeployRefused('no site is live yet: "npm run serve" deploys every current build on its first start');
  return live;
}

export interface DeployResult {
  site: SiteRelease;
  release: string;
  /** Set when the candidate was checked but not promoted (`--preview`). */
  previewUrl?: string;
}

/**
 * `npm run deploy -- <name>`: writes the build as a release, makes and checks a candidate site
 * release with it and the other live releases, then promotes it (or, with `preview`, leaves it on
 * the preview origin).
 */
export async function deploy(
  context: ReleaseContext,
  name: Deployable,
  build: BuildFolders,
  { preview = false } = {},
): Promise<DeployResult> {
  context.log(`deploy ${name}${preview ? ' (preview)' : ''}`);
  const live = liveSite(context);
  const { release } = await step(
    context,
    'release',
    () =>
      writeRelease(context.store, name, build, {
        now: clock(context),
        carry: name === 'shell' ? [...keptReleases(context.store.root, clock(context)).releases.shell] : [],
      }),
    (written) =>
      `${name} ${written.release.id}${written.created ? '' : ' (the same build was deployed before)'} from ${build.web}`,
  );
  const site = await candidate(context, { ...live.releases, [name]: release.id }, name);
  if (preview) {
    context.log(
      `preview: ${context.hosting.previewOrigin}/ (promote it with: npm run promote -- ${name} ${release.id})`,
    );
    return { site, release: release.id, previewUrl: `${context.hosting.previewOrigin}/` };
  }
  await goLive(context, site, live.id, { action: 'deploy', name, release: release.id });
  return { site, release: release.id };
}

/** `npm run promote -- <name> <id>`: makes a release that is already written live, with the other live releases. */
export async function promote(context: ReleaseContext, name: Deployable, id: string): Promise<SiteRelease> {
  context.log(`promote ${name} ${id}`);
  if (!listReleases(context.store.root, name).some((release) => release.id === id)) {
    throw new DeployRefused(`${name} has no release ${id} ("npm run releases -- ${name}" lists them)`);
  }
  const live = liveSite(context);
  const site = await candidate(context, { ...live.releases, [name]: id }, name);
  await goLive(context, site, live.id, { action: 'promote', name, release: id });
  return site;
}

/**
 * The release of `name` that was live before the current one: the last one in the live history
 * that differs from it, or else the newest older release.
 */
export function previousRelease(rootDir: string, name: Deployable, current: string): string | undefined {
  const fromHistory = readHistory(rootDir)
    .reverse()
    .filter((entry) => fs.existsSync(layout.site(rootDir, entry.site)))
    .map((entry) => readSite(rootDir, entry.site).releases[name])
    .find((id) => id !== current);
  if (fromHistory) return fromHistory;
  const releases = listReleases(rootDir, name).map((release) => release.id);
  return releases[releases.indexOf(current) - 1];
}

/** `npm run rollback -- <name> [<id>]`: the previous (or the named) release of `name` goes live again, without a build. */
export async function rollback(context: ReleaseContext, name: Deployable, id?: string): Promise<SiteRelease> {
  const live = liveSite(context);
  const current = live.releases[name];
  const target = id ?? previousRelease(context.store.root, name, current);
  if (!target) throw new DeployRefused(`${name} has no release before ${current} to roll back to`);
  context.log(`rollback ${name} ${current} -> ${target}`);
  if (!listReleases(context.store.root, name).some((release) => release.id === target)) {
    throw new DeployRefused(`${name} has no release ${target} ("npm run releases -- ${name}" lists them)`);
  }
  const site = await candidate(context, { ...live.releases, [name]: target }, name);
  await goLive(context, site, live.id, { action: 'rollback', name, release: target });
  return site;
}

/** The first start of a server on an empty site root: every deployable's current build goes live together. */
export async function deployCurrentBuilds(
  context: ReleaseContext,
  builds: (name: Deployable) => BuildFolders = (name) => buildFolders(name),
): Promise<SiteRelease> {
  context.log('first start: deploying the current build of every deployable');
  const releases = {} as ReleaseSet;
  for (const name of deployables) {
    const { release } = await step(
      context,
      'release',
      () => writeRelease(context.store, name, builds(name), { now: clock(context) }),
      (written) => `${name} ${written.release.id}`,
    );
    releases[name] = release.id;
  }
  const site = await candidate(context, releases, 'shell');
  await goLive(context, site, undefined, { action: 'first start' });
  return site;
}

/**
 * What a server does when it starts: nothing when a site release is live; on an empty site root,
 * deploys the current build of every deployable (rendered and checked, but not in a browser).
 */
export async function ensureLive(
  hosting: Hosting,
  log: (line: string) => void,
  builds: (name: Deployable) => BuildFolders = (name) => buildFolders(name),
  context: Partial<ReleaseContext> = {},
): Promise<void> {
  const live = pointedSite(hosting.siteRoot, 'live');
  if (!live) {
    await deployCurrentBuilds(
      { store: new FolderStore(hosting.siteRoot), hosting, skipBrowserCheck: true, log, ...context },
      builds,
    );
    return;
  }
  // A build newer than what is live is served only once it is deployed: say so, as a developer may expect otherwise.
  for (const name of deployables) {
    const build = builds(name);
    if (!fs.existsSync(build.web)) continue;
    const liveDigest = readRelease(hosting.siteRoot, name, live.releases[name]).digest;
    if (digestOf(build).digest !== liveDigest)
      log(`${name}: the build in this checkout is not live; deploy it with: npm run deploy -- ${name}`);
  }
}
