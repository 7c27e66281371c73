import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { BucketStore, localBucketCredentials, localPreviewsCredentials, readPreview } from '@radix/platform';
import { expiresIn, previewCookieName, signPreviewToken } from '@radix/release-model';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { runnerOf } from './support/runner';
import { buildVariant, changedSentence, replaceInSource } from './support/delivery-build';
import { previewsBucketOf, requestAt, startDeploySite, textAt, type DeploySite } from './support/deploy-site';
import { runScript } from '../harness/processes';
import { routes } from './support/site';
import { testPort } from '../harness/ports';
import { actionsCiRun, actionsPullRequestClosed, actionsWorkflowRun } from '../harness/github-payloads';
import { runJob } from '../harness/workflow-jobs';
import { huntingCode, huntReports, huntReportsRead, secretsFound } from './support/secret-hunt';

/**
 * Named previews at the edge, and each team's pipeline against it: the jobs of the previews workflow
 * as its file lists them (each a machine of its own, `harness/workflow-jobs.ts`), or its scripts
 * (`npm run ci:plan`, `npm run ci:deploy`), with the events Actions delivers, a pull request's head
 * made as a commit of this repository, stand-ins for the environments' secrets, and a stand-in for
 * GitHub's REST API.
 */
const root = path.resolve(__dirname, '..');
const port = testPort(8460);
let site: DeploySite;
let store: BucketStore;
/** The secrets the deploy jobs hold, stand-ins: each a value found nowhere else. */
const secrets = {
  NAMED_PREVIEW_SECRET: `stand-in-named-preview-secret-${randomUUID()}`,
  PREVIEW_SECRET: `stand-in-preview-secret-${randomUUID()}`,
  GITHUB_TOKEN: `stand-in-token-${randomUUID()}`,
  'the production bucket key': localBucketCredentials.secretAccessKey,
  "the previews' bucket key": localPreviewsCredentials.secretAccessKey,
};
const previewsWorkflow = path.join(root, '.github', 'workflows', 'previews.yml');

/** The services list's copy the pull request changes, and the module reading it, where its code hunts. */
const servicesFile = '../content/services-overview.yml';
const servicesModule = 'features/catalog/content/services-overview.ts';
const servicesText = changedSentence('mfe-services', servicesFile, 'Previewed by the services team.');
const productsFile = '../content/products.yml';
const productsText = changedSentence('mfe-products', productsFile, 'Previewed by the products team.', 'description');
/** The folder a variant's build is in, laid out as the repository (`<folder>/mfe-services/dist`). */
const buildsOf = (dist: string) => path.dirname(path.dirname(dist));

const hostOf = (name: string) => `http://${name}.preview.localhost:${port}`;

/** What the stand-in for GitHub was asked, and the comments it keeps. */
interface FakeGitHub {
  url: string;
  calls: string[];
  comments: { id: number; body: string; user: { login: string; type: string } }[];
  /** The head commit `GET /pulls/101` answers. */
  head: string;
  /** The commit main points at, as `GET /git/ref/heads/main` answers. */
  main: string;
  deployments: { environment: string; statuses: { state: string; environment_url?: string }[] }[];
  close: () => Promise<void>;
}

