import { checkWorkflows, workflowProblems } from '../check-workflows';

const job = (lines: string) =>
  [
    '    runs-on: ubuntu-24.04',
    ...lines.split('\n').map((line) => `    ${line}`),
    '    steps:',
    '      - run: npm run lint',
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

  it("refuses production's store or preview secret in a previews' job, and takes the previews' own", () => {
    const previewJob = (secrets: string) =>
      workflow(
        '{workflow_run: {workflows: [CI], types: [completed]}}',
        job(`permissions: {contents: read}\ntimeout-minutes: 5\nenvironment: preview\nenv:\n${secrets}`),
      );
    expect(
      workflowProblems('d.yml', previewJob('  A: ${{ secrets.SITE_STORE }}\n  B: ${{ secrets.PREVIEW_SECRET }}')),
    ).toEqual([
      "d.yml: job build deploys a preview with production's secret SITE_STORE: previews have their own",
      "d.yml: job build deploys a preview with production's secret PREVIEW_SECRET: previews have their own",
    ]);
    expect(
      workflowProblems(
        'd.yml',
        previewJob('  A: ${{ secrets.PREVIEW_STORE }}\n  B: ${{ secrets.NAMED_PREVIEW_SECRET }}'),
      ),
    ).toEqual([]);
  });

  it("refuses a keyed job that runs install scripts, the site's code or a downloaded artifact's files, and takes one that moves data", () => {
    const keyedJob = (runs: string[]) =>
      workflow(
        '{workflow_run: {workflows: [CI], types: [completed]}}',
        [
          '    runs-on: ubuntu-24.04',
          '    permissions: {contents: read}',
          '    timeout-minutes: 5',
          '    environment: production',
          '    steps:',
          '      - uses: actions/download-artifact@d3f86a106a0bac45b974a628896c90dbdf5c8093 # v4.3.0',
          '        with: {name: live-plan, path: live-plan}',
          ...runs.map((run) => `      - run: ${run}`),
          '      - run: npm run ci:deploy -- --plan live-plan',
          '        env: {KEY: "${{ secrets.AWS_SECRET_ACCESS_KEY }}"}',
        ].join('\n'),
      );
    expect(
      workflowProblems(
        'd.yml',
        keyedJob([
          'npm ci --no-audit',
          'npx playwright install --with-deps chromium',
          'npm run build -w mfe-legal',
          'node live-plan/objects/releases/legal/r1/server.js',
        ]),
      ),
    ).toEqual([
      'd.yml: job build holds a key and runs install scripts (npm ci --no-audit): install with --ignore-scripts',
      "d.yml: job build holds a key and runs the site's code (npx playwright): run it in a job without keys",
      "d.yml: job build holds a key and runs the site's code (npm run build -w mfe-legal): run it in a job without keys",
      'd.yml: job build holds a key and runs a file of the artifact it downloaded into live-plan',
    ]);
    expect(
      workflowProblems(
        'd.yml',
        keyedJob(['npm ci --no-audit --no-fund --ignore-scripts', 'npm run build -w libs/release-model -w platform']),
      ),
    ).toEqual([]);
  });

  const pinnedCheckout = 'actions/checkout@11d5960a326750d5838078e36cf38b85af677262';
  const steps = (lines: string[]) =>
    ['    runs-on: ubuntu-24.04', '    permissions: {contents: read}', '    timeout-minutes: 5', ...lines].join('\n');

  it('refuses an action by tag, and takes it pinned to a full commit SHA', () => {
    const byTag = workflow('push', steps(['    steps:', '      - uses: actions/checkout@v4']));
    expect(workflowProblems('x.yml', byTag)).toEqual([
      'x.yml: job build uses actions/checkout@v4: pin it to a full commit SHA, the tag in a comment',
    ]);
    const bySha = workflow('push', steps(['    steps:', `      - uses: ${pinnedCheckout} # v4.4.0`]));
    expect(workflowProblems('x.yml', bySha)).toEqual([]);
  });

  it('refuses always() in an if:, which no cancel stops, and takes !cancelled()', () => {
    const always = workflow(
      'push',
      steps(["    if: always() && github.ref == 'refs/heads/main'", '    steps:', '      - run: npm test']),
    );
    expect(workflowProblems('x.yml', always)).toEqual([
      'x.yml: job build says always() in an if: what it guards is never cancelled; say !cancelled()',
    ]);
    const cancellable = workflow('push', steps(['    if: ${{ !cancelled() }}', '    steps:', '      - run: npm test']));
    expect(workflowProblems('x.yml', cancellable)).toEqual([]);
  });

  it('refuses a workflow_run naming no workflow of the repository', () => {
    const run = workflow(
      '{workflow_run: {workflows: [Pull request biuld], types: [completed]}}',
      job('permissions: {}\ntimeout-minutes: 5'),
    );
    expect(workflowProblems('x.yml', run, undefined, ['Pull request build', 'CI'])).toEqual([
      'x.yml: workflow_run names "Pull request biuld", no workflow of this repository: it never runs',
    ]);
    expect(workflowProblems('x.yml', run, undefined, ['Pull request biuld'])).toEqual([]);
  });

  it("refuses a download of another run's artifact without actions: read", () => {
    const download = (permissions: string) =>
      workflow(
        'push',
        [
          '    runs-on: ubuntu-24.04',
          `    permissions: ${permissions}`,
          '    timeout-minutes: 5',
          '    steps:',
          '      - uses: actions/download-artifact@d3f86a106a0bac45b974a628896c90dbdf5c8093',
          '        with: {name: build, run-id: 42}',
        ].join('\n'),
      );
    expect(workflowProblems('x.yml', download('{contents: read}'))).toEqual([
      "x.yml: job build downloads another run's artifact without actions: read: the download fails",
    ]);
    expect(workflowProblems('x.yml', download('{contents: read, actions: read}'))).toEqual([]);
  });

  it("refuses a job holding a key whose checkout keeps the token's credentials in the git config", () => {
    const keyed = (checkout: string[]) =>
      workflow(
        'push',
        steps([
          '    environment: production',
          '    steps:',
          ...checkout,
          '      - run: npm run ci:deploy',
          '        env: {KEY: "${{ secrets.KEY }}"}',
        ]),
      );
    expect(workflowProblems('x.yml', keyed([`      - uses: ${pinnedCheckout}`]))).toEqual([
      "x.yml: job build holds a key and keeps the checkout's credentials: give the checkout persist-credentials: false",
    ]);
    expect(
      workflowProblems(
        'x.yml',
        keyed([`      - uses: ${pinnedCheckout}`, '        with: {persist-credentials: false}']),
      ),
    ).toEqual([]);
  });

  it("finds no problem in this repository's workflows", () => {
    expect(checkWorkflows()).toEqual([]);
  });
});
