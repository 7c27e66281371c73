import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { actionsCiRun } from '../../../harness/github-payloads';
import { jobWouldRun, type JobRun, runJobs } from '../../../harness/workflow-jobs';

/**
 * The live jobs of `.github/workflows/deploy.yml` as its file lists them, each on a machine of its
 * own (`harness/workflow-jobs.ts`: every `if:` evaluated by GitHub's own evaluator), answering the
 * `workflow_run` events an attacker or an old run would start, in the shape GitHub delivers them.
 * This checkout is main as the run checked it out (`github.sha`, its HEAD); a stand-in for GitHub's
 * API answers main's tip. None of them deploys: the guard says why in the run's summary, and no job
 * that holds a key, nor the plan that would build the commit, runs.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const workflow = path.join(root, '.github', 'workflows', 'deploy.yml');
const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const parent = execFileSync('git', ['rev-parse', 'HEAD~1'], { cwd: root, encoding: 'utf8' }).trim();
const token = `stand-in-token-${randomUUID()}`;
const liveJobs = ['guard', 'snapshot', 'live-plan', 'live'];
/** Stand-ins for the keys of the jobs' environments, each found nowhere else. */
const keys = {
  snapshot: { SITE_STORE: 'r2://stand-in', AWS_ACCESS_KEY_ID: 'stand-in', AWS_SECRET_ACCESS_KEY: randomUUID() },
  live: { SITE_STORE: 'r2://stand-in', AWS_ACCESS_KEY_ID: 'stand-in', AWS_SECRET_ACCESS_KEY: randomUUID() },
};

let api: { url: string; tip: string; asked: string[]; close: () => Promise<void> };
let dir: string;

beforeAll(async () => {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const authorized = request.headers.authorization === `Bearer ${token}`;
    const ok = authorized && request.url === '/repos/radix/site/git/ref/heads/main';
    response.writeHead(ok ? 200 : authorized ? 404 : 401, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        ok ? { ref: 'refs/heads/main', object: { type: 'commit', sha: api.tip } } : { message: 'Not Found' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tip: head,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
});
afterAll(() => api.close());
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-workflow-'));
  api.tip = head;
  api.asked.length = 0;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What the runner gives the jobs of a run answering `event`: this checkout as main at `github.sha`. */
function runOf(event: object) {
  fs.writeFileSync(path.join(dir, 'event.json'), JSON.stringify(event));
  return {
    root,
    artifacts: path.join(dir, 'artifacts'),
    runner: {
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
      GITHUB_API_URL: api.url,
      GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md'),
    },
    github: { sha: head, ref: 'refs/heads/main', repository: 'radix/site' },
  };
}
const summaryOf = () => {
  const file = path.join(dir, 'summary.md');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

/** The deploy workflow's jobs for one event, with the stand-ins of their environments' keys. */
async function deployJobs(event: object): Promise<{ runs: Record<string, JobRun>; summary: string }> {
  const runs = await runJobs(workflow, liveJobs, {
    ...runOf(event),
    secrets: keys,
    tokens: { guard: token, live: token },
  });
  return { runs, summary: summaryOf() };
}

/** None of the jobs after the guard ran: no key was used, nothing built. */
function nothingDeployed(runs: Record<string, JobRun>) {
  expect(runs.guard?.result).toBe('success');
  expect(runs.guard?.outputs).toEqual({ deploy: 'false' });
  for (const job of ['snapshot', 'live-plan', 'live']) {
    expect(runs[job]?.result).toBe('skipped');
    expect(runs[job]?.log).toBe(`${job}: skipped: its if: does not hold`);
  }
  const logs = Object.values(runs)
    .map((run) => run.log)
    .join('\n');
  for (const key of Object.values(keys)) expect(logs).not.toContain(key.AWS_SECRET_ACCESS_KEY);
}

describe("the deploy workflow's jobs, answering runs of CI that must not deploy", () => {
  it('a tag named main, pushed with a branch whose own ci.yml runs on tags: its head branch says main, its commit main never held', async () => {
    const tagged = 'c0ffee'.padEnd(40, '0');
    const { runs, summary } = await deployJobs(actionsCiRun(tagged, { branch: 'main' }));
    nothingDeployed(runs);
    expect(summary).toBe(
      `**Nothing deployed**: the run is of c0ffee0, which is not in main's history (at ${head.slice(0, 7)}): a tag or another ref named main deploys nothing.\n`,
    );
  }, 60_000);

  it('a re-run of an old run of CI, on a commit main has moved on from', async () => {
    const { runs, summary } = await deployJobs(actionsCiRun(parent, { attempt: 2 }));
    nothingDeployed(runs);
    expect(summary).toContain(
      `**Nothing deployed**: the run is of ${parent.slice(0, 7)}, an older commit of main (at ${head.slice(0, 7)} when this run began): a re-run of an older CI run`,
    );
  }, 60_000);

  it("a run of the commit this run checked out, once main's tip is another (GitHub's API, asked now)", async () => {
    api.tip = parent;
    const { runs, summary } = await deployJobs(actionsCiRun(head));
    nothingDeployed(runs);
    expect(summary).toBe(
      `**Nothing deployed**: push ${head.slice(0, 7)}: main is at ${parent.slice(0, 7)} now; its own run deploys it, this one deploys nothing older.\n`,
    );
    expect(api.asked).toEqual(['GET /repos/radix/site/git/ref/heads/main']);
  }, 60_000);

  it("lets the jobs after it run for a push of main's tip, the run this checkout answers", async () => {
    const options = runOf(actionsCiRun(head));
    const { guard } = await runJobs(workflow, ['guard'], { ...options, tokens: { guard: token } });
    expect(guard?.outputs).toEqual({ deploy: 'true' });
    expect(summaryOf()).toBe(`**Deploying ${head.slice(0, 7)}**: CI passed on it, main's tip.\n`);
    expect(jobWouldRun(workflow, 'snapshot', { ...options, needs: { guard: guard as JobRun } })).toBe(true);
    const said = { ...(guard as JobRun), outputs: { deploy: 'false' } };
    expect(jobWouldRun(workflow, 'snapshot', { ...options, needs: { guard: said } })).toBe(false);
  }, 60_000);
});
