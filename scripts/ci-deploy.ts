import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closePreview, listPreviews, storeFromEnv } from '@radix/platform';
import { deployables, type Deployable } from '@radix/release-model';
import { remotePackage } from '@radix/site-kit/contracts';

/**
 * What a team's pipeline runs (`.github/workflows/deploy.yml`), from the GitHub event it was started
 * by (`GITHUB_EVENT_NAME`, `GITHUB_EVENT_PATH`):
 *
 * - a pull request opened, synchronized or reopened: each deployable its files touch is built and
 *   deployed as the named preview `pr-<number>` (`pr-<number>-<part>` each when it touches several),
 *   composed with the live site and checked by the gate; the links go to the job's summary and to
 *   one comment of the pull request, updated in place;
 * - a pull request closed: its previews are closed, and the comment says so;
 * - a push to the default branch: each deployable its commits touch is built and deployed live,
 *   through the gate.
 *
 * The store is `SITE_STORE` (with `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`), the preview tokens'
 * key `PREVIEW_SECRET`, the API `GITHUB_API_URL` with `GITHUB_TOKEN`. `--from-builds <folder>` takes
 * builds made earlier (`<folder>/mfe-services/dist`, `<folder>/shell/dist` and `dist-server`, as in
 * the repository) instead of building.
 */

const root = path.resolve(__dirname, '..');
/** The one comment of a pull request this script writes, found again by this line. */
export const commentMarker = '<!-- radix-site-preview -->';

interface PullRequestEvent {
  action: string;
  number: number;
  pull_request: { head: { sha: string } };
  repository: { full_name: string };
}

interface PushEvent {
  ref: string;
  before: string;
  after: string;
  forced?: boolean;
  commits: { added: string[]; removed: string[]; modified: string[] }[];
  repository: { full_name: string; default_branch: string };
}

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`ci-deploy: ${line}`);

/** The folder of a deployable's package (`shell`, `mfe-services`). */
const packageOf = (part: Deployable) => (part === 'shell' ? 'shell' : remotePackage(part));

/**
 * The deployables a change to these files may change: a package's own folder is that deployable; the
 * libraries built into them and the dependencies (`libs/site-kit/`, `libs/tooling/`, `package.json`,
 * `package-lock.json`) go into every build, so they touch every deployable. Anything else (docs,
 * tests, the platform, the edge worker and the release model, which deploy rather than being
 * deployed) touches none.
 */
const intoEveryBuild = ['libs/site-kit/', 'libs/tooling/'];

export function partsTouched(files: readonly string[]): Deployable[] {
  if (
    files.some(
      (file) =>
        intoEveryBuild.some((folder) => file.startsWith(folder)) ||
        file === 'package.json' ||
        file === 'package-lock.json',
    )
  ) {
    return [...deployables];
  }
  return deployables.filter((part) => files.some((file) => file.startsWith(`${packageOf(part)}/`)));
}

