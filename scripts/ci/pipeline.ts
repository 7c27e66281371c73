import {
  applyLivePlan,
  type BucketStore,
  type LivePlan,
  liveCommits,
  readLivePlan,
  type SiteStore,
  type SnapshotStore,
  writeLivePlan,
} from '@radix/platform';
import { deployables, type Deployable } from '@radix/release-model';
import { filesBetween, hasCommit, partsDiffering } from './changed-parts';
import { checkoutFacts, whyNotDeploy } from './ci-guard';
import { branchTip, type GitHub } from './github-api';
import type { WorkflowRunEvent } from './github-events';
import type { Review } from './review/types';

/**
 * What the pipeline's jobs work with. The plan jobs (`PlanPipeline`, `ci-plan.ts`) hold no key: they
 * build, deploy in a sandbox of production and review, and run the pull request's or the pushed
 * commit's code; the jobs that hold a key (`Pipeline`, `ci-deploy.ts`) run the default branch's
 * code on the plans as data and speak to GitHub. The tests run both in a git repository they make,
 * with fake builds and a fake GitHub.
 */
export interface Pipeline {
  /** The checkout of the default branch, with its history (`fetch-depth: 0`). */
  root: string;
  /** Production (a plan job's: its sandbox, restored from a snapshot; a preview's apply: the snapshot). */
  store: SiteStore;
  /** The named previews' own bucket (`PREVIEW_STORE`; a plan job's: its sandbox's); opened when a job first needs it. */
  previews: () => SiteStore;
  github: GitHub;
  say: (line: string) => void;
  summarize: (markdown: string) => void;
}

/** What a plan job does that a job with a key never does: build, deploy and review, in its sandbox. */
export interface PlanPipeline extends Omit<Pipeline, 'github' | 'summarize'> {
  /** Builds the parts at the checkout's HEAD; resolves to the folder laid out as the repository, or undefined. */
  build: (parts: Deployable[]) => Promise<string | undefined>;
  /** `npm run deploy -- <parts> --builds <folder> --commit <sha> [--preview <name>]`: one release of them all. */
  deploy: (job: { parts: Deployable[]; builds: string; commit: string; preview?: string }) => Promise<Deployed>;
  /**
   * `npm run review -- --preview <name> --keep`: what the preview changes for visitors, kept with it;
   * undefined when the review could not run (the comment then says so).
   */
  review?: (preview: string) => Promise<Review | undefined>;
}

export interface Deployed {
  ok: boolean;
  /** The preview's signed link, or the last line of a refusal. */
  said: string;
}

export const short = (sha: string) => sha.slice(0, 7);

/**
 * The parts whose sources differ between the commit each live part was built from and `target`,
 * each with why: a part built from an unknown commit, or one this history lacks, is deployed too.
 */
