import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkoutFacts, whyNotDeploy } from '../ci-guard';
import { parseEvent, workflowRunEventSchema } from '../github-events';
import { actionsCiRun, actionsWorkflowRun } from '../../../harness/github-payloads';

/**
 * The guard of the deploy workflow's keyed jobs, fed `workflow_run` events in the shape GitHub
 * delivers them, and the facts of a git history the test makes: main's tip, an older commit of
 * main, and a commit main never held (a tag's).
 */
const main = 'a'.repeat(40);
const older = 'b'.repeat(40);
const tagged = 'c'.repeat(40);
const onMain = { checkout: main, inHistory: true, tip: main };

const ciRun = (sha: string, options: Parameters<typeof actionsCiRun>[1] = {}) =>
  parseEvent(workflowRunEventSchema, JSON.stringify(actionsCiRun(sha, options)), 'workflow_run event');

describe('whether a finished run of CI deploys', () => {
  it("deploys a push to main that passed, of main's tip, by this repository's ci.yml, in either form of its path", () => {
    expect(whyNotDeploy(ciRun(main), onMain)).toBeUndefined();
    expect(
      whyNotDeploy(ciRun(main, { path: 'radix/site/.github/workflows/ci.yml@refs/heads/main' }), onMain),
    ).toBeUndefined();
    expect(whyNotDeploy(ciRun(main, { attempt: 2 }), onMain)).toBeUndefined();
  });

  it('refuses a tag named main, whose run names main as its head branch but whose commit main never held', () => {
    expect(whyNotDeploy(ciRun(tagged), { ...onMain, inHistory: false })).toBe(
      "the run is of ccccccc, which is not in main's history (at aaaaaaa): a tag or another ref named main deploys nothing",
    );
    expect(whyNotDeploy(ciRun(main, { path: 'radix/site/.github/workflows/ci.yml@refs/tags/main' }), onMain)).toMatch(
      /^the run is of the workflow .*@refs\/tags\/main, not \.github\/workflows\/ci\.yml of main/,
    );
  });

  it("refuses a re-run of an older run of CI, and a run of main's tip once main moved on", () => {
    expect(whyNotDeploy(ciRun(older, { attempt: 3 }), onMain)).toBe(
      "the run is of bbbbbbb, an older commit of main (at aaaaaaa when this run began): a re-run of an older CI run or one a newer push replaced deploys nothing; main's own run deploys it",
    );
    expect(whyNotDeploy(ciRun(main), { ...onMain, tip: older })).toBe(
      'push aaaaaaa: main is at bbbbbbb now; its own run deploys it, this one deploys nothing older',
    );
  });

  it("refuses another workflow named CI, another repository's push, another branch, a failed run and a pull request's build", () => {
    expect(whyNotDeploy(ciRun(main, { path: '.github/workflows/release.yml' }), onMain)).toBe(
      "the run is of the workflow .github/workflows/release.yml, not .github/workflows/ci.yml of main: only this repository's CI deploys",
    );
    const fork = actionsCiRun(main);
    fork.workflow_run.head_repository = { ...fork.workflow_run.head_repository, full_name: 'visitor/site' };
    expect(whyNotDeploy(parseEvent(workflowRunEventSchema, JSON.stringify(fork), 'event'), onMain)).toBe(
      "the run came from visitor/site, not radix/site: only this repository's pushes deploy",
    );
    expect(whyNotDeploy(ciRun(main, { branch: 'footer-copy' }), onMain)).toBe(
      "the run's head is footer-copy: only a push to main deploys",
    );
    expect(whyNotDeploy(ciRun(main, { conclusion: 'failure' }), onMain)).toBe(
      'CI failure on push aaaaaaa: only a push whose CI passed deploys',
    );
    const built = parseEvent(workflowRunEventSchema, JSON.stringify(actionsWorkflowRun(main)), 'event');
    expect(whyNotDeploy(built, onMain)).toBe('CI ran on pull_request aaaaaaa: only a push to main deploys');
  });
});

describe("the facts of the default branch's checkout", () => {
  it('tells an older commit of the branch from a commit it never held', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repo,
        encoding: 'utf8',
        env: {
          ...process.env,
          GIT_CONFIG_GLOBAL: '/dev/null',
          GIT_AUTHOR_NAME: 'CI',
          GIT_AUTHOR_EMAIL: 'ci@x',
          GIT_COMMITTER_NAME: 'CI',
          GIT_COMMITTER_EMAIL: 'ci@x',
        },
      }).trim();
    try {
      git('init', '-q', '-b', 'main');
      git('commit', '-q', '--allow-empty', '-m', 'one');
      const first = git('rev-parse', 'HEAD');
      git('commit', '-q', '--allow-empty', '-m', 'two');
      const tip = git('rev-parse', 'HEAD');
      const tag = git('commit-tree', '-p', first, '-m', 'a tag named main', `${tip}^{tree}`);
      expect(checkoutFacts(repo, first)).toEqual({ checkout: tip, inHistory: true });
      expect(checkoutFacts(repo, tag)).toEqual({ checkout: tip, inHistory: false });
      expect(checkoutFacts(repo, 'd'.repeat(40))).toEqual({ checkout: tip, inHistory: false });
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });
});
