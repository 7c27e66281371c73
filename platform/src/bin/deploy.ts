import { deployables } from '../release/layout';
import { deploy } from '../release/deploy';
import { buildFolders } from '../release/release-context';
import type { Deployable } from '../site/deployables';
import { commandLine, runReleaseCommand } from './cli';

/**
 * `npm run deploy -- <shell or a remote> [--from <folder>] [--preview] [--canary] [--skip-browser-check]`
 *
 * Writes the build (`mfe-<name>/dist`, or the shell's `dist` and `dist-server`; `--from` names
 * another folder) as a new release, renders the whole site with it into a candidate site release,
 * checks the candidate (contract, render, Chromium), then makes it live. With `--preview` it stops
 * before that and prints the preview URL; with `--canary` (at the edge only) it goes live for a
 * share of visitors first, which the edge's judge raises stage by stage or rolls back. Exits 1, naming what failed, with the live site unchanged.
 */
const { positionals, flag, value } = commandLine({
  command: 'npm run deploy --',
  positionals: [{ name: 'name', choices: deployables }],
  values: { from: 'folder' },
  flags: ['preview', 'canary', 'skip-browser-check'],
});
const name = positionals[0] as Deployable;
void runReleaseCommand(
  async (context) => {
    await deploy(context, name, buildFolders(name, value('from')), {
      preview: flag('preview'),
      canary: flag('canary'),
    });
  },
  { skipBrowserCheck: flag('skip-browser-check') },
);
