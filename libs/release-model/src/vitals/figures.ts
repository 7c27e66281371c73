import type { PageViewRow } from './schema';

/** The value that `share` of the values reach or beat (nearest rank); undefined without values. */
export function nearestRank(values: readonly number[], share: number): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * share) - 1];
}

/** The 75th percentile by nearest rank (the value three quarters of page views reach or beat), as Core Web Vitals are judged. */
export const p75 = (values: readonly number[]) => nearestRank(values, 0.75);

/** What one site release did to the page views that reported it. */
export interface ReleaseFigures {
  site: string;
  shell: string | null;
  /** When its first and last page view arrived (ms). */
  from: number;
  to: number;
  pageViews: number;
  lcp?: number;
  inp?: number;
  cls?: number;
  errorsPer100: number;
  federationFailures: number;
}

const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/** The figures of a set of page views of one site release. */
export function figuresOf(rows: readonly PageViewRow[]): Omit<ReleaseFigures, 'site' | 'shell' | 'from' | 'to'> {
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  return {
    pageViews: rows.length,
    lcp: p75(present(rows.map((row) => row.lcp))),
    inp: p75(present(rows.map((row) => row.inp))),
    cls: p75(present(rows.map((row) => row.cls))),
    errorsPer100: rows.length ? (errors * 100) / rows.length : 0,
    federationFailures: rows.reduce((sum, row) => sum + row.federation_failures, 0),
  };
}

/** Each site release's figures, in the order they first reported. */
export function figuresPerRelease(rows: readonly PageViewRow[]): ReleaseFigures[] {
  const groups = new Map<string, PageViewRow[]>();
  for (const row of [...rows].sort((a, b) => a.received_at - b.received_at)) {
    groups.set(row.site_release, [...(groups.get(row.site_release) ?? []), row]);
  }
  return [...groups].map(([site, views]) => ({
    site,
    shell: views[0]?.shell_release ?? null,
    from: views[0]?.received_at ?? 0,
    to: views.at(-1)?.received_at ?? 0,
    ...figuresOf(views),
  }));
}

const shown = (value: number | undefined, digits: number, unit = '') =>
  value === undefined ? '-' : `${value.toFixed(digits)}${unit}`;

/** The figures as a table for a terminal. */
export function figuresTable(figures: readonly ReleaseFigures[]): string {
  const header = ['site release', 'page views', 'p75 LCP', 'p75 INP', 'p75 CLS', 'errors/100', 'federation failures'];
  const lines = figures.map((release) => [
    release.site,
    String(release.pageViews),
    shown(release.lcp, 0, ' ms'),
    shown(release.inp, 0, ' ms'),
    shown(release.cls, 3),
    shown(release.errorsPer100, 1),
    String(release.federationFailures),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
