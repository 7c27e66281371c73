import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { namedPreviewLink, onThisMachine, previewStoreFromEnv, storeFromEnv } from '@radix/platform';
import { previewSecretFrom } from '@radix/release-model';
import { restApi } from './github-api';
import { parseEvent, pullRequestEventSchema, workflowRunEventSchema } from './github-events';
import { applyCheckedPush, type Pipeline } from './pipeline';
import { applyBuiltPullRequest, onClosedPullRequest } from './pipeline-previews';
import { root } from './release-commands';

/**
 * What the deploying jobs of `.github/workflows/deploy.yml` and `.github/workflows/previews.yml`
 * run, from the event that started them (`GITHUB_EVENT_NAME`, `GITHUB_EVENT_PATH`), always with the
 * default branch's code:
 *
 * - `workflow_run` of CI on a push of the default branch's tip, once it passed (`ci-guard.ts`, asked
 *   again here before anything is written): `--plan <folder>`, what the keyless plan job made of the
 *   push (`ci-plan.ts`: the parts live lags in, built and deployed in a sandbox), is checked as data
 *   and applied: its objects copied, `live` switched in one
 *   compare-and-swap on the `live` it was made against (`pipeline.ts`, `applyCheckedPush`);
 * - `workflow_run` of the pull request's build: `--plan <folder>`, what the keyless plan job made of
 *   it (`ci-plan.ts`), is checked as data against the pull request's head and copied into the named
 *   previews' own bucket as preview `pr-<n>`, with its link, comment, Deployment and check run;
 * - `pull_request_target` closed: the preview is closed.
 *
 * It builds nothing, renders nothing and loads no file of a plan. Production is `SITE_STORE`: the
 * bucket (with `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`) for live, the snapshot `npm run
 * snapshot-store` took for a preview (its origins). The named previews' bucket is `PREVIEW_STORE`
 * (with the previews' own credentials in those variables), their links' key `NAMED_PREVIEW_SECRET`,
 * the API `GITHUB_API_URL` with `GITHUB_TOKEN`.
 */

const started = Date.now();
const say = (line: string) => console.log(`ci-deploy: ${line}`);

function summarize(markdown: string): void {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) fs.appendFileSync(file, `${markdown}\n`);
}

async function pipeline(): Promise<Pipeline> {
  const { store } = await storeFromEnv();
  return {
    root,
    store,
    previews: () => previewStoreFromEnv(),
    github: restApi(),
    say,
    summarize,
  };
}

/** The signed link of a named preview: production's preview origin (`SITE_STORE`'s, or its snapshot's), the previews' own secret. */
async function linkOf(name: string): Promise<string> {
  const { origins } = await storeFromEnv();
  const secret = previewSecretFrom(process.env, onThisMachine(previewStoreFromEnv().address), name);
  return namedPreviewLink(origins.previewOrigin, name, secret, new Date());
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { plan: { type: 'string' } },
    strict: true,
  });
  const name = process.env.GITHUB_EVENT_NAME;
  const file = process.env.GITHUB_EVENT_PATH;
  if (!name || !file)
    throw new Error('GITHUB_EVENT_NAME and GITHUB_EVENT_PATH name the event: run in a GitHub workflow');
  const text = fs.readFileSync(file, 'utf8');
  let ok = true;
  if (name === 'workflow_run') {
    const event = parseEvent(workflowRunEventSchema, text, 'workflow_run event');
    if (!values.plan) throw new Error('--plan <folder> names the plan to apply, which npm run ci:plan made');
    const plan = path.resolve(values.plan);
    ok =
      event.workflow_run.event === 'push'
        ? await applyCheckedPush(await pipeline(), event, plan)
        : await applyBuiltPullRequest(await pipeline(), event, plan, linkOf);
  } else if (name === 'pull_request_target' || name === 'pull_request') {
    const event = parseEvent(pullRequestEventSchema, text, `${name} event`);
    if (event.action === 'closed') ok = await onClosedPullRequest(await pipeline(), event);
    else say(`${name} ${event.action}: previews are deployed from the pull request's build`);
  } else say(`${name}: nothing to do`);
  say(`${ok ? 'done' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`ci-deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
