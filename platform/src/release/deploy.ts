import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allRoutes } from '@radix/site-kit/routes';
import { remotePackage } from '@radix/site-kit/contracts';
import { routesShowing } from '../render/render-pages';
import { renderInProcess } from '../render/render-process';
import { root, type Deployable } from '../site/deployables';
import type { Hosting, Origins } from '../site/hosting';
import { checkInBrowser } from './browser-check';
import { contractProblems } from './contract';
import { FolderStore } from './folder-store';
import { deployables, keys, shellReleaseParts } from './layout';
import { keptReleases } from './retention';
import { digestOf, findRelease, listReleases, writeRefusal, writeRelease, type BuildFolders } from './releases';
import {
  findSite,
  markCheckRefused,
  markWentLive,
  pointedSite,
  readGate,
  readHistory,
  siteId,
  siteRuntimeConfig,
  writeGate,
  writeSite,
  type HistoryEntry,
  type ReleaseSet,
  type SiteRelease,
} from './site-releases';
import { PointerMoved, ReleaseRefusal, type SiteStore } from './store';
import {
  browserCheckSeconds,
  defaultPreview,
  expiresIn,
  previewLink,
  previewLinkSeconds,
  previewSecretFrom,
  signPreviewToken,
} from './preview-token';
import { checkRuntimeConfig, runtimeConfigFile } from '@radix/site-kit/runtime-config';

/** A deploy, promote or rollback that did not go live: the live site is as it was. */
export class DeployRefused extends ReleaseRefusal {
  override name = 'DeployRefused';
}

export interface ReleaseContext {
  store: SiteStore;
  /** The origins the site and its preview are served at; a site release's configuration names them. */
  hosting: Origins;
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
  const refuse = async (step: string, what: string, details: string[]) => {
    await writeRefusal(store, changed, releases[changed], {
      at: clock(context).toISOString(),
      step,
      reason: details[0] ?? what,
    });
    return new DeployRefused(
      `${changed} (${releases[changed]}) ${what}; pages that show it: ${routes.join(', ')}; the live site is unchanged\n  ${details.join('\n  ')}`,
    );
  };

  await step(
    context,
    'contract',
    async () => {
      const problems = await contractProblems(store, releases, changed);
      if (problems.length) throw await refuse('contract', 'does not fit the contract of the shell', problems);
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
        async ({ dir, configFile, id }) => {
          const shell = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-shell-'));
          try {
            // The renderer is the shell release's own Node build, fetched from the store.
            await store.fetchTree(keys.release('shell', releases.shell), shell);
            await checks.render({
              configFile,
              pagesDir: path.join(dir, 'pages'),
              shell: {
                web: path.join(shell, shellReleaseParts.web),
                server: path.join(shell, shellReleaseParts.server),
              },
              siteOrigin: hosting.siteOrigin,
              siteRelease: id,
            });
          } catch (error) {
            throw await refuse('render', 'cannot be rendered', [(error as Error).message]);
          } finally {
            fs.rmSync(shell, { recursive: true, force: true });
          }
        },
        clock(context),
      ),
    (written) => `${allRoutes.length + 1} pages into ${written.site.id}${written.created ? '' : ' (rendered before)'}`,
  );

