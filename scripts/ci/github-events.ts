import { z } from 'zod';
import { deployableSchema } from '@radix/release-model';

/**
 * The events GitHub Actions hands the pipeline's jobs (`GITHUB_EVENT_PATH`), checked with zod for
 * the fields the pipeline reads. They are the webhook payloads; what a push changed is asked of git,
 * never of an event (a push's commits carry no lists of files in Actions).
 */

const sha = z.string().regex(/^[0-9a-f]{40}$/, 'a full commit id is expected');
const repository = z.object({ full_name: z.string().min(1), default_branch: z.string().min(1) });

export const pullRequestEventSchema = z.object({
  action: z.string().min(1),
  number: z.number().int().positive(),
  pull_request: z.object({
    head: z.object({ sha, repo: z.object({ full_name: z.string() }).nullable() }),
    base: z.object({ sha }),
  }),
  repository,
});
export type PullRequestEvent = z.infer<typeof pullRequestEventSchema>;

/**
 * A run of another workflow finished: the pull request's build (the job that deploys its artifact is
 * started by it) or CI on a push (the job that deploys live is, once it passed).
 */
export const workflowRunEventSchema = z.object({
  action: z.string().min(1),
  workflow_run: z.object({
    id: z.number().int().positive(),
    /** The workflow's name: `CI` on a push, whose success lets the push deploy; `Pull request build`. */
    name: z.string().min(1),
    // A run of a push names its branch; null for a tag's or a deleted branch's.
    head_branch: z.string().nullable(),
    event: z.string().min(1),
    conclusion: z.string().nullable(),
    head_sha: sha,
    /** The workflow file the run ran: `.github/workflows/ci.yml` (a branch's own workflow may share another's name). */
    path: z.string().min(1),
    // A fork's repository; null when it was deleted.
    head_repository: z.object({ full_name: z.string().min(1) }).nullable(),
    html_url: z.string().url(),
  }),
  repository,
});
export type WorkflowRunEvent = z.infer<typeof workflowRunEventSchema>;

/** A pull request as `GET /repos/{owner}/{repo}/pulls/{number}` answers, the fields the deploy job checks. */
export const pullRequestSchema = z.object({
  number: z.number().int().positive(),
  state: z.string(),
  head: z.object({ sha, repo: z.object({ full_name: z.string() }).nullable() }),
});

/**
 * What the pull request's build (run without secrets) hands on with its builds, in `preview.json`
 * at the artifact's root: which pull request, which commit, which parts it built.
 */
export const previewBuildSchema = z.object({
  number: z.number().int().positive(),
  head: sha,
  parts: z.array(deployableSchema),
});
export type PreviewBuild = z.infer<typeof previewBuildSchema>;

/** Parses an event's JSON text with its schema; throws naming the event and the first field that is wrong. */
export function parseEvent<T>(schema: z.ZodType<T>, text: string, what: string): T {
  const parsed = schema.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(
    `the ${what} is not what GitHub sends: ${issue?.path.join('.') || 'the whole event'}: ${issue?.message}`,
  );
}
