import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { requireEsmPackage } from '../../harness/esm-bundle';
import { jobHolds } from '../../harness/workflow-jobs';

/**
 * `npm run check:workflows`: every file of `.github/workflows` as GitHub reads it, offline.
 *
 * - GitHub's own parser (`@actions/workflow-parser`, what its Actions editor extension runs) checks
 *   each file against the workflow schema: an unknown key, a job without `runs-on`, a malformed
 *   expression or event. Its ESM build imports its JSON schema without an import attribute, which
 *   Node refuses, so it is bundled once into CommonJS (`harness/esm-bundle.ts`).
 * - This repository's own rules, which the schema leaves optional: every job says its `permissions`
 *   and its `timeout-minutes`; a job that a pull request starts gets no secret but `GITHUB_TOKEN`
 *   and no environment (its code is the pull request's: it must never meet a key); every action is
 *   pinned to a full commit SHA (a tag can be moved to other code); no `if:` says `always()` (a job
 *   it guards cannot be cancelled: `!cancelled()` can); a `workflow_run` names a workflow of this
 *   repository (another name never fires, silently); a download of another run's artifact has
 *   `actions: read`; a job that holds a key keeps no checkout credentials; a job of a previews'
 *   environment names none of production's secrets (previews cannot touch production); a job that
 *   holds a key installs without install scripts and runs none of the site's code: no build, render,
 *   browser or test run, and no file of an artifact it downloaded.
 * - The trust boundary as GitHub draws it: a job that holds a key checks out the default branch alone
 *   (no `ref`, no other `repository`); a `workflow_run` of a workflow that runs on a push lists
 *   `branches: [main]`, and every job answering it waits for the guard (`npm run ci:guard`:
 *   a push of this repository's CI, of main's tip; a tag named `main` or an old run deploys nothing)
 *   and runs only on its `deploy == 'true'`; a job answering another workflow's run checks which
 *   file ran (`workflow_run.path`), as a branch's own workflow may take its name; a job that holds
 *   a key and runs on a push or by hand
 *   deploys from `refs/heads/main` alone; no job that holds a key restores a cache, and no job that
 *   runs a push's or a pull request's code saves one (`actions/cache`, setup-node's `cache`, or
 *   setup-node from v5 on without `package-manager-cache: false`).
 */

const root = path.resolve(__dirname, '..', '..');

interface Parser {
  parseWorkflow(
    file: { name: string; content: string },
    trace: unknown,
  ): { context: { errors: { getErrors(): { message: string }[] } } };
  NoOperationTraceWriter: new () => unknown;
}

function githubParser(): Parser {
  return requireEsmPackage<Parser>('@actions/workflow-parser');
}

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  if?: unknown;
  with?: Record<string, unknown>;
}

interface Job {
  needs?: unknown;
  permissions?: unknown;
  'timeout-minutes'?: unknown;
  environment?: unknown;
  uses?: string;
  if?: unknown;
  steps?: Step[];
}

const pinned = /^[^@]+@[0-9a-f]{40}$/;

/** What a job's `uses:` and its steps' say that is not pinned to a commit. */
function unpinned(job: Job): string[] {
  return [job.uses, ...(job.steps ?? []).map((step) => step.uses)].flatMap((uses) =>
    uses === undefined || uses.startsWith('./') || uses.startsWith('docker://') || pinned.test(uses) ? [] : [uses],
  );
}

const saysAlways = (condition: unknown) => typeof condition === 'string' && /(^|[^!\w])always\(\)/.test(condition);

const permissionOf = (permissions: unknown, scope: string): unknown =>
  permissions && typeof permissions === 'object' ? (permissions as Record<string, unknown>)[scope] : permissions;

/** A `workflow_run` trigger: the workflows it names and the branches it lists, if any. */
function workflowRunOf(on: unknown): { workflows: string[]; branches?: string[] } {
  if (!on || typeof on !== 'object' || Array.isArray(on)) return { workflows: [] };
  const run = (on as Record<string, unknown>).workflow_run as
    { workflows?: unknown; branches?: unknown } | null | undefined;
  return {
    workflows: Array.isArray(run?.workflows) ? run.workflows.map(String) : [],
    ...(Array.isArray(run?.branches) ? { branches: run.branches.map(String) } : {}),
  };
}

