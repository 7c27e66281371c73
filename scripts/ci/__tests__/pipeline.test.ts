import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import {
  type BucketStore,
  buildFolders,
  deployCurrentBuilds,
  deployParts,
  DeployRefused,
  liveCommits,
  liveSite,
  type LivePlan,
  planObjectsAtMost,
  readHistory,
  readPreview,
  namedPreviewLink,
  releasesReport,
  restoreSnapshot,
  rollback,
  SnapshotStore,
  takeSnapshot,
  type SiteStore,
} from '@radix/platform';
import {
  deployables,
  localNamedPreviewSecret,
  previewReviewKey,
  type PreviewRecord,
  type Deployable,
  verifyPreviewToken,
} from '@radix/release-model';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
import {
  everyObject,
  fakeBuild,
  fakeContext,
  namedPreviewContext,
  type Recorder,
  useStore,
} from '../../../platform/src/release/__tests__/fixtures';
import { packageOf } from '../changed-parts';
import { parseEvent, pullRequestEventSchema, workflowRunEventSchema } from '../github-events';
import { applyCheckedPush, type Pipeline, type PlanPipeline, planCheckedPush } from '../pipeline';
import { applyBuiltPullRequest, onClosedPullRequest, planBuiltPullRequest } from '../pipeline-previews';
import { writePreviewArtifact } from '../preview-artifact';
import { keepReview, reviewFile } from '../review/keep';
import { reviewPage } from '../review/review-page';
import { reviewWidths, slugOf } from '../review/review';
import { allRoutes } from '@radix/site-kit/routes';
import type { Review } from '../review/types';
import { actionsCiRun, actionsPullRequestClosed, actionsWorkflowRun } from '../../../harness/github-payloads';

/**
 * The pipeline in a real git repository the test makes (the workspace's own package.json files,
 * commits that touch parts), fed the events in the shape Actions delivers, deploying through the
 * real release commands into a bucket of the local edge; builds are small fakes made from each
 * part's files at the commit, GitHub a recorder. The reconcile scenario's output is printed.
 */
const workspace = path.resolve(__dirname, '..', '..', '..');
const git = (repo: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' },
  }).trim();

function makeRepository(dir: string): string {
  const repo = path.join(dir, 'repo');
  fs.mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'config', 'user.email', 'ci@radixsoftech.example');
  git(repo, 'config', 'user.name', 'CI');
  const folders = JSON.parse(fs.readFileSync(path.join(workspace, 'package.json'), 'utf8')).workspaces as string[];
  for (const file of ['package.json', 'package-lock.json', ...folders.map((folder) => `${folder}/package.json`)]) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.copyFileSync(path.join(workspace, file), path.join(repo, file));
  }
  for (const part of deployables)
    write(repo, { [`${packageOf(part)}/src/text`]: `${part} one`, [`${packageOf(part)}/contract`]: '1' });
  commit(repo, {}, 'the site');
  return repo;
}

function write(repo: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
}

