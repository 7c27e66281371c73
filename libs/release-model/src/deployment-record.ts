import { z } from 'zod';
import { deploymentFile } from './layout';
import { parseRecord } from './records';

/** What `deploymentFile` holds: the GitHub Deployment's `statuses_url`, where a canary's notices go. */
export const deploymentRecordSchema = z.object({ statusesUrl: z.url({ protocol: /^https?$/ }) });

export type DeploymentRecord = z.infer<typeof deploymentRecordSchema>;

/** The text of `deploymentFile` for a Deployment's statuses URL. */
export function formatDeploymentRecord(statusesUrl: string): string {
  return JSON.stringify({ statusesUrl } satisfies DeploymentRecord);
}

/** The record in the text of `deploymentFile`; throws naming the file and what is wrong. */
export function parseDeploymentRecord(text: string): DeploymentRecord {
  return parseRecord(deploymentRecordSchema, text, deploymentFile);
}
