import { execFileSync } from 'node:child_process';
import { liveCommits, type SiteStore } from '@radix/platform';
import { deployables, type Deployable } from '@radix/release-model';
import { filesBetween, hasCommit, partsDiffering } from './changed-parts';
import type { GitHub } from './github-api';
import type { PushEvent } from './github-events';
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
  store: SiteStore;
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
 * Its GitHub Deployment is the `live` job's own, in the `production` environment: the pushed
 * commit, the site's address, and the job's outcome as its status.
 */
export async function onPush(pipeline: Pipeline, event: PushEvent): Promise<boolean> {
  const { say } = pipeline;
  if (event.ref !== `refs/heads/${event.repository.default_branch}`) {
    say(`push to ${event.ref}: only a push to ${event.repository.default_branch} deploys`);
    return true;
  }
  if (head(pipeline.root) !== event.after) throw new Error(`the checkout is not the pushed commit ${event.after}`);
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