function commit(repo: string, files: Record<string, string>, message: string): string {
  write(repo, files);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

/** Fake builds of `parts` from their files at the checkout, laid out as the repository. */
function buildAt(repo: string, dir: string, parts: readonly Deployable[]): string {
  const builds = fs.mkdtempSync(path.join(dir, 'builds-'));
  for (const part of parts) {
    const read = (file: string) => fs.readFileSync(path.join(repo, packageOf(part), file), 'utf8');
    const made = path.dirname(
      fakeBuild(builds, part, { text: read('src/text'), contractVersion: Number(read('contract')) }).web,
    );
    fs.renameSync(made, path.join(builds, packageOf(part)));
  }
  return builds;
}

interface FakeGitHub {
  calls: { method: string; route: string; body?: unknown }[];
  heads: Record<number, string>;
}

/** What `npm run review -- --keep` leaves: a review of every route, one of them changed, its page, pictures and `review.json` kept with the preview. */
async function reviewInStore(store: SiteStore, name: string, dir: string): Promise<Review> {
  const out = fs.mkdtempSync(path.join(dir, 'review-'));
  const routes = allRoutes.flatMap(({ path: route }) =>
    reviewWidths.map((width) => {
      const stem = `${slugOf(route)}-${width}`;
      const changed = route === '/privacypolicy';
      return {
        route,
        width,
        changed,
        changedPixels: changed ? 900 : 0,
        share: changed ? 0.001 : 0,
        resized: false,
        files: { before: `${stem}-before.png`, after: `${stem}-after.png`, diff: `${stem}-diff.png` },
      };
    }),
  );
  const review: Review = {
    before: { label: 'live', origin: 'http://localhost' },
    after: { label: name, origin: 'http://pr' },
    routes,
  };
  for (const entry of routes)
    for (const file of Object.values(entry.files)) fs.writeFileSync(path.join(out, file), 'png');
  fs.writeFileSync(path.join(out, 'index.html'), reviewPage(review));
  fs.writeFileSync(path.join(out, reviewFile), JSON.stringify(review));
  const site = (await readPreview(store, name))?.site ?? '';
  await keepReview(store, name, site, out);
  return review;
}

describe('the pipeline, from git and the events Actions delivers', () => {
  const current = useStore('bucket');
  const sandboxStores = useStore('bucket');
  let dir: string;
  let repo: string;
  let recorder: Recorder;
  let github: FakeGitHub;
  let pipeline: Pipeline;
  let context: ReturnType<typeof fakeContext>;
  let buildFails = false;
  const printed: string[] = [];
  const say = (line: string) => printed.push(`ci-deploy: ${line}`);

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-'));
    repo = makeRepository(dir);
    recorder = { renders: [], browserRuns: [] };
    context = fakeContext(current(), recorder);
    github = { calls: [], heads: {} };
    const first = buildAt(repo, dir, deployables);
    await deployCurrentBuilds(
      { ...context, skipBrowserCheck: true },
      (part) => buildFolders(part, undefined, first),
      git(repo, 'rev-parse', 'HEAD'),
    );
    const under = current();
    pipeline = {
      root: repo,
      store: under.store,
      previews: () => under.previews as SiteStore,
      say,
      summarize: () => undefined,
      github: async (method, route, body) => {
        github.calls.push({ method, route, body });
        if (route === '/repos/radix/site/git/ref/heads/main')
          return { ref: 'refs/heads/main', object: { type: 'commit', sha: git(repo, 'rev-parse', 'main') } };
        const pull = /\/pulls\/(\d+)$/.exec(route)?.[1];
        if (pull)
          return {
            number: Number(pull),
            state: 'open',
            head: { sha: github.heads[Number(pull)], repo: { full_name: 'radix/site' } },
          };
        return method === 'GET' ? [] : { id: github.calls.length };
      },
    };
  }, 60_000);

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const ciRun = (at: string, options: Parameters<typeof actionsCiRun>[1] = {}) =>
    parseEvent(workflowRunEventSchema, JSON.stringify(actionsCiRun(at, options)), 'workflow_run event');
  const liveCommitOf = async (part: Deployable) => (await liveCommits(pipeline.store))[part];

  /**
   * A keyless plan job's pipeline: a sandbox (another local edge's buckets, emptied) restored from a
   * snapshot of production, where builds are made, deployed and reviewed; no GitHub.
   */
  async function sandboxPipeline(): Promise<{ planner: PlanPipeline; snapshot: SnapshotStore }> {
    const sandbox = sandboxStores();
    await Promise.all([sandbox.store.remove(''), sandbox.previews?.remove('')]);
    const taken = path.join(fs.mkdtempSync(path.join(dir, 'snapshot-')), 'taken');
    await takeSnapshot(pipeline.store, taken);
    await restoreSnapshot(taken, sandbox.store as BucketStore);
    const inSandbox = fakeContext(sandbox, recorder);
    const planner: PlanPipeline = {
      root: repo,
      store: sandbox.store,
      previews: () => sandbox.previews as SiteStore,
      say,
      build: async (parts) => (buildFails ? undefined : buildAt(repo, dir, parts)),
      deploy: async ({ parts, builds, commit: at, preview }) => {
        const folders = Object.fromEntries(parts.map((part) => [part, buildFolders(part, undefined, builds)]));
        try {
          const result = await deployParts(preview ? namedPreviewContext(inSandbox, sandbox) : inSandbox, folders, {
            commit: at,
            ...(preview ? { kind: 'named-preview', name: preview } : { kind: 'live' }),
          });
          return { ok: true, said: result.previewUrl ?? `live ${result.site.id}` };
        } catch (error) {
          if (error instanceof DeployRefused) return { ok: false, said: error.message.split('\n')[0] ?? '' };
          throw error;
        }
      },
      review: async (name) => reviewInStore(sandbox.previews as SiteStore, name, dir),
    };
    return { planner, snapshot: new SnapshotStore(taken) };
  }

  /** CI passed on `at` (or as `options` say): the plan job plans it in a sandbox, the live job applies the plan. */
  async function deployPush(at: string, options: Parameters<typeof actionsCiRun>[1] = {}) {
    const event = ciRun(at, options);
    const { planner, snapshot } = await sandboxPipeline();
    const planned = path.join(fs.mkdtempSync(path.join(dir, 'plan-')), 'plan');
    await planCheckedPush(planner, event, snapshot, planned);
    return applyCheckedPush(pipeline, event, planned);
  }
  /** Pull request #7 on `branch`, changing legal's text: its build's run, and the plan a sandbox made of it. */
  async function planLegalPreview(branch: string, text: string) {
    git(repo, 'checkout', '-q', '-b', branch);
    const head = commit(repo, { 'mfe-legal/src/text': text }, 'Terms');
    const artifact = path.join(dir, 'artifact');
    writePreviewArtifact(buildAt(repo, dir, ['legal']), { number: 7, head, parts: ['legal'] }, artifact);
    git(repo, 'checkout', '-q', 'main');
    github.heads[7] = head;
    const built = parseEvent(workflowRunEventSchema, JSON.stringify(actionsWorkflowRun(head)), 'workflow_run event');
    const planned = path.join(dir, 'plan');
    await planBuiltPullRequest((await sandboxPipeline()).planner, built, artifact, planned);
    return { built, planned };
  }

  const link = (name: string) =>
    namedPreviewLink('http://preview.localhost:9080', name, localNamedPreviewSecret, new Date());

  it('reconciles live with main: a merge deploys its part; a replaced run and a failed one are made good by the next; a contract bump goes live and back in one switch', async () => {
    const base = git(repo, 'rev-parse', 'HEAD');
    printed.push('$ a merge that changes the services copy');
    const services = commit(repo, { 'mfe-services/src/text': 'services two' }, 'Services: the new copy');
    expect(await deployPush(services)).toBe(true);
    expect(await liveCommitOf('services')).toBe(services);
    expect(await liveCommitOf('legal')).toBe(base);

    printed.push('$ two merges; the run of the first is replaced by the second before it starts');
    commit(repo, { 'mfe-legal/src/text': 'legal two' }, 'Legal: the new terms');
    const forms = commit(repo, { 'mfe-forms/src/text': 'forms two' }, 'Forms: a new field label');
    const before = (await readHistory(pipeline.store)).length;
    expect(await deployPush(forms)).toBe(true);
    const switched = (await readHistory(pipeline.store)).slice(before);
    expect(switched).toHaveLength(1);
    expect(switched[0]?.parts).toEqual({ legal: expect.any(String), forms: expect.any(String) });
    for (const part of ['legal', 'forms'] as const) expect(await liveCommitOf(part)).toBe(forms);
    expect(await liveCommitOf('services')).toBe(services);

    printed.push('$ the same push run again');
    expect(await deployPush(forms)).toBe(true);
    expect(await readHistory(pipeline.store)).toHaveLength(before + 1);

    printed.push('$ a run of an older push, after a newer one went live');
    const olderRun = (await readHistory(pipeline.store)).length;
    git(repo, 'checkout', '-q', services);
    expect(await deployPush(services)).toBe(true);
    git(repo, 'checkout', '-q', 'main');
    expect(await readHistory(pipeline.store)).toHaveLength(olderRun);
    for (const part of ['legal', 'forms'] as const) expect(await liveCommitOf(part)).toBe(forms);
    expect(printed.at(-1)).toContain(`main is at ${forms.slice(0, 7)} now`);

    printed.push('$ a merge whose run fails (its build breaks), then the next merge');
    const products = commit(repo, { 'mfe-products/src/text': 'products two' }, 'Products: the new copy');
    buildFails = true;
    expect(await deployPush(products)).toBe(false);
    buildFails = false;
    expect(await liveCommitOf('products')).toBe(base);
    const terms = commit(repo, { 'mfe-legal/src/text': 'legal three' }, 'Legal: a fix to the terms');
    expect(await deployPush(terms)).toBe(true);
    for (const part of ['products', 'legal'] as const) expect(await liveCommitOf(part)).toBe(terms);
    const beforeBump = (await readHistory(pipeline.store)).at(-1)?.site;

    printed.push('$ a contract bump: the shell and every remote against contract version 2, and site-kit');
    const bump = commit(
      repo,
      {
        'libs/site-kit/src/contract-version.ts': 'export const contractVersion = 2;',
        ...Object.fromEntries(deployables.map((part) => [`${packageOf(part)}/contract`, '2'])),
      },
      'Contract 2: the islands carry their props',
    );
    expect(await deployPush(bump)).toBe(true);
    const bumped = (await readHistory(pipeline.store)).slice(before + 2);
    expect(bumped.map((entry) => Object.keys(entry.parts ?? {}))).toEqual([[...deployables]]);
    const renders = recorder.renders.length;
    const back = await rollback({ ...context, log: (line) => printed.push(line) }, deployables);
    expect(back.id).toBe(beforeBump);
    expect(recorder.renders).toHaveLength(renders);
    printed.push('$ npm run releases -- services', await releasesReport(pipeline.store, ['services']));
    console.log(printed.join('\n'));
  }, 120_000);

  it('deploys a push to main only once CI on it passed, and never over a live that moved since its plan', async () => {
    const base = git(repo, 'rev-parse', 'HEAD');
    const legal = commit(repo, { 'mfe-legal/src/text': 'legal two' }, 'Legal: the new terms');
    printed.length = 0;
    expect(await deployPush(legal, { conclusion: 'failure' })).toBe(true);
    expect(await deployPush(legal, { branch: 'footer-copy' })).toBe(true);
    // A tag named main on a branch's commit: its run's head branch is the tag's name.
    git(repo, 'checkout', '-q', '-b', 'tagged', base);
    const tagged = commit(repo, { 'mfe-legal/src/text': 'legal by a tag' }, 'A tag named main');
    git(repo, 'checkout', '-q', 'main');
    expect(await deployPush(tagged, { branch: 'main' })).toBe(true);
    expect(await deployPush(base, { attempt: 2 })).toBe(true);
    expect([...new Set(printed)]).toEqual([
      `ci-deploy: CI failure on push ${legal.slice(0, 7)}: only a push whose CI passed deploys`,
      "ci-deploy: the run's head is footer-copy: only a push to main deploys",
      `ci-deploy: the run is of ${tagged.slice(0, 7)}, which is not in main's history (at ${legal.slice(0, 7)}): a tag or another ref named main deploys nothing`,
      `ci-deploy: the run is of ${base.slice(0, 7)}, an older commit of main (at ${legal.slice(0, 7)} when this run began): a re-run of an older CI run or one a newer push replaced deploys nothing; main's own run deploys it`,
    ]);
    expect(await liveCommitOf('legal')).toBe(base);

    const { planner, snapshot } = await sandboxPipeline();
    const planned = path.join(dir, 'plan');
    expect(await planCheckedPush(planner, ciRun(legal), snapshot, planned)).toMatchObject({
      parts: ['legal'],
      passed: true,
    });
    expect(await liveCommitOf('legal')).toBe(base);
    const moved = fakeBuild(dir, 'services', { text: 'services moved on meanwhile' });
    const meanwhile = await deployParts(
      { ...context, log: () => undefined },
      { services: moved },
      { kind: 'live', commit: legal },
    );
    await expect(applyCheckedPush(pipeline, ciRun(legal), planned)).rejects.toThrow(
      /^live moved to site-\S+ meanwhile/,
    );
    expect((await pipeline.store.pointer('live'))?.site).toBe(meanwhile.site.id);
    expect(await liveCommitOf('legal')).toBe(base);

    expect(await deployPush(legal)).toBe(true);
    expect(await liveCommitOf('legal')).toBe(legal);
  }, 90_000);

  it("refuses a live plan whose live is a site release it does not hold with the gate's mark, or that lists more than a plan may hold, before reading its files", async () => {
    const legal = commit(repo, { 'mfe-legal/src/text': 'legal two' }, 'Legal: the new terms');
    const { planner, snapshot } = await sandboxPipeline();
    const planned = path.join(dir, 'plan');
    const plan = await planCheckedPush(planner, ciRun(legal), snapshot, planned);
    const to = plan?.to ?? '';
    const live = await pipeline.store.pointer('live');
    const changed = (change: (plan: LivePlan) => LivePlan) => {
      const copy = fs.mkdtempSync(path.join(dir, 'changed-'));
      fs.cpSync(planned, copy, { recursive: true });
      const read = JSON.parse(fs.readFileSync(path.join(copy, 'plan.json'), 'utf8')) as LivePlan;
      fs.writeFileSync(path.join(copy, 'plan.json'), JSON.stringify(change(read)));
      return copy;
    };
    const elsewhere = changed((read) => ({ ...read, to: 'site-000000000000' }));
    await expect(applyCheckedPush(pipeline, ciRun(legal), elsewhere)).rejects.toThrow(
      "refused: the plan switches live to site-000000000000, which it does not hold whole with the gate's passed mark (gate.json), nor production",
    );
    const ungated = changed((read) => {
      const gate = `sites/${to}/gate.json`;
      return { ...read, objects: read.objects.filter((object) => object.key !== gate) };
    });
    fs.rmSync(path.join(ungated, 'objects', 'sites', to, 'gate.json'));
    await expect(applyCheckedPush(pipeline, ciRun(legal), ungated)).rejects.toThrow(
      `refused: the plan switches live to ${to}, which it does not hold whole with the gate's passed mark (gate.json), nor production`,
    );
    const many = changed((read) => ({
      ...read,
      objects: Array.from({ length: planObjectsAtMost + 1 }, (_, index) => ({
        key: `releases/legal/20260101T000000Z-aaaaaa/${index}.js`,
        sha256: sha256(''),
        bytes: 0,
      })),
    }));
    await expect(applyCheckedPush(pipeline, ciRun(legal), many)).rejects.toThrow(
      `refused: the plan lists ${planObjectsAtMost + 1} objects, more than the ${planObjectsAtMost} a plan may hold`,
    );
    expect(await pipeline.store.pointer('live')).toEqual(live);
    expect(await applyCheckedPush(pipeline, ciRun(legal), planned)).toBe(true);
    expect((await pipeline.store.pointer('live'))?.site).toBe(to);
  }, 90_000);

  it("a pull request that changes two parts gets one preview of both, planned in a sandbox without keys and applied by the previews' job; the apply refuses a plan that is not its head", async () => {
    const main = git(repo, 'rev-parse', 'HEAD');
    git(repo, 'checkout', '-q', '-b', 'footer-copy');
    const head = commit(
      repo,
      { 'mfe-products/src/text': 'products two', 'mfe-legal/src/text': 'legal two' },
      'Footer copy',
    );
    const artifact = path.join(dir, 'artifact');
    writePreviewArtifact(
      buildAt(repo, dir, ['products', 'legal']),
      { number: 7, head, parts: ['products', 'legal'] },
      artifact,
    );
    git(repo, 'checkout', '-q', 'main');
    github.heads[7] = head;
    const built = parseEvent(workflowRunEventSchema, JSON.stringify(actionsWorkflowRun(head)), 'workflow_run event');
    const production = await everyObject(pipeline.store);
    const planned = path.join(dir, 'plan');
    const { planner: sandbox } = await sandboxPipeline();
    expect(await planBuiltPullRequest(sandbox, built, artifact, planned)).toMatchObject({
      passed: true,
      review: 'kept',
    });
    expect(await readPreview(pipeline.previews(), 'pr-7')).toBeUndefined();
    expect(await applyBuiltPullRequest(pipeline, built, planned, link)).toBe(true);
    expect(await everyObject(pipeline.store)).toEqual(production);
    const record = await readPreview(pipeline.previews(), 'pr-7');
    const reviewKey = previewReviewKey('pr-7', record?.site ?? '');
    expect(await pipeline.previews().readText(`${reviewKey}/index.html`)).toContain('Site review');
    const checkRun = github.calls.find((call) => call.route === '/repos/radix/site/check-runs');
    expect(checkRun?.body).toMatchObject({
      name: 'site review',
      head_sha: head,
      status: 'completed',
      conclusion: 'neutral',
    });
    const comment = github.calls.find(
      (call) => call.route === '/repos/radix/site/issues/7/comments' && call.method === 'POST',
    );
    expect((comment?.body as { body: string }).body).toMatch(
      /<img src="http:\/\/pr-7\.[^"]*\/_review\/privacypolicy-375-diff\.png\?preview-token=[^"]+"/,
    );
    const token = /\?preview-token=([^"&)]+)/.exec((comment?.body as { body: string }).body)?.[1];
    expect(await verifyPreviewToken(token, localNamedPreviewSecret, { preview: 'pr-7' })).toMatchObject({
      preview: 'pr-7',
    });
    expect(record?.parts.map(({ part }) => part)).toEqual(['products', 'legal']);
    expect(record?.verdict).toBe('passed');
    const deployment = github.calls.find((call) => call.route === '/repos/radix/site/deployments');
    expect(deployment?.body).toEqual(
      expect.objectContaining({ ref: head, environment: 'pr-7', transient_environment: true }),
    );
    const status = github.calls.find((call) => call.route.endsWith('/statuses'));
    expect(status?.body).toEqual(
      expect.objectContaining({ state: 'success', environment_url: expect.stringContaining('pr-7.') }),
    );
    // The content editor's "View preview": a commit status on the head whose context holds `deploy`.
    const commitStatus = github.calls.find((call) => call.route === `/repos/radix/site/statuses/${head}`);
    expect(commitStatus?.body).toEqual(
      expect.objectContaining({ state: 'success', context: expect.stringContaining('deploy') }),
    );
    expect((commitStatus?.body as { target_url: string }).target_url).toBe(
      (status?.body as { environment_url: string }).environment_url,
    );

    git(repo, 'checkout', '-q', 'footer-copy');
    github.heads[7] = commit(repo, { 'mfe-legal/src/text': 'legal three' }, 'Footer copy, again');
    git(repo, 'checkout', '-q', 'main');
    await expect(applyBuiltPullRequest(pipeline, built, planned, link)).rejects.toThrow(
      `refused: the artifact was built from ${head.slice(0, 7)}, the head of #7 is ${github.heads[7].slice(0, 7)}`,
    );
    const forged = parseEvent(workflowRunEventSchema, JSON.stringify(actionsWorkflowRun(main)), 'workflow_run event');
    await expect(planBuiltPullRequest(sandbox, forged, artifact, path.join(dir, 'forged'))).rejects.toThrow(
      /^refused: the artifact says/,
    );
    await expect(applyBuiltPullRequest(pipeline, forged, planned, link)).rejects.toThrow(/^refused: the artifact says/);
    expect((await readPreview(pipeline.previews(), 'pr-7'))?.site).toBe(record?.site);

    const closed = parseEvent(pullRequestEventSchema, JSON.stringify(actionsPullRequestClosed(7, head, main)), 'event');
    expect(await onClosedPullRequest(pipeline, closed)).toBe(true);
    expect(await readPreview(pipeline.previews(), 'pr-7')).toBeUndefined();
    expect(await pipeline.previews().readText(`${reviewKey}/index.html`)).toBeUndefined();
  }, 180_000);

  it("refuses a plan whose objects are not what it lists, or that writes what is not the preview's", async () => {
    const { built, planned } = await planLegalPreview('terms', 'legal two');
    const plan = JSON.parse(fs.readFileSync(path.join(planned, 'plan.json'), 'utf8')) as {
      objects: { key: string; sha256: string; bytes: number }[];
    };
    const tampered = (change: (dir: string) => void) => {
      const copy = fs.mkdtempSync(path.join(dir, 'tampered-'));
      fs.cpSync(planned, copy, { recursive: true });
      change(copy);
      return copy;
    };
    const manifest = plan.objects.find((object) => object.key.endsWith('/mf-manifest.json'))?.key ?? '';
    const changedFile = tampered((copy) => fs.appendFileSync(path.join(copy, 'objects', manifest), ' '));
    await expect(applyBuiltPullRequest(pipeline, built, changedFile, link)).rejects.toThrow(
      `refused: the plan holds ${manifest} other than it lists`,
    );
    const writesLive = tampered((copy) => {
      fs.writeFileSync(path.join(copy, 'objects', 'live'), 'site-000000000000');
      const listed = {
        ...plan,
        objects: [...plan.objects, { key: 'live', sha256: sha256('site-000000000000'), bytes: 17 }],
      };
      fs.writeFileSync(path.join(copy, 'plan.json'), JSON.stringify(listed));
    });
    await expect(applyBuiltPullRequest(pipeline, built, writesLive, link)).rejects.toThrow(
      "refused: the plan live is not a named preview's to write",
    );
    const unlisted = tampered((copy) => fs.writeFileSync(path.join(copy, 'objects', 'releases', 'stray'), 'x'));
    await expect(applyBuiltPullRequest(pipeline, built, unlisted, link)).rejects.toThrow(
      'refused: the plan holds releases/stray, which it does not list',
    );
    expect(await readPreview(pipeline.previews(), 'pr-7')).toBeUndefined();
    expect(github.calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 120_000);

  it("refuses a preview's plan that writes a live release's id, a release its record does not name or another site release, naming the key; one over its caps before reading its files; and an object the previews' bucket holds already with other bytes", async () => {
    const { built, planned } = await planLegalPreview('poison', 'legal poisoned');
    const live = await liveSite(pipeline.store);
    const liveShell = `releases/shell/${live.releases.shell}`;
    const recordKey = 'previews/pr-7/preview.json';
    /** A copy of the plan changed by `change` (its objects folder and record), listed again with every object's hash. */
    const forged = (change: (objects: string, record: PreviewRecord) => void) => {
      const copy = fs.mkdtempSync(path.join(dir, 'forged-'));
      fs.cpSync(planned, copy, { recursive: true });
      const objects = path.join(copy, 'objects');
      const record = JSON.parse(fs.readFileSync(path.join(objects, recordKey), 'utf8')) as PreviewRecord;
      change(objects, record);
      fs.writeFileSync(path.join(objects, recordKey), JSON.stringify(record));
      const plan = JSON.parse(fs.readFileSync(path.join(copy, 'plan.json'), 'utf8')) as { objects: unknown[] };
      plan.objects = (fs.readdirSync(objects, { recursive: true, encoding: 'utf8' }) as string[])
        .filter((file) => fs.statSync(path.join(objects, file)).isFile())
        .map((key) => {
          const body = fs.readFileSync(path.join(objects, key), 'utf8');
          return { key, sha256: sha256(body), bytes: Buffer.byteLength(body) };
        });
      fs.writeFileSync(path.join(copy, 'plan.json'), JSON.stringify(plan));
      return copy;
    };
    const poison = (objects: string) => {
      fs.mkdirSync(path.join(objects, liveShell, 'web'), { recursive: true });
      fs.writeFileSync(path.join(objects, liveShell, 'web', 'main.js'), 'alert("pull request A")');
    };
    const ownsLiveShell = forged((objects, record) => {
      poison(objects);
      record.parts.push({ part: 'shell', release: live.releases.shell });
    });
    await expect(applyBuiltPullRequest(pipeline, built, ownsLiveShell, link)).rejects.toThrow(
      `refused: the plan writes ${liveShell}/web/main.js, of a release production holds: a preview writes only the releases its own build made`,
    );
    await expect(applyBuiltPullRequest(pipeline, built, forged(poison), link)).rejects.toThrow(
      `refused: the plan writes ${liveShell}/web/main.js, of a release its record does not name as its own`,
    );
    const otherSite = forged((objects) => {
      fs.mkdirSync(path.join(objects, 'sites', live.id), { recursive: true });
      fs.writeFileSync(path.join(objects, 'sites', live.id, 'site.json'), '{}');
    });
    await expect(applyBuiltPullRequest(pipeline, built, otherSite, link)).rejects.toThrow(
      `refused: the plan writes sites/${live.id}/site.json, of a site release its record does not name`,
    );

    // Counted and sized from plan.json, before a file is read: the objects listed are not even there.
    const listing = (objects: { key: string; sha256: string; bytes: number }[]) => {
      const copy = forged(() => undefined);
      const plan = JSON.parse(fs.readFileSync(path.join(copy, 'plan.json'), 'utf8')) as { objects: unknown[] };
      fs.writeFileSync(path.join(copy, 'plan.json'), JSON.stringify({ ...plan, objects }));
      return copy;
    };
    const many = Array.from({ length: planObjectsAtMost + 1 }, (_, index) => ({
      key: `releases/legal/20260101T000000Z-aaaaaa/${index}.js`,
      sha256: sha256(''),
      bytes: 0,
    }));
    await expect(applyBuiltPullRequest(pipeline, built, listing(many), link)).rejects.toThrow(
      `refused: the plan lists ${planObjectsAtMost + 1} objects, more than the ${planObjectsAtMost} a plan may hold`,
    );
    const big = [
      { key: 'releases/legal/20260101T000000Z-aaaaaa/big.js', sha256: sha256(''), bytes: 201 * 1024 * 1024 },
    ];
    await expect(applyBuiltPullRequest(pipeline, built, listing(big), link)).rejects.toThrow(
      'refused: the plan is over 200 MB',
    );
    expect(await readPreview(pipeline.previews(), 'pr-7')).toBeUndefined();
    expect(await pipeline.previews().readText(`${liveShell}/web/main.js`)).toBeUndefined();

    // One of the preview's own objects written before, behind the apply's back: refused, its record not written.
    const plan = JSON.parse(fs.readFileSync(path.join(planned, 'plan.json'), 'utf8')) as { objects: { key: string }[] };
    const own = plan.objects.find((object) => object.key.startsWith('releases/legal/'))?.key ?? '';
    await (pipeline.previews() as BucketStore).putBytes(own, new TextEncoder().encode('written before'));
    await expect(applyBuiltPullRequest(pipeline, built, planned, link)).rejects.toThrow(
      `refused: ${own} is in the previews' bucket already, other than the plan holds it: a preview's objects are its own`,
    );
    expect(await readPreview(pipeline.previews(), 'pr-7')).toBeUndefined();
    // The same bytes there already (a run of the same plan cut short) are the plan's own: it applies.
    await (pipeline.previews() as BucketStore).putBytes(own, fs.readFileSync(path.join(planned, 'objects', own)));
    expect(await applyBuiltPullRequest(pipeline, built, planned, link)).toBe(true);
    expect(await readPreview(pipeline.previews(), 'pr-7')).toEqual(expect.objectContaining({ verdict: 'passed' }));
  }, 120_000);

  it('a pull request that changes no part leaves an artifact naming none, and its deploy job says so and deploys nothing', async () => {
    git(repo, 'checkout', '-q', '-b', 'readme');
    const head = commit(repo, { 'docs/notes.md': 'a note' }, 'A note');
    const artifact = path.join(dir, 'artifact');
    writePreviewArtifact(repo, { number: 9, head, parts: [] }, artifact);
    git(repo, 'checkout', '-q', 'main');
    github.heads[9] = head;
    const built = parseEvent(workflowRunEventSchema, JSON.stringify(actionsWorkflowRun(head)), 'workflow_run event');
    const before = await pipeline.store.pointer('live');
    printed.length = 0;
    const planned = path.join(dir, 'plan');
    expect(await planBuiltPullRequest((await sandboxPipeline()).planner, built, artifact, planned)).toMatchObject({
      parts: [],
    });
    expect(await applyBuiltPullRequest(pipeline, built, planned, link)).toBe(true);
    expect(printed).toEqual([
      `ci-deploy: #9 at ${head.slice(0, 7)} changes no part: nothing to preview`,
      `ci-deploy: #9 at ${head.slice(0, 7)} changes no part: nothing to preview`,
    ]);
    expect(await readPreview(pipeline.previews(), 'pr-9')).toBeUndefined();
    expect(await pipeline.store.pointer('live')).toEqual(before);
  }, 60_000);
});
