import { p75, type PageViewRow } from '@radix/release-model';

/** A Core Web Vital as the report rates it: its column, its owner column, and web.dev's thresholds for the p75 of page views. */
export interface Vital {
  key: 'lcp' | 'inp' | 'cls';
  title: string;
  unit: string;
  digits: number;
  /** The column naming the part that owned the element measured (LCP's element, INP's interaction), if any. */
  owner?: 'lcp_owner' | 'inp_owner';
  /** At or under `good` is good; over `poor` is poor; between, it needs improvement (web.dev, "Core Web Vitals"). */
  good: number;
  poor: number;
}

export const vitals: readonly Vital[] = [
  { key: 'lcp', title: 'LCP', unit: ' ms', digits: 0, owner: 'lcp_owner', good: 2500, poor: 4000 },
  { key: 'inp', title: 'INP', unit: ' ms', digits: 0, owner: 'inp_owner', good: 200, poor: 500 },
  { key: 'cls', title: 'CLS', unit: '', digits: 2, good: 0.1, poor: 0.25 },
];

export type Rating = 'good' | 'needs improvement' | 'poor';

export const rate = (vital: Vital, value: number): Rating =>
  value <= vital.good ? 'good' : value > vital.poor ? 'poor' : 'needs improvement';

/** A vital's p75 over some page views, the count of values it rests on, and its rating. */
export interface Rated {
  p75?: number;
  count: number;
  rating?: Rating;
}

export function rated(vital: Vital, rows: readonly PageViewRow[]): Rated {
  const values = rows.map((row) => row[vital.key]).filter((value): value is number => value !== null);
  const value = p75(values);
  return value === undefined ? { count: 0 } : { p75: value, count: values.length, rating: rate(vital, value) };
}

/** Page views grouped by a column's value (a route, a device class, an owning part), largest group first. */
export function groupedBy(
  rows: readonly PageViewRow[],
  key: (row: PageViewRow) => string | null,
): [string, PageViewRow[]][] {
  const groups = new Map<string, PageViewRow[]>();
  for (const row of rows) {
    const value = key(row) ?? 'unknown';
    groups.set(value, [...(groups.get(value) ?? []), row]);
  }
  return [...groups].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}