async function startFakeGitHub(): Promise<FakeGitHub> {
  const fake: FakeGitHub = {
    url: '',
    calls: [],
    comments: [],
    head: '',
    main: '',
    deployments: [],
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { pathname } = new URL(request.url ?? '/', 'http://github');
      fake.calls.push(`${request.method} ${pathname}`);
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.headers.authorization !== `Bearer ${secrets.GITHUB_TOKEN}`) return send(401, {});
      if (request.method === 'GET' && pathname === '/repos/radix/site/pulls/101')
        return send(200, { number: 101, state: 'open', head: { sha: fake.head, repo: { full_name: 'radix/site' } } });
      if (request.method === 'GET' && pathname === '/repos/radix/site/git/ref/heads/main')
        return send(200, { ref: 'refs/heads/main', object: { type: 'commit', sha: fake.main } });
      if (request.method === 'POST' && pathname === '/repos/radix/site/check-runs')
        return send(201, { id: 1, html_url: 'https://github.com/radix/site/runs/1' });
      // The commit status the content editor's "View preview" reads (`POST /repos/{owner}/{repo}/statuses/{sha}`).
      if (request.method === 'POST' && pathname === `/repos/radix/site/statuses/${fake.head}`)
        return send(201, { id: 1, ...(JSON.parse(body) as object) });
      if (request.method === 'POST' && pathname === '/repos/radix/site/deployments') {
        fake.deployments.push({ environment: (JSON.parse(body) as { environment: string }).environment, statuses: [] });
        return send(201, { id: fake.deployments.length });
      }
      const status = /^\/repos\/radix\/site\/deployments\/(\d+)\/statuses$/.exec(pathname);
      const deployment = fake.deployments[Number(status?.[1]) - 1];
      if (request.method === 'POST' && deployment) {
        deployment.statuses.push(JSON.parse(body) as { state: string });
        return send(201, {});
      }
      if (request.method === 'GET' && pathname === '/repos/radix/site/deployments') {
        const environment = new URL(request.url ?? '/', 'http://github').searchParams.get('environment');
        return send(
          200,
          fake.deployments.flatMap((held, index) => (held.environment === environment ? [{ id: index + 1 }] : [])),
        );
      }
      if (request.method === 'GET' && pathname === '/repos/radix/site/issues/101/comments')
        return send(200, fake.comments);
      if (request.method === 'POST' && pathname === '/repos/radix/site/issues/101/comments') {
        // Written with the job's token: GitHub's answer names the bot as its author.
        const comment = {
          id: fake.comments.length + 1,
          body: (JSON.parse(body) as { body: string }).body,
          user: { login: 'github-actions[bot]', type: 'Bot' },
        };
        fake.comments.push(comment);
        return send(201, comment);
      }
      const edited = /^\/repos\/radix\/site\/issues\/comments\/(\d+)$/.exec(pathname);
      const comment = fake.comments.find(({ id }) => id === Number(edited?.[1]));
      if (request.method === 'PATCH' && comment) {
        comment.body = (JSON.parse(body) as { body: string }).body;
        return send(200, comment);
      }
      return send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** Runs the pipeline's script for one event, as the workflow does. */
async function ciDeploy(github: FakeGitHub, name: string, event: object, args: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-event-'));
  fs.writeFileSync(path.join(dir, 'event.json'), JSON.stringify(event));
  const summary = path.join(dir, 'summary.md');
  const run = await runScript(['ci:deploy', '--', ...args], {
    ...site.env,
    GITHUB_EVENT_NAME: name,
    GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
    GITHUB_API_URL: github.url,
    GITHUB_TOKEN: secrets.GITHUB_TOKEN,
    GITHUB_STEP_SUMMARY: summary,
  });
  // What the pipeline printed for each event, kept beside the test's results for the reader of a CI log.
  const label = `${name}-${'action' in event ? String(event.action) : 'ref' in event ? String(event.ref).split('/').pop() : ''}`;
  fs.writeFileSync(test.info().outputPath(`ci-deploy-${label}.log`), run.output);
  return { ...run, summary: fs.existsSync(summary) ? fs.readFileSync(summary, 'utf8') : '' };
}

/**
 * The jobs of the previews' workflow a pull request's build starts, run as its file lists them, each on
 * a machine of its own with its environment's stand-in secrets: `snapshot` (production, read),
 * `relay`, `preview-plan` (no secret), `preview` (the previews' bucket and secret, the token).
 */
async function previewJobs(github: FakeGitHub, build: string, event: object) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-jobs-'));
  const artifacts = path.join(dir, 'artifacts');
  fs.cpSync(build, path.join(artifacts, 'preview-build'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'event.json'), JSON.stringify(event));
  const summary = path.join(dir, 'summary.md');
  const runner = {
    GITHUB_EVENT_NAME: 'workflow_run',
    GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
    GITHUB_API_URL: github.url,
    GITHUB_STEP_SUMMARY: summary,
  };
  const environments: Record<string, Record<string, string>> = {
    snapshot: {
      SITE_STORE: site.env.SITE_STORE ?? '',
      AWS_ACCESS_KEY_ID: localBucketCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localBucketCredentials.secretAccessKey,
    },
    preview: {
      PREVIEW_STORE: site.env.PREVIEW_STORE ?? '',
      AWS_ACCESS_KEY_ID: localPreviewsCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localPreviewsCredentials.secretAccessKey,
      NAMED_PREVIEW_SECRET: secrets.NAMED_PREVIEW_SECRET,
    },
  };
  const logs: string[] = [];
  let code = 0;
  for (const job of ['snapshot', 'relay', 'preview-plan', 'preview']) {
    const run = await runJob(previewsWorkflow, job, {
      root,
      artifacts,
      runner,
      secrets: environments[job] ?? {},
      ...(job === 'relay' || job === 'preview' ? { token: secrets.GITHUB_TOKEN } : {}),
    });
    logs.push(run.log);
    code = run.code;
    if (code) break;
  }
  const output = logs.join('\n');
  fs.writeFileSync(test.info().outputPath(`deploy-jobs-${Date.now()}.log`), output);
  return { code, output, summary: fs.existsSync(summary) ? fs.readFileSync(summary, 'utf8') : '' };
}

