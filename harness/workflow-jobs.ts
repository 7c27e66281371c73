import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { requireEsmPackage } from './esm-bundle';

/**
 * The jobs of a workflow file run on this machine step by step, as a runner would, so that a test
 * exercises the steps the file lists rather than its own idea of them. Each job is a machine of its
 * own: a workspace whose entries are the checkout's, a home of its own, and its own process
 * namespace (`unshare --pid --mount-proc`), where no other job's processes, nor the test's, are seen.
 * `run:` steps run with `bash -e` and the environment the file gives them (`${{ secrets.NAME }}` from
 * `secrets`, `${{ github.token }}` from `token`, every expression evaluated by GitHub's own
 * evaluator, `@actions/expressions`); a step's `if:` is evaluated as a runner does (`success()`
 * unless it names a status), its outputs read from `GITHUB_OUTPUT`, and `runJobs` runs jobs in
 * order, each only when its `if:` holds on the `needs` before it (their results and outputs) and
 * the event; `actions/download-artifact` and `actions/upload-artifact` copy folders to and from `artifacts`. What a runner's image and cache
 * provide is taken as done on this checkout, and said in the job's log: `actions/checkout`,
 * `actions/setup-node`, `npm ci`, `npx playwright install`, the Chromium path and the builds of the
 * tooling (`npm run build -w …`).
 */

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

interface Job {
  needs?: string | string[];
  if?: string;
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  steps?: Step[];
}

export interface JobOptions {
  /** The checkout the workspace's entries link to. */
  root: string;
  /** Where artifacts are kept between jobs, one folder each, by name. */
  artifacts: string;
  /** The values of the job's `secrets.NAME`: what the job's environment would give it. */
  secrets?: Record<string, string>;
  token?: string;
  /** The runner's own variables: `GITHUB_EVENT_NAME`, `GITHUB_EVENT_PATH`, `GITHUB_API_URL`, … */
  runner: Record<string, string>;
  /** The `github` context: the run's commit (`GITHUB_SHA`), ref and repository; the event is read from `GITHUB_EVENT_PATH`. */
  github?: { sha: string; ref: string; repository: string };
  /** The jobs this one needs, as they ended: the `needs` context. */
  needs?: Record<string, JobRun>;
}

export interface JobRun {
  code: number;
  /** Every step's output, and a line for each step taken as done. */
  log: string;
  /** `success`, `failure`, or `skipped` when its `if:` did not hold. */
  result: 'success' | 'failure' | 'skipped';
  /** The job's `outputs:`, evaluated on its steps'. */
  outputs: Record<string, string>;
}

const takenAsDone = [
  /^npm ci\b/,
  /^npx playwright install\b/,
  /^echo "CHROMIUM_PATH=/,
  /^npm run build -w libs\/site-kit -w libs\/release-model -w edge -w platform$/,
];

interface Expressions {
  Lexer: new (text: string) => { lex(): { tokens: unknown[] } };
  Parser: new (tokens: unknown[], contexts: string[], functions: FunctionInfo[]) => { parse(): unknown };
  Evaluator: new (
    tree: unknown,
    context: unknown,
    functions: Map<string, FunctionInfo & { call: () => unknown }>,
  ) => { evaluate(): { coerceString(): string; coerceBoolean?: () => boolean } };
  data: {
    reviver: (key: string, value: unknown) => unknown;
    BooleanData: new (value: boolean) => unknown;
  };
}
interface FunctionInfo {
  name: string;
  minArgs: number;
  maxArgs: number;
}

/**
 * GitHub's own evaluator of expressions (`@actions/expressions`, what its Actions editor extension
 * runs).
 */
function expressions(): Expressions {
  return requireEsmPackage<Expressions>('@actions/expressions');
}

const contexts = [
  'github',
  'needs',
  'steps',
  'secrets',
  'vars',
  'env',
  'inputs',
  'matrix',
  'runner',
  'job',
  'strategy',
];
const statuses = ['success', 'failure', 'cancelled', 'always'] as const;

/** The statuses `if:` asks of: a job's (its needs' results) or a step's (the steps before it). */
type Status = Record<(typeof statuses)[number], boolean>;

function evaluate(text: string, context: Record<string, unknown>, status: Status): string {
  const { Lexer, Parser, Evaluator, data } = expressions();
  const functions = statuses.map((name) => ({ name, minArgs: 0, maxArgs: 0 }));
  const tree = new Parser(new Lexer(text).lex().tokens, contexts, functions).parse();
  const values = JSON.parse(JSON.stringify(context), data.reviver) as unknown;
  const calls = new Map(
    functions.map((info) => [info.name, { ...info, call: () => new data.BooleanData(status[info.name]) }]),
  );
  return new Evaluator(tree, values, calls).evaluate().coerceString();
}

