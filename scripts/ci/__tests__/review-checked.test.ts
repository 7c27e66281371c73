import { commentMarker, type GitHub, upsertComment } from '../github-api';
import { decideReview, readReview } from '../review/checked';
import { checkRunBody, reviewMarkdown } from '../review/pull-request';
import { reviewWidths, slugOf } from '../review/review';
import type { Review, RouteReview } from '../review/types';
import { routeResult } from './route-result';

/**
 * The review a preview's plan hands the job with the previews' key, read as an attacker's pull
 * request could write it (its job ran the pull request's code), and the comment that job keeps.
 */
const routes = ['/', '/aboutus', '/privacypolicy'];
const entry = (route: string, width: number, changes: Partial<RouteReview> = {}): RouteReview => {
  const stem = `${slugOf(route)}-${width}`;
  return {
    route,
    width,
    changed: false,
    changedPixels: 0,
    share: 0,
    resized: false,
    files: { before: `${stem}-before.png`, after: `${stem}-after.png`, diff: `${stem}-diff.png` },
    ...changes,
  };
};
const whole = (changes: Record<string, Partial<RouteReview>> = {}): Review => ({
  before: { label: 'live', origin: 'https://www.radixsoftech.example' },
  after: { label: 'pr-7', origin: 'https://pr-7.preview.radixsoftech.example' },
  routes: routes.flatMap((route) => reviewWidths.map((width) => entry(route, width, changes[route]))),
});
const picturesOf = (review: Review) => new Set(review.routes.flatMap((route) => Object.values(route.files)));
const run = {
  headSha: '0123456789abcdef0123456789abcdef01234567',
  detailsUrl: 'https://pr-7.preview.radixsoftech.example/_review/index.html?preview-token=t0k',
  at: new Date('2026-11-28T06:00:00Z'),
};
const link = (file: string) => `https://pr-7.preview.radixsoftech.example/_review/${file}?preview-token=t0k`;