const git = (args: string[], env: NodeJS.ProcessEnv = process.env, input?: string) =>
  execFileSync('git', args, { cwd: root, env, input, encoding: 'utf8' });

/**
 * A commit of this repository whose only change is `to` for `from` in `file`, made in a scratch
 * index without touching the checkout or any branch: the head of the test's pull request.
 */
function commitChanging(file: string, from: string, to: string, message: string): string {
  const index = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pr-index-')), 'index');
  const env = {
    ...process.env,
    GIT_INDEX_FILE: index,
    GIT_AUTHOR_NAME: 'Services team',
    GIT_AUTHOR_EMAIL: 'services@radixsoftech.example',
    GIT_COMMITTER_NAME: 'Services team',
    GIT_COMMITTER_EMAIL: 'services@radixsoftech.example',
  };
  git(['read-tree', 'HEAD'], env);
  const blob = git(['hash-object', '-w', '--stdin'], env, git(['show', `HEAD:${file}`]).replace(from, to)).trim();
  git(['update-index', '--cacheinfo', `100644,${blob},${file}`], env);
  const tree = git(['write-tree'], env).trim();
  return git(['commit-tree', tree, '-p', 'HEAD', '-m', message], env).trim();
}

/** The artifact of the pull request's build: the variant's builds, with what they are. */
function artifactOf(builds: string, head: string): string {
  fs.writeFileSync(path.join(builds, 'preview.json'), JSON.stringify({ number: 101, head, parts: ['services'] }));
  return builds;
}

/** Opens a reviewer's link in a page of its own and returns the page, on the preview's host. */
async function openLink(page: Page, link: string, pathname: string) {
  await page.goto(link);
  await page.goto(new URL(pathname, link).href);
  return page;
}

