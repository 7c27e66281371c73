import { execFileSync } from 'node:child_process';
import { liveCommits, type SiteStore } from '@radix/platform';
import { deployables, type Deployable } from '@radix/release-model';
import { filesBetween, hasCommit, partsDiffering } from './changed-parts';
import { branchTip, type GitHub } from './github-api';
import type { PushEvent, WorkflowRunEvent } from './github-events';
import type { Review } from './review/types';

/**
 * What the deploying jobs do, from their event, with the store's credentials: the default
 * branch's code, never a pull request's (the previews' jobs: `pipeline-previews.ts`). `ci-deploy.ts`
 * runs it in a workflow; the tests run it in a git repository they make, with fake builds and a
 * fake GitHub.
 */
export interface Pipeline {
  /** The checkout of the default branch, with its history (`fetch-depth: 0`). */
  root: string;
  /** Production: the bucket for a push's deploy; a snapshot of it (read only) for a preview's. */
  store: SiteStore;
  /** The named previews' own bucket (`PREVIEW_STORE`), which the previews' jobs write; opened when a job first needs it. */
  previews: () => SiteStore;
  github: GitHub;
  say: (line: string) => void;
  summarize: (markdown: string) => void;
  /** Builds the parts at the checkout's HEAD; resolves to the folder laid out as the repository, or undefined. */
  build: (parts: Deployable[]) => Promise<string | undefined>;
  /** `npm run deploy -- <parts> --builds <folder> --commit <sha> [--preview <name>]`: one release of them all. */
  deploy: (job: { parts: Deployable[]; builds: string; commit: string; preview?: string }) => Promise<Deployed>;
  /**
   * `npm run review -- --preview <name> --speed --keep`: what the preview changes for visitors, kept
   * with it; undefined when the review could not run (the comment then says so).
   */
  review?: (preview: string) => Promise<Review | undefined>;
}

export interface Deployed {
  ok: boolean;
  /** The preview's signed link, or the last line of a refusal. */
  said: string;
}

export const short = (sha: string) => sha.slice(0, 7);
const head = (root: string) => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();

/**
 * The parts whose sources differ between the commit each live part was built from and `target`,
 * each with why: a part built from an unknown commit, or one this history lacks, is deployed too.
 */
export async function partsBehind(pipeline: Pipeline, target: string): Promise<Map<Deployable, string>> {
  const live = await liveCommits(pipeline.store);
  const behind = new Map<Deployable, string>();
  const differing = new Map<string, Deployable[]>();
  for (const part of deployables) {
    const from = live[part];
    if (!from) behind.set(part, 'built from an unknown commit');
    else if (!hasCommit(pipeline.root, from)) behind.set(part, `built from ${short(from)}, not in this history`);
    else {
      if (!differing.has(from))
        differing.set(from, partsDiffering(pipeline.root, filesBetween(pipeline.root, from, target)));
      if (differing.get(from)?.includes(part)) behind.set(part, `built from ${short(from)}, its sources differ`);
    }
  }
  return behind;
}

/**
 * A push to the default branch: every part whose sources differ between what live runs and the
 * pushed commit is built and deployed as one release, so a run replaced by a newer push, or one
 * that failed, is made good by the next (the desired state is the branch, as a GitOps controller).
 * Only the branch's tip is deployed: a run of an older push (re-run by hand, or started after a
 * newer push) deploys nothing, since the tip's own run deploys all it would have.
 * Its GitHub Deployment is the `live` job's own, in the `production` environment: the pushed
 * commit, the site's address, and the job's outcome as its status.
 */
export async function onPush(
  pipeline: Pipeline,
  event: Pick<PushEvent, 'ref' | 'after' | 'repository'>,
): Promise<boolean> {
  const { say } = pipeline;
  if (event.ref !== `refs/heads/${event.repository.default_branch}`) {
    say(`push to ${event.ref}: only a push to ${event.repository.default_branch} deploys`);
    return true;
  }
  if (head(pipeline.root) !== event.after) throw new Error(`the checkout is not the pushed commit ${event.after}`);
  const tip = await branchTip(pipeline.github, event.repository.full_name, event.repository.default_branch);
  if (tip !== event.after) {
    say(
      `push ${short(event.after)}: ${event.repository.default_branch} is at ${short(tip)} now; its own run deploys it, this one deploys nothing older`,
    );
    return true;
  }
  const behind = await partsBehind(pipeline, event.after);
  if (!behind.size) {
    say(`push ${short(event.after)}: live runs every part's sources of ${short(event.after)}: nothing to deploy`);
    return true;
  }
  const parts = [...behind.keys()];
  say(
    `push ${short(event.after)}: live is behind in ${parts.map((part) => `${part} (${behind.get(part)})`).join(', ')}`,
  );
  const builds = await pipeline.build(parts);
  const result = builds
    ? await pipeline.deploy({ parts, builds, commit: event.after })
    : { ok: false, said: 'the build failed' };
  say(`${parts.join(' ')}: ${result.ok ? 'live, in one switch' : `refused, live unchanged: ${result.said}`}`);
  pipeline.summarize(
    `**Deploy of ${short(event.after)}**: ${parts.join(', ')} ${result.ok ? 'live, as one site release' : `refused, the live site is unchanged: ${result.said}`}`,
  );
  return result.ok;
}

/**
 * CI finished on a push: only once it passed on that commit is the push deployed (`onPush`), and
 * only a push to the default branch; a failed or cancelled run deploys nothing.
 */
export async function onCheckedPush(pipeline: Pipeline, event: WorkflowRunEvent): Promise<boolean> {
  const run = event.workflow_run;
  if (run.event !== 'push' || run.conclusion !== 'success' || run.head_branch === null) {
    pipeline.say(
      `CI ${run.conclusion ?? 'unfinished'} on ${run.event} ${short(run.head_sha)}: only a push whose CI passed deploys`,
    );
    return true;
  }
  return onPush(pipeline, { ref: `refs/heads/${run.head_branch}`, after: run.head_sha, repository: event.repository });
}
