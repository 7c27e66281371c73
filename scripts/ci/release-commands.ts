import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Deployable } from '@radix/release-model';
import { packageOf } from './changed-parts';
import type { Deployed } from './pipeline';
import { reviewFile } from './review/keep';
import type { Review } from './review/types';

/** The repository the pipeline's jobs run in: the default branch's checkout. */
export const root = path.resolve(__dirname, '..', '..');
/** The changed routes a preview's speed is audited on (3 runs a side, about 35 s a route here), within the job's 30 minutes. */
const reviewSpeedRoutes = 4;

/** Runs a command of the repository with `env`, its output passed on as it comes; resolves to its code and output. */
export function run(
  say: (line: string) => void,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  say(`$ ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        process.stdout.write(chunk);
      });
    }
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** `npm run build` of the parts at the checkout; resolves to the folder laid out as the repository, or undefined. */
export async function buildParts(say: (line: string) => void, parts: readonly Deployable[]) {
  const built = await run(say, 'npm', ['run', 'build', ...parts.flatMap((part) => ['-w', packageOf(part)])]);
  return built.code ? undefined : root;
}

/** `npm run deploy -- <parts> --builds <folder> --commit <sha> [--preview <name>]`: one release of them all. */
export async function deployParts(
  say: (line: string) => void,
  { parts, builds, commit, preview }: { parts: Deployable[]; builds: string; commit: string; preview?: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<Deployed> {
  const { code, output } = await run(
    say,
    'npm',
    [
      ...['run', '--silent', 'deploy', '--', ...parts],
      ...['--builds', builds, '--commit', commit],
      ...(preview ? ['--preview', preview] : []),
    ],
    env,
  );
  const last = output.trim().split('\n').at(-1) ?? 'failed';
  return { ok: code === 0, said: code === 0 ? (/^preview: (\S+)/m.exec(output)?.[1] ?? last) : last };
}

/**
 * `npm run review -- --preview <name> --speed --keep`: what the preview changes for visitors, kept
 * with it; undefined when the review could not run. `speed: false` pictures only.
 */
export async function reviewPreview(
  say: (line: string) => void,
  preview: string,
  { speed = true, env = process.env }: { speed?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<Review | undefined> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `review-${preview}-`));
  const { code } = await run(
    say,
    'npm',
    [
      ...['run', '--silent', 'review', '--', '--preview', preview, '--out', out, '--keep'],
      ...(speed ? ['--speed', '--speed-most', String(reviewSpeedRoutes)] : []),
    ],
    env,
  );
  return code === 0 ? (JSON.parse(fs.readFileSync(path.join(out, reviewFile), 'utf8')) as Review) : undefined;
}