export async function partsBehind(
  pipeline: Pick<Pipeline, 'root' | 'store'>,
  target: string,
): Promise<Map<Deployable, string>> {
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
 * The commit a finished run of CI deploys: the default branch's commit this job checked out, when
 * the run is a push of it that passed (`ci-guard.ts`, `whyNotDeploy`), else nothing: a failed or
 * cancelled run, another branch's push, a tag, another workflow, an older commit. The desired state
 * is the branch, as a GitOps controller's: every part whose sources differ between what live runs
 * and that commit is deployed as one release, so a run replaced by a newer push, or one that
 * failed, is made good by the next.
 */
function pushToDeploy(
  pipeline: Pick<Pipeline, 'root' | 'say'>,
  event: WorkflowRunEvent,
  tip?: string,
): string | undefined {
  const why = whyNotDeploy(event, { ...checkoutFacts(pipeline.root, event.workflow_run.head_sha), tip });
  if (why) {
    pipeline.say(why);
    return undefined;
  }
  return event.workflow_run.head_sha;
}

/** The parts live lags in at `commit`, each said with why. */
async function behindAt(pipeline: Pick<Pipeline, 'root' | 'store' | 'say'>, commit: string): Promise<Deployable[]> {
  const behind = await partsBehind(pipeline, commit);
  const parts = [...behind.keys()];
  pipeline.say(
    parts.length
      ? `push ${short(commit)}: live is behind in ${parts.map((part) => `${part} (${behind.get(part)})`).join(', ')}`
      : `push ${short(commit)}: live runs every part's sources of ${short(commit)}: nothing to deploy`,
  );
  return parts;
}

/**
 * The plan of a push CI passed on, made in a job that holds no key: the parts live lags in, built
 * from the checkout and deployed in a sandbox of production (the pipeline's store, restored from
 * `snapshot`) through the whole gate; what the sandbox then holds that the snapshot did not, and
 * the `live` it switched to, written into `into` (`writeLivePlan`) for the job with production's key.
 */
export async function planCheckedPush(
  pipeline: PlanPipeline,
  event: WorkflowRunEvent,
  snapshot: SnapshotStore,
  into: string,
): Promise<LivePlan | undefined> {
  const commit = pushToDeploy(pipeline, event);
  if (!commit) return undefined;
  const parts = await behindAt(pipeline, commit);
  const summary = { head: commit, parts, madeAt: new Date().toISOString() };
  if (!parts.length)
    return writeLivePlan(pipeline.store as BucketStore, snapshot, into, {
      ...summary,
      passed: true,
      said: 'nothing to deploy',
    });
  const builds = await pipeline.build(parts);
  const result = builds ? await pipeline.deploy({ parts, builds, commit }) : { ok: false, said: 'the build failed' };
  pipeline.say(`${parts.join(' ')}: ${result.ok ? 'passed the gate in the sandbox' : `refused: ${result.said}`}`);
  return writeLivePlan(pipeline.store as BucketStore, snapshot, into, {
    ...summary,
    passed: result.ok,
    said: result.said,
  });
}

/**
 * The plan of a push, applied by the job that holds production's key and runs none of it: refused
 * unless the push is still the default branch's tip (a run of an older push deploys nothing older:
 * the tip's own run deploys all it would have) and live still lags in exactly the plan's parts;
 * then its objects are copied and `live` switched in one compare-and-swap on the `live` the plan was
 * made against, under the store's lease. Its GitHub Deployment is the `live` job's own, in the
 * `production` environment: the commit, the site's address, the job's outcome.
 */
export async function applyCheckedPush(pipeline: Pipeline, event: WorkflowRunEvent, dir: string): Promise<boolean> {
  const { say } = pipeline;
  const { full_name: repo, default_branch: branch } = event.repository;
  const commit = pushToDeploy(pipeline, event, await branchTip(pipeline.github, repo, branch));
  if (!commit) return true;
  const plan = await readLivePlan(dir, commit, pipeline.store);
  const parts = await behindAt(pipeline, commit);
  if (parts.join() !== plan.parts.join())
    throw new Error(
      `refused: live moved since the plan: it lags in ${parts.join(', ') || 'no part'} now, the plan deploys ${plan.parts.join(', ') || 'none'}; the next run plans again`,
    );
  if (!parts.length) return true;
  if (!plan.passed) {
    say(`${parts.join(' ')}: refused, live unchanged: ${plan.said}`);
    pipeline.summarize(
      `**Deploy of ${short(commit)}**: ${parts.join(', ')} refused, the live site is unchanged: ${plan.said}`,
    );
    return false;
  }
  const letGo = await pipeline.store.lock();
  try {
    const written = await applyLivePlan(plan, dir, pipeline.store as BucketStore);
    say(`${parts.join(' ')}: ${written} objects copied, live, in one switch`);
  } finally {
    await letGo();
  }
  pipeline.summarize(`**Deploy of ${short(commit)}**: ${parts.join(', ')} live, as one site release`);
  return true;
}
