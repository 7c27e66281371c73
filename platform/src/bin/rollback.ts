import { deployables, isDeployable } from '../release/layout';
import { rollback } from '../release/deploy';
import { parseArgs, runReleaseCommand } from './cli';

/**
 * `npm run rollback -- <name> [<release id>] [--skip-browser-check]`: the previous (or the named)
 * release of one deployable goes live again, with the other live releases as they are. No build:
 * the site release of that combination is reused when it was live before, else rendered and checked.
 */
const { positional, flag } = parseArgs();
const [name, id] = positional;
if (!isDeployable(name)) {
  console.error(`usage: npm run rollback -- <${deployables.join('|')}> [<release id>]`);
  process.exit(2);
}
void runReleaseCommand(
  async (context) => {
    await rollback(context, name, id);
  },
  { skipBrowserCheck: flag('skip-browser-check') },
);
