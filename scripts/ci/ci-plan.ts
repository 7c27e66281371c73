import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BucketStore,
  edgeOrigins,
  restoreSnapshot,
  SnapshotStore,
  startLocalEdge,
  workerBundle,
} from '@radix/platform';
import { namedPreviewOrigin, originsFile } from '@radix/release-model';
import { parseEvent, workflowRunEventSchema } from './github-events';
import type { GitHub } from './github-api';
import type { Pipeline } from './pipeline';
import { planBuiltPullRequest } from './pipeline-previews';
import { deployParts, reviewPreview, root } from './release-commands';

/**
 * `npm run ci:plan -- --artifact <build> --snapshot <folder> --into <plan> [--review]`: what the
 * keyless `preview-plan` job of `.github/workflows/deploy.yml` runs, from the `workflow_run` of the
 * pull request's build (`GITHUB_EVENT_PATH`). It holds no key of any kind: a sandbox of production
 * (the edge worker in workerd, its two local buckets) is made from the snapshot, the pull request's
 * build is deployed there as its named preview through the whole gate and reviewed (pictures only:
 * a speed audit needs the pages at their own origins), and what the sandbox's previews bucket then
 * holds is written as the plan (`writePlan`) for the `preview` job, which holds the previews' key,
 * to check and copy. The pages name production's origins (the snapshot's `origins.json`);
 * `SITE_REACHED_AT` sends the render's and Chromium's requests for them to the sandbox.
 */

const say = (line: string) => console.log(`ci-plan: ${line}`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A pipeline with no GitHub: the plan job has no token, and nothing it runs may speak for the repository. */
const noGitHub: GitHub = () =>
  Promise.reject(new Error('the plan job holds no token: the preview job speaks to GitHub'));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      artifact: { type: 'string' },
      snapshot: { type: 'string' },
      into: { type: 'string' },
      review: { type: 'boolean' },
    },
    strict: true,
  });
  const file = process.env.GITHUB_EVENT_PATH;
  if (!file || process.env.GITHUB_EVENT_NAME !== 'workflow_run')
    throw new Error('GITHUB_EVENT_NAME (workflow_run) and GITHUB_EVENT_PATH name the event: run in a GitHub workflow');
  if (!values.artifact || !values.snapshot || !values.into)
    throw new Error('usage: npm run ci:plan -- --artifact <build> --snapshot <folder> --into <plan> [--review]');
  const event = parseEvent(workflowRunEventSchema, fs.readFileSync(file, 'utf8'), 'workflow_run event');
  const snapshot = new SnapshotStore(path.resolve(values.snapshot));
  const production = JSON.parse((await snapshot.readText(originsFile)) ?? '{}') as {
    siteOrigin: string;
    previewOrigin: string;
  };
  const port = await freePort();
  const sandbox = edgeOrigins({
    siteOrigin: `http://localhost:${port}`,
    previewOrigin: `http://preview.localhost:${port}`,
  });
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-sandbox-'));
  const edge = await startLocalEdge({
    host: '127.0.0.1',
    port,
    persist: state,
    script: workerBundle(),
    bindings: { SITE_ORIGIN: sandbox.siteOrigin, PREVIEW_ORIGIN: sandbox.previewOrigin, API_ORIGIN: '' },
  });
  try {
    say(
      `sandbox of production at ${sandbox.siteOrigin}: ${await restoreSnapshot(snapshot.dir, new BucketStore(edge.bucket))} objects of the snapshot`,
    );
    const name = `pr-${(JSON.parse(fs.readFileSync(path.join(values.artifact, 'preview.json'), 'utf8')) as { number: number }).number}`;
    const reachedAt = {
      [new URL(production.siteOrigin).origin]: sandbox.siteOrigin,
      [new URL(production.previewOrigin).origin]: sandbox.previewOrigin,
      [namedPreviewOrigin(production.previewOrigin, name)]: namedPreviewOrigin(sandbox.previewOrigin, name),
    };
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SITE_STORE: edge.siteStore,
      PREVIEW_STORE: edge.previewStore,
      SITE_REACHED_AT: JSON.stringify(reachedAt),
    };
    const pipeline: Pipeline = {
      root,
      store: new BucketStore(edge.bucket),
      previews: () => new BucketStore(edge.previewsBucket),
      github: noGitHub,
      say,
      summarize: () => undefined,
      build: () => Promise.reject(new Error("the plan deploys the pull request's build, never builds")),
      deploy: (job) => deployParts(say, job, env),
      review: values.review ? (preview) => reviewPreview(say, preview, { speed: false, env }) : undefined,
    };
    await planBuiltPullRequest(pipeline, event, path.resolve(values.artifact), path.resolve(values.into));
  } finally {
    await edge.dispose();
    fs.rmSync(state, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`ci-plan: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
