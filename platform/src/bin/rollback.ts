import { type Deployable, deployables } from '@radix/release-model';
import { rollback } from '../release/rollback';
import { commandLine, runReleaseCommand } from './cli';

/**
 * `npm run rollback -- <name> [<release id>] [--skip-browser-check]`: the previous (or the named)
 * release of one deployable goes live again, with the other live releases as they are. No build:
 * the site release of that combination is reused when it was live before, else rendered and checked.
 */
const { positionals, flag } = commandLine({
  command: 'npm run rollback --',
  positionals: [
    { name: 'name', choices: deployables },
    { name: 'release id', optional: true },
  ],
  flags: ['skip-browser-check'],
});
const [name, id] = positionals as [Deployable, string | undefined];
void runReleaseCommand(
  async (context) => {
    await rollback(context, name, id);
  },
  { skipBrowserCheck: flag('skip-browser-check') },
);
