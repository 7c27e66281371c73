import { figuresPerRelease } from '@radix/release-model';
import { rate, rated, vitals } from '../ratings';
import { parseExecuted, remotePageViews } from '../remote-page-views';
import { reportPage } from '../report-page';
import { pageViewRow } from './rows';

const view = pageViewRow;
const [lcp, inp, cls] = vitals;
if (!lcp || !inp || !cls) throw new Error('three Core Web Vitals');

test("each Core Web Vital is rated by web.dev's thresholds: at the good one good, over the poor one poor", () => {
  expect([2500, 2501, 4000, 4001].map((value) => rate(lcp, value))).toEqual([
    'good',
    'needs improvement',
    'needs improvement',
    'poor',
  ]);
  expect([200, 201, 500, 501].map((value) => rate(inp, value))).toEqual([
    'good',
    'needs improvement',
    'needs improvement',
    'poor',
  ]);
  expect([0.1, 0.11, 0.25, 0.26].map((value) => rate(cls, value))).toEqual([
    'good',
    'needs improvement',
    'needs improvement',
    'poor',
  ]);
  // The p75 of four values by nearest rank is the third; the count is of the values, not the page views.
  expect(
    rated(
      lcp,
      [1000, 2000, 4200, 9000, null].map((value) => view({ lcp: value })),
    ),
  ).toEqual({
    p75: 4200,
    count: 4,
    rating: 'poor',
  });
});

test('the report rates each vital with its count, split by route, device class and the part owning the element', () => {
  const rows = [
    ...[1200, 1300, 1400, 1500].map((value) => view({ lcp: value, lcp_owner: 'shell', path: '/', device: 'mobile' })),
    ...[3000, 3100, 3200, 3300].map((value) =>
      view({ lcp: value, lcp_owner: 'products', inp: 620, inp_owner: 'forms', path: '/products', device: 'desktop' }),
    ),
  ];
  const page = reportPage(rows, figuresPerRelease(rows), new Date('2026-11-28T06:00:00Z'));
  const row = (label: string) =>
    new RegExp(`<tr><th scope="row">${label.replace(/[/()]/g, '\\$&')}</th>(.*?)</tr>`).exec(page)?.[1];
  expect(row('site-00000000000a')).toMatch(
    /^<td>8<\/td><td class="improve">3100 ms <small>needs improvement · 8 values<\/small><\/td><td class="poor">620 ms <small>poor · 4 values<\/small><\/td><td class="none">no values<\/td>/,
  );
  expect(row('/products')).toContain('<td class="improve">3200 ms <small>needs improvement · 4 values</small>');
  expect(row('/')).toContain('<td class="good">1400 ms <small>good · 4 values</small>');
  expect(row('mobile')).toContain('<td class="good">1400 ms');
  expect(page).toContain('<caption>LCP by the part that owned its element</caption>');
  expect(row('shell')).toContain('<td class="good">1400 ms');
  expect(page).toContain('<caption>INP by the part that owned its element</caption>');
  expect(row('forms')).toContain('<td class="poor">620 ms <small>poor · 4 values</small>');
  expect(page).not.toMatch(/<script|<link|src=|href=/);
  const unmeasured = reportPage(rows.slice(0, 4), figuresPerRelease(rows.slice(0, 4)), new Date());
  expect(unmeasured).toContain('<p><b>INP by the part that owned its element</b>: no page view measured INP.</p>');
});

test("a canary's page shows both arms side by side and the judge's verdicts over time", () => {
  const stable = 'site-0000000000aa';
  const canary = 'site-0000000000bb';
  const rows = [
    view({ site_release: stable, arm: 'stable', lcp: 9000 }),
    ...[1000, 1100, 1200, 1300].flatMap((value) => [
      view({ site_release: canary, arm: 'canary', lcp: value + 3100, errors: 1 }),
      view({ site_release: stable, arm: 'stable', lcp: value }),
    ]),
    // Stable page views before its first and after its last are not the canary's time.
    view({ site_release: stable, arm: 'stable', lcp: 9000 }),
  ];
  const verdicts = [
    { at: '2026-11-28T05:01:00.000Z', canary, decision: 'wait', reason: '4 of the 62 page views each arm needs' },
    {
      at: '2026-11-28T05:02:00.000Z',
      canary,
      decision: 'rollback',
      reason: 'p75 LCP: canary 4400 against stable 1300',
    },
  ];
  const page = reportPage(rows, figuresPerRelease(rows), new Date(), verdicts);
  const section = page.slice(page.indexOf(`<h2>Canary ${canary}</h2>`));
  expect(section).toMatch(
    new RegExp(
      `<tr><th scope="row">stable \\(${stable}\\)</th><td>3</td><td class="good">1200 ms <small>good · 3 values</small>.*<td>0.0%</td></tr><tr><th scope="row">canary \\(${canary}\\)</th><td>4</td><td class="poor">4300 ms <small>poor · 4 values</small>.*<td>100.0%</td></tr>`,
    ),
  );
  expect(section).toContain(
    '<li><time>2026-11-28T05:01:00.000Z</time> <b>wait</b>: 4 of the 62 page views each arm needs</li><li><time>2026-11-28T05:02:00.000Z</time> <b>rollback</b>: p75 LCP: canary 4400 against stable 1300</li>',
  );
});

/** What `wrangler d1 execute radix-vitals --remote --json --command …` prints: D1's query API results, one per statement. */
const wranglerPrinted = JSON.stringify(
  [
    {
      results: [{ ...view({ lcp: 1800, path: '/aboutus' }), id: 1 }],
      success: true,
      meta: {
        served_by: 'v3-prod',
        duration: 0.21,
        changes: 0,
        last_row_id: 0,
        changed_db: false,
        size_after: 53248,
        rows_read: 1,
        rows_written: 0,
      },
    },
  ],
  null,
  2,
);

test("the production D1's rows are read from wrangler's JSON, and its failure is said in wrangler's words", async () => {
  expect(parseExecuted(wranglerPrinted)).toEqual([expect.objectContaining({ id: 1, lcp: 1800, path: '/aboutus' })]);
  expect(() =>
    parseExecuted(
      JSON.stringify(
        { error: { text: 'A request to the Cloudflare API failed: not authorized [code: 10000]' } },
        null,
        2,
      ),
    ),
  ).toThrow('wrangler d1 execute failed: A request to the Cloudflare API failed: not authorized [code: 10000]');
  expect(() => parseExecuted('[{"rows": []}]')).toThrow('wrangler d1 execute printed what is not its JSON');
  const [printed] = JSON.parse(wranglerPrinted) as [{ results: Record<string, unknown>[] }];
  const olderColumn = [{ ...printed, results: [{ ...printed.results[0], errors: undefined, error_count: 2 }] }];
  expect(() => parseExecuted(JSON.stringify(olderColumn))).toThrow(
    /^wrangler d1 execute: row 1 is not a page view \(errors: .*number.*\)$/,
  );
  const calls: string[][] = [];
  const rows = await remotePageViews('radix-vitals', async (file, args) => {
    calls.push([file, ...args]);
    return wranglerPrinted;
  });
  expect(rows).toHaveLength(1);
  expect(calls[0]?.slice(2)).toEqual([
    'd1',
    'execute',
    'radix-vitals',
    '--remote',
    '--json',
    '--command',
    'SELECT * FROM page_views ORDER BY received_at, id',
  ]);
  expect(calls[0]?.[1]).toMatch(/wrangler\/bin\/wrangler\.js$/);
});
