import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  applyPlan,
  type BucketStore,
  closePreview,
  type DeployPlan,
  listPreviews,
  liveSite,
  type PlanSummary,
  planObjectPath,
  readPlan,
  readPlanSummary,
  writePlan,
} from '@radix/platform';
import { filesBetween, hasCommit, mergeBase, partsDiffering } from './changed-parts';
import { previewStatusContext } from '../../admin/src/preview-status';
import { createCheckRun, endDeployments, postCommitStatus, recordDeployment, upsertComment } from './github-api';
import {
  parseEvent,
  type PreviewBuild,
  previewBuildSchema,
  pullRequestSchema,
  type PullRequestEvent,
  type WorkflowRunEvent,
} from './github-events';
import { type Pipeline, type PlanPipeline, short } from './pipeline';
import { reviewFile } from './review/keep';
import { decideReview, readReview } from './review/checked';
import { checkRunBody, markdownText, reviewMarkdown, unreadReviewBody } from './review/pull-request';
import type { Review } from './review/types';
import { previewKey, reviewPath } from '@radix/release-model';

/**
 * The preview jobs of the pipeline: a pull request's build (made without secrets) checked and
 * deployed as its one named preview in a sandbox by a job without keys (the plan), the plan checked
 * and copied into the previews' bucket by the job with their key (the apply), and its preview closed
 * with it.
 */

/** What the pull request's build hands on (`preview.json`): which pull request, which commit, which parts. */
const readBuild = (dir: string) =>
  parseEvent(previewBuildSchema, fs.readFileSync(path.join(dir, 'preview.json'), 'utf8'), 'artifact');

/** The parts the pull request's head changes since it left the default branch, fetched from the repository when the checkout lacks it. */
function partsChangedBy(pipeline: Pick<Pipeline, 'root'>, number: number, head: string) {
  if (!hasCommit(pipeline.root, head))
    execFileSync('git', ['fetch', '--no-tags', 'origin', `refs/pull/${number}/head`], { cwd: pipeline.root });
  return partsDiffering(pipeline.root, filesBetween(pipeline.root, mergeBase(pipeline.root, 'HEAD', head), head));
}

/** Refuses what a job was handed unless it is what the run built and what that commit changes. */
function refuseUnlessBuilt(pipeline: Pick<Pipeline, 'root'>, event: WorkflowRunEvent, built: PreviewBuild): void {
  if (built.head !== event.workflow_run.head_sha)
    throw new Error(
      `refused: the artifact says ${short(built.head)}, the run built ${short(event.workflow_run.head_sha)}`,
    );
  const parts = partsChangedBy(pipeline, built.number, built.head);
  if (parts.join() !== built.parts.join())
    throw new Error(
      `refused: #${built.number} changes ${parts.join(', ') || 'no part'}, the artifact holds ${built.parts.join(', ')}`,
    );
}

/** Refuses a build that is not the pull request's head as it is now; resolves to whether the pull request is open. */
async function refuseUnlessHead(pipeline: Pipeline, event: WorkflowRunEvent, built: PreviewBuild): Promise<boolean> {
  const repo = event.repository.full_name;
  const pr = pullRequestSchema.parse(await pipeline.github('GET', `/repos/${repo}/pulls/${built.number}`));
  const problem =
    built.head !== pr.head.sha
      ? `the artifact was built from ${short(built.head)}, the head of #${pr.number} is ${short(pr.head.sha)}`
      : pr.head.repo?.full_name !== event.workflow_run.head_repository?.full_name
        ? `the run came from ${event.workflow_run.head_repository?.full_name}, #${pr.number} from ${pr.head.repo?.full_name}`
        : undefined;
  if (problem) throw new Error(`refused: ${problem}`);
  return pr.state === 'open';
}

const builtBy = (event: WorkflowRunEvent) =>
  event.workflow_run.event === 'pull_request' && event.workflow_run.conclusion === 'success';

/**
 * The plan of a pull request's preview, made in a job that holds no key: the pull request's build
 * (`dir`), checked against the run, is deployed as its one named preview `pr-<number>` in a sandbox
 * of production (the pipeline's stores: production's snapshot under the sandbox's previews bucket),
 * through the whole gate, and reviewed; what the sandbox's previews bucket then holds is written
 * into `into` as data (`writePlan`) for the job that holds the previews' key. Resolves to the plan,
 * or undefined when there is nothing to preview.
 */
