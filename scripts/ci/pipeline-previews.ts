import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { closePreview, listPreviews } from '@radix/platform';
import { filesBetween, hasCommit, mergeBase, partsDiffering } from './changed-parts';
import { createCheckRun, endDeployments, recordDeployment, upsertComment } from './github-api';
import {
  parseEvent,
  previewBuildSchema,
  pullRequestSchema,
  type PullRequestEvent,
  type WorkflowRunEvent,
} from './github-events';
import { type Pipeline, short } from './pipeline';
import { checkRunBody, reviewMarkdown } from './review/pull-request';
import { reviewPath } from '@radix/release-model';

/**
 * The preview jobs of the pipeline: a pull request's build (made without secrets) checked and
 * deployed as its one named preview, and its preview closed with it.
 */

/** Refuses an artifact that is not the pull request's head as it is now, or not what that head changes. */
async function checkArtifact(pipeline: Pipeline, event: WorkflowRunEvent, dir: string) {
  const built = parseEvent(previewBuildSchema, fs.readFileSync(path.join(dir, 'preview.json'), 'utf8'), 'artifact');
  const repo = event.repository.full_name;
  const pr = pullRequestSchema.parse(await pipeline.github('GET', `/repos/${repo}/pulls/${built.number}`));
  const problem =
    built.head !== event.workflow_run.head_sha
      ? `the artifact says ${short(built.head)}, the run built ${short(event.workflow_run.head_sha)}`
      : built.head !== pr.head.sha
        ? `the artifact was built from ${short(built.head)}, the head of #${pr.number} is ${short(pr.head.sha)}`
        : pr.head.repo?.full_name !== event.workflow_run.head_repository?.full_name
          ? `the run came from ${event.workflow_run.head_repository?.full_name}, #${pr.number} from ${pr.head.repo?.full_name}`
          : undefined;
  if (problem) throw new Error(`refused: ${problem}`);
  // The default branch's checkout fetches the pull request's commits to see what they change.
  if (!hasCommit(pipeline.root, built.head))
    execFileSync('git', ['fetch', '--no-tags', 'origin', `refs/pull/${built.number}/head`], { cwd: pipeline.root });
  const base = mergeBase(pipeline.root, 'HEAD', built.head);
  const parts = partsDiffering(pipeline.root, filesBetween(pipeline.root, base, built.head));
  if (parts.join() !== built.parts.join())
    throw new Error(
      `refused: #${pr.number} changes ${parts.join(', ') || 'no part'}, the artifact holds ${built.parts.join(', ')}`,
    );
  return { built, open: pr.state === 'open' };
}

/**
 * The pull request's build finished (without secrets): its artifact, checked against the pull
 * request's head, is deployed as one named preview `pr-<number>` holding every part it changes.
 */
export async function onBuiltPullRequest(pipeline: Pipeline, event: WorkflowRunEvent, dir: string): Promise<boolean> {
  const { say } = pipeline;
  if (event.workflow_run.event !== 'pull_request' || event.workflow_run.conclusion !== 'success') {
    say(`the build ${event.workflow_run.conclusion ?? 'did not finish'}: nothing to preview`);
    return true;
  }
  const { built, open } = await checkArtifact(pipeline, event, dir);
  if (!open) {
    say(`#${built.number} is closed: nothing to preview`);
    return true;
  }
  if (!built.parts.length) {
    say(`#${built.number} at ${short(built.head)} changes no part: nothing to preview`);
    return true;
  }
  const name = `pr-${built.number}`;
  say(`#${built.number} at ${short(built.head)} changes ${built.parts.join(', ')}: deploying them as preview ${name}`);
  const result = await pipeline.deploy({ parts: built.parts, builds: dir, commit: built.head, preview: name });
  say(`${name}: ${result.ok ? result.said : `refused: ${result.said}`}`);
  const review = result.ok ? await reviewOf(pipeline, name, built.head, event.repository.full_name, result.said) : '';
  const text = [
    `**Preview \`${name}\` of ${short(built.head)}**: ${built.parts.join(', ')} composed with the live site as one candidate, checked by the gate (contract, render, Chromium):`,
    '',
    result.ok ? `[open the preview](${result.said})` : `refused: ${result.said}`,
    '',
    'The link sets a cookie and is valid for 7 days. A preview never goes live itself: once this pull request is merged, the default branch builds and deploys it.',
    ...(review ? ['', review] : []),
  ].join('\n');
  pipeline.summarize(text);
  const repo = event.repository.full_name;
  say(await upsertComment(pipeline.github, repo, built.number, text));
  await recordDeployment(pipeline.github, repo, {
    ref: built.head,
    environment: name,
    ok: result.ok,
    ...(result.ok ? { url: result.said } : {}),
    description: `${built.parts.join(', ')} ${result.ok ? 'previewed' : 'refused'}`,
  });
  return result.ok;
}

/**
 * The review of a deployed preview (`npm run review`, kept with it): its part of the comment, and
 * the check run \`site review\` on the pull request's head. The pictures are linked on the preview's
 * host with the token of its link (the one the comment shows already).
 */
async function reviewOf(pipeline: Pipeline, name: string, head: string, repo: string, link: string): Promise<string> {
  if (!pipeline.review) return '';
  const review = await pipeline.review(name);
  if (!review) return "The review of what visitors would see change could not run: the job's log says why.";
  const url = new URL(link);
  const fileLink = (file: string) => `${url.origin}${reviewPath}${file}${url.search}`;
  const body = checkRunBody(review, { headSha: head, detailsUrl: fileLink('index.html'), at: new Date() });
  pipeline.say(await createCheckRun(pipeline.github, repo, body));
  return reviewMarkdown(review, fileLink);
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
