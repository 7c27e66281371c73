import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figuresPerRelease, figuresTable, p75, type PageViewRow } from '@radix/release-model';
import { pageViewsIn } from '../read-page-views';
import { reportPage } from '../report-page';
import { migrateVitals } from '../migrations';
import { openSqlite } from '../sqlite-database';
import { pageViewRow } from './rows';

const view = (site: string, at: number, measures: Partial<PageViewRow> = {}) =>
  pageViewRow({ site_release: site, received_at: at, ...measures });

const first = 'site-00000000000a';
const second = 'site-00000000000b';
const rows = [
  ...[1000, 1200, 1400, 5000].map((lcp, index) => view(first, 1_000 + index, { lcp, cls: index / 100 })),
  view(second, 9_000, { lcp: 2500, inp: 300, errors: 3, federation_failures: 1 }),
  view(second, 9_500, { lcp: 2600, inp: 80 }),
  view(second, 9_800, { inp: 40, errors: 1 }),
];

test('p75 is the value three quarters of page views reach or beat (nearest rank)', () => {
  expect(p75([])).toBeUndefined();
  expect(p75([7])).toBe(7);
  expect(p75([4, 1, 3, 2])).toBe(3);
  expect(p75([1, 2, 3, 4, 5])).toBe(4);
  expect(p75(Array.from({ length: 100 }, (_, index) => 100 - index))).toBe(75);
});

test('each site release gets its page views, p75 of the measures it has, errors per 100 page views and federation failures', () => {
  expect(figuresPerRelease([...rows].reverse())).toEqual([
    {
      site: first,
      shell: 'shell-1',
      from: 1_000,
      to: 1_003,
      pageViews: 4,
      lcp: 1400,
      cls: 0.02,
      errorsPer100: 0,
      federationFailures: 0,
    },
    {
      site: second,
      shell: 'shell-1',
      from: 9_000,
      to: 9_800,
      pageViews: 3,
      lcp: 2600,
      inp: 300,
      errorsPer100: (4 * 100) / 3,
      federationFailures: 1,
    },
  ]);
  expect(figuresTable(figuresPerRelease(rows)).split('\n')[2]).toMatch(
    /^site-00000000000b\s+3\s+2600 ms\s+300 ms\s+-\s+133\.3\s+1$/,
  );
});

test('the report page charts every measure over time, marks each release, and needs nothing from a server', () => {
  const page = reportPage(rows, figuresPerRelease(rows), new Date('2026-11-26T12:00:00Z'));
  expect(page.match(/<svg /g)).toHaveLength(5);
  for (const title of ['p75 LCP', 'p75 INP', 'p75 CLS', 'Errors per 100 page views', 'Federation failures'])
    expect(page).toContain(`<figcaption>${title}`);
  expect(page.match(new RegExp(`>${second}</text>`, 'g'))).toHaveLength(5);
  expect(page).not.toMatch(/<script|<link|src=|href=/);
});

test('the page views are read from a SQLite file as the edge wrote them; a file without the table has none', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitals-'));
  const file = path.join(folder, 'vitals.sqlite');
  const database = openSqlite(file);
  expect(await pageViewsIn(file)).toEqual([]);
  await migrateVitals(database);
  await database
    .prepare('INSERT INTO page_views (received_at, site_release, lcp, errors) VALUES (?, ?, ?, ?)')
    .bind(5, first, 1234.5, 2)
    .run();
  database.close();
  expect(await pageViewsIn(file)).toEqual([
    expect.objectContaining({ received_at: 5, site_release: first, lcp: 1234.5, errors: 2, federation_failures: 0 }),
  ]);
  await expect(pageViewsIn(path.join(folder, 'missing.sqlite'))).rejects.toThrow('does not exist');
});