export async function planBuiltPullRequest(
  pipeline: PlanPipeline,
  event: WorkflowRunEvent,
  dir: string,
  into: string,
): Promise<PlanSummary | undefined> {
  const { say } = pipeline;
  if (!builtBy(event)) {
    say(`the build ${event.workflow_run.conclusion ?? 'did not finish'}: nothing to preview`);
    return undefined;
  }
  const built = readBuild(dir);
  refuseUnlessBuilt(pipeline, event, built);
  const name = `pr-${built.number}`;
  const basedOn = (await liveSite(pipeline.store)).id;
  const summary = { name, number: built.number, head: built.head, parts: built.parts, basedOn };
  if (!built.parts.length) {
    say(`#${built.number} at ${short(built.head)} changes no part: nothing to preview`);
    const plan = {
      ...summary,
      madeAt: new Date().toISOString(),
      passed: true,
      said: 'changes no part',
      review: 'not asked' as const,
    };
    await writePlan(pipeline.previews() as BucketStore, pipeline.store, into, plan);
    return plan;
  }
  say(`#${built.number} at ${short(built.head)} changes ${built.parts.join(', ')}: deploying them as preview ${name}`);
  const result = await pipeline.deploy({ parts: built.parts, builds: dir, commit: built.head, preview: name });
  say(`${name}: ${result.ok ? 'passed the gate' : `refused: ${result.said}`}`);
  const reviewed = result.ok && pipeline.review ? await pipeline.review(name) : undefined;
  const review: PlanSummary['review'] =
    !result.ok || !pipeline.review ? 'not asked' : reviewed ? 'kept' : 'could not run';
  if (review === 'could not run')
    say('the review of what visitors would see change could not run: the log above says why');
  const plan = {
    ...summary,
    madeAt: new Date().toISOString(),
    passed: result.ok,
    said: result.ok ? 'passed' : result.said,
    review,
  };
  await writePlan(pipeline.previews() as BucketStore, pipeline.store, into, plan);
  say(`the plan of ${name} is in ${into}`);
  return plan;
}

/** The review a plan holds (`npm run review -- --keep` kept it with the preview), if one ran: its `review.json` and the folder it is in. */
function keptReview(plan: DeployPlan): { key: string; folder: string } | undefined {
  const kept = plan.objects.find(
    (object) => object.key.startsWith(`${previewKey(plan.name)}/review/`) && object.key.endsWith(`/${reviewFile}`),
  );
  return kept && { key: kept.key, folder: kept.key.slice(0, -reviewFile.length) };
}

/**
 * The plan of a pull request's preview, made without keys, checked and applied by the job that
 * holds the previews' key (and nothing of production's): the plan is read as data and refused unless
 * it is the run's build, the pull request's head and what that head changes, with every object as
 * listed (`readPlan`); it is then copied into the previews' bucket (`applyPlan`), and the link, signed
 * with the previews' own secret, goes into the summary, the pull request's comment, a Deployment and,
 * with its review, the check run `site review`, and the commit status the content editor's "View
 * preview" reads. Nothing of the plan is run.
 */
