import type { operations } from '@octokit/openapi-types';
import { changedRoutes } from './review';
import type { Review, RouteReview } from './types';

/**
 * What a review says in the pull request: the changed routes with thumbnails of their pictures and
 * the speed table, in the preview's comment (GitHub's Markdown, HTML allowed), and the check run
 * `site review` (the body of `POST /repos/{owner}/{repo}/check-runs`).
 */

/** Where the review's files are: `file` on the preview host, with the token in the link. */
export type ReviewLink = (file: string) => string;

/**
 * Text the review carries (made by a job that ran the pull request's code: a label, a message of a
 * failed render) as GitHub's Markdown shows it, never as what it says: one line, its Markdown
 * punctuation escaped, its HTML as entities, and an `@` followed by a zero-width space, so it
 * mentions no one (as Dependabot writes the notes it quotes).
 */
export function markdownText(text: string): string {
  return attribute(text.replace(/\s+/g, ' ').replace(/[\\`*_{}[\]()#+!|~]/g, '\\$&')).replace(/@/g, '@&#8203;');
}

/** Text in an HTML attribute: its quotes and markup as entities. */
function attribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A route in a code span: no backtick or line break to leave it by, its pipes escaped for the table. */
const code = (text: string) => `\`${text.replace(/[`\r\n]/g, '').replace(/\|/g, '\\|')}\``;

const thumbnail = (link: ReviewLink, file: string, alt: string) =>
  `<a href="${attribute(link(file))}"><img src="${attribute(link(file))}" alt="${attribute(alt)}" width="120"></a>`;

function changedRow(link: ReviewLink, entry: RouteReview): string {
  const what = entry.failed
    ? `failed to render: ${markdownText(entry.failed)}`
    : `${entry.changedPixels.toLocaleString('en')} pixels (${(entry.share * 100).toFixed(2)} %)${entry.resized ? ', resized' : ''}`;
  const pictures = entry.failed
    ? ['', '', '']
    : (['before', 'after', 'diff'] as const).map((side) =>
        thumbnail(link, entry.files[side], `${entry.route} at ${entry.width} px, ${side}`),
      );
  return `| ${code(entry.route)} | ${entry.width} px | ${what} | ${pictures.join(' | ')} |`;
}

/** Problems that fail the check: a page that failed to render, a budget the preview misses. */
export function reviewFailures(review: Review): string[] {
  return [
    ...review.routes
      .filter((entry) => entry.failed)
      .map((entry) => `${entry.route} at ${entry.width} px failed to render`),
    ...(review.speed?.routes ?? []).flatMap(({ route, named }) =>
      named.filter((why) => why.startsWith('past its')).map((why) => `${route} is ${why}`),
    ),
  ];
}

/** The speed table in Markdown: medians, preview / live. */
export function speedMarkdown(speed: NonNullable<Review['speed']>): string {
  const pair = (a: number, b: number, digits = 0) => `${b.toFixed(digits)} / ${a.toFixed(digits)}`;
  return [
    `**Speed** (Lighthouse, mobile, as a ${markdownText(speed.calibration)}; medians, preview / live)`,
    '',
    '| route | LCP ms | TBT ms | CLS | JS KB gz | named |',
    '| --- | --- | --- | --- | --- | --- |',
    ...speed.routes.map(
      ({ route, before, after, named }) =>
        `| ${code(route)} | ${pair(before.lcpMs, after.lcpMs)} | ${pair(before.tbtMs, after.tbtMs)} | ${pair(before.cls, after.cls, 3)} | ${pair(before.jsKb, after.jsKb, 1)} | ${markdownText(named.join('; ') || 'as live')} |`,
    ),
  ].join('\n');
}

/**
 * The comment's part of the review: what changed, with thumbnails, the speed table, the review
 * page; first, what the keyed job found wrong with it (`problems`, `checked.ts`).
 */
export function reviewMarkdown(review: Review, link: ReviewLink, problems: readonly string[] = []): string {
  const changed = changedRoutes(review);
  const total = new Set(review.routes.map((entry) => entry.route)).size;
  const rows = review.routes.filter((entry) => entry.changed);
  return [
    ...(problems.length
      ? [
          `**The review does not hold**, so its check fails: ${problems.slice(0, 10).map(markdownText).join('; ')}${problems.length > 10 ? `; and ${problems.length - 10} more` : ''}.`,
          '',
        ]
      : []),
    `**What visitors would see change** against ${markdownText(review.before.label)}: ${changed.length} of ${total} routes changed ([the review page](${link('index.html')})).`,
    ...(rows.length
      ? [
          '',
          '| route | width | pixels | before | after | difference |',
          '| --- | --- | --- | --- | --- | --- |',
          ...rows.map((entry) => changedRow(link, entry)),
        ]
      : []),
    ...(review.speed ? ['', speedMarkdown(review.speed)] : []),
  ].join('\n');
}

/** The body of `POST /repos/{owner}/{repo}/check-runs`, as GitHub's OpenAPI description has it. */
export type CheckRunBody = operations['checks/create']['requestBody']['content']['application/json'];

/** GitHub's limit on a check run's `output.summary` and `output.text`, in characters. */
const outputLimit = 65_535;

/**
 * The check run `site review` of the pull request's head, decided here, not by the plan: `failure`
 * when a page failed to render, misses a budget or the review does not hold (`problems`), `neutral`
 * when routes changed (a reviewer looks), `success` otherwise. Its summary and text are Markdown:
 * what the review carries is shown escaped.
 */
export function checkRunBody(
  review: Review,
  { headSha, detailsUrl, at }: { headSha: string; detailsUrl: string; at: Date },
  problems: readonly string[] = [],
): CheckRunBody {
  const failures = [...problems, ...reviewFailures(review)];
  const changed = changedRoutes(review);
  const conclusion = failures.length ? 'failure' : changed.length ? 'neutral' : 'success';
  const title = failures.length
    ? failures.length === 1
      ? (failures[0] ?? '')
      : `${failures.length} problems: ${failures[0] ?? ''}, …`
    : changed.length
      ? `${changed.length} route${changed.length === 1 ? '' : 's'} changed: ${changed.join(', ')}`
      : 'no route changed';
  const summary = [
    ...failures.map((failure) => `- ${markdownText(failure)}`),
    ...(failures.length ? [''] : []),
    `Pictures of ${new Set(review.routes.map((entry) => entry.route)).size} routes at ${[...new Set(review.routes.map((entry) => entry.width))].join(' and ')} px against ${markdownText(review.before.label)}. The review page: ${detailsUrl}`,
  ].join('\n');
  return {
    name: 'site review',
    head_sha: headSha,
    status: 'completed',
    conclusion,
    completed_at: at.toISOString(),
    details_url: detailsUrl,
    output: {
      title: title.slice(0, 255),
      summary: summary.slice(0, outputLimit),
      ...(review.speed ? { text: speedMarkdown(review.speed).slice(0, outputLimit) } : {}),
    },
  };
}

/** The check run of a review the plan holds that could not be read: failed, saying why, escaped. */
export function unreadReviewBody(
  why: string,
  { headSha, detailsUrl, at }: { headSha: string; detailsUrl: string; at: Date },
): CheckRunBody {
  return {
    name: 'site review',
    head_sha: headSha,
    status: 'completed',
    conclusion: 'failure',
    completed_at: at.toISOString(),
    details_url: detailsUrl,
    output: { title: "the plan's review could not be read", summary: markdownText(why).slice(0, outputLimit) },
  };
}
