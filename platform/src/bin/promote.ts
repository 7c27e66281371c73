import { type Deployable, deployables } from '@radix/release-model';
import { promote } from '../release/commands/promote';
import { commandLine, runReleaseCommand, usageOf } from './cli';

/**
 * `npm run promote -- <name> <release id> [--skip-browser-check]`: a release in preview (or any written
 * one) goes live. A release the canary judge rolled back is refused, saying when and why, unless
 * `--force`. A named preview is never promoted (`--preview <name>` is refused, saying so): it was built
 * by a pull request's own job, and only the default branch's build of the merged change goes live.
 */
const declaration = {
  command: 'npm run promote --',
  positionals: [
    { name: 'name', choices: deployables, optional: true },
    { name: 'release id', optional: true },
  ],
  flags: ['force', 'skip-browser-check'],
};
if (process.argv.slice(2).some((arg) => arg === '--preview' || arg.startsWith('--preview='))) {
  console.error(
    `a named preview never goes live: it is a pull request's build; merge the pull request, and the default branch's own build of it is deployed; usage: ${usageOf(declaration)}`,
  );
  process.exit(2);
}
const { positionals, flag } = commandLine(declaration);
const [name, id] = positionals as [Deployable | undefined, string | undefined];
if (id === undefined) {
  console.error(`<${name ? 'release id' : 'name'}> is missing; usage: ${usageOf(declaration)}`);
  process.exit(2);
}
void runReleaseCommand(
  async (context) => {
    await promote(context, name as Deployable, id as string, { force: flag('force') });
  },
  { skipBrowserCheck: flag('skip-browser-check') },
);