async function github(method: string, route: string, body?: unknown): Promise<unknown> {
  const api = process.env.GITHUB_API_URL ?? 'https://api.github.com';
  const answer = await fetch(`${api}${route}`, {
    method,
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${process.env.GITHUB_TOKEN ?? ''}`,
      'X-GitHub-Api-Version': '2022-11-28',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`GitHub answered ${answer.status} to ${method} ${route}`);
  return answer.status === 204 ? undefined : answer.json();
}

/** Every item of a listing of the REST API, a hundred a page. */
async function everyPage<T>(route: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const items = (await github('GET', `${route}?per_page=100&page=${page}`)) as T[];
    all.push(...items);
    if (items.length < 100) return all;
  }
}

/** Creates the pull request's comment, or updates the one this script wrote before. */
async function upsertComment(repo: string, number: number, text: string): Promise<void> {
  const body = `${commentMarker}\n${text}`;
  const comments = await everyPage<{ id: number; body?: string }>(`/repos/${repo}/issues/${number}/comments`);
  const mine = comments.find((comment) => comment.body?.includes(commentMarker));
  if (mine) await github('PATCH', `/repos/${repo}/issues/comments/${mine.id}`, { body });
  else await github('POST', `/repos/${repo}/issues/${number}/comments`, { body });
  say(`comment ${mine ? 'updated' : 'posted'} on #${number} (${elapsed()} after the start)`);
}

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

/** The folder `npm run deploy -- <part> --from` takes: the shell's package folder, a remote's `dist`. */
function buildOf(part: Deployable, builds: string): string {
  return part === 'shell' ? path.join(builds, 'shell') : path.join(builds, packageOf(part), 'dist');
}

interface Deployed {
  part: Deployable;
  ok: boolean;
  /** The preview's signed link, or the last line of the refusal. */
  said: string;
}

async function buildAndDeploy(part: Deployable, builds: string | undefined, preview?: string): Promise<Deployed> {
  if (!builds) {
    const built = await run('npm', ['run', 'build', '-w', packageOf(part)]);
    if (built.code) return { part, ok: false, said: `the build of ${packageOf(part)} failed` };
  }
  const { code, output } = await run('npm', [
    'run',
    '--silent',
    'deploy',
    '--',
    part,
    '--from',
    buildOf(part, builds ?? root),
    ...(preview ? ['--preview', preview] : []),
  ]);
  const lines = output.trim().split('\n');
  const link = /^preview: (\S+)/m.exec(output)?.[1];
  return { part, ok: code === 0, said: code === 0 ? (link ?? lines.at(-1) ?? '') : (lines.at(-1) ?? 'failed') };
}

const previewName = (number: number, part: Deployable, parts: readonly Deployable[]) =>
  parts.length > 1 ? `pr-${number}-${part}` : `pr-${number}`;

async function onPullRequest(event: PullRequestEvent, builds: string | undefined): Promise<boolean> {
  const repo = event.repository.full_name;
  const { number } = event;
  if (event.action === 'closed') {
    const { store } = await storeFromEnv();
    const names = (await listPreviews(store))
      .map((record) => record.name)
      .filter((name) => name === `pr-${number}` || name.startsWith(`pr-${number}-`));
    for (const name of names) await closePreview(store, name);
    say(names.length ? `closed preview ${names.join(', ')}` : `pull request #${number} had no preview`);
    const text = names.length
      ? `The preview of this pull request was closed (${names.join(', ')}).`
      : 'This pull request had no preview.';
    summarize(text);
    if (names.length) await upsertComment(repo, number, text);
    return true;
  }
  if (!['opened', 'synchronize', 'reopened'].includes(event.action)) {
    say(`pull_request ${event.action}: nothing to do`);
    return true;
  }
  const files = await everyPage<{ filename: string }>(`/repos/${repo}/pulls/${number}/files`);
  const parts = partsTouched(files.map((file) => file.filename));
  if (!parts.length) {
    say(`pull request #${number} touches no deployable (${files.length} file(s)): nothing to preview`);
    return true;
  }
  say(`pull request #${number} touches ${parts.join(', ')}: deploying as preview`);
  const results: (Deployed & { name: string })[] = [];
  for (const part of parts) {
    const name = previewName(number, part, parts);
    results.push({ ...(await buildAndDeploy(part, builds, name)), name });
  }
  const sha = event.pull_request.head.sha.slice(0, 7);
  const text = [
    `**Preview of ${sha}**, each part composed with the live site and checked by the gate (contract, render, Chromium):`,
    '',
    '| part | preview | |',
    '| --- | --- | --- |',
    ...results.map(({ part, name, ok, said }) =>
      ok ? `| ${part} | \`${name}\` | [open the preview](${said}) |` : `| ${part} | \`${name}\` | refused: ${said} |`,
    ),
    '',
    'The link sets a cookie and is valid for 7 days. Make one live with `npm run promote -- --preview <name>`.',
  ].join('\n');
  summarize(text);
  for (const { name, ok, said } of results) say(`${name}: ${ok ? said : `refused: ${said}`}`);
  await upsertComment(repo, number, text);
  return results.every((result) => result.ok);
}

async function onPush(event: PushEvent, builds: string | undefined): Promise<boolean> {
  if (event.ref !== `refs/heads/${event.repository.default_branch}`) {
    say(`push to ${event.ref}: only a push to ${event.repository.default_branch} deploys`);
    return true;
  }
  // A new branch, a forced push or a long one (the event lists at most 20 commits): every deployable.
  const whole = /^0+$/.test(event.before) || event.forced === true || event.commits.length >= 20;
  const parts = whole
    ? [...deployables]
    : partsTouched(event.commits.flatMap((commit) => [...commit.added, ...commit.removed, ...commit.modified]));
  if (!parts.length) {
    say(`push ${event.after.slice(0, 7)} touches no deployable: nothing to deploy`);
    return true;
  }
  say(`push ${event.after.slice(0, 7)} touches ${parts.join(', ')}: deploying live`);
  const results: Deployed[] = [];
  for (const part of parts) {
    const result = await buildAndDeploy(part, builds);
    results.push(result);
    say(`${part}: ${result.ok ? 'live' : `refused, live unchanged: ${result.said}`}`);
    if (!result.ok) break;
  }
  summarize(
    [
      `**Deploy of ${event.after.slice(0, 7)}**`,
      '',
      ...results.map(
        ({ part, ok, said }) => `- ${part}: ${ok ? 'live' : `refused, the live site is unchanged: ${said}`}`,
      ),
    ].join('\n'),
  );
  return results.every((result) => result.ok);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'from-builds': { type: 'string' } }, strict: true });
  const builds = values['from-builds'] ? path.resolve(values['from-builds']) : undefined;
  const name = process.env.GITHUB_EVENT_NAME;
  const file = process.env.GITHUB_EVENT_PATH;
  if (!name || !file)
    throw new Error('GITHUB_EVENT_NAME and GITHUB_EVENT_PATH name the event: run in a GitHub workflow');
  const event = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  let ok = true;
  if (name === 'pull_request') ok = await onPullRequest(event as PullRequestEvent, builds);
  else if (name === 'push') ok = await onPush(event as PushEvent, builds);
  else say(`${name}: nothing to do`);
  say(`${ok ? 'done' : 'failed'} in ${elapsed()}`);
  if (!ok) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`ci-deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
