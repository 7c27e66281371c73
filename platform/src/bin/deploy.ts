import { deployables } from '../release/layout';
import { deploy } from '../release/deploy';
import { previewNameProblem } from '../release/preview-record';
import { buildFolders } from '../release/release-context';
import type { Deployable } from '../site/deployables';
import { commandLine, runReleaseCommand, usageOf } from './cli';

/**
 * `npm run deploy -- <shell or a remote> [--from <folder>] [--preview [<name>]] [--canary] [--skip-browser-check]`
 *
 * Writes the build (`mfe-<name>/dist`, or the shell's `dist` and `dist-server`; `--from` names
 * another folder) as a new release, renders the whole site with it into a candidate site release,
 * checks the candidate (contract, render, Chromium), then makes it live. With `--preview` it stops
 * before that and prints the preview URL; with `--preview <name>` (a pull request's `pr-7`, a
 * branch's slug) it keeps the candidate as that named preview, at its own host on the edge, holding
 * no lock; with `--canary` (at the edge only) it goes live for a share of visitors first, which the
 * edge's judge raises stage by stage or rolls back. Exits 1, naming what failed, with the live site
 * unchanged.
 */
const declaration = {
  command: 'npm run deploy --',
  positionals: [{ name: 'name', choices: deployables }],
  values: { from: 'folder', preview: 'name' },
  flags: ['canary', 'skip-browser-check'],
};
// `--preview` alone (last, or before another option) is the unnamed preview of every server.
const argv = process.argv
  .slice(2)
  .map((arg, index, all) => (arg === '--preview' && (all[index + 1] ?? '--').startsWith('--') ? '--preview=' : arg));
const { positionals, flag, value } = commandLine(declaration, argv);
const name = positionals[0] as Deployable;
const previewName = value('preview');
const problem = previewName ? previewNameProblem(previewName) : undefined;
if (problem) {
  console.error(`${problem}; usage: ${usageOf(declaration)}`);
  process.exit(2);
}
void runReleaseCommand(
  async (context) => {
    await deploy(context, name, buildFolders(name, value('from')), {
      preview: previewName === undefined ? false : previewName || true,
      canary: flag('canary'),
    });
  },
  { skipBrowserCheck: flag('skip-browser-check'), lock: !previewName },
);
