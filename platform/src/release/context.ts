import { type Deployable, deployables, previewSecretFrom } from '@radix/release-model';
import type { Origins } from '../site/hosting';
import type { GateChecks } from './plan/checks';
import { onThisMachine } from './store/bucket-address';
import { ReleaseRefusal, type SiteStore } from './store/store';

/** A deploy, promote or rollback that did not go live: the live site is as it was. */
export class DeployRefused extends ReleaseRefusal {
  override name = 'DeployRefused';
}

/** A candidate the gate refused, and the step of the gate that refused it. */
export class GateRefused extends DeployRefused {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a release command is run with: its store, its origins, where it prints, and what a test replaces. */
export interface ReleaseSettings {
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

/** One run of a release command: its settings, with the clock, the steps and the secret it runs by. */
export interface ReleaseContext extends ReleaseSettings {
  now: () => Date;
  /** Runs one step of the command, printing `✓` (with `done`'s words) or `✗`, and how long it took. */
  step<T>(label: string, work: () => Promise<T>, done: (value: T) => string): Promise<T>;
  /**
   * The secret the run signs the links and check tokens of `preview` with (the unnamed one unless
   * named), for its store (`previewSecretFrom`); refused when it has none.
   */
  previewSecret(preview?: string): string;
}

async function timed<T>(
  log: (line: string) => void,
  label: string,
  work: () => Promise<T>,
  done: (value: T) => string,
): Promise<T> {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  try {
    const value = await work();
    log(`  ✓ ${label.padEnd(9)} ${done(value)} (${seconds()} s)`);
    return value;
  } catch (error) {
    log(`  ✗ ${label.padEnd(9)} (${seconds()} s)`);
    throw error;
  }
}

/**
 * The run of a release command with `settings`. Its steps print to its own `log` and its secret is
 * its own store's, also in a copy made with other settings (`{ ...context, log }`).
 */
export function releaseContext(settings: ReleaseSettings): ReleaseContext {
  return {
    ...settings,
    now: settings.now ?? (() => new Date()),
    step(label, work, done) {
      return timed(this.log, label, work, done);
    },
    previewSecret(preview) {
      try {
        return previewSecretFrom(process.env, onThisMachine(this.store.address), preview);
      } catch (error) {
        throw new DeployRefused((error as Error).message);
      }
    },
  };
}

/** The deployables of a set, in deploy order (the shell first). */
export const inDeployOrder = (names: Iterable<Deployable>): Deployable[] => {
  const set = new Set(names);
  return deployables.filter((name) => set.has(name));
};

export const describe = (releases: Record<Deployable, string>) =>
  deployables.map((name) => `${name} ${releases[name]}`).join(', ');
