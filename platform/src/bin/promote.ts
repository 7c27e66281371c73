import { deployables } from '../release/layout';
import { promote } from '../release/promote';
import type { Deployable } from '../site/deployables';
import { commandLine, runReleaseCommand } from './cli';

/** `npm run promote -- <name> <release id> [--skip-browser-check]`: a release in preview (or any written one) goes live. */
const { positionals, flag } = commandLine({
  command: 'npm run promote --',
  positionals: [{ name: 'name', choices: deployables }, { name: 'release id' }],
  flags: ['skip-browser-check'],
});
const [name, id] = positionals as [Deployable, string];
void runReleaseCommand(
  async (context) => {
    await promote(context, name, id);
  },
  { skipBrowserCheck: flag('skip-browser-check') },
);
