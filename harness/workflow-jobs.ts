import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The jobs of a workflow file run on this machine step by step, as a runner would, so that a test
 * exercises the steps the file lists rather than its own idea of them. Each job is a machine of its
 * own: a workspace whose entries are the checkout's, a home of its own, and its own process
 * namespace (`unshare --pid --mount-proc`), where no other job's processes, nor the test's, are seen.
 * `run:` steps run with `bash -e` and the environment the file gives them (`${{ secrets.NAME }}` from
 * `secrets`, `${{ github.token }}` from `token`); `actions/download-artifact` and
 * `actions/upload-artifact` copy folders to and from `artifacts`. What a runner's image and cache
 * provide is taken as done on this checkout, and said in the job's log: `actions/checkout`,
 * `actions/setup-node`, `npm ci`, `npx playwright install`, the Chromium path and the builds of the
 * tooling (`npm run build -w …`).
 */

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

interface Job {
  env?: Record<string, string>;
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
}

export interface JobRun {
  code: number;
  /** Every step's output, and a line for each step taken as done. */
  log: string;
}

const takenAsDone = [
  /^npm ci\b/,
  /^npx playwright install\b/,
  /^echo "CHROMIUM_PATH=/,
  /^npm run build -w libs\/site-kit -w libs\/release-model -w edge -w platform$/,
];

const expression = /\$\{\{\s*(secrets\.([A-Za-z_][A-Za-z0-9_]*)|github\.token)\s*\}\}/g;

function resolve(value: string, { secrets = {}, token = '' }: JobOptions): string {
  return value.replace(expression, (_, _all: string, secret?: string) => (secret ? (secrets[secret] ?? '') : token));
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

/** Runs job `id` of `workflowFile` on a machine of its own; resolves when a step fails or every step ran. */
export async function runJob(workflowFile: string, id: string, options: JobOptions): Promise<JobRun> {
  const job = jobOf(workflowFile, id);
  const machine = fs.mkdtempSync(path.join(os.tmpdir(), `job-${id}-`));
  const home = path.join(machine, 'home');
  const workspace = path.join(machine, 'workspace');
  fs.mkdirSync(home);
  fs.mkdirSync(workspace);
  for (const entry of fs.readdirSync(options.root))
    fs.symlinkSync(path.join(options.root, entry), path.join(workspace, entry));
  const lines: string[] = [];
  let failed = false;
  try {
    for (const step of job.steps ?? []) {
      if (step.if?.includes('failure()')) continue;
      const action = step.uses?.split('@')[0];
      const folder = typeof step.with?.path === 'string' ? path.join(workspace, step.with.path) : '';
      const artifact = path.join(options.artifacts, String(step.with?.name ?? ''));
      if (action === 'actions/download-artifact') {
        if (!fs.existsSync(artifact)) {
          lines.push(`${id}: artifact ${String(step.with?.name)} not found`);
          failed = true;
          break;
        }
        fs.rmSync(folder, { recursive: true, force: true });
        fs.cpSync(artifact, folder, { recursive: true });
        lines.push(`${id}: downloaded ${String(step.with?.name)}`);
      } else if (action === 'actions/upload-artifact') {
        fs.rmSync(artifact, { recursive: true, force: true });
        fs.cpSync(folder, artifact, { recursive: true });
        lines.push(`${id}: uploaded ${String(step.with?.name)}`);
      } else if (step.uses) {
        lines.push(`${id}: ${step.uses.split(' ')[0]}: as this checkout has it`);
      } else if (step.run) {
        const command = step.run.trim();
        if (takenAsDone.some((pattern) => pattern.test(command))) {
          lines.push(`${id}: $ ${command.split('\n')[0]}: done on this checkout`);
          continue;
        }
        const env = {
          ...machineEnv(home),
          ...options.runner,
          ...Object.fromEntries(
            Object.entries({ ...job.env, ...step.env }).map(([name, value]) => [name, resolve(String(value), options)]),
          ),
        };
        lines.push(`${id}: $ ${command}`);
        const { code, output } = await runStep(command, workspace, env);
        lines.push(output.trimEnd());
        if (code !== 0) {
          lines.push(`${id}: the step exited ${code}`);
          failed = true;
          break;
        }
      }
    }
  } finally {
    fs.rmSync(machine, { recursive: true, force: true });
  }
  return { code: failed ? 1 : 0, log: lines.join('\n') };
}
