import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { parse } from 'yaml';

/**
 * `npm run check:workflows`: every file of `.github/workflows` as GitHub reads it, offline.
 *
 * - GitHub's own parser (`@actions/workflow-parser`, what its Actions editor extension runs) checks
 *   each file against the workflow schema: an unknown key, a job without `runs-on`, a malformed
 *   expression or event. Its ESM build imports its JSON schema without an import attribute, which
 *   Node refuses, so it is bundled once into CommonJS with esbuild (`.cache/workflow-parser-<version>.cjs`).
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
  const dir = path.join(root, 'node_modules', '@actions', 'workflow-parser');
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const bundle = path.join(root, '.cache', `workflow-parser-${version}.cjs`);
  if (!fs.existsSync(bundle)) {
    buildSync({
      entryPoints: [path.join(dir, 'dist', 'index.js')],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      logLevel: 'warning',
    });
  }
  return createRequire(__filename)(bundle) as Parser;
}

interface Step {
  uses?: string;
  run?: string;
  if?: unknown;
  with?: Record<string, unknown>;
}

interface Job {
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

/** The workflows a `workflow_run` trigger names. */
function workflowRunNames(on: unknown): string[] {
  if (!on || typeof on !== 'object' || Array.isArray(on)) return [];
  const run = (on as Record<string, unknown>).workflow_run as { workflows?: unknown } | null | undefined;
  return Array.isArray(run?.workflows) ? run.workflows.map(String) : [];
}

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

/** Secrets a job's text names, but the token GitHub gives every job. */
function secretsNamed(text: string): string[] {
  return [...text.matchAll(/secrets\.([A-Za-z_][A-Za-z0-9_]*)/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'GITHUB_TOKEN');
}

/**
 * What is wrong with one workflow file, each a line naming the file and the job. `workflows` are the
 * names of the repository's workflows, which a `workflow_run` may name (unchecked when not given).
 */
export function workflowProblems(
  name: string,
  content: string,
  parser = githubParser(),
  workflows?: readonly string[],
): string[] {
  const parsed = parser.parseWorkflow({ name, content }, new parser.NoOperationTraceWriter());
  const schema = parsed.context.errors.getErrors().map((error) => error.message);
  if (schema.length > 0) return schema;
  const workflow = parse(content) as { on?: unknown; jobs?: Record<string, Job> };
  const untrusted = eventsOf(workflow.on).some((event) => untrustedEvents.includes(event));
  const strangers = workflows ? workflowRunNames(workflow.on).filter((named) => !workflows.includes(named)) : [];
  return [
    ...strangers.map(
      (named) => `${name}: workflow_run names "${named}", no workflow of this repository: it never runs`,
    ),
    ...jobProblems(name, workflow.jobs ?? {}, untrusted),
  ];
}

function jobProblems(name: string, jobs: Record<string, Job>, untrusted: boolean): string[] {
  return Object.entries(jobs).flatMap(([id, job]) => {
    const where = `${name}: job ${id}`;
    const text = JSON.stringify(job);
    const steps = job.steps ?? [];
    const keyed = job.environment !== undefined || secretsNamed(text).length > 0;
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
  const names = files.flatMap(({ content }) => {
    const { name } = parse(content) as { name?: unknown };
    return typeof name === 'string' ? [name] : [];
  });
  return files.flatMap(({ file, content }) => workflowProblems(file, content, parser, names));
}

if (require.main === module) {
  const problems = checkWorkflows();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`.github/workflows: ${fs.readdirSync(path.join(root, '.github', 'workflows')).length} files checked`);
}
