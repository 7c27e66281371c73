import type { RunnerResult } from 'lighthouse';
import { routeScriptKb } from '../../measure/audit/figures';
import { judged } from '../review/judge';
import { routeResult as result } from './route-result';

describe("the review's speed judgement of a route, preview against live", () => {
  it('names a preview that doubles the scripts the route loads, by their bytes', () => {
    expect(judged('/privacypolicy', result({}), result({ jsKb: 192 })).named).toEqual(['more JavaScript than live']);
    expect(judged('/privacypolicy', result({}), result({ jsKb: 161 })).named).toEqual([]);
  });

  it('names a timing budget the preview alone misses only when it is slower than live beyond the noise', () => {
    const live = result({ tbtMs: 40 }, [30, 60]);
    const noisy = result({ tbtMs: 240, misses: ['tbt'] }, [30, 320]);
    expect(judged('/privacypolicy', live, noisy).named).toEqual([]);
    const slower = result({ tbtMs: 400, misses: ['tbt'] }, [380, 420]);
    expect(judged('/privacypolicy', live, slower).named).toEqual(['past its tbt budget', 'TBT longer than live']);
    expect(judged('/privacypolicy', live, result({ tbtMs: 40, misses: ['js'], jsKb: 300 }, [30, 60])).named).toEqual([
      'past its js budget',
      'more JavaScript than live',
    ]);
  });
});

describe("a route's own script bytes, as the review counts them from Lighthouse's network requests", () => {
  /** A Lighthouse result whose `network-requests` audit lists these requests, as Lighthouse's details list them. */
  const lhrWith = (items: { url: string; resourceType: string; transferSize: number }[]) =>
    ({
      audits: { 'network-requests': { details: { type: 'table', headings: [], items } } },
    }) as unknown as RunnerResult['lhr'];
  const site = 'http://localhost:8420';
  const own = [
    {
      url: `${site}/releases/shell/20261128T090000Z-aaaaaa/main.0a1b2c3d.js`,
      resourceType: 'Script',
      transferSize: 100 * 1024,
    },
    {
      url: `${site}/releases/legal/20261128T090000Z-bbbbbb/privacy.4e5f6a7b.js`,
      resourceType: 'Script',
      transferSize: 60 * 1024,
    },
    {
      url: `${site}/releases/legal/20261128T090000Z-bbbbbb/legal.9c8d7e6f.css`,
      resourceType: 'Stylesheet',
      transferSize: 9 * 1024,
    },
  ];

  it("counts the route's scripts, its remotes' included, and not the next page's remotes the shell prefetches", () => {
    const prefetched = {
      url: `${site}/releases/products/20261128T090000Z-cccccc/remoteEntry.js`,
      resourceType: 'Script',
      transferSize: 30 * 1024,
    };
    expect(routeScriptKb(lhrWith([...own, prefetched]), '/privacypolicy')).toBe(160);
  });

  it('leaves out the measuring code a page loads for a sample of page views only, so that two runs of one build count the same', () => {
    const measuring = {
      url: `${site}/releases/shell/20261128T090000Z-aaaaaa/vitals.dc26d97b.js`,
      resourceType: 'Script',
      transferSize: 6451,
    };
    expect(routeScriptKb(lhrWith([...own, measuring]), '/privacypolicy')).toBe(
      routeScriptKb(lhrWith(own), '/privacypolicy'),
    );
  });
});