  await store.setPointer('preview', site.id);
  // A site release checked before is checked again only for the pages its earlier checks did not open.
  const gate = await readGate(store, site.id);
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
        // A token for this candidate and this check alone: the preview host shows nothing else to it.
        const check = randomUUID();
        const token = await signPreviewToken(
          { preview: defaultPreview, site: site.id, check, exp: expiresIn(browserCheckSeconds, clock(context)) },
          previewSecretFrom(process.env),
        );
        const problems = await checks.browser(hosting.previewOrigin, unchecked, { token, siteRelease: site.id });
        if (problems.length) {
          await markCheckRefused(store, site.id, check, clock(context));
          throw await refuse('browser', 'fails in the browser', problems);
        }
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
    'switch',
    async () => {
      const moved = (now: string | undefined) =>
        new DeployRefused(
          `the live site changed from ${basedOn ?? 'nothing'} to ${now ?? 'nothing'} while this ran: the live site stays; run the command again`,
        );
      const state = await context.store.pointer('live');
      if (state?.site !== basedOn) throw moved(state?.site);
      try {
        await context.store.setPointer('live', site.id, state ?? null);
      } catch (error) {
        if (error instanceof PointerMoved) throw moved((await context.store.pointer('live'))?.site);
        throw error;
      }
      // Both have served visitors: a request may pin either (`?dpl=`) while it is kept.
      for (const id of [basedOn, site.id]) if (id) await markWentLive(context.store, id, clock(context));
      await context.store.appendHistory(JSON.stringify({ at: clock(context).toISOString(), site: site.id, ...entry }));
    },
    () => `live -> ${site.id}`,
  );
  context.log(`live: ${site.id} (${describe(site.releases)})`);
}

async function liveSite(context: ReleaseContext): Promise<SiteRelease> {
  const live = await pointedSite(context.store, 'live');
  if (!live)
    throw new DeployRefused('no site is live yet: "npm run serve" deploys every current build on its first start');
  return live;
}

export interface DeployResult {
  site: SiteRelease;
  release: string;
  /** Set when the candidate was checked but not promoted (`--preview`): the signed link a reviewer opens. */
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
  const live = await liveSite(context);
  const { release } = await step(
    context,
    'release',
    async () =>
      writeRelease(context.store, name, build, {
        now: clock(context),
        carry: name === 'shell' ? [...(await keptReleases(context.store, clock(context))).releases.shell] : [],
      }),
    (written) =>
      `${name} ${written.release.id}${written.created ? '' : ' (the same build was deployed before)'} from ${build.web}`,
  );
  const site = await candidate(context, { ...live.releases, [name]: release.id }, name);
  if (preview) {
    const exp = expiresIn(previewLinkSeconds, clock(context));
    const previewUrl = previewLink(
      context.hosting.previewOrigin,
      await signPreviewToken({ preview: defaultPreview, exp }, previewSecretFrom(process.env)),
    );
    context.log(
      `preview: ${previewUrl} (until ${new Date(exp * 1000).toISOString()}; promote it with: npm run promote -- ${name} ${release.id})`,
    );
    return { site, release: release.id, previewUrl };
  }
  await goLive(context, site, live.id, { action: 'deploy', name, release: release.id });
  return { site, release: release.id };
}

/** `npm run promote -- <name> <id>`: makes a release that is already written live, with the other live releases. */
export async function promote(context: ReleaseContext, name: Deployable, id: string): Promise<SiteRelease> {
  context.log(`promote ${name} ${id}`);
  if (!(await findRelease(context.store, name, id))) {
    throw new DeployRefused(`${name} has no release ${id} ("npm run releases -- ${name}" lists them)`);
  }
  const live = await liveSite(context);
  const site = await candidate(context, { ...live.releases, [name]: id }, name);
  await goLive(context, site, live.id, { action: 'promote', name, release: id });
  return site;
}

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
 */
export async function rollback(context: ReleaseContext, name: Deployable, id?: string): Promise<SiteRelease> {
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
  context: Partial<ReleaseContext> = {},
): Promise<boolean> {
  const live = await pointedSite(store, 'live');
  if (!live) {
    // The first start writes like any release command: under the lock, and only if no other made it meanwhile.
    const release = await store.lock();
    try {
      if (!(await pointedSite(store, 'live')))
        await deployCurrentBuilds({ store, hosting, skipBrowserCheck: true, log, ...context }, builds);
    } finally {
      await release();
    }
    return true;
  }
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
  context: Partial<ReleaseContext> = {},
): Promise<boolean> {
  return ensureLiveOn(new FolderStore(hosting.siteRoot), hosting, log, builds, context);
}