/** The default branch: what a job that holds a key checks out, deploys from and answers. */
const defaultBranch = 'main';

/** The step that lets the jobs answering a run of CI deploy (scripts/ci/ci-guard.ts), and what they wait for. */
const guardCommand = /\bnpm run ci:guard\b/;

/** Events whose runs are the default branch's workflow and checkout, whatever started them. */
const defaultBranchEvents = ['workflow_run', 'pull_request_target'];

/** The events that run a push's or a pull request's code in every job: no job of theirs saves a cache. */
const codeEvents = ['push', 'pull_request'];

/** The events that run a pull request's own code: its jobs hold no secret. */
const untrustedEvents = ['pull_request'];

function eventsOf(on: unknown): string[] {
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  return on && typeof on === 'object' ? Object.keys(on) : [];
}

/** The environments of named previews' jobs, and the secrets of production none of them may name. */
const previewEnvironments = ['preview', 'fork-preview'];
const productionSecrets = ['SITE_STORE', 'PREVIEW_SECRET'];

const environmentName = (environment: unknown): unknown =>
  environment && typeof environment === 'object' ? (environment as { name?: unknown }).name : environment;

/**
 * The commands that run the site's code (its builds, renders, pages in a browser, tests): a job that
 * holds a key runs none of them. The default branch's release tooling (`ci:deploy`, `snapshot-store`,
 * `migrate-store`, the platform's own build) only moves and checks data.
 */
const runsSiteCode = [
  /\bnpm run (ci:plan|deploy|review|prerender|test\S*|build -w (shell|mfe-\S+))\b/,
  /\bnpm (test|start)\b/,
  /\bnpx (playwright|jest|webpack)\b/,
  /\bci:deploy\b.*--(artifact|review)\b/,
];

/** What a keyed job's steps run that it must not: install scripts, the site's code, a downloaded artifact's files. */
function keyedRunProblems(where: string, steps: readonly Step[]): string[] {
  const artifacts = steps.flatMap((step) =>
    step.uses?.startsWith('actions/download-artifact@') && typeof step.with?.path === 'string' ? [step.with.path] : [],
  );
  return steps.flatMap(({ run }) => {
    if (!run) return [];
    const problems: string[] = [];
    if (/\bnpm (ci|install|i)\b/.test(run) && !run.includes('--ignore-scripts'))
      problems.push(
        `${where} holds a key and runs install scripts (${run.split('\n')[0]}): install with --ignore-scripts`,
      );
    const command = runsSiteCode.find((pattern) => pattern.test(run));
    if (command)
      problems.push(
        `${where} holds a key and runs the site's code (${command.exec(run)?.[0]}): run it in a job without keys`,
      );
    for (const folder of artifacts)
      if (
        new RegExp(
          `(^|[\\s;&|(])(node|bash|sh|source|\\.)\\s+(\\./)?${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`,
        ).test(run)
      )
        problems.push(`${where} holds a key and runs a file of the artifact it downloaded into ${folder}`);
    return problems;
  });
}

/** Whether a job runs code a push or a pull request brought: its install scripts, its builds, its tests. */
const runsPushedCode = (steps: readonly Step[]) =>
  steps.some(
    ({ run }) =>
      run !== undefined &&
      ((/\bnpm (ci|install|i)\b/.test(run) && !run.includes('--ignore-scripts')) ||
        runsSiteCode.some((pattern) => pattern.test(run))),
  );

/**
 * The cache a step restores and saves, if any: `actions/cache` (`/restore`, `/save`), or
 * `actions/setup-node` with `cache`, or from v5 on (its version in the comment after the pin)
 * without `package-manager-cache: false`, as it then caches npm by default.
 */
