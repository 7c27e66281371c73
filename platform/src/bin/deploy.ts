import {
  type CanaryStage,
  type Deployable,
  deployables,
  parseCanaryStages,
  previewNameProblem,
} from '@radix/release-model';
import { deploy } from '../release/deploy';
import { buildFolders } from '../release/release-context';
import { commandLine, runReleaseCommand, usageOf } from './cli';

/**
 * `npm run deploy -- <shell or a remote> [--from <folder>] [--preview [<name>]] [--canary [--canary-stages <stages>]] [--skip-browser-check]`
 *
 * Writes the build (`mfe-<name>/dist`, or the shell's `dist` and `dist-server`; `--from` names
 * another folder) as a new release, renders the whole site with it into a candidate site release,
 * checks the candidate (contract, render, Chromium), then makes it live. With `--preview` it stops
 * before that and prints the preview URL; with `--preview <name>` (a pull request's `pr-7`, a
 * branch's slug) it keeps the candidate as that named preview, at its own host on the edge, holding
 * no lock; with `--canary` (at the edge only) it goes live for a share of visitors first, which the
 * edge's judge raises stage by stage or rolls back, by the policy's stages or by `--canary-stages`
 * (`50:1m:5,100`: weight, least time, least page views per arm, then 100%). Exits 1, naming what
 * failed, with the live site unchanged; a bad option exits 2 before anything is written.
 */
const declaration = {
  command: 'npm run deploy --',
  positionals: [{ name: 'name', choices: deployables }],
  values: { from: 'folder', preview: 'name', 'canary-stages': 'stages' },
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
const stagesText = value('canary-stages');
/** The canary's own stages, or why they are refused. */
function canaryStages(): { stages?: CanaryStage[]; problem?: string } {
  if (stagesText === undefined) return {};
  if (!flag('canary')) return { problem: '--canary-stages needs --canary' };
  try {
    return { stages: parseCanaryStages(stagesText) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}
const stages = canaryStages();
if (problem ?? stages.problem) {
  console.error(`${problem ?? stages.problem}; usage: ${usageOf(declaration)}`);
  process.exit(2);
}
void runReleaseCommand(
  async (context) => {
    await deploy(context, name, buildFolders(name, value('from')), {
      preview: previewName === undefined ? false : previewName || true,
      canary: flag('canary'),
      ...(stages.stages ? { canaryStages: stages.stages } : {}),
    });
  },
  { skipBrowserCheck: flag('skip-browser-check'), lock: !previewName },
);
