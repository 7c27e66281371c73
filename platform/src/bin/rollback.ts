import { type Deployable, deployables, isDeployable } from '@radix/release-model';
import { rollback } from '../release/commands/rollback';
import { commandLine, runReleaseCommand, usageOf } from './cli';

/**
 * `npm run rollback -- <part> [<part> ...] [<release id>] [--skip-browser-check]`: the previous
 * release of each part named (or, after one part, the named release) goes live again, together, with
 * the other live releases as they are: a set deployed together goes back together. No build: the
 * site release of that combination is reused when it was live before, else rendered and checked.
 */
const declaration = {
  command: 'npm run rollback --',
  positionals: [
    { name: 'name', choices: deployables },
    { name: 'part or release id', optional: true, variadic: true },
  ],
  flags: ['skip-browser-check'],
};
const { positionals, rest, flag } = commandLine(declaration);
const parts = [positionals[0], ...rest.filter(isDeployable)] as Deployable[];
const ids = rest.filter((arg) => !isDeployable(arg));
if (ids.length > 1 || (ids.length && parts.length > 1)) {
  console.error(
    `${ids.join(' and ')}: a release id names the release of one part alone; usage: ${usageOf(declaration)}`,
  );
  process.exit(2);
}
void runReleaseCommand(
  async (context) => {
    await rollback(context, parts, ids[0]);
  },
  { skipBrowserCheck: flag('skip-browser-check') },
);
