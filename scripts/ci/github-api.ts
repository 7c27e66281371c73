import type { components } from '@octokit/openapi-types';
import type { CheckRunBody } from './review/pull-request';

/**
 * The few calls of GitHub's REST API the pipeline makes (comments, Deployments and their statuses,
 * a pull request, a check run), with the job's `GITHUB_TOKEN` at `GITHUB_API_URL`. A test hands the pipeline
 * its own `GitHub` function instead.
 */
export type GitHub = (method: string, route: string, body?: unknown) => Promise<unknown>;

/** The one comment of a pull request the pipeline writes, found again by this line. */
export const commentMarker = '<!-- radix-site-preview -->';

export const restApi =
  (api = process.env.GITHUB_API_URL ?? 'https://api.github.com', token = process.env.GITHUB_TOKEN ?? ''): GitHub =>
  async (method, route, body) => {
    const answer = await fetch(`${api}${route}`, {
      method,
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${token}`,
        'X-GitHub-Api-Version': '2022-11-28',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!answer.ok) throw new Error(`GitHub answered ${answer.status} to ${method} ${route}`);
    return answer.status === 204 ? undefined : answer.json();
  };

/** The commit a branch points at now (`GET /repos/{owner}/{repo}/git/ref/heads/{branch}`). */
export async function branchTip(github: GitHub, repo: string, branch: string): Promise<string> {
  const answer = (await github('GET', `/repos/${repo}/git/ref/heads/${encodeURIComponent(branch)}`)) as {
    object?: { sha?: unknown };
  };
  const sha = answer.object?.sha;
  if (typeof sha !== 'string' || !/^[0-9a-f]{40}$/.test(sha))
    throw new Error(`GitHub named no commit for the tip of ${branch}`);
  return sha;
}

/** Every item of a listing of the REST API, a hundred a page. */
export async function everyPage<T>(github: GitHub, route: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const items = (await github('GET', `${route}${route.includes('?') ? '&' : '?'}per_page=100&page=${page}`)) as T[];
    all.push(...items);
    if (items.length < 100) return all;
  }
}

/** The account the job's `GITHUB_TOKEN` writes as: the comments it wrote are this bot's. */
export const botLogin = 'github-actions[bot]';

/**
 * Creates the pull request's comment, or updates the one the pipeline wrote before; says which.
 * Its own is a comment of the bot (`user.type` `Bot`, the login `bot`) holding the marker: anyone
 * may write the marker into a comment of theirs, which is never edited.
 */
export async function upsertComment(
  github: GitHub,
  repo: string,
  number: number,
  text: string,
  bot = botLogin,
): Promise<string> {
  const body = `${commentMarker}\n${text}`;
  const comments = await everyPage<{ id: number; body?: string; user?: { login?: string; type?: string } | null }>(
    github,
    `/repos/${repo}/issues/${number}/comments`,
  );
  const mine = comments.find(
    (comment) =>
      comment.user?.type === 'Bot' && comment.user.login === bot && comment.body?.includes(commentMarker) === true,
  );
  if (mine) await github('PATCH', `/repos/${repo}/issues/comments/${mine.id}`, { body });
  else await github('POST', `/repos/${repo}/issues/${number}/comments`, { body });
  return `comment ${mine ? 'updated' : 'posted'} on #${number}`;
}

/** The run's page, where a Deployment's log link points. */
export const runUrl = () =>
  process.env.GITHUB_RUN_ID
    ? `${process.env.GITHUB_SERVER_URL ?? 'https://github.com'}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}`
    : undefined;

/**
 * Records a deploy as a GitHub Deployment of `ref` in `environment` (`pr-7`, `production`) with its
 * outcome: the pull request shows "View deployment" for its head, the Environments page lists it.
 */
export async function recordDeployment(
  github: GitHub,
  repo: string,
  {
    ref,
    environment,
    ok,
    url,
    description,
  }: { ref: string; environment: string; ok: boolean; url?: string; description: string },
): Promise<void> {
  const production = environment === 'production';
  const deployment = (await github('POST', `/repos/${repo}/deployments`, {
    ref,
    environment,
    description,
    auto_merge: false,
    required_contexts: [],
    transient_environment: !production,
    production_environment: production,
  })) as { id: number };
  const log = runUrl();
  await github('POST', `/repos/${repo}/deployments/${deployment.id}/statuses`, {
    state: ok ? 'success' : 'failure',
    description: description.slice(0, 140),
    auto_inactive: true,
    ...(ok && url ? { environment_url: url } : {}),
    ...(log ? { log_url: log } : {}),
  });
}

/**
 * Posts a commit status (`POST /repos/{owner}/{repo}/statuses/{sha}`, the job's `statuses: write`):
 * the content editor's "View preview" opens the `target_url` of the status its context names.
 */
export async function postCommitStatus(
  github: GitHub,
  repo: string,
  sha: string,
  status: { state: 'success' | 'failure'; context: string; description: string; target_url?: string },
): Promise<void> {
  await github('POST', `/repos/${repo}/statuses/${sha}`, { ...status, description: status.description.slice(0, 140) });
}

/** Marks every Deployment of a closed preview's environment inactive. */
export async function endDeployments(github: GitHub, repo: string, environment: string): Promise<number> {
  const deployments = await everyPage<{ id: number }>(github, `/repos/${repo}/deployments?environment=${environment}`);
  for (const { id } of deployments) {
    await github('POST', `/repos/${repo}/deployments/${id}/statuses`, {
      state: 'inactive',
      description: 'preview closed',
    });
  }
  return deployments.length;
}

/** Posts a check run on a commit (`POST /repos/{owner}/{repo}/check-runs`, the job's `checks: write`). */
export async function createCheckRun(github: GitHub, repo: string, body: CheckRunBody): Promise<string> {
  const run = (await github('POST', `/repos/${repo}/check-runs`, body)) as
    Partial<components['schemas']['check-run']> | undefined;
  return `check run "${body.name}" posted on ${body.head_sha.slice(0, 7)}${run?.html_url ? `: ${run.html_url}` : ''}`;
}