function cacheOf(
  step: Step,
  versions: ReadonlyMap<string, number>,
): { what: string; restores: boolean; saves: boolean } | undefined {
  const action = step.uses?.split('@')[0];
  if (action === 'actions/cache') return { what: action, restores: true, saves: true };
  if (action === 'actions/cache/restore') return { what: action, restores: true, saves: false };
  if (action === 'actions/cache/save') return { what: action, restores: false, saves: true };
  if (action !== 'actions/setup-node') return undefined;
  const cache = step.with?.cache;
  if (cache !== undefined && cache !== '')
    return { what: `${action} with cache: ${String(cache)}`, restores: true, saves: true };
  const major = versions.get(step.uses ?? '');
  if ((major === undefined || major >= 5) && step.with?.['package-manager-cache'] !== false)
    return {
      what: `${action} ${major === undefined ? 'of no version' : `v${major}`} without package-manager-cache: false`,
      restores: true,
      saves: true,
    };
  return undefined;
}

/** The major version each `uses:` of a file names in the comment after its pin (`@<sha> # v4.4.0`). */
function pinnedVersions(content: string): Map<string, number> {
  return new Map(
    [...content.matchAll(/uses:\s*(\S+)\s*#\s*v?(\d+)/g)].map((match) => [match[1] ?? '', Number(match[2])]),
  );
}

/** What a job that holds a key checks out other than the default branch. */
function checkoutsElsewhere(steps: readonly Step[]): string[] {
  return steps.flatMap((step) => {
    if (!step.uses?.startsWith('actions/checkout@')) return [];
    const { ref, repository } = step.with ?? {};
    return [
      ...(ref !== undefined ? [`ref ${String(ref)}`] : []),
      ...(repository !== undefined ? [`repository ${String(repository)}`] : []),
    ];
  });
}

/** The branches a `push` trigger lists, if it lists any and no tags. */
function pushBranchesOf(on: unknown): string[] | undefined {
  if (!on || typeof on !== 'object' || Array.isArray(on)) return undefined;
  const push = (on as Record<string, unknown>).push as { branches?: unknown; tags?: unknown } | null | undefined;
  return Array.isArray(push?.branches) && push.tags === undefined ? push.branches.map(String) : undefined;
}

const needsOf = (job: Job): string[] =>
  typeof job.needs === 'string' ? [job.needs] : Array.isArray(job.needs) ? job.needs.map(String) : [];

/** Secrets a job's text names, but the token GitHub gives every job. */
function secretsNamed(text: string): string[] {
  return [...text.matchAll(/secrets\.([A-Za-z_][A-Za-z0-9_]*)/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'GITHUB_TOKEN');
}

/**
 * What is wrong with one workflow file, each a line naming the file and the job. `workflows` are the
 * repository's workflows, by name, each with the events it runs on: a `workflow_run` may name no
 * other, and one that answers a workflow run on a push is held to the guard (unchecked when not given).
 */
export function workflowProblems(
  name: string,
  content: string,
  parser = githubParser(),
  workflows?: Readonly<Record<string, readonly string[]>>,
): string[] {
  const parsed = parser.parseWorkflow({ name, content }, new parser.NoOperationTraceWriter());
  const schema = parsed.context.errors.getErrors().map((error) => error.message);
  if (schema.length > 0) return schema;
  const workflow = parse(content) as { on?: unknown; jobs?: Record<string, Job> };
  const events = eventsOf(workflow.on);
  const run = workflowRunOf(workflow.on);
  const strangers = workflows ? run.workflows.filter((named) => !(named in workflows)) : [];
  const pushed = run.workflows.filter((named) => workflows?.[named]?.includes('push'));
  const jobs = workflow.jobs ?? {};
  const trigger = {
    events,
    untrusted: events.some((event) => untrustedEvents.includes(event)),
    guarded: pushed.length > 0,
    versions: pinnedVersions(content),
    pushBranches: pushBranchesOf(workflow.on),
    guards: Object.keys(jobs).filter((id) => jobs[id]?.steps?.some((step) => step.run && guardCommand.test(step.run))),
  };
  return [
    ...strangers.map(
      (named) => `${name}: workflow_run names "${named}", no workflow of this repository: it never runs`,
    ),
    ...(pushed.length && run.branches?.join() !== defaultBranch
      ? [
          `${name}: workflow_run answers ${pushed.join(', ')} (run on a push) from ${run.branches ? run.branches.join(', ') : 'any branch'}: list branches: [${defaultBranch}]`,
        ]
      : []),
    ...jobProblems(name, jobs, trigger),
    ...(workflows && run.workflows.length && !pushed.length ? impostorRuns(name, jobs, run.workflows) : []),
  ];
}

/**
 * The jobs that would run on a run of another file of the same name (a branch's own workflow may
 * take it: `workflow_run` matches by name), in every other way a run they would answer: a passed
 * build of this repository's pull request. Each job's `if:` is evaluated by GitHub's own evaluator
 * (`harness/workflow-jobs.ts`), in order, on the results of the jobs before it. None may run: each
 * checks which file ran (`workflow_run.path`), or waits for a job that does.
 */
function impostorRuns(name: string, jobs: Record<string, Job>, names: readonly string[]): string[] {
  const repository = { full_name: 'radix/site', default_branch: defaultBranch };
  const event = {
    action: 'completed',
    workflow_run: {
      name: names[0],
      path: '.github/workflows/impostor.yml',
      event: 'pull_request',
      conclusion: 'success',
      head_branch: 'impostor',
      head_sha: 'c'.repeat(40),
      head_repository: repository,
      repository,
    },
    repository,
  };
  const github = { event_name: 'workflow_run', event, repository: repository.full_name, sha: 'a'.repeat(40) };
  const runs: Record<string, { result: 'success' | 'skipped'; outputs: Record<string, string> }> = {};
  for (const [id, job] of Object.entries(jobs))
    runs[id] = {
      result: jobHolds({ if: typeof job.if === 'string' ? job.if : undefined, needs: needsOf(job) }, { github }, runs)
        ? 'success'
        : 'skipped',
      outputs: {},
    };
  return Object.entries(runs)
    .filter(([, run]) => run.result === 'success')
    .map(
      ([id]) =>
        `${name}: job ${id} runs on a run of another file named ${names.join(', ')}: a branch's own workflow may take the name; check github.event.workflow_run.path in its if: or wait for a job that does`,
    );
}

interface Trigger {
  events: string[];
  /** A pull request starts it: its jobs run the pull request's code. */
  untrusted: boolean;
  /** It answers a workflow run on a push: its jobs wait for the guard. */
  guarded: boolean;
  versions: ReadonlyMap<string, number>;
  /** The jobs that run the guard. */
  guards: string[];
  /** The branches a `push` trigger lists: `[main]` alone runs on the default branch alone (no tag). */
  pushBranches?: string[];
}

/** What is wrong with a job answering a run of CI: it does not wait for the guard's word. */
function unguarded(where: string, id: string, job: Job, guards: readonly string[]): string[] {
  if (guards.includes(id)) return [];
  const condition = typeof job.if === 'string' ? job.if : '';
  const waits = guards.some(
    (guard) =>
      needsOf(job).includes(guard) && new RegExp(`needs\\.${guard}\\.outputs\\.deploy\\s*==\\s*'true'`).test(condition),
  );
  return waits
    ? []
    : [
        `${where} answers a workflow_run of a push without the guard: a tag named ${defaultBranch} or an old run would deploy; give it needs: [guard] and if: needs.guard.outputs.deploy == 'true' (npm run ci:guard)`,
      ];
}

function jobProblems(name: string, jobs: Record<string, Job>, trigger: Trigger): string[] {
  const { untrusted } = trigger;
  return Object.entries(jobs).flatMap(([id, job]) => {
    const where = `${name}: job ${id}`;
    const text = JSON.stringify(job);
    const steps = job.steps ?? [];
    const keyed = job.environment !== undefined || secretsNamed(text).length > 0;
    const caches = steps.flatMap((step) => {
      const cache = cacheOf(step, trigger.versions);
      return cache ? [cache] : [];
    });
    const runsCode = trigger.events.some((event) => codeEvents.includes(event)) || runsPushedCode(steps);
    const byAnyRef = trigger.events.filter(
      (event) =>
        !defaultBranchEvents.includes(event) &&
        !untrustedEvents.includes(event) &&
        !(event === 'push' && trigger.pushBranches?.join() === defaultBranch),
    );
    const condition = typeof job.if === 'string' ? job.if : '';
    return [
      ...unpinned(job).map((uses) => `${where} uses ${uses}: pin it to a full commit SHA, the tag in a comment`),
      ...([job.if, ...steps.map((step) => step.if)].some(saysAlways)
        ? [`${where} says always() in an if: what it guards is never cancelled; say !cancelled()`]
        : []),
      ...(steps.some(
        (step) => step.uses?.startsWith('actions/download-artifact@') && step.with?.['run-id'] !== undefined,
      ) && !['read', 'write'].includes(String(permissionOf(job.permissions, 'actions')))
        ? [`${where} downloads another run's artifact without actions: read: the download fails`]
        : []),
      ...(keyed ? keyedRunProblems(where, steps) : []),
      ...(keyed &&
      steps.some((step) => step.uses?.startsWith('actions/checkout@') && step.with?.['persist-credentials'] !== false)
        ? [`${where} holds a key and keeps the checkout's credentials: give the checkout persist-credentials: false`]
        : []),
      ...(keyed
        ? checkoutsElsewhere(steps).map(
            (what) =>
              `${where} holds a key and checks out ${what}: a job with a key checks out the default branch alone (no ref)`,
          )
        : []),
      ...(trigger.guarded ? unguarded(where, id, job, trigger.guards) : []),
      ...(keyed && byAnyRef.length && !new RegExp(`github\\.ref\\s*==\\s*'refs/heads/${defaultBranch}'`).test(condition)
        ? [
            `${where} holds a key and deploys on ${byAnyRef.join(', ')} from any ref: give it if: github.ref == 'refs/heads/${defaultBranch}'`,
          ]
        : []),
      ...(keyed
        ? caches
            .filter((cache) => cache.restores)
            .map(
              ({ what }) =>
                `${where} holds a key and restores a cache (${what}): what another job saved would run with its key`,
            )
        : runsCode
          ? caches
              .filter((cache) => cache.saves)
              .map(
                ({ what }) =>
                  `${where} runs a push's or a pull request's code and saves a cache (${what}): a job with a key could restore what it wrote`,
              )
          : []),
      ...(job.permissions === undefined ? [`${where} has no permissions: give it the least it needs`] : []),
      ...(job['timeout-minutes'] === undefined && job.uses === undefined
        ? [`${where} has no timeout-minutes: a hung job would hold a runner for six hours`]
        : []),
      ...(untrusted && job.environment !== undefined
        ? [`${where} runs a pull request's code in the environment ${JSON.stringify(job.environment)}`]
        : []),
      ...(untrusted
        ? secretsNamed(text).map((secret) => `${where} runs a pull request's code with the secret ${secret}`)
        : []),
      ...(previewEnvironments.includes(String(environmentName(job.environment)))
        ? [...new Set(secretsNamed(text))]
            .filter((secret) => productionSecrets.includes(secret))
            .map((secret) => `${where} deploys a preview with production's secret ${secret}: previews have their own`)
        : []),
    ];
  });
}

/** Every workflow file's problems. */
export function checkWorkflows(dir = path.join(root, '.github', 'workflows')): string[] {
  const parser = githubParser();
  const files = fs
    .readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => ({ file, content: fs.readFileSync(path.join(dir, file), 'utf8') }));
  const names = Object.fromEntries(
    files.flatMap(({ content }) => {
      const { name, on } = parse(content) as { name?: unknown; on?: unknown };
      return typeof name === 'string' ? [[name, eventsOf(on)] as const] : [];
    }),
  );
  return files.flatMap(({ file, content }) => workflowProblems(file, content, parser, names));
}

if (require.main === module) {
  const problems = checkWorkflows();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`.github/workflows: ${fs.readdirSync(path.join(root, '.github', 'workflows')).length} files checked`);
}
