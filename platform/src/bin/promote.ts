import { deployables, isDeployable } from '../release/layout';
import { promote } from '../release/deploy';
import { parseArgs, runReleaseCommand } from './cli';

/** `npm run promote -- <name> <release id> [--skip-browser-check]`: a release in preview (or any written one) goes live. */
const { positional, flag } = parseArgs();
const [name, id] = positional;
if (!isDeployable(name) || !id) {
  console.error(`usage: npm run promote -- <${deployables.join('|')}> <release id>`);
  process.exit(2);
}
void runReleaseCommand(
  async (context) => {
    await promote(context, name, id);
  },
  { skipBrowserCheck: flag('skip-browser-check') },
);
