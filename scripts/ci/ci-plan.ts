import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BucketStore,
  edgeOrigins,
  freePort,
  restoreSnapshot,
  SnapshotStore,
  startLocalEdge,
  workerBundle,
} from '@radix/platform';
import { localNamedPreviewSecret, localPreviewSecret, namedPreviewOrigin, originsFile } from '@radix/release-model';
import { parseEvent, workflowRunEventSchema } from './github-events';
import { planCheckedPush, type PlanPipeline } from './pipeline';
import { planBuiltPullRequest } from './pipeline-previews';
import { buildParts, deployParts, reviewPreview, root } from './release-commands';

/**
 * `npm run ci:plan -- [--artifact <build> [--review]] --snapshot <folder> --into <plan>`: what the
 * keyless plan jobs of `.github/workflows/deploy.yml` run, from their `workflow_run`
 * (`GITHUB_EVENT_PATH`). They hold no key of any kind: a sandbox of production (the edge worker in
 * workerd, its two local buckets) is made from the snapshot, and
 * - of the pull request's build (`--artifact`), that build is deployed there as its named preview
 *   through the whole gate and reviewed (pictures only: a speed audit needs the pages at their own
 *   origins); the sandbox's previews bucket becomes the plan (`writePlan`) the `preview` job copies;
 * - of CI on a push to the default branch, the parts live lags in are built from the checkout and
 *   deployed there, gate and switch; what the sandbox adds becomes the plan (`writeLivePlan`) the
 *   `live` job applies.
 * The pages name production's origins (the snapshot's `origins.json`); `SITE_REACHED_AT` sends the
 * render's and Chromium's requests for them to the sandbox. `--from-builds <folder>` takes a push's
 * builds made earlier, laid out as the repository, instead of building.
 */

const say = (line: string) => console.log(`ci-plan: ${line}`);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      artifact: { type: 'string' },
      snapshot: { type: 'string' },
      into: { type: 'string' },
      review: { type: 'boolean' },
      'from-builds': { type: 'string' },
    },
    strict: true,
  });
  const file = process.env.GITHUB_EVENT_PATH;
  if (!file || process.env.GITHUB_EVENT_NAME !== 'workflow_run')
    throw new Error('GITHUB_EVENT_NAME (workflow_run) and GITHUB_EVENT_PATH name the event: run in a GitHub workflow');
  const event = parseEvent(workflowRunEventSchema, fs.readFileSync(file, 'utf8'), 'workflow_run event');
  const ofPush = event.workflow_run.event === 'push';
  const fromBuilds = values['from-builds'];
  if ((!ofPush && !values.artifact) || !values.snapshot || !values.into)
    throw new Error(
      "usage: npm run ci:plan -- [--artifact <build> [--review]] --snapshot <folder> --into <plan> (the artifact of a pull request's build)",
    );
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
    // The sandbox's own keys, the local defaults the release commands sign with on this machine: none of production's.
    bindings: {
      SITE_ORIGIN: sandbox.siteOrigin,
      PREVIEW_ORIGIN: sandbox.previewOrigin,
      API_ORIGIN: '',
      PREVIEW_SECRET: localPreviewSecret,
      NAMED_PREVIEW_SECRET: localNamedPreviewSecret,
    },
  });
  try {
    say(
      `sandbox of production at ${sandbox.siteOrigin}: ${await restoreSnapshot(snapshot.dir, new BucketStore(edge.bucket))} objects of the snapshot`,
    );
    const reachedAt: Record<string, string> = {
      [new URL(production.siteOrigin).origin]: sandbox.siteOrigin,
      [new URL(production.previewOrigin).origin]: sandbox.previewOrigin,
    };
    if (values.artifact) {
      const { number } = JSON.parse(fs.readFileSync(path.join(values.artifact, 'preview.json'), 'utf8')) as {
        number: number;
      };
      reachedAt[namedPreviewOrigin(production.previewOrigin, `pr-${number}`)] = namedPreviewOrigin(
        sandbox.previewOrigin,
        `pr-${number}`,
      );
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SITE_STORE: edge.siteStore,
      PREVIEW_STORE: edge.previewStore,
      SITE_REACHED_AT: JSON.stringify(reachedAt),
    };
    const pipeline: PlanPipeline = {
      root,
      store: new BucketStore(edge.bucket),
      previews: () => new BucketStore(edge.previewsBucket),
      say,
      build: async (parts) => (fromBuilds ? path.resolve(fromBuilds) : buildParts(say, parts)),
      deploy: (job) => deployParts(say, job, env),
      review: values.review ? (preview) => reviewPreview(say, preview, { speed: false, env }) : undefined,
    };
    const into = path.resolve(values.into);
    if (values.artifact) await planBuiltPullRequest(pipeline, event, path.resolve(values.artifact), into);
    else await planCheckedPush(pipeline, event, snapshot, into);
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