/** Whether an `if:` holds, as a runner decides: `${{ }}` optional, `success() &&` implied unless it names a status. */
function holds(condition: string | undefined, context: Record<string, unknown>, status: Status): boolean {
  if (condition === undefined) return status.success;
  const text = condition.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const named = /\b(success|failure|cancelled|always)\s*\(/.test(text);
  return evaluate(named ? text : `success() && (${text})`, context, status) === 'true';
}

/** A value with `${{ … }}` in it, each evaluated. */
function interpolate(value: string, context: Record<string, unknown>, status: Status): string {
  return value.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, text: string) => evaluate(text, context, status));
}

/** What a step wrote to `GITHUB_OUTPUT`: `name=value` lines and `name<<DELIMITER` blocks. */
function outputsIn(file: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    if (block) {
      const end = lines.indexOf(block[2] ?? '', i + 1);
      outputs[block[1] ?? ''] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
  }
  return outputs;
}

/** The contexts a job's expressions read: the event (from `GITHUB_EVENT_PATH`), its secrets, its needs. */
function contextOf(options: JobOptions): Record<string, unknown> {
  const eventPath = options.runner.GITHUB_EVENT_PATH;
  return {
    github: {
      event_name: options.runner.GITHUB_EVENT_NAME ?? '',
      event: eventPath && fs.existsSync(eventPath) ? (JSON.parse(fs.readFileSync(eventPath, 'utf8')) as unknown) : {},
      token: options.token ?? '',
      ...options.github,
    },
    secrets: { ...options.secrets, ...(options.token ? { GITHUB_TOKEN: options.token } : {}) },
    needs: Object.fromEntries(
      Object.entries(options.needs ?? {}).map(([id, run]) => [id, { result: run.result, outputs: run.outputs }]),
    ),
    vars: {},
    env: {},
    inputs: {},
    matrix: {},
    steps: {},
  };
}

/** The environment a job's processes start from: what a fresh runner has, never the test's own variables. */
function machineEnv(home: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    LANG: process.env.LANG ?? 'C.UTF-8',
    TMPDIR: os.tmpdir(),
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
  };
}

