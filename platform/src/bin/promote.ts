import { type Deployable, deployables } from '@radix/release-model';
import { promotePreview } from '../release/commands/named-previews';
import { promote } from '../release/commands/promote';
import { commandLine, runReleaseCommand, usageOf } from './cli';

/**
 * `npm run promote -- <name> <release id> [--skip-browser-check]`: a release in preview (or any written
 * one) goes live. `npm run promote -- --preview <name>`: a named preview's site release goes live, if
 * live has not moved since it was composed. A release the canary judge rolled back is refused, saying
 * when and why, unless `--force`.
 */
const declaration = {
  command: 'npm run promote --',
  positionals: [
    { name: 'name', choices: deployables, optional: true },
    { name: 'release id', optional: true },
  ],
  values: { preview: 'name' },
  flags: ['force', 'skip-browser-check'],
};
const { positionals, flag, value } = commandLine(declaration);
const [name, id] = positionals as [Deployable | undefined, string | undefined];
const preview = value('preview');
if (preview ? name !== undefined : id === undefined) {
  console.error(
    `${preview ? '--preview <name> takes no part or release id' : `<${name ? 'release id' : 'name'}> is missing`}; usage: ${usageOf(declaration)}`,
  );
  process.exit(2);
}
void runReleaseCommand(
  async (context) => {
    const force = flag('force');
    if (preview) await promotePreview(context, preview, { force });
    else await promote(context, name as Deployable, id as string, { force });
  },
  { skipBrowserCheck: flag('skip-browser-check') },
);
