import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { allRoutes } from '@radix/site-kit/routes';
import { remotePackage } from '@radix/site-kit/contracts';
import { type Deployable, deployables } from '@radix/release-model';
import { routesShowing } from '../render/render-pages';
import { renderInProcess } from '../render/render-process';
import { root } from '../site/deployables';
import type { Origins } from '../site/hosting';
import { checkInBrowser } from './browser-check';
import type { BuildFolders } from './releases';
import { pointedSite, type ReleaseSet, type SiteRelease } from './site-releases';
import { ReleaseRefusal, type SiteStore } from './store';

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

export const defaultChecks = { render: renderInProcess, browser: checkInBrowser };

export const clock = (context: ReleaseContext): Date => context.now?.() ?? new Date();

/**
 * The build folders of a deployable in this checkout, or in `from`, or in `builds`: a folder laid out
 * as the repository (`<builds>/shell/dist`, `<builds>/mfe-services/dist`), as a pipeline's artifact is.
 */
export function buildFolders(name: Deployable, from?: string, builds = root): BuildFolders {
  if (name === 'shell') {
    const dir = path.resolve(from ?? path.join(builds, 'shell'));
    return { web: path.join(dir, 'dist'), server: path.join(dir, 'dist-server') };
  }
  return { web: path.resolve(from ?? path.join(builds, remotePackage(name), 'dist')) };
}

/** The commit checked out in `dir` (`git rev-parse HEAD`), or nothing when it is not a git checkout. */
export function checkoutCommit(dir = root): string | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return head.trim();
  } catch {
    return undefined;
  }
}

/**
 * The spec's pages a deployable's change can affect, for the messages of a refusal: those that show
 * the remote, or every page for the shell. The browser check opens the pages of the candidate's own
 * table (`route-claims.ts`).
 */
export function routesOf(name: Deployable): string[] {
  return name === 'shell' ? allRoutes.map((route) => route.path) : routesShowing(allRoutes, name);
}

/** The pages a change of several deployables at once can affect, each once. */
export const routesOfAll = (names: readonly Deployable[]): string[] => [...new Set(names.flatMap(routesOf))];

/** The deployables of a set, in deploy order (the shell first). */
export const inDeployOrder = (names: Iterable<Deployable>): Deployable[] => {
  const set = new Set(names);
  return deployables.filter((name) => set.has(name));
};

export async function step<T>(
  context: ReleaseContext,
  label: string,
  work: () => Promise<T>,
  done: (value: T) => string,
) {
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

export const describe = (releases: ReleaseSet) => deployables.map((name) => `${name} ${releases[name]}`).join(', ');

export async function liveSite(context: ReleaseContext): Promise<SiteRelease> {
  const live = await pointedSite(context.store, 'live');
  if (!live)
    throw new DeployRefused('no site is live yet: "npm run serve" deploys every current build on its first start');
  return live;
}
