/**
 * Events as GitHub Actions writes them to `GITHUB_EVENT_PATH`, after GitHub's documented example
 * payloads (the push, pull_request and workflow_run webhooks), with what Actions leaves out left
 * out: a push's commits have no `added`, `removed` or `modified` lists.
 */
const user = { name: 'Asha Patel', email: 'asha@radixsoftech.example', username: 'asha-p' };
const repository = {
  id: 186853002,
  node_id: 'MDEwOlJlcG9zaXRvcnkxODY4NTMwMDI=',
  name: 'site',
  full_name: 'radix/site',
  private: false,
  owner: { login: 'radix', id: 21031067, type: 'Organization' },
  html_url: 'https://github.com/radix/site',
  default_branch: 'main',
};

/** A push of `commits` (oldest first) onto `before`, as Actions delivers it. */
export function actionsPush(before: string, commits: { id: string; message: string }[], ref = 'refs/heads/main') {
  const listed = commits.map(({ id, message }) => ({
    id,
    tree_id: '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
    distinct: true,
    message,
    timestamp: '2026-11-27T09:14:03+05:30',
    url: `https://github.com/radix/site/commit/${id}`,
    author: user,
    committer: { name: 'GitHub', email: 'noreply@github.com', username: 'web-flow' },
  }));
  const after = commits.at(-1)?.id ?? before;
  return {
    ref,
    before,
    after,
    base_ref: null,
    created: false,
    deleted: false,
    forced: false,
    compare: `https://github.com/radix/site/compare/${before.slice(0, 12)}...${after.slice(0, 12)}`,
    commits: listed,
    head_commit: listed.at(-1) ?? null,
    pusher: { name: 'asha-p', email: 'asha@radixsoftech.example' },
    repository: { ...repository, master_branch: 'main' },
    sender: { login: 'asha-p', id: 583231, type: 'User' },
  };
}

/** A run of the pull request's build finished, as the deploy workflow's `workflow_run` event carries it. */
export function actionsWorkflowRun(headSha: string, { conclusion = 'success', fork = false } = {}) {
  const headRepository = fork ? { ...repository, full_name: 'visitor/site', owner: { login: 'visitor' } } : repository;
  return {
    action: 'completed',
    workflow_run: {
      id: 9876543210,
      name: 'Pull request build',
      head_branch: 'footer-copy',
      head_sha: headSha,
      path: '.github/workflows/pull-request.yml',
      run_number: 412,
      event: 'pull_request',
      status: 'completed',
      conclusion,
      workflow_id: 161335,
      html_url: 'https://github.com/radix/site/actions/runs/9876543210',
      artifacts_url: 'https://api.github.com/repos/radix/site/actions/runs/9876543210/artifacts',
      // Empty for a fork's pull request: the pull request is named by the artifact and checked.
      pull_requests: fork ? [] : [{ number: 7, head: { sha: headSha, ref: 'footer-copy' } }],
      head_repository: headRepository,
      repository,
    },
    workflow: { id: 161335, name: 'Pull request build', path: '.github/workflows/pull-request.yml' },
    repository,
    sender: { login: 'asha-p', id: 583231, type: 'User' },
  };
}

/**
 * The run of the CI workflow on a push, completed, as `workflow_run` delivers it to the job that
 * deploys live (GitHub's example payload of the event, with the fields of a run a push started).
 * `branch` is the run's `head_branch`: for a push of a tag, GitHub writes the tag's name there, so
 * a tag named `main` is `branch: 'main'` with the tag's commit. `attempt` is the run's
 * `run_attempt` (a re-run is 2 or more: the same run, the same commit, run again later); `path` is
 * the workflow file the run ran (a branch's own workflow may be named `CI` too).
 */
export function actionsCiRun(
  headSha: string,
  { conclusion = 'success', branch = 'main', attempt = 1, path = '.github/workflows/ci.yml' } = {},
) {
  return {
    action: 'completed',
    workflow_run: {
      id: 9876543299,
      name: 'CI',
      display_title: 'Legal: the new terms',
      head_branch: branch,
      head_sha: headSha,
      path,
      run_number: 977,
      run_attempt: attempt,
      event: 'push',
      status: 'completed',
      conclusion,
      workflow_id: 161201,
      check_suite_id: 42111,
      created_at: '2026-11-27T03:44:03Z',
      updated_at: '2026-11-27T03:58:41Z',
      run_started_at: '2026-11-27T03:44:03Z',
      html_url: 'https://github.com/radix/site/actions/runs/9876543299',
      artifacts_url: 'https://api.github.com/repos/radix/site/actions/runs/9876543299/artifacts',
      pull_requests: [],
      referenced_workflows: [],
      head_commit: {
        id: headSha,
        tree_id: '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
        message: 'Legal: the new terms',
        timestamp: '2026-11-27T09:14:03+05:30',
        author: { name: user.name, email: user.email },
        committer: { name: 'GitHub', email: 'noreply@github.com' },
      },
      head_repository: repository,
      repository,
    },
    workflow: { id: 161201, name: 'CI', path: '.github/workflows/ci.yml' },
    repository,
    sender: { login: 'asha-p', id: 583231, type: 'User' },
  };
}

/** A pull request closed, as `pull_request_target` delivers it. */
export function actionsPullRequestClosed(number: number, headSha: string, baseSha: string) {
  return {
    action: 'closed',
    number,
    pull_request: {
      number,
      state: 'closed',
      merged: true,
      head: { ref: 'footer-copy', sha: headSha, repo: repository },
      base: { ref: 'main', sha: baseSha, repo: repository },
    },
    repository,
    sender: { login: 'asha-p', id: 583231, type: 'User' },
  };
}
