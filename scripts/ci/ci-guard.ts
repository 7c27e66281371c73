import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { branchTip, restApi } from './github-api';
import { parseEvent, workflowRunEventSchema, type WorkflowRunEvent } from './github-events';

/**
 * `npm run ci:guard`, the first job of `.github/workflows/deploy.yml`, run from the default branch's
 * checkout: whether the finished run of CI it answers may deploy. `workflow_run` matches a workflow
 * by its name, from any branch or tag, and a tag push's `head_branch` is the tag's name: a branch
 * whose own workflow is named `CI` and that is tagged `main` looks like a push to main. So a run
 * deploys only when it is what the default branch is now: a push (of this repository, by its own
 * `.github/workflows/ci.yml`) that passed, of the very commit this run checked out as the default
 * branch (`github.sha`), which is still the branch's tip (GitHub's API, asked now). Anything else
 * (a tag named `main`, a re-run of an older run, a run a newer push replaced) deploys nothing, and
 * the run's summary says why. The jobs after it run only on `deploy=true` (`GITHUB_OUTPUT`); the
 * live job's own `ci:deploy` asks again before it writes (`pipeline.ts`).
 */

/** The workflow whose runs deploy: this repository's, at this path on the default branch. */
export const ciWorkflowFile = '.github/workflows/ci.yml';

/** What the job knows besides the event: the commit it checked out, whether the run's commit is in its history, the branch's tip now. */
export interface GuardFacts {
  /** The commit the job checked out: the default branch as the run saw it (`github.sha`). */
  checkout: string;
  /** Whether the run's commit is in the default branch's history (an older push of it). */
  inHistory: boolean;
  /** The default branch's tip, as GitHub's API answers now; undefined where it is not asked (the keyless plan). */
  tip?: string;
}

const short = (sha: string) => sha.slice(0, 7);

/**
 * The workflow file a run's `path` names, when it is this repository's: GitHub writes
 * `.github/workflows/ci.yml`, or in its API's longer form `owner/repo/.github/workflows/ci.yml@ref`;
 * undefined for another repository's file or a ref that is not the default branch.
 */
function workflowFileOf(runPath: string, repository: string, branch: string): string | undefined {
  const [file = '', ref, ...rest] = runPath.split('@');
  if (rest.length) return undefined;
  if (ref !== undefined && ref !== branch && ref !== `refs/heads/${branch}`) return undefined;
  if (file.startsWith('.github/')) return file;
  return file.startsWith(`${repository}/.github/`) ? file.slice(repository.length + 1) : undefined;
}

/** Why the run `event` must not deploy, or undefined when it may. */
export function whyNotDeploy(event: WorkflowRunEvent, facts: GuardFacts): string | undefined {
  const run = event.workflow_run;
  const repository = event.repository.full_name;
  const branch = event.repository.default_branch;
  if (run.event !== 'push') return `CI ran on ${run.event} ${short(run.head_sha)}: only a push to ${branch} deploys`;
  if (run.conclusion !== 'success')
    return `CI ${run.conclusion ?? 'unfinished'} on push ${short(run.head_sha)}: only a push whose CI passed deploys`;
  if (run.head_repository?.full_name !== repository)
    return `the run came from ${run.head_repository?.full_name ?? 'a deleted repository'}, not ${repository}: only this repository's pushes deploy`;
  if (workflowFileOf(run.path, repository, branch) !== ciWorkflowFile)
    return `the run is of the workflow ${run.path}, not ${ciWorkflowFile} of ${branch}: only this repository's CI deploys`;
  if (run.head_branch !== branch)
    return `the run's head is ${run.head_branch ?? 'no branch'}: only a push to ${branch} deploys`;
  if (run.head_sha !== facts.checkout)
    return facts.inHistory
      ? `the run is of ${short(run.head_sha)}, an older commit of ${branch} (at ${short(facts.checkout)} when this run began): a re-run of an older CI run or one a newer push replaced deploys nothing; ${branch}'s own run deploys it`
      : `the run is of ${short(run.head_sha)}, which is not in ${branch}'s history (at ${short(facts.checkout)}): a tag or another ref named ${run.head_branch} deploys nothing`;
  if (facts.tip !== undefined && facts.tip !== run.head_sha)
    return `push ${short(run.head_sha)}: ${branch} is at ${short(facts.tip)} now; its own run deploys it, this one deploys nothing older`;
  return undefined;
}

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** Whether `sha` is `HEAD` or one of its ancestors in the checkout at `root`. */
export function inHistoryOf(root: string, sha: string): boolean {
  try {
    git(root, 'merge-base', '--is-ancestor', sha, 'HEAD');
    return true;
  } catch {
    return false;
  }
}

/** The facts of the checkout at `root`: its HEAD, and whether the run's commit is in its history. */
export function checkoutFacts(root: string, sha: string): Omit<GuardFacts, 'tip'> {
  return { checkout: git(root, 'rev-parse', 'HEAD'), inHistory: inHistoryOf(root, sha) };
}

async function main(): Promise<void> {
  const file = process.env.GITHUB_EVENT_PATH;
  if (process.env.GITHUB_EVENT_NAME !== 'workflow_run' || !file)
    throw new Error('GITHUB_EVENT_NAME workflow_run and GITHUB_EVENT_PATH name the event: run in a GitHub workflow');
  const event = parseEvent(workflowRunEventSchema, fs.readFileSync(file, 'utf8'), 'workflow_run event');
  const facts = checkoutFacts(process.cwd(), event.workflow_run.head_sha);
  const why =
    whyNotDeploy(event, facts) ??
    whyNotDeploy(event, {
      ...facts,
      tip: await branchTip(restApi(), event.repository.full_name, event.repository.default_branch),
    });
  const line = why
    ? `**Nothing deployed**: ${why}.`
    : `**Deploying ${short(event.workflow_run.head_sha)}**: CI passed on it, ${event.repository.default_branch}'s tip.`;
  console.log(`ci-guard: ${line.replace(/\*\*/g, '')}`);
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${line}\n`);
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `deploy=${why ? 'false' : 'true'}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`ci-guard: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