function runStep(command: string, cwd: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((done, reject) => {
    const child = spawn('unshare', ['--pid', '--fork', '--mount-proc', 'bash', '-e', '-c', command], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** The steps of job `id` of a workflow file. */
export function jobOf(workflowFile: string, id: string): Job {
  const workflow = parse(fs.readFileSync(workflowFile, 'utf8')) as { jobs?: Record<string, Job> };
  const job = workflow.jobs?.[id];
  if (!job) throw new Error(`${workflowFile} has no job ${id}`);
  return job;
}

/** Runs job `id` of `workflowFile` on a machine of its own; resolves when every step it takes ran. */
export async function runJob(workflowFile: string, id: string, options: JobOptions): Promise<JobRun> {
  const job = jobOf(workflowFile, id);
  const machine = fs.mkdtempSync(path.join(os.tmpdir(), `job-${id}-`));
  const home = path.join(machine, 'home');
  const workspace = path.join(machine, 'workspace');
  fs.mkdirSync(home);
  fs.mkdirSync(workspace);
  for (const entry of fs.readdirSync(options.root))
    fs.symlinkSync(path.join(options.root, entry), path.join(workspace, entry));
  const context = contextOf(options);
  const steps: Record<string, { outcome: string; conclusion: string; outputs: Record<string, string> }> = {};
  const lines: string[] = [];
  let failed = false;
  const status = (): Status => ({ success: !failed, failure: failed, cancelled: false, always: true });
  try {
    for (const [index, step] of (job.steps ?? []).entries()) {
      if (!holds(step.if, { ...context, steps }, status())) continue;
      const ended = (ok: boolean, outputs: Record<string, string> = {}) => {
        if (!ok) failed = true;
        const outcome = ok ? 'success' : 'failure';
        if (step.id) steps[step.id] = { outcome, conclusion: outcome, outputs };
      };
      const action = step.uses?.split('@')[0];
      const folder = typeof step.with?.path === 'string' ? path.join(workspace, step.with.path) : '';
      const artifact = path.join(options.artifacts, String(step.with?.name ?? ''));
      if (action === 'actions/download-artifact') {
        if (!fs.existsSync(artifact)) {
          lines.push(`${id}: artifact ${String(step.with?.name)} not found`);
          ended(false);
          continue;
        }
        fs.rmSync(folder, { recursive: true, force: true });
        fs.cpSync(artifact, folder, { recursive: true });
        lines.push(`${id}: downloaded ${String(step.with?.name)}`);
        ended(true);
      } else if (action === 'actions/upload-artifact') {
        fs.rmSync(artifact, { recursive: true, force: true });
        fs.cpSync(folder, artifact, { recursive: true });
        lines.push(`${id}: uploaded ${String(step.with?.name)}`);
        ended(true);
      } else if (step.uses) {
        lines.push(`${id}: ${step.uses.split(' ')[0]}: as this checkout has it`);
        ended(true);
      } else if (step.run) {
        const command = step.run.trim();
        if (takenAsDone.some((pattern) => pattern.test(command))) {
          lines.push(`${id}: $ ${command.split('\n')[0]}: done on this checkout`);
          ended(true);
          continue;
        }
        const output = path.join(machine, `output-${index}`);
        const env = {
          ...machineEnv(home),
          ...options.runner,
          ...(options.github
            ? {
                GITHUB_SHA: options.github.sha,
                GITHUB_REF: options.github.ref,
                GITHUB_REPOSITORY: options.github.repository,
              }
            : {}),
          GITHUB_OUTPUT: output,
          ...Object.fromEntries(
            Object.entries({ ...job.env, ...step.env }).map(([name, value]) => [
              name,
              interpolate(String(value), { ...context, steps }, status()),
            ]),
          ),
        };
        lines.push(`${id}: $ ${command}`);
        const { code, output: said } = await runStep(command, workspace, env);
        lines.push(said.trimEnd());
        if (code !== 0) lines.push(`${id}: the step exited ${code}`);
        ended(code === 0, outputsIn(output));
      }
    }
  } finally {
    fs.rmSync(machine, { recursive: true, force: true });
  }
  const outputs = Object.fromEntries(
    Object.entries(job.outputs ?? {}).map(([name, value]) => [
      name,
      interpolate(value, { ...context, steps }, status()),
    ]),
  );
  return { code: failed ? 1 : 0, log: lines.join('\n'), result: failed ? 'failure' : 'success', outputs };
}

/**
 * Whether a job runs, as GitHub decides: its `if:` on the contexts (`github`: the event and the
 * run) and on the jobs it needs, as they ended (`success()` implied: all of them succeeded).
 */
export function jobHolds(
  job: { if?: string; needs?: string | string[] },
  context: Record<string, unknown>,
  needs: Readonly<Record<string, Pick<JobRun, 'result' | 'outputs'>>>,
): boolean {
  const needed = typeof job.needs === 'string' ? [job.needs] : (job.needs ?? []);
  const results = needed.map((need) => needs[need]?.result ?? 'skipped');
  const status: Status = {
    success: results.every((result) => result === 'success'),
    failure: results.includes('failure'),
    cancelled: false,
    always: true,
  };
  const known = Object.fromEntries(
    needed.flatMap((need) => {
      const run = needs[need];
      return run ? [[need, { result: run.result, outputs: run.outputs }]] : [];
    }),
  );
  return holds(job.if, { ...context, needs: known }, status);
}

/** Whether job `id` of a workflow file runs, on the event and the runs of `options`. */
export function jobWouldRun(workflowFile: string, id: string, options: JobOptions): boolean {
  return jobHolds(jobOf(workflowFile, id), contextOf(options), options.needs ?? {});
}

/**
 * Runs the jobs `ids` of a workflow file in order, as GitHub would: each only when its `if:` holds
 * on the event and on the jobs it needs (`success()` implied: all of them succeeded), else skipped,
 * which the log says. Resolves to each job's run.
 */
export async function runJobs(
  workflowFile: string,
  ids: readonly string[],
  options: Omit<JobOptions, 'needs' | 'secrets' | 'token'> & {
    secrets?: Record<string, Record<string, string>>;
    tokens?: Record<string, string>;
  },
): Promise<Record<string, JobRun>> {
  const runs: Record<string, JobRun> = {};
  for (const id of ids) {
    const job = jobOf(workflowFile, id);
    const needed = typeof job.needs === 'string' ? [job.needs] : (job.needs ?? []);
    const needs = Object.fromEntries(
      needed.map((need) => [need, runs[need]] as const).filter(([, run]) => run),
    ) as Record<string, JobRun>;
    const jobOptions: JobOptions = {
      ...options,
      needs,
      secrets: options.secrets?.[id] ?? {},
      ...(options.tokens?.[id] ? { token: options.tokens[id] } : {}),
    };
    runs[id] = jobWouldRun(workflowFile, id, jobOptions)
      ? await runJob(workflowFile, id, jobOptions)
      : { code: 0, log: `${id}: skipped: its if: does not hold`, result: 'skipped', outputs: {} };
  }
  return runs;
}
