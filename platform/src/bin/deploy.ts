import {
  type CanaryStage,
  type Deployable,
  deployables,
  parseCanaryStages,
  previewNameProblem,
} from '@radix/release-model';
import { type DeployKind, deployParts } from '../release/commands/deploy';
import { buildFolders, checkoutCommit } from '../site/deployables';
import { commandLine, runReleaseCommand, usageOf } from './cli';

/**
 * `npm run deploy -- <part> [<part> ...] [--from <folder> | --builds <folder>] [--commit <sha>] [--preview [<name>]] [--canary [--canary-stages <stages>]] [--skip-browser-check]`
 *
 * Writes each part's build (`mfe-<name>/dist`, or the shell's `dist` and `dist-server`; `--from`
 * names another folder for one part, `--builds` a folder laid out as the repository for any) as a
 * new release recording the commit it was built from (`--commit`, else the checkout's `HEAD`, else
 * unknown), renders the whole site with them into one candidate site release, checks it once
 * (contract, render, Chromium), then makes it live in one switch: a contract bump of the shell and
 * its remotes goes live in one step. With `--preview` it stops
 * before that and prints the preview URL; with `--preview <name>` (a pull request's `pr-7`, a
 * branch's slug) it keeps the candidate as that named preview, at its own host on the edge, holding
 * no lock; with `--canary` (at the edge only) it goes live for a share of visitors first, which the
 * edge's judge raises stage by stage or rolls back, by the policy's stages or by `--canary-stages`
 * (`50:1m:5,100`: weight, least time, least page views per arm, then 100%). A release the canary
 * judge rolled back is refused, saying when and why, unless `--force`. `--deployment <statuses url>`
 * (with `--canary`) names the GitHub Deployment the canary answers to: the edge posts its rollback
 * or a stage held at its deadline there. Exits 1, naming what
 * failed, with the live site unchanged; a bad option exits 2 before anything is written.
 */
const declaration = {
  command: 'npm run deploy --',
  positionals: [{ name: 'name', choices: deployables, variadic: true }],
  values: {
    from: 'folder',
    builds: 'folder',
    commit: 'sha',
    preview: 'name',
    'canary-stages': 'stages',
    deployment: 'statuses url',
  },
  flags: ['canary', 'force', 'skip-browser-check'],
};
// `--preview` alone (last, or before another option) is the unnamed preview of every server.
const argv = process.argv
  .slice(2)
  .map((arg, index, all) => (arg === '--preview' && (all[index + 1] ?? '--').startsWith('--') ? '--preview=' : arg));
const { rest, flag, value } = commandLine(declaration, argv);
/** `--deployment`: a Deployment's `statuses_url` of GitHub's REST API, for a canary only. */
function deploymentProblem(url: string | undefined, canary: boolean): string | undefined {
  if (url === undefined) return undefined;
  if (!canary) return "--deployment needs --canary: the edge posts a canary's rollback or held stage there";
  return /^https:\/\/[^/]+\/(api\/v3\/)?repos\/[^/]+\/[^/]+\/deployments\/\d+\/statuses$/.test(url)
    ? undefined
    : `--deployment takes a Deployment's statuses_url (https://api.github.com/repos/<owner>/<repo>/deployments/<id>/statuses), not ${url}`;
}
const names = [...new Set(rest)] as Deployable[];
const previewName = value('preview');
const from = value('from');
const commit = value('commit') ?? checkoutCommit();
const problem = previewName
  ? previewNameProblem(previewName)
  : from && (names.length > 1 || value('builds'))
    ? '--from names the build of one part: --builds <folder> takes several'
    : commit && !/^[0-9a-f]{40}$/.test(commit)
      ? `--commit takes a full commit id (40 hexadecimal digits), not ${commit}`
      : deploymentProblem(value('deployment'), flag('canary'));
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
const refusal =
  problem ??
  stages.problem ??
  (flag('canary') && previewName !== undefined ? '--canary and --preview exclude each other' : undefined);
if (refusal) {
  console.error(`${refusal}; usage: ${usageOf(declaration)}`);
  process.exit(2);
}
const deployment = value('deployment');
const kind: DeployKind =
  previewName === undefined
    ? flag('canary')
      ? {
          kind: 'canary',
          ...(stages.stages ? { stages: stages.stages } : {}),
          ...(deployment ? { deployment } : {}),
          force: flag('force'),
        }
      : { kind: 'live', force: flag('force') }
    : previewName
      ? { kind: 'named-preview', name: previewName }
      : { kind: 'preview' };
void runReleaseCommand(
  async (context) => {
    const builds = Object.fromEntries(names.map((name) => [name, buildFolders(name, from, value('builds'))]));
    await deployParts(context, builds, { ...kind, ...(commit ? { commit } : {}) });
  },
  { skipBrowserCheck: flag('skip-browser-check'), lock: !previewName, namedPreview: Boolean(previewName) },
);
