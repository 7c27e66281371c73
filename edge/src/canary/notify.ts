import {
  type Canary,
  canaryPolicy,
  type CanaryPolicy,
  deadlineOf,
  deploymentFile,
  keys,
  parseDeploymentRecord,
  stagesOf,
} from '@radix/release-model';
import type { R2Bucket } from '@cloudflare/workers-types';
import type { Judged } from './bindings';

/** The worker's settings for notices (secrets: a webhook's URL is its credential). */
export interface NoticeSettings {
  /** A chat tool's incoming webhook (Slack's, or one taking its `{ "text": … }` body). */
  NOTIFY_URL?: string;
  /** A GitHub token allowed to write Deployments' statuses, for a canary that names its Deployment. */
  DEPLOYMENTS_TOKEN?: string;
  /** GitHub's REST API that Deployments' statuses are posted to: `https://api.github.com` unless set (GitHub Enterprise). */
  GITHUB_API_URL?: string;
}

/** What the team is told: a rollback, or a stage held past its deadline for want of page views. */
export interface Notice {
  kind: 'rollback' | 'held';
  text: string;
  /** The same in a Deployment status's 140 characters. */
  description: string;
}

/** The last notice posted, so a stage held for hours is said once, not every minute. */
export const noticeKey = 'canary-notice.json';

/** The notice a judged run calls for, if any. */
export function noticeOf(
  judged: Judged,
  canary: Canary,
  stable: string,
  now: number,
  policy: CanaryPolicy = canaryPolicy,
): Notice | undefined {
  if (judged.outcome !== 'judged') return undefined;
  const { decision } = judged;
  const what = `Canary of ${canary.name} ${canary.release} (${canary.site})`;
  if (decision.kind === 'rollback')
    return {
      kind: 'rollback',
      text: `${what} rolled back at ${new Date(now).toISOString()}: ${decision.reason}. Every visitor is on ${stable} again; a deploy or promote of ${canary.release} now needs --force.`,
      description: `rolled back: ${decision.reason}`.slice(0, 140),
    };
  const stage = stagesOf(canary, policy)[canary.stage];
  const due = stage ? Date.parse(canary.stageStartedAt) + deadlineOf(stage, policy) : Infinity;
  if (decision.kind !== 'wait' || now < due) return undefined;
  return {
    kind: 'held',
    text: `${what} is held at ${canary.weight}% of new visitors, past its stage's deadline (${new Date(due).toISOString()}): ${decision.reason}`,
    description: `held at ${canary.weight}% past its deadline: ${decision.reason}`.slice(0, 140),
  };
}

/** Where the canary's GitHub Deployment takes statuses, if its deploy named one, or what is wrong with that record. */
async function deploymentOf(
  bucket: R2Bucket,
  canary: Canary,
  apiOrigin: string | undefined,
): Promise<{ statusesUrl?: string; problem?: string }> {
  const text = await (await bucket.get(`${keys.site(canary.id)}/${deploymentFile}`))?.text();
  if (text === undefined) return {};
  try {
    return parseDeploymentRecord(text, apiOrigin);
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`notice: ${new URL(url).host} answered ${answer.status}`);
}

/**
 * Posts the notice of a judged run where the team looks: the webhook of `NOTIFY_URL`, and the
 * canary's GitHub Deployment when its deploy named one (`failure` on a rollback, `in_progress` while
 * held: GitHub's deployment status states), once per canary, stage and kind. Answers the run as it was.
 */
export async function notify(
  env: { SITE: R2Bucket } & NoticeSettings,
  judged: Judged,
  running: { canary: Canary; stable: string; now: number; policy?: CanaryPolicy },
): Promise<Judged> {
  const notice = noticeOf(judged, running.canary, running.stable, running.now, running.policy);
  if (!notice) return judged;
  const said = { canary: running.canary.site, stage: running.canary.stage, kind: notice.kind };
  if ((await (await env.SITE.get(noticeKey))?.text()) === JSON.stringify(said)) return judged;
  const deployment = await deploymentOf(env.SITE, running.canary, env.GITHUB_API_URL);
  if (env.NOTIFY_URL)
    await post(env.NOTIFY_URL, {
      text: deployment.problem ? `${notice.text} (${deployment.problem}; its Deployment is not told)` : notice.text,
    });
  const { statusesUrl } = deployment;
  if (statusesUrl && env.DEPLOYMENTS_TOKEN)
    await post(
      statusesUrl,
      { state: notice.kind === 'rollback' ? 'failure' : 'in_progress', description: notice.description },
      {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${env.DEPLOYMENTS_TOKEN}`,
        'X-GitHub-Api-Version': '2022-11-28',
        'User-Agent': 'radix-site-edge',
      },
    );
  await env.SITE.put(noticeKey, JSON.stringify(said));
  return judged;
}
