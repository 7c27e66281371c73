import { deployables, isDeployable } from '../release/layout';
import { buildFolders, deploy } from '../release/deploy';
import { parseArgs, runReleaseCommand } from './cli';

/**
 * `npm run deploy -- <shell or a remote> [--from <folder>] [--preview] [--skip-browser-check]`
 *
 * Writes the build (`mfe-<name>/dist`, or the shell's `dist` and `dist-server`; `--from` names
 * another folder) as a new release, renders the whole site with it into a candidate site release,
 * checks the candidate (contract, render, Chromium), then makes it live. With `--preview` it stops
 * before that and prints the preview URL. Exits 1, naming what failed, with the live site unchanged.
 */
const { positional, flag, option } = parseArgs();
const [name] = positional;
if (!isDeployable(name)) {
  console.error(
    `usage: npm run deploy -- <${deployables.join('|')}> [--from <folder>] [--preview] [--skip-browser-check]`,
  );
  process.exit(2);
}
void runReleaseCommand(
  async (context) => {
    await deploy(context, name, buildFolders(name, option('from')), { preview: flag('preview') });
  },
  { skipBrowserCheck: flag('skip-browser-check') },
);
