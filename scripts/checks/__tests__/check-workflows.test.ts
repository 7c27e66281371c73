import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
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
      job(
        "permissions: {}\ntimeout-minutes: 5\nif: github.event.workflow_run.path == '.github/workflows/pull-request.yml'",
      ),
    );
    expect(workflowProblems('x.yml', run, undefined, { 'Pull request build': ['pull_request'], CI: ['push'] })).toEqual(
      ['x.yml: workflow_run names "Pull request biuld", no workflow of this repository: it never runs'],
    );
    expect(workflowProblems('x.yml', run, undefined, { 'Pull request biuld': ['pull_request'] })).toEqual([]);
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
        '{push: {branches: [main]}}',
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

/**
 * The trust boundary, each rule as a hole brought back into this repository's own workflows: the
 * files as they are pass (above); each mutation, made with the YAML kept as written, fails naming it.
 */
describe("the workflow checker, on this repository's workflows with a hole brought back", () => {
  const workflows = path.resolve(__dirname, '..', '..', '..', '.github', 'workflows');
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-'));
    fs.cpSync(workflows, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Edits `file` as YAML (comments and layout kept), then checks every file. */
  const withEdit = (file: string, edit: (doc: ReturnType<typeof parseDocument>) => void) => {
    const doc = parseDocument(fs.readFileSync(path.join(workflows, file), 'utf8'));
    edit(doc);
    fs.writeFileSync(path.join(dir, file), doc.toString());
    try {
      return checkWorkflows(dir);
    } finally {
      fs.copyFileSync(path.join(workflows, file), path.join(dir, file));
    }
  };
  const stepOf = (doc: ReturnType<typeof parseDocument>, job: string, action: string): number => {
    const steps = (doc.toJS() as { jobs: Record<string, { steps: { uses?: string }[] }> }).jobs[job]?.steps ?? [];
    const index = steps.findIndex((step) => step.uses?.startsWith(`${action}@`));
    expect(index).toBeGreaterThanOrEqual(0);
    return index;
  };
  const pinnedCache = 'actions/cache@5a3ec84eff668545956fd18022155c47e93e2684';

  it("refuses a keyed job that checks out the pushed commit, not the default branch's", () => {
    expect(
      withEdit('deploy.yml', (doc) =>
        doc.setIn(
          ['jobs', 'live', 'steps', stepOf(doc, 'live', 'actions/checkout'), 'with', 'ref'],
          '${{ github.event.workflow_run.head_sha }}',
        ),
      ),
    ).toEqual([
      'deploy.yml: job live holds a key and checks out ref ${{ github.event.workflow_run.head_sha }}: a job with a key checks out the default branch alone (no ref)',
    ]);
    expect(
      withEdit('previews.yml', (doc) =>
        doc.setIn(
          ['jobs', 'preview', 'steps', stepOf(doc, 'preview', 'actions/checkout'), 'with', 'repository'],
          '${{ github.event.workflow_run.head_repository.full_name }}',
        ),
      ),
    ).toEqual([
      'previews.yml: job preview holds a key and checks out repository ${{ github.event.workflow_run.head_repository.full_name }}: a job with a key checks out the default branch alone (no ref)',
    ]);
  });

  it('refuses a workflow_run of CI that lists no branches, or another branch', () => {
    const hole = 'deploy.yml: workflow_run answers CI (run on a push) from any branch: list branches: [main]';
    expect(withEdit('deploy.yml', (doc) => doc.deleteIn(['on', 'workflow_run', 'branches']))).toEqual([hole]);
    expect(withEdit('deploy.yml', (doc) => doc.setIn(['on', 'workflow_run', 'branches'], ['**']))).toEqual([
      'deploy.yml: workflow_run answers CI (run on a push) from **: list branches: [main]',
    ]);
  });

  it("refuses a job answering CI's run that does not wait for the guard's word: the gate the tag named main passed", () => {
    const unguarded = (job: string) =>
      `deploy.yml: job ${job} answers a workflow_run of a push without the guard: a tag named main or an old run would deploy; give it needs: [guard] and if: needs.guard.outputs.deploy == 'true' (npm run ci:guard)`;
    expect(
      withEdit('deploy.yml', (doc) =>
        doc.setIn(
          ['jobs', 'snapshot', 'if'],
          "github.event.workflow_run.conclusion == 'success' && github.event.workflow_run.event == 'push' && github.event.workflow_run.head_branch == github.event.repository.default_branch",
        ),
      ),
    ).toEqual([unguarded('snapshot')]);
    expect(withEdit('deploy.yml', (doc) => doc.setIn(['jobs', 'live-plan', 'needs'], ['snapshot']))).toEqual([
      unguarded('live-plan'),
    ]);
    expect(
      withEdit('deploy.yml', (doc) => {
        const guard = stepOf(doc, 'guard', 'actions/setup-node') + 2;
        doc.setIn(['jobs', 'guard', 'steps', guard, 'run'], 'echo "deploy=true" >> "$GITHUB_OUTPUT"');
      }),
    ).toEqual(['guard', 'snapshot', 'live-plan', 'live'].map(unguarded));
  });

  it("refuses a job answering the pull request's build that never checks the file that ran, itself or in a job whose success it needs", () => {
    const unnamed = (job: string) =>
      `previews.yml: job ${job} runs on a run of another file named Pull request build: a branch's own workflow may take the name; check github.event.workflow_run.path in its if: or wait for a job that does`;
    const withoutPath = (condition: string) =>
      condition.replace("github.event.workflow_run.path == '.github/workflows/pull-request.yml' && ", '');
    expect(
      withEdit('previews.yml', (doc) =>
        doc.setIn(['jobs', 'snapshot', 'if'], withoutPath(String(doc.getIn(['jobs', 'snapshot', 'if'])))),
      ),
    ).toEqual([unnamed('snapshot')]);
    expect(
      withEdit('previews.yml', (doc) => {
        for (const job of ['snapshot', 'relay'])
          doc.setIn(['jobs', job, 'if'], withoutPath(String(doc.getIn(['jobs', job, 'if']))));
      }),
    ).toEqual(['snapshot', 'relay', 'preview-plan', 'preview'].map(unnamed));
    expect(withEdit('previews.yml', (doc) => doc.setIn(['jobs', 'preview', 'if'], '!cancelled()'))).toEqual([
      unnamed('preview'),
    ]);
  });

  it('refuses a keyed job that restores a cache, and a job running the pushed code that saves one', () => {
    expect(
      withEdit('deploy.yml', (doc) =>
        doc.setIn(['jobs', 'live', 'steps', stepOf(doc, 'live', 'actions/setup-node'), 'with', 'cache'], 'npm'),
      ),
    ).toEqual([
      'deploy.yml: job live holds a key and restores a cache (actions/setup-node with cache: npm): what another job saved would run with its key',
    ]);
    expect(
      withEdit('previews.yml', (doc) => {
        const steps = doc.getIn(['jobs', 'close-preview', 'steps']) as { add: (item: unknown) => void };
        steps.add(doc.createNode({ uses: pinnedCache, with: { path: '~/.npm', key: 'npm' } }));
      }),
    ).toEqual([
      'previews.yml: job close-preview holds a key and restores a cache (actions/cache): what another job saved would run with its key',
    ]);
    expect(
      withEdit('deploy.yml', (doc) =>
        doc.setIn(
          ['jobs', 'live-plan', 'steps', stepOf(doc, 'live-plan', 'actions/setup-node'), 'with', 'cache'],
          'npm',
        ),
      ),
    ).toEqual([
      "deploy.yml: job live-plan runs a push's or a pull request's code and saves a cache (actions/setup-node with cache: npm): a job with a key could restore what it wrote",
    ]);
    expect(
      withEdit('pull-request.yml', (doc) =>
        doc.setIn(['jobs', 'build', 'steps', stepOf(doc, 'build', 'actions/setup-node'), 'with', 'cache'], 'npm'),
      ),
    ).toEqual([
      "pull-request.yml: job build runs a push's or a pull request's code and saves a cache (actions/setup-node with cache: npm): a job with a key could restore what it wrote",
    ]);
  });

  it('refuses setup-node from v5 on, which caches npm by default, unless package-manager-cache: false', () => {
    const v5 = (text: string) => text.replace(/(uses: actions\/setup-node@[0-9a-f]{40}) # v4\.4\.0/g, '$1 # v5.0.0');
    fs.writeFileSync(path.join(dir, 'edge.yml'), v5(fs.readFileSync(path.join(dir, 'edge.yml'), 'utf8')));
    expect(checkWorkflows(dir)).toEqual([
      "edge.yml: job test runs a push's or a pull request's code and saves a cache (actions/setup-node v5 without package-manager-cache: false): a job with a key could restore what it wrote",
      'edge.yml: job deploy holds a key and restores a cache (actions/setup-node v5 without package-manager-cache: false): what another job saved would run with its key',
    ]);
    expect(
      withEdit('edge.yml', (doc) => {
        for (const job of ['test', 'deploy'])
          doc.setIn(
            ['jobs', job, 'steps', stepOf(doc, job, 'actions/setup-node'), 'with', 'package-manager-cache'],
            false,
          );
      }),
    ).toEqual([]);
  });

  it("refuses the edge's deploy from any ref: a workflow_dispatch of another branch or tag", () => {
    expect(withEdit('edge.yml', (doc) => doc.deleteIn(['jobs', 'deploy', 'if']))).toEqual([
      "edge.yml: job deploy holds a key and deploys on workflow_dispatch from any ref: give it if: github.ref == 'refs/heads/main'",
    ]);
  });
});
