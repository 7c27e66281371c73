import { z } from 'zod';
import { deploymentFile } from './layout';
import { parseRecord } from './records';

/** GitHub's REST API: the host a canary's notices are posted to with the Deployments token, unless the worker names another (GitHub Enterprise). */
export const githubApiOrigin = 'https://api.github.com';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * What `deploymentFile` holds: the GitHub Deployment's `statuses_url`, where a canary's notices go.
 * The record is in the bucket, so whoever writes there could name any URL: only a Deployment's
 * statuses (`/repos/<owner>/<repo>/deployments/<id>/statuses`) at `apiOrigin` is taken, and the
 * worker sends its token nowhere else.
 */
export const deploymentRecordSchema = (apiOrigin: string = githubApiOrigin) =>
  z.object({
    statusesUrl: z
      .string()
      .regex(
        new RegExp(`^${escaped(apiOrigin.replace(/\/$/, ''))}/repos/[\\w.-]+/[\\w.-]+/deployments/\\d+/statuses$`),
        `not a Deployment's statuses URL at ${apiOrigin}`,
      ),
  });

export type DeploymentRecord = z.infer<ReturnType<typeof deploymentRecordSchema>>;

/** The text of `deploymentFile` for a Deployment's statuses URL. */
export function formatDeploymentRecord(statusesUrl: string): string {
  return JSON.stringify({ statusesUrl } satisfies DeploymentRecord);
}

/** The record in the text of `deploymentFile`; throws naming the file and what is wrong. */
export function parseDeploymentRecord(text: string, apiOrigin: string = githubApiOrigin): DeploymentRecord {
  return parseRecord(deploymentRecordSchema(apiOrigin), text, deploymentFile);
}
