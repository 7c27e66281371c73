import { checkWorkflows, workflowProblems } from '../check-workflows';

const job = (lines: string) =>
  [
    '    runs-on: ubuntu-24.04',
    ...lines.split('\n').map((line) => `    ${line}`),
    '    steps:',
    '      - run: npm test',
  ].join('\n');

const workflow = (on: string, body: string) => `on: ${on}\njobs:\n  build:\n${body}\n`;

describe('the workflow checker', () => {
  it("passes a job with its permissions and timeout, on GitHub's own schema", () => {
    expect(
      workflowProblems('ok.yml', workflow('push', job('permissions: {contents: read}\ntimeout-minutes: 10'))),
    ).toEqual([]);
  });

  it("names what GitHub's schema refuses: an unknown key, a bad expression", () => {
    const unknownKey = workflow('push', job('permissions: {}\ntimeout-minutes: 5\nstepz: []'));
    expect(workflowProblems('bad.yml', unknownKey)).toEqual([expect.stringMatching(/Unexpected value 'stepz'/)]);
    const badExpression = workflow('push', job('permissions: {}\ntimeout-minutes: 5\nif: ${{ github.ref == }}'));
    expect(workflowProblems('bad.yml', badExpression)).toHaveLength(1);
  });

  it('refuses a job without permissions or timeout-minutes', () => {
    expect(workflowProblems('x.yml', workflow('push', job('name: build')))).toEqual([
      'x.yml: job build has no permissions: give it the least it needs',
      'x.yml: job build has no timeout-minutes: a hung job would hold a runner for six hours',
    ]);
  });

  it("refuses a secret or an environment in a job a pull request starts, but the job's GitHub token", () => {
    const withSecret = job(
      'permissions: {contents: read}\ntimeout-minutes: 5\nenvironment: production\nenv:\n  KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}\n  TOKEN: ${{ secrets.GITHUB_TOKEN }}',
    );
    expect(workflowProblems('pr.yml', workflow('pull_request', withSecret))).toEqual([
      'pr.yml: job build runs a pull request\'s code in the environment "production"',
      "pr.yml: job build runs a pull request's code with the secret AWS_SECRET_ACCESS_KEY",
    ]);
    expect(workflowProblems('push.yml', workflow('{push: {branches: [main]}}', withSecret))).toEqual([]);
  });

  it("finds no problem in this repository's workflows", () => {
    expect(checkWorkflows()).toEqual([]);
  });
});
