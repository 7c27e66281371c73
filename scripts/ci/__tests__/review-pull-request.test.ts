import { checkRunBody, reviewFailures, reviewMarkdown } from '../review/pull-request';
import type { Review, RouteReview } from '../review/types';
import { routeResult } from './route-result';

const files = (stem: string) => ({
  before: `${stem}-before.png`,
  after: `${stem}-after.png`,
  diff: `${stem}-diff.png`,
});

function route(path: string, width: number, changed: Partial<RouteReview> = {}): RouteReview {
  const stem = `${path.slice(1) || 'home'}-${width}`;
  return {
    route: path,
    width,
    changed: false,
    changedPixels: 0,
    share: 0,
    resized: false,
    files: files(stem),
    ...changed,
  };
}

const speedOf = (route: string, jsKb: number, misses: string[] = []) => routeResult({ route, jsKb, misses });

const sides = {
  before: { label: 'live', origin: 'https://www.example.com' },
  after: { label: 'pr-7', origin: 'https://pr-7.preview.example.dev' },
};
const changedPrivacy = { changed: true, changedPixels: 5120, share: 0.004 };
const review = (routes: RouteReview[], speed?: Review['speed']): Review => ({
  ...sides,
  routes,
  ...(speed ? { speed } : {}),
});
const at = new Date('2026-11-28T06:00:00Z');
const link = (file: string) => `https://pr-7.preview.example.dev/_review/${file}?preview-token=t0k`;
const headSha = '0123456789abcdef0123456789abcdef01234567';
const options = { headSha, detailsUrl: link('index.html'), at };

/** GitHub's documented conclusions of a check run (REST API, "Create a check run"). */
const conclusions = ['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'stale', 'timed_out'];

describe("a review in the pull request: the check run 'site review' and the comment", () => {
  it('is neutral when routes changed, naming them, in the body GitHub documents for a completed check run', () => {
    const body = checkRunBody(
      review([
        route('/privacypolicy', 375, changedPrivacy),
        route('/privacypolicy', 1280, changedPrivacy),
        route('/aboutus', 375),
      ]),
      options,
    );
    expect(body).toEqual({
      name: 'site review',
      head_sha: headSha,
      status: 'completed',
      conclusion: 'neutral',
      completed_at: '2026-11-28T06:00:00.000Z',
      details_url: link('index.html'),
      output: {
        title: '1 route changed: /privacypolicy',
        summary: expect.stringContaining(
          `Pictures of 2 routes at 375 and 1280 px against live. The review page: ${link('index.html')}`,
        ),
      },
    });
    expect(conclusions).toContain(body.conclusion);
  });

  it('succeeds when nothing changed, and fails only on a page that failed to render or a budget the preview misses', () => {
    expect(checkRunBody(review([route('/aboutus', 375)]), options)).toMatchObject({
      conclusion: 'success',
      output: { title: 'no route changed' },
    });
    const failed = review([route('/terms', 375, { changed: true, failed: 'pr-7 /terms: HTTP 500' })]);
    expect(checkRunBody(failed, options)).toMatchObject({
      conclusion: 'failure',
      output: { title: '/terms at 375 px failed to render' },
    });
    const slower = {
      route: '/terms',
      before: speedOf('/terms', 160),
      after: speedOf('/terms', 161),
      named: ['LCP slower than live'],
    };
    const calibration = 'low-tier phone';
    expect(checkRunBody(review([route('/terms', 375)], { calibration, routes: [slower] }), options).conclusion).toBe(
      'success',
    );
    const overBudget = { ...slower, named: ['past its js budget', 'more JavaScript than live'] };
    const body = checkRunBody(review([route('/terms', 375)], { calibration, routes: [overBudget] }), options);
    expect(body).toMatchObject({ conclusion: 'failure', output: { title: '/terms is past its js budget' } });
    expect(body.output?.text).toContain(
      '| `/terms` | 1500 / 1500 | 200 / 200 | 0.000 / 0.000 | 161.0 / 160.0 | past its js budget; more JavaScript than live |',
    );
    expect(reviewFailures(review([route('/terms', 375)], { calibration, routes: [slower] }))).toEqual([]);
  });

  it("keeps within GitHub's limits: a title of 255 characters, a summary of 65,535", () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      route(`/a-very-long-route-name-${index}`, 375, { changed: true, failed: 'x'.repeat(60) }),
    );
    const body = checkRunBody(review(many), options);
    expect(body.output?.title.length).toBeLessThanOrEqual(255);
    expect(body.output?.summary.length).toBeLessThanOrEqual(65_535);
  });

  it('lists in the comment only the changed routes, each picture a thumbnail linking to it on the preview host', () => {
    const text = reviewMarkdown(
      review([route('/privacypolicy', 375, changedPrivacy), route('/aboutus', 375)], {
        calibration: 'low-tier phone',
        routes: [
          {
            route: '/privacypolicy',
            before: speedOf('/privacypolicy', 160),
            after: speedOf('/privacypolicy', 190),
            named: ['more JavaScript than live'],
          },
        ],
      }),
      link,
    );
    expect(text).toContain(`1 of 2 routes changed ([the review page](${link('index.html')}))`);
    expect(text).toContain(
      `| \`/privacypolicy\` | 375 px | 5,120 pixels (0.40 %) | <a href="${link('privacypolicy-375-before.png')}"><img src="${link('privacypolicy-375-before.png')}" alt="/privacypolicy at 375 px, before" width="120"></a> |`,
    );
    expect(text).toContain(`<img src="${link('privacypolicy-375-diff.png')}"`);
    expect(text).not.toContain('/aboutus');
    expect(text).toContain(
      '| `/privacypolicy` | 1500 / 1500 | 200 / 200 | 0.000 / 0.000 | 190.0 / 160.0 | more JavaScript than live |',
    );
  });
});