describe("the review a preview's plan holds, read with its schema", () => {
  it('takes the review npm run review writes', () => {
    const review = whole({ '/privacypolicy': { changed: true, changedPixels: 900, share: 0.001 } });
    expect(readReview(JSON.stringify(review))).toEqual(review);
  });

  it('refuses a picture whose name would leave its HTML attribute, a script origin, and text that is not JSON, naming the field', () => {
    const review = whole();
    const forged = {
      ...review,
      routes: [{ ...review.routes[0], files: { ...review.routes[0]?.files, after: 'x.png" onerror="alert(1)' } }],
    };
    expect(() => readReview(JSON.stringify(forged))).toThrow(
      "the plan's review is not one npm run review writes: routes.0.files.after: a picture of the review is expected",
    );
    const scripted = { ...review, after: { label: 'pr-7', origin: 'javascript:alert(1)' } };
    expect(() => readReview(JSON.stringify(scripted))).toThrow(
      /^the plan's review is not one npm run review writes: after\.origin: /,
    );
    expect(() => readReview('{"routes": [')).toThrow(/^the plan's review is not JSON: /);
  });
});

describe('the check run, decided by the keyed job from what it can check', () => {
  const decided = (review: Review, pictures = picturesOf(review)) =>
    decideReview(review, { pictures, routes, widths: reviewWidths });

  it('succeeds only on a whole review whose pictures the plan holds', () => {
    const review = whole();
    const { problems } = decided(review);
    expect(problems).toEqual([]);
    expect(checkRunBody(review, run, problems).conclusion).toBe('success');
  });

  it('fails a review that leaves routes out, though it says no route changed', () => {
    const review = { ...whole(), routes: whole().routes.filter((route) => route.route === '/') };
    const { problems } = decided(review);
    expect(problems).toEqual([
      '/aboutus at 375 px was not reviewed',
      '/aboutus at 1280 px was not reviewed',
      '/privacypolicy at 375 px was not reviewed',
      '/privacypolicy at 1280 px was not reviewed',
    ]);
    expect(checkRunBody(review, run, problems)).toMatchObject({
      conclusion: 'failure',
      output: { title: '4 problems: /aboutus at 375 px was not reviewed, …' },
    });
  });

  it("fails a review whose pictures the plan does not hold, or that shows another route's pictures for a route", () => {
    const review = whole();
    const pictures = new Set([...picturesOf(review)].filter((file) => file !== 'aboutus-375-after.png'));
    expect(decided(review, pictures).problems).toEqual(['/aboutus at 375 px: its after picture is not in the plan']);
    const swapped = whole({ '/aboutus': { files: entry('/', 375).files } });
    expect(decided(swapped).problems).toContain(
      "/aboutus at 375 px: its before picture is named home-375-before.png, another route's",
    );
  });

  it('judges the speed budgets again on the medians, whatever the plan named', () => {
    const review: Review = {
      ...whole(),
      speed: {
        calibration: 'low-tier phone',
        routes: [
          {
            route: '/aboutus',
            before: routeResult({ route: '/aboutus', jsKb: 160 }),
            after: routeResult({ route: '/aboutus', jsKb: 400, misses: ['js'] }),
            named: [],
          },
        ],
      },
    };
    const { review: judged, problems } = decided(review);
    expect(judged.speed?.routes[0]?.named).toEqual(['past its js budget', 'more JavaScript than live']);
    expect(checkRunBody(judged, run, problems)).toMatchObject({
      conclusion: 'failure',
      output: { title: '/aboutus is past its js budget' },
    });
  });
});

describe("the review's text where GitHub shows it", () => {
  const hostile = '<img src=x onerror=alert(1)> **urgent** [sign in](https://evil.example) @octocat @radix/maintainers';

  it('shows what a failed render said, and the labels, as text: no HTML, no Markdown, no mention', () => {
    const review: Review = {
      ...whole({ '/aboutus': { changed: true, failed: hostile } }),
      before: { label: '@octocat <b>live</b>', origin: 'https://www.radixsoftech.example' },
    };
    const comment = reviewMarkdown(review, link, [hostile]);
    const { output } = checkRunBody(review, run, [hostile]);
    for (const shown of [comment, output?.summary ?? '']) {
      expect(shown).not.toMatch(/<img src=x|<b>|\*\*urgent\*\*|\[sign in\]\(|@octocat|@radix/);
      expect(shown).toContain('&#60;img src=x onerror=alert\\(1\\)&#62;');
      expect(shown).toContain('@&#8203;octocat');
    }
    expect(comment).toContain('failed to render: &#60;img src=x onerror=alert\\(1\\)&#62; \\*\\*urgent\\*\\*');
  });
});

describe("the pull request's comment, found again among the bot's own", () => {
  type Comment = { id: number; body: string; user: { login: string; type: string } };
  const upsert = async (comments: Comment[]) => {
    const calls: { method: string; route: string }[] = [];
    const github: GitHub = async (method, route) => {
      calls.push({ method, route });
      return method === 'GET' ? comments : { id: 99 };
    };
    const said = await upsertComment(github, 'radix/site', 7, 'Preview pr-7');
    return { said, writes: calls.filter((call) => call.method !== 'GET') };
  };
  const marked = `${commentMarker}\nPreview pr-7 of an earlier head`;

  it("never edits another's comment that holds the marker: a user's, another bot's", async () => {
    const { said, writes } = await upsert([
      { id: 1, body: marked, user: { login: 'mallory', type: 'User' } },
      { id: 2, body: marked, user: { login: 'dependabot[bot]', type: 'Bot' } },
      { id: 3, body: marked, user: { login: 'github-actions[bot]', type: 'User' } },
    ]);
    expect(said).toBe('comment posted on #7');
    expect(writes).toEqual([{ method: 'POST', route: '/repos/radix/site/issues/7/comments' }]);
  });

  it("edits the bot's own comment", async () => {
    const { said, writes } = await upsert([
      { id: 1, body: marked, user: { login: 'mallory', type: 'User' } },
      { id: 4, body: marked, user: { login: 'github-actions[bot]', type: 'Bot' } },
    ]);
    expect(said).toBe('comment updated on #7');
    expect(writes).toEqual([{ method: 'PATCH', route: '/repos/radix/site/issues/comments/4' }]);
  });
});