test.describe('named previews at the edge, and the pipeline', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(300_000);
  let github: FakeGitHub;
  let services: string;
  let products: string;
  let servicesLink = '';
  let productsLink = '';

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    // The pull request's copy change, and code that looks for the deploy jobs' secrets wherever it is loaded.
    services = buildVariant('mfe-services', 'previewed-hunting', (src) => {
      replaceInSource(src, servicesFile, servicesText.from, servicesText.to);
      fs.appendFileSync(path.join(src, servicesModule), huntingCode());
    });
    products = buildVariant('mfe-products', 'previewed', (src) =>
      replaceInSource(src, productsFile, productsText.from, productsText.to),
    );
    site = await startDeploySite('edge', port, 'previews', {
      PREVIEW_SECRET: secrets.PREVIEW_SECRET,
      NAMED_PREVIEW_SECRET: secrets.NAMED_PREVIEW_SECRET,
    });
    // What an operator's release commands sign with: the worker's own keys.
    site.env = {
      ...site.env,
      PREVIEW_SECRET: secrets.PREVIEW_SECRET,
      NAMED_PREVIEW_SECRET: secrets.NAMED_PREVIEW_SECRET,
    };
    store = previewsBucketOf(site);
    github = await startFakeGitHub();
  });

  test.afterAll(async () => {
    await github?.close();
    await site?.stop();
  });

  test("a pull request's build, planned without keys and applied by the previews' job as the workflow lists them: its code finds no secret of the deploy jobs, and its preview deploys, with its link, one comment, a review and a Deployment", async () => {
    // Two runs of four jobs, one of them deploying in a sandbox and picturing every route at two widths.
    test.setTimeout(1_200_000);
    const file = path.posix.join('mfe-services/src', servicesFile);
    const head = commitChanging(file, servicesText.from, servicesText.to, 'Services: the previewed copy');
    github.head = head;
    const build = artifactOf(buildsOf(services), head);
    fs.rmSync(huntReports, { recursive: true, force: true });
    const opened = await previewJobs(github, build, actionsWorkflowRun(head));
    expect(opened.code, opened.output).toBe(0);

    // The pull request's code ran, and read all it could reach, in the plan job alone: it found none of the secrets.
    const reports = huntReportsRead();
    expect(reports.length, opened.output).toBeGreaterThan(0);
    const read = reports.flatMap((report) => Object.keys(report.read));
    expect(read.filter((place) => /^\/proc\/\d+\/environ$/.test(place)).length).toBeGreaterThan(3);
    expect(read).toEqual(
      expect.arrayContaining([
        'env',
        expect.stringMatching(/\.npmrc$/),
        expect.stringMatching(/\.aws\/credentials$/),
        expect.stringMatching(/\.git\/config$/),
      ]),
    );
    expect(secretsFound(reports, secrets)).toEqual([]);
    const scanned = new Set(read.filter((place) => place.startsWith('/proc/')).map((place) => place.split('/')[2]));
    fs.writeFileSync(
      test.info().outputPath('secret-hunt.txt'),
      `${reports.length} process(es) of the pull request's code read ${read.length} places (${scanned.size} processes' environ and cmdline, its own environment, ~/.npmrc, ~/.aws, the git configs); secrets found: ${secretsFound(reports, secrets).length}\n`,
    );
    console.log(fs.readFileSync(test.info().outputPath('secret-hunt.txt'), 'utf8'));

    expect(opened.output).toMatch(
      new RegExp(`^ci-plan: #101 at ${head.slice(0, 7)} changes services: deploying them as preview pr-101$`, 'm'),
    );
    expect(opened.output).toMatch(/^ {2}✓ browser +\d+ page\(s\) hydrate in Chromium/m);
    expect(opened.output).toMatch(
      /^ci-deploy: pr-101: \d+ of the plan's \d+ objects copied into the previews' bucket$/m,
    );
    servicesLink = /^ci-deploy: pr-101: (http\S+)$/m.exec(opened.output)?.[1] ?? '';
    expect(servicesLink.startsWith(`${hostOf('pr-101')}/?preview-token=`)).toBe(true);
    expect(opened.summary).toContain(servicesLink);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('<!-- radix-site-preview -->');
    expect(github.comments[0]?.body).toContain(servicesLink);
    expect(github.calls).toContain('POST /repos/radix/site/check-runs');
    expect(await readPreview(store, 'pr-101')).toEqual(
      expect.objectContaining({ parts: [{ part: 'services', release: expect.any(String) }], verdict: 'passed' }),
    );
    expect(await site.bucket?.readText('previews/pr-101/preview.json')).toBeUndefined();
    expect(github.deployments).toEqual([
      {
        environment: 'pr-101',
        statuses: [expect.objectContaining({ state: 'success', environment_url: servicesLink })],
      },
    ]);
    expect((await requestAt(servicesLink)).status).toBe(303);

    // The pull request moved on before this build's run reached the preview job: nothing is deployed.
    github.head = commitChanging(file, servicesText.from, `${servicesText.to} Again.`, 'Services: a later copy');
    const stale = await previewJobs(github, build, actionsWorkflowRun(head));
    expect(stale.code).toBe(1);
    expect(stale.output).toMatch(
      new RegExp(
        `^ci-deploy: refused: the artifact was built from ${head.slice(0, 7)}, the head of #101 is \\S+$`,
        'm',
      ),
    );
    expect(github.deployments).toHaveLength(1);
    github.head = head;
  });

  test('two previews of two parts open side by side with their own text, each unchanged by the other and by a live deploy', async ({
    browser,
  }) => {
    // The gate's browser check at a named preview's host is the services preview's, above.
    const deployed = await runScript(
      ['deploy', '--', 'products', '--from', products, '--preview', 'pr-102', '--skip-browser-check'],
      site.env,
    );
    expect(deployed.code, deployed.output).toBe(0);
    productsLink = /^preview: (\S+)/m.exec(deployed.output)?.[1] ?? '';
    expect(productsLink.startsWith(`${hostOf('pr-102')}/?preview-token=`)).toBe(true);

    const reviewer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const a = await openLink(await reviewer.newPage(), servicesLink, routes.services.path);
    const b = await openLink(await reviewer.newPage(), productsLink, routes.products.path);
    const seeOwnText = async () => {
      await a.reload();
      await b.reload();
      await expect(a.getByText(servicesText.to)).toBeVisible();
      await expect(b.getByText(productsText.to)).toBeVisible();
      // Each preview is its part with what is live: the other preview's change is not in it.
      await a.goto(`${hostOf('pr-101')}${routes.products.path}`);
      await expect(a.getByText(productsText.from)).toBeVisible();
      await expect(a.getByText(productsText.to)).toHaveCount(0);
      await b.goto(`${hostOf('pr-102')}${routes.services.path}`);
      await expect(b.getByText(servicesText.from)).toBeVisible();
      await expect(b.getByText(servicesText.to)).toHaveCount(0);
      await a.goto(`${hostOf('pr-101')}${routes.services.path}`);
      await b.goto(`${hostOf('pr-102')}${routes.products.path}`);
    };
    await seeOwnText();
    for (const [page, file] of [
      [a, 'previews-a.png'],
      [b, 'previews-b.png'],
    ] as const) {
      await page.getByText(page === a ? servicesText.to : productsText.to).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(test.info().outputDir, file) });
      fs.copyFileSync(path.join(test.info().outputDir, file), path.join(os.tmpdir(), file));
    }

    // The live site has neither change; a live deploy of another part changes neither preview.
    expect(await textAt(`${site.origin}${routes.services.path}`)).not.toContain(servicesText.to);
    const live = await site.live();
    const legal = runnerOf('mfe-legal', 'a live deploy while previews are open');
    const liveDeploy = await runScript(['deploy', '--', 'legal', '--from', legal, '--skip-browser-check'], site.env);
    expect(liveDeploy.code, liveDeploy.output).toBe(0);
    expect(await site.live()).not.toBe(live);
    await seeOwnText();
    await reviewer.close();

    const listed = await runScript(['previews'], site.env);
    expect(listed.output).toMatch(/^pr-101 +services +\S+ +site-[0-9a-f]{12} +\d+ min +passed$/m);
    expect(listed.output).toMatch(
      /^pr-102 +products +\S+ +site-[0-9a-f]{12} +\d+ min +passed without the browser check$/m,
    );
    // A pull request's build never goes live: only the default branch's build of the merged change does.
    const liveBefore = await site.live();
    const promote = await runScript(['promote', '--', '--preview', 'pr-102'], site.env);
    expect(promote.code).toBe(2);
    expect(promote.output.trim()).toMatch(/^a named preview never goes live/);
    expect(await site.live()).toBe(liveBefore);
  });

  test('a preview host answers 401 to a link without its token, a tampered one, an expired one and another preview’s', async () => {
    const token = servicesLink.slice(servicesLink.indexOf('=') + 1);
    const [claims = '', signature = ''] = token.split('.');
    const other = productsLink.slice(productsLink.indexOf('=') + 1);
    const longer = Buffer.from(JSON.stringify({ preview: 'pr-101', exp: expiresIn(365 * 24 * 3600) })).toString(
      'base64url',
    );
    const expired = await signPreviewToken({ preview: 'pr-101', exp: expiresIn(-60) }, secrets.NAMED_PREVIEW_SECRET);
    for (const [what, cookie] of [
      ['no token', undefined],
      ['tampered claims', `${longer}.${signature}`],
      [
        'a tampered signature',
        `${claims}.${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`,
      ],
      ['an expired token', expired],
      ["another preview's token", other],
    ] as const) {
      const refused = await requestAt(
        `${hostOf('pr-101')}${routes.services.path}`,
        cookie ? { cookie: `${previewCookieName}=${cookie}` } : {},
      );
      expect(refused.status, what).toBe(401);
      expect(refused.body.toString().trim().split('\n'), what).toHaveLength(1);
    }
    const admitted = await requestAt(`${hostOf('pr-101')}${routes.services.path}`, {
      cookie: `${previewCookieName}=${token}`,
    });
    expect(admitted.status).toBe(200);
    expect(admitted.body.toString()).toContain(servicesText.to);
  });

  test('a pull request closed closes its preview; previews older than a week are pruned', async () => {
    const closedEvent = actionsPullRequestClosed(101, github.head, git(['rev-parse', 'HEAD']).trim());
    const closed = await ciDeploy(github, 'pull_request_target', closedEvent);
    expect(closed.code, closed.output).toBe(0);
    expect(closed.output).toMatch(/^ci-deploy: closed preview pr-101 \(1 deployment\(s\) inactive\)$/m);
    expect(github.deployments.map(({ statuses }) => statuses.at(-1)?.state)).toEqual(['inactive']);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('The preview of this pull request was closed (pr-101).');
    const token = servicesLink.slice(servicesLink.indexOf('=') + 1);
    await expect
      .poll(async () => (await requestAt(`${hostOf('pr-101')}/`, { cookie: `${previewCookieName}=${token}` })).status)
      .toBe(404);

    // pr-102, as if it had been made eight days ago.
    const record = await readPreview(store, 'pr-102');
    const old = { ...record, createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString() };
    await store.putFile('previews/pr-102/preview.json', JSON.stringify(old));
    const pruned = await runScript(['previews', '--', '--prune'], site.env);
    expect(pruned.code, pruned.output).toBe(0);
    expect(pruned.output).toMatch(/^closed, older than a week: pr-102$/m);
    expect(pruned.output).toMatch(/^no named previews$/m);
  });

  test('a push to main brings live back to it, planned without keys and applied with them: a part deployed by hand from a pull request is deployed again from main', async () => {
    const byHand = await runScript(
      ['deploy', '--', 'services', '--from', services, '--commit', github.head, '--skip-browser-check'],
      site.env,
    );
    expect(byHand.code, byHand.output).toBe(0);
    await expect.poll(() => textAt(`${site.origin}${routes.services.path}`)).toContain(servicesText.to);

    const head = git(['rev-parse', 'HEAD']).trim();
    github.main = head;
    // CI passed on the push: its plan is made without keys in a sandbox, then applied with production's.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-plan-'));
    const snapshot = await runScript(['snapshot-store', '--', path.join(dir, 'snapshot')], site.env);
    expect(snapshot.code, snapshot.output).toBe(0);
    const ci = actionsCiRun(head);
    fs.writeFileSync(path.join(dir, 'event.json'), JSON.stringify(ci));
    const planned = await runScript(
      [
        'ci:plan',
        '--',
        '--snapshot',
        path.join(dir, 'snapshot'),
        '--into',
        path.join(dir, 'plan'),
        '--from-builds',
        root,
      ],
      { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_EVENT_PATH: path.join(dir, 'event.json') },
    );
    expect(planned.code, planned.output).toBe(0);
    expect(planned.output).toMatch(
      new RegExp(
        `^ci-plan: push ${head.slice(0, 7)}: live is behind in services \\(built from ${github.head.slice(0, 7)}, its sources differ\\)$`,
        'm',
      ),
    );
    expect(await textAt(`${site.origin}${routes.services.path}`)).toContain(servicesText.to);
    const pushed = await ciDeploy(github, 'workflow_run', ci, ['--plan', path.join(dir, 'plan')]);
    expect(pushed.code, pushed.output).toBe(0);
    expect(pushed.output).toMatch(/^ci-deploy: services: \d+ objects copied, live, in one switch$/m);
    expect(pushed.summary).toContain('services live, as one site release');
    await expect.poll(() => textAt(`${site.origin}${routes.services.path}`)).not.toContain(servicesText.to);

    const elsewhere = await ciDeploy(github, 'workflow_run', actionsCiRun(head, { branch: 'feature' }), [
      '--plan',
      path.join(dir, 'plan'),
    ]);
    expect(elsewhere.output).toMatch(/^ci-deploy: the run's head is feature: only a push to main deploys$/m);
  });
});