export async function applyBuiltPullRequest(
  pipeline: Pipeline,
  event: WorkflowRunEvent,
  dir: string,
  link: (name: string) => Promise<string>,
): Promise<boolean> {
  const { say } = pipeline;
  if (!builtBy(event)) {
    say(`the build ${event.workflow_run.conclusion ?? 'did not finish'}: nothing to preview`);
    return true;
  }
  const summary = readPlanSummary(dir);
  const built = { number: summary.number, head: summary.head, parts: summary.parts };
  refuseUnlessBuilt(pipeline, event, built);
  const open = await refuseUnlessHead(pipeline, event, built);
  if (!open) {
    say(`#${built.number} is closed: nothing to preview`);
    return true;
  }
  if (!built.parts.length) {
    say(`#${built.number} at ${short(built.head)} changes no part: nothing to preview`);
    return true;
  }
  const name = `pr-${built.number}`;
  const plan = await readPlan(dir, name, pipeline.store);
  const written = await applyPlan(plan, dir, pipeline.previews() as BucketStore);
  say(`${name}: ${written} of the plan's ${plan.objects.length} objects copied into the previews' bucket`);
  const said = plan.passed ? await link(name) : plan.said;
  say(`${name}: ${plan.passed ? said : `refused: ${said}`}`);
  const repo = event.repository.full_name;
  const review = plan.passed ? await reviewOf(pipeline, plan, dir, repo, said) : '';
  const text = [
    `**Preview \`${name}\` of ${short(built.head)}**: ${built.parts.join(', ')} composed with the live site as one candidate, checked by the gate (contract, render, Chromium) in a job that holds no key:`,
    '',
    plan.passed ? `[open the preview](${said})` : `refused: ${markdownText(said)}`,
    '',
    'The link sets a cookie and is valid for 7 days. A preview never goes live itself: once this pull request is merged, the default branch builds and deploys it.',
    ...(review ? ['', review] : []),
  ].join('\n');
  pipeline.summarize(text);
  say(await upsertComment(pipeline.github, repo, built.number, text));
  await recordDeployment(pipeline.github, repo, {
    ref: built.head,
    environment: name,
    ok: plan.passed,
    ...(plan.passed ? { url: said } : {}),
    description: `${built.parts.join(', ')} ${plan.passed ? 'previewed' : 'refused'}`,
  });
  await postCommitStatus(pipeline.github, repo, built.head, {
    state: plan.passed ? 'success' : 'failure',
    context: previewStatusContext,
    description: `${name}: ${built.parts.join(', ')} ${plan.passed ? 'previewed' : 'refused'}`,
    ...(plan.passed ? { target_url: said } : {}),
  });
  return plan.passed;
}

/**
 * The review of a deployed preview, the plan's: its part of the comment, and the check run
 * \`site review\` on the pull request's head. The review is data a job without keys made: read with
 * its schema, checked against the plan's files and the default branch's routes, its conclusion
 * decided here (`review/checked.ts`); one that cannot be read fails the check, saying why. The
 * pictures are linked on the preview's host with the token of its link (the one the comment shows already).
 */
async function reviewOf(
  pipeline: Pipeline,
  plan: DeployPlan,
  dir: string,
  repo: string,
  link: string,
): Promise<string> {
  if (plan.review === 'not asked') return '';
  const kept = keptReview(plan);
  if (!kept) return "The review of what visitors would see change could not run: the plan job's log says why.";
  const url = new URL(link);
  const fileLink = (file: string) => `${url.origin}${reviewPath}${file}${url.search}`;
  const run = { headSha: plan.head, detailsUrl: fileLink('index.html'), at: new Date() };
  let review: Review;
  try {
    review = readReview(fs.readFileSync(planObjectPath(dir, kept.key), 'utf8'));
  } catch (error) {
    const why = (error as Error).message;
    pipeline.say(why);
    pipeline.say(await createCheckRun(pipeline.github, repo, unreadReviewBody(why, run)));
    return `The review the plan holds could not be read, so its check fails: ${markdownText(why)}.`;
  }
  const pictures = new Set(
    plan.objects
      .filter((object) => object.key.startsWith(kept.folder))
      .map((object) => object.key.slice(kept.folder.length)),
  );
  const decided = decideReview(review, { pictures });
  pipeline.say(await createCheckRun(pipeline.github, repo, checkRunBody(decided.review, run, decided.problems)));
  return reviewMarkdown(decided.review, fileLink, decided.problems);
}

/** A pull request closed: its preview is closed, its Deployments marked inactive, and the comment says so. */
export async function onClosedPullRequest(pipeline: Pipeline, event: PullRequestEvent): Promise<boolean> {
  const name = `pr-${event.number}`;
  const repo = event.repository.full_name;
  const previews = pipeline.previews();
  const held = (await listPreviews(previews)).some((record) => record.name === name);
  if (held) await closePreview(previews, name);
  const ended = await endDeployments(pipeline.github, repo, name);
  pipeline.say(held ? `closed preview ${name} (${ended} deployment(s) inactive)` : `#${event.number} had no preview`);
  const text = held ? `The preview of this pull request was closed (${name}).` : 'This pull request had no preview.';
  pipeline.summarize(text);
  if (held) pipeline.say(await upsertComment(pipeline.github, repo, event.number, text));
  return true;
}
