import { type Deployable, deployables, previewSecretFrom } from '@radix/release-model';
import type { Origins } from '../site/hosting';
import type { GateChecks } from './plan/checks';
import { pointedSite, type ReleaseSet, type SiteRelease } from './records/site-releases';
import { onThisMachine } from './store/bucket-address';
import { ReleaseRefusal, type SiteStore } from './store/store';

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
  /** How a candidate is rendered and opened in a browser: `defaultChecks` unless a test says otherwise. */
  checks?: GateChecks;
}

/** The secret a command signs preview links and check tokens with, for its store (`previewSecretFrom`); refused when it has none. */
export function previewSecretOf(context: ReleaseContext): string {
  try {
    return previewSecretFrom(process.env, onThisMachine(context.store.address));
  } catch (error) {
    throw new DeployRefused((error as Error).message);
  }
}

export const clock = (context: ReleaseContext): Date => context.now?.() ?? new Date();

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
