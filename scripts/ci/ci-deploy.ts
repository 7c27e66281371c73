import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { previewStoreFromEnv, storeFromEnv } from '@radix/platform';
import { packageOf } from './changed-parts';
import { restApi } from './github-api';
import { parseEvent, pullRequestEventSchema, pushEventSchema, workflowRunEventSchema } from './github-events';
import { onCheckedPush, type Pipeline } from './pipeline';
import { onBuiltPullRequest, onClosedPullRequest } from './pipeline-previews';
import { reviewFile } from './review/keep';
import type { Review } from './review/types';

/**
 * What the deploying jobs of `.github/workflows/deploy.yml` run, from the event that started them
 * (`GITHUB_EVENT_NAME`, `GITHUB_EVENT_PATH`), always with the default branch's code:
 *
 * - `workflow_run` of CI on a push to the default branch, once it passed: the parts whose sources
 *   differ between what live runs and the pushed commit are built and deployed as one release
 *   (`pipeline.ts`, `onCheckedPush`);
 * - `workflow_run` of the pull request's build: `--artifact <folder>` (its builds and
 *   `preview.json`) is checked against the pull request's head and deployed as preview `pr-<n>`
 *   into the named previews' own bucket, composed with a snapshot of production;
 * - `pull_request_target` closed: the preview is closed.
 *
 * Production is `SITE_STORE`: the bucket (with `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`) for
 * live, the snapshot `npm run snapshot-store` took for a preview. The named previews' bucket is
 * `PREVIEW_STORE` (with the previews' own credentials in those variables), the tokens' keys
 * `PREVIEW_SECRET` (live's checks) and `NAMED_PREVIEW_SECRET` (previews), the API `GITHUB_API_URL`
 * with `GITHUB_TOKEN`.
 * `--from-builds <folder>` takes a push's builds made earlier instead of building. `--review` adds
 * to a preview what it changes for visitors (`npm run review -- --speed --keep`: several minutes of
 * pictures and audits, which the preview job of the workflow spends and a test of the pipeline does not).
 */

const root = path.resolve(__dirname, '..', '..');
/** The changed routes a preview's speed is audited on (3 runs a side, about 35 s a route here), within the job's 30 minutes. */
const reviewSpeedRoutes = 4;
const started = Date.now();
const say = (line: string) => console.log(`ci-deploy: ${line}`);

function summarize(markdown: string): void {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) fs.appendFileSync(file, `${markdown}\n`);
}

/** Runs a command of the repository, its output passed on as it comes; resolves to its code and output. */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  say(`$ ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
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

async function pipeline(fromBuilds: string | undefined, withReview = false): Promise<Pipeline> {
  const { store } = await storeFromEnv();
  return {
    root,
    store,
    previews: () => previewStoreFromEnv(),
    github: restApi(),
    say,
    summarize,
    build: async (parts) => {
      if (fromBuilds) return fromBuilds;
      const built = await run('npm', ['run', 'build', ...parts.flatMap((part) => ['-w', packageOf(part)])]);
      return built.code ? undefined : root;
    },
    deploy: async ({ parts, builds, commit, preview }) => {
      const { code, output } = await run('npm', [
        'run',
        '--silent',
        'deploy',
        '--',
        ...parts,
        ...['--builds', builds, '--commit', commit],
        ...(preview ? ['--preview', preview] : []),
      ]);
      const last = output.trim().split('\n').at(-1) ?? 'failed';
      return { ok: code === 0, said: code === 0 ? (/^preview: (\S+)/m.exec(output)?.[1] ?? last) : last };
    },
    review: withReview
      ? async (preview) => {
          const out = fs.mkdtempSync(path.join(os.tmpdir(), `review-${preview}-`));
          const { code } = await run('npm', [
            ...['run', '--silent', 'review', '--', '--preview', preview, '--out', out],
            ...['--speed', '--speed-most', String(reviewSpeedRoutes), '--keep'],
          ]);
          return code === 0 ? (JSON.parse(fs.readFileSync(path.join(out, reviewFile), 'utf8')) as Review) : undefined;
        }
      : undefined,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'from-builds': { type: 'string' }, artifact: { type: 'string' }, review: { type: 'boolean' } },
    strict: true,
  });
  const name = process.env.GITHUB_EVENT_NAME;
  const file = process.env.GITHUB_EVENT_PATH;
  if (!name || !file)
    throw new Error('GITHUB_EVENT_NAME and GITHUB_EVENT_PATH name the event: run in a GitHub workflow');
  const text = fs.readFileSync(file, 'utf8');
  const fromBuilds = values['from-builds'] && path.resolve(values['from-builds']);
  let ok = true;
  if (name === 'push') {
    parseEvent(pushEventSchema, text, 'push event');
    say('push: a push is deployed once CI on it passed, by the workflow_run of CI');
  } else if (name === 'workflow_run') {
    const event = parseEvent(workflowRunEventSchema, text, 'workflow_run event');
    if (event.workflow_run.event === 'push') ok = await onCheckedPush(await pipeline(fromBuilds), event);
    else {
      if (!values.artifact) throw new Error('--artifact <folder> names the pull request build to deploy');
      ok = await onBuiltPullRequest(await pipeline(undefined, values.review), event, path.resolve(values.artifact));
    }
  } else if (name === 'pull_request_target' || name === 'pull_request') {
    const event = parseEvent(pullRequestEventSchema, text, `${name} event`);
    if (event.action === 'closed') ok = await onClosedPullRequest(await pipeline(undefined), event);
    else say(`${name} ${event.action}: previews are deployed from the pull request's build`);
  } else say(`${name}: nothing to do`);
  say(`${ok ? 'done' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`ci-deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
